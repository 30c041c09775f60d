import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import * as v from 'valibot';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { type Page, readPagination, toPage } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { isUuid } from '../../rules/common.js';
import { daysBetween, isIsoDate, marketToday } from '../../rules/dates.js';
import { actingAgency } from '../agency/agency.service.js';
import { Package } from '../catalogue/package.entity.js';
import { UMRAH_MESSAGES as M, UMRAH_TEXT } from './messages.js';
import { UMRAH_CITIES, type UmrahCity, UmrahGroup } from './umrah.entity.js';

// Umrah groups (issue 36): who may run them (agents; an agency's staff act for the agency, which owns its groups),
// creating and listing them, and everything of one group read at once (its "detail") for the views, the readiness
// check, the documents and the money.

export const MAX_PILGRIMS = 500;
export const MAX_STAY_DAYS = 90;

/** The agency the caller acts for: 401 signed out, 403 for travellers and admins (and staff who may not book). */
export async function ownerOf(ctx: ServiceContext): Promise<{ ownerId: string; userId: string }> {
  const agency = await actingAgency(ctx, 'book', M.agentsOnly);
  return { ownerId: agency.agencyId, userId: agency.userId };
}

/** The caller's group (its agency's); anyone else's, or an id that is not one, is 404. */
export async function findGroup(ctx: ServiceContext, id: string, opts: { lock?: boolean; em?: EntityManager } = {}): Promise<UmrahGroup> {
  const em = opts.em ?? ctx.em;
  // inside a transaction, every read goes through it (another pooled connection while holding one could starve the pool)
  const { ownerId } = await ownerOf({ ...ctx, em });
  const group = isUuid(id) ? await em.findOne(UmrahGroup, { id }, opts.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
  if (!group || group.ownerId !== ownerId) throw new NotFoundError(M.groupNotFound);
  return group;
}

/** Refuses changes to pilgrims, rooms and the trip once the visas were asked for. */
export function ensureOpen(group: UmrahGroup): void {
  if (group.status === 'visa_submitted' || group.status === 'visa_issued') throw new ConflictError(M.visaSubmittedLocked);
}

/**
 * Runs `work` on the caller's group under its row lock, in one transaction: changes to one group queue, and a
 * failure leaves nothing behind.
 */
export async function withGroup<T>(ctx: ServiceContext, id: string, work: (tx: EntityManager, group: UmrahGroup) => Promise<T>, open = true): Promise<T> {
  await ownerOf(ctx);
  return ctx.em.transactional(async (tx) => {
    const group = await findGroup(ctx, id, { lock: true, em: tx });
    if (open) ensureOpen(group);
    const out = await work(tx, group);
    group.updatedAt = ctx.now();
    await tx.flush();
    return out;
  });
}

const text = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));
const date = (message: string) => v.pipe(v.string(message), v.check((s: string) => isIsoDate(s), message));
const airport = v.pipe(v.string(M.airport), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, M.airport));
const nights = v.pipe(v.number(M.nights), v.integer(M.nights), v.minValue(0, M.nights), v.maxValue(MAX_STAY_DAYS, M.nights));

const GroupSchema = v.object({
  name: text(M.name, 120),
  packageId: v.nullish(v.string(M.packageNotFound)),
  arrivalDate: date(M.arrivalDate),
  departureDate: date(M.departureDate),
  arrivalAirport: airport,
  departureAirport: airport,
  makkahNights: nights,
  madinahNights: nights,
  firstCity: v.picklist(UMRAH_CITIES, M.firstCity),
});
export type GroupValues = v.InferOutput<typeof GroupSchema>;

/** The trip's own rules (after the schema): dates in order and ahead, nights adding up, the first city one with nights. */
export function groupProblem(g: GroupValues, today: string): { message: string; field: string } | undefined {
  if (g.arrivalDate <= today) return { message: M.arrivalPast, field: 'arrivalDate' };
  if (g.departureDate <= g.arrivalDate) return { message: M.departureOrder, field: 'departureDate' };
  const total = daysBetween(g.arrivalDate, g.departureDate);
  if (total > MAX_STAY_DAYS) return { message: M.stayTooLong, field: 'departureDate' };
  if (g.makkahNights + g.madinahNights !== total) return { message: UMRAH_TEXT.nightsSum(total), field: 'makkahNights' };
  const firstNights = g.firstCity === 'makkah' ? g.makkahNights : g.madinahNights;
  if (firstNights === 0) return { message: M.firstCityNoNights, field: 'firstCity' };
  return undefined;
}

/** A new group of the caller's agency (the package: any Umrah or Hajj package on the platform, or none). */
export async function createGroup(ctx: ServiceContext, input: Record<string, unknown>): Promise<UmrahGroup> {
  const { ownerId, userId } = await ownerOf(ctx);
  const values = check(GroupSchema, input);
  const now = ctx.now();
  const problem = groupProblem(values, marketToday(now));
  if (problem) throw new ValidationError(problem.message, problem.field);
  if (values.packageId) {
    const pkg = isUuid(values.packageId) ? await ctx.em.findOne(Package, { id: values.packageId }, { fields: ['id', 'type'] }) : null;
    if (!pkg) throw new NotFoundError(M.packageNotFound);
    if (pkg.type !== 'umrah' && pkg.type !== 'hajj') throw new ValidationError(M.packageNotPilgrimage, 'packageId');
  }
  const group = ctx.em.create(UmrahGroup, {
    ...values,
    packageId: values.packageId || null,
    ownerId,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
  await ctx.em.flush();
  return group;
}

/** The caller's agency's groups, newest first (umrah_group_owner_idx). */
export async function listGroups(ctx: ServiceContext, pagination: { limit?: number | null; offset?: number | null } | null | undefined): Promise<Page<UmrahGroup>> {
  const { ownerId } = await ownerOf(ctx);
  const page = readPagination(pagination);
  const rows = await ctx.em.find(UmrahGroup, { ownerId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit + 1, offset: page.offset });
  return toPage(rows, page);
}

/** Active pilgrims per group, for a list of groups, in one query. */
export async function pilgrimCounts(em: EntityManager, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await em.execute<{ group_id: string; n: number }[]>(
    `select group_id, count(*)::int as n from umrah_pilgrim where group_id in (${groupIds.map(() => '?').join(', ')}) and removed_at is null group by group_id`,
    [...groupIds],
  );
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

export const cityOf = (value: string): UmrahCity | undefined => (UMRAH_CITIES as readonly string[]).includes(value) ? (value as UmrahCity) : undefined;

import crypto from 'node:crypto';
import { LockMode, ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { AuthError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.js';
import { domainEvents } from '../../core/events.js';
import { readPagination, toPage } from '../../core/pagination.js';
import { check } from '../../core/validation.js';
import { PackageTypeSchema } from '../../rules/catalogue.js';
import { ADMIN_ONLY_FIELDS, isPilgrimage, PACKAGE_MESSAGES, PackageInputSchema, type PackageValues } from '../../rules/packages.js';
import { DEFAULT_PACKAGE_REFUND_TIERS, type RefundTier, RefundTiersSchema } from '../../rules/payments.js';
import { User } from '../accounts/user.entity.js';
import { actingAgency, AGENCY_ID_OF_USER_SQL } from '../agency/agency.service.js';
import { PackageStatus, type PackageTransportClass, type PackageType } from '../catalogue/enums.js';
import { PACKAGE_SEARCH_DOCUMENT, Package } from '../catalogue/package.entity.js';
import { searchQuery } from '../catalogue/packages.service.js';
import { UploadTicket } from './upload.entity.js';
import { isUuid } from '../../rules/common.js';

export const NOT_YOUR_PACKAGE = 'You can only manage your own packages';
export const ADMIN_FIELDS_REFUSED = 'Only the super admin can set destinations, countries, start date and end date';

// the fields the form writes straight onto the package (capacity, images and admin fields have their own rules)
const PLAIN_FIELDS = [
  'name',
  'type',
  'description',
  'duration',
  'priceInPkr',
  'originalPriceInPkr',
  'occupancyPrices',
  'childWithBedPriceInPkr',
  'childWithoutBedPriceInPkr',
  'infantPriceInPkr',
  'nameChangeFeeInPkr',
  'inclusions',
  'exclusions',
  'departureCity',
  'transportType',
  'makkahHotel',
  'madinahHotel',
  'makkahNights',
  'madinahNights',
  'makkahHotelRating',
  'madinahHotelRating',
  'visaIncluded',
  'advancePaymentPercent',
  'cancellationPolicy',
  'termsAndConditions',
  'featured',
  'status',
] as const satisfies ReadonlyArray<keyof PackageValues & keyof Package>;

// per-bed prices (issue 36): Umrah and Hajj only
const BED_PRICES = ['occupancyPrices', 'childWithBedPriceInPkr', 'childWithoutBedPriceInPkr', 'infantPriceInPkr'] as const;

const PILGRIMAGE_ONLY = ['makkahHotel', 'madinahHotel', 'makkahNights', 'madinahNights', 'makkahHotelRating', 'madinahHotelRating'] as const;

function manager(ctx: ServiceContext): Viewer {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthError();
  if (viewer.role !== 'b2b_agent' && viewer.role !== 'super_admin') throw new ForbiddenError('Only travel agents and administrators can manage packages');
  return viewer;
}

// whose packages an agent manages: its agency's (owner and managers; staff do not manage packages, 403)
async function packageOwnerId(ctx: ServiceContext, viewer: Viewer): Promise<string> {
  return viewer.role === 'b2b_agent' ? (await actingAgency(ctx, 'manage')).agencyId : viewer.id;
}

function ensureCanManage(viewer: Viewer, pkg: Package, ownerId: string): void {
  if (viewer.role === 'super_admin') return;
  if (pkg.owner?.id !== ownerId) throw new ForbiddenError(NOT_YOUR_PACKAGE);
}

// After the transaction commits (never inside it: a rolled-back write must not drop cached answers for nothing,
// and a listener refilling a cache must not read the old rows): cached public package answers are stale.
function catalogueChanged(): void {
  domainEvents.emitEvent('catalogue.changed', { kind: 'package' });
}

/** "Umrah Premium 2027!" → "umrah-premium-2027-3fa9c1": URL-safe and unique enough to retry on the rare clash. */
export function packageSlug(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-+$/, '') || 'package';
  return `${base}-${crypto.randomBytes(3).toString('hex')}`;
}

const isSet = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '');

/**
 * Agents may not set the admin form's fields: a non-empty value is refused (403), an empty one is ignored.
 * Returns the admin fields to write (none for agents).
 */
function adminFields(viewer: Viewer, raw: Record<string, unknown>, values: PackageValues): Partial<PackageValues> {
  if (viewer.role !== 'super_admin') {
    if (ADMIN_ONLY_FIELDS.some((f) => isSet(raw[f]))) throw new ForbiddenError(ADMIN_FIELDS_REFUSED);
    return {};
  }
  return Object.fromEntries(ADMIN_ONLY_FIELDS.filter((f) => raw[f] !== undefined).map((f) => [f, values[f]]));
}

/**
 * Every image must be one this person uploaded (or, editing, one the package already shows); the super admin may
 * use any stored upload. One query for all of them. Runs inside the transaction that saves the package: the share
 * lock keeps the unused-upload cleanup (upload-cleanup.ts) from deleting an image while it is being attached.
 */
async function checkImages(em: EntityManager, viewer: Viewer, images: string[], current: string[] = []): Promise<void> {
  const fresh = images.filter((url) => !current.includes(url));
  if (!fresh.length) return;
  const names = fresh.map((url) => url.slice(url.lastIndexOf('/') + 1));
  const found = await em.find(UploadTicket, { fileName: { $in: names } }, { fields: ['fileName', 'user'], lockMode: LockMode.PESSIMISTIC_READ });
  const usable = new Set(found.filter((t) => viewer.role === 'super_admin' || t.user.id === viewer.id).map((t) => t.fileName));
  if (names.some((n) => !usable.has(n))) throw new ValidationError(PACKAGE_MESSAGES.imageUrl, 'images');
}

function plainValues(values: PackageValues, present: (key: string) => boolean): Partial<Package> {
  const out: Record<string, unknown> = {};
  // a new per-bed table sets the list price too (its cheapest bed)
  const sent = (key: string) => present(key) || (key === 'priceInPkr' && present('occupancyPrices'));
  for (const key of PLAIN_FIELDS) if (sent(key) && values[key] !== undefined) out[key] = values[key];
  // Makkah / Madinah details and per-bed prices belong to Umrah and Hajj packages only
  if (values.type && !isPilgrimage(values.type)) for (const key of [...PILGRIMAGE_ONLY, ...BED_PRICES]) out[key] = key === 'occupancyPrices' ? [] : null;
  return out as Partial<Package>;
}

// the refund tiers sent (checked by their rule, most notice first), or undefined when none were sent
function refundTiersOf(input: Record<string, unknown>): RefundTier[] | undefined {
  const sent = input.refundTiers;
  if (sent === undefined || sent === null) return undefined;
  return check(RefundTiersSchema, Array.isArray(sent) ? sent.map((t) => ({ ...(t as RefundTier) })) : sent);
}

/** A stored package in the shape of PackageInput. */
function asInput(pkg: Package): Record<string, unknown> {
  const out: Record<string, unknown> = { maxCapacity: pkg.maxCapacity, images: pkg.images };
  for (const key of PLAIN_FIELDS) out[key] = pkg[key];
  for (const key of ADMIN_ONLY_FIELDS) out[key] = pkg[key];
  return out;
}

/** A new package, active at once (it shows on /packages under its type), with every spot available. */
export async function createPackage(ctx: ServiceContext, input: Record<string, unknown>): Promise<Package> {
  const viewer = manager(ctx);
  const ownerId = await packageOwnerId(ctx, viewer);
  const values = check(PackageInputSchema, input);
  const admin = adminFields(viewer, input, values);
  const refundTiers = refundTiersOf(input) ?? DEFAULT_PACKAGE_REFUND_TIERS.map((t) => ({ ...t }));
  const now = ctx.now();
  const created = await ctx.em.transactional(async (tx) => {
    await checkImages(tx, viewer, values.images);
    const pkg = tx.create(Package, {
      ...plainValues(values, () => true),
      ...admin,
      slug: packageSlug(values.name),
      type: values.type as PackageType,
      transportType: values.transportType as PackageTransportClass,
      status: (values.status as PackageStatus | null) ?? PackageStatus.active,
      maxCapacity: values.maxCapacity,
      availableSpots: values.maxCapacity,
      images: values.images,
      refundTiers,
      // the selling agent; the super admin's packages belong to the platform
      owner: viewer.role === 'b2b_agent' ? ref(User, ownerId) : null,
      createdAt: now,
      updatedAt: now,
    } as Package);
    await tx.flush();
    return pkg;
  });
  catalogueChanged();
  return created;
}

/**
 * Changes a package (its agent or the super admin). Fields left out keep their values. A new capacity keeps what is
 * booked (booked = max - available) and is one conditional UPDATE, so a booking racing it is never lost and the
 * capacity never drops below what is booked; everything happens in one transaction or not at all.
 */
export async function updatePackage(ctx: ServiceContext, id: string, input: Record<string, unknown>): Promise<Package> {
  const viewer = manager(ctx);
  const ownerId = await packageOwnerId(ctx, viewer);
  if (!isUuid(id)) throw new NotFoundError('Package not found');
  const updated = await ctx.em.transactional(async (tx) => {
    const pkg = await tx.findOne(Package, { id });
    if (!pkg) throw new NotFoundError('Package not found');
    ensureCanManage(viewer, pkg, ownerId);
    // the package as it is, with what was sent on top, must pass the same rules as a new one
    const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const stored = asInput(pkg);
    // a package becoming a holiday (say) drops the per-bed prices it had, unless they are sent (then refused)
    if ('type' in sent && !isPilgrimage(String(sent.type))) for (const key of BED_PRICES) if (!(key in sent)) stored[key] = key === 'occupancyPrices' ? [] : null;
    const values = check(PackageInputSchema, { ...stored, ...sent });
    const present = (key: string) => key in sent;
    const admin = adminFields(viewer, sent, values);
    if (present('images')) await checkImages(tx, viewer, values.images, pkg.images);

    if (present('maxCapacity') && values.maxCapacity !== pkg.maxCapacity) {
      const n = values.maxCapacity;
      const rows = await tx.execute<{ id: string }[]>(
        `update package set max_capacity = ?, available_spots = ? - (max_capacity - available_spots)
          where id = ? and max_capacity - available_spots <= ? returning id`,
        [n, n, id, n],
      );
      if (!rows.length) {
        const [row] = await tx.execute<{ booked: number }[]>('select max_capacity - available_spots as booked from package where id = ?', [id]);
        throw new ValidationError(PACKAGE_MESSAGES.capacityBelowBooked(Number(row?.booked ?? 0)), 'maxCapacity');
      }
    }
    const refundTiers = refundTiersOf(sent);
    tx.assign(pkg, {
      ...plainValues(values, present),
      ...admin,
      ...(present('images') ? { images: values.images } : {}),
      ...(refundTiers ? { refundTiers } : {}),
    } as Partial<Package>);
    await tx.flush();
    // the entity's onUpdate stamps the wall clock; the change happened at the app's "now" (tests move the clock)
    await tx.execute('update package set updated_at = ? where id = ?', [ctx.now(), id]);
    // capacity, spots and updatedAt as the database now has them
    await tx.refresh(pkg);
    return pkg;
  });
  catalogueChanged();
  return updated;
}

export const DELETE_OUTCOMES = ['deleted', 'archived'] as const;
export type DeleteOutcome = (typeof DELETE_OUTCOMES)[number];

/** Deletes a package nobody booked; one with bookings (even cancelled ones) is archived (inactive) to keep history. */
export async function deletePackage(ctx: ServiceContext, id: string): Promise<{ id: string; outcome: DeleteOutcome; package: Package | null }> {
  const viewer = manager(ctx);
  const ownerId = await packageOwnerId(ctx, viewer);
  if (!isUuid(id)) throw new NotFoundError('Package not found');
  const result = await ctx.em.transactional(async (tx) => {
    // the row lock makes a booking racing the delete wait, then find nothing to book
    const pkg = await tx.findOne(Package, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!pkg) throw new NotFoundError('Package not found');
    ensureCanManage(viewer, pkg, ownerId);
    const [booked] = await tx.execute<{ one: number }[]>('select 1 as one from booking where package_id = ? limit 1', [id]);
    if (booked) {
      pkg.status = PackageStatus.inactive;
      await tx.flush();
      await tx.execute('update package set updated_at = ? where id = ?', [ctx.now(), id]);
      await tx.refresh(pkg);
      return { id, outcome: 'archived' as const, package: pkg };
    }
    tx.remove(pkg);
    await tx.flush();
    return { id, outcome: 'deleted' as const, package: null };
  });
  catalogueChanged();
  return result;
}

/**
 * The packages a person manages, newest first, in any status: an agent's own, or all of them for the super admin.
 * `search` matches words of the name by prefix, case-insensitive (the full-text index narrows, the name decides).
 * One SQL statement.
 */
export async function myPackages(ctx: ServiceContext, args: { search?: string | null; type?: string | null; pagination?: Parameters<typeof readPagination>[0] }) {
  const viewer = manager(ctx);
  const page = readPagination(args.pagination);
  const type = args.type == null ? undefined : (check(PackageTypeSchema, args.type) as PackageType);
  const qb = ctx.em
    .createQueryBuilder(Package, 'p')
    .where({ ...(type ? { type } : {}) })
    .orderBy({ createdAt: 'desc', id: 'desc' })
    .limit(page.limit + 1)
    .offset(page.offset);
  // an agent's agency's packages (its staff's too), in the same statement
  if (viewer.role !== 'super_admin') qb.andWhere(`p.owner_id = ${AGENCY_ID_OF_USER_SQL}`, [viewer.id, viewer.id]);
  const query = searchQuery(args.search);
  if (query) {
    qb.andWhere(`${PACKAGE_SEARCH_DOCUMENT} @@ to_tsquery('simple', ?)`, [query]);
    for (const word of query.split(' & ').map((w) => w.slice(0, -2))) {
      qb.andWhere(`p.name ilike ?`, [`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    }
  }
  return toPage(await qb.getResult(), page);
}

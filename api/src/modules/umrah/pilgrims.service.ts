import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import { isUuid } from '../../rules/common.js';
import { marketToday } from '../../rules/dates.js';
import { type MrzFields, parseMrz } from '../../rules/mrz.js';
import { PILGRIM_FIELD_COLUMNS, pilgrimDateProblems, PilgrimSchema, type PilgrimValues } from '../../rules/umrah-pilgrim.js';
import { UMRAH_MESSAGES as M, UMRAH_TEXT } from './messages.js';
import { Pilgrim, type UmrahGroup } from './umrah.entity.js';
import { MAX_PILGRIMS, ownerOf, withGroup } from './umrah.service.js';

// A group's manifest: pilgrims added one by one (by hand or from the passport's MRZ) or many at once from a
// spreadsheet (all or nothing), removed (cancelled: kept on record, out of their room). A passport is in a group once.

export type ImportRowError = { row: number; column: string; message: string };

/** Thrown for an import refused as a whole: every error by row and column (REST: 422). */
export class ManifestRejected extends Error {
  constructor(
    message: string,
    readonly errors: ImportRowError[],
  ) {
    super(message);
  }
}

/** One pilgrim's fields, checked: the schema's rules, then the dates against each other and today. */
export function checkPilgrim(input: Record<string, unknown>, today: string): PilgrimValues {
  const values = check(PilgrimSchema, input);
  const [problem] = pilgrimDateProblems(values, today);
  if (problem) throw new ValidationError(problem.message, problem.field);
  return values;
}

async function activeState(tx: EntityManager, groupId: string): Promise<{ count: number; nextPosition: number; passports: Set<string> }> {
  const rows = await tx.execute<{ passport_number: string; removed_at: Date | null; position: number }[]>(
    'select passport_number, removed_at, position from umrah_pilgrim where group_id = ?',
    [groupId],
  );
  const active = rows.filter((r) => !r.removed_at);
  return {
    count: active.length,
    nextPosition: rows.reduce((max, r) => Math.max(max, Number(r.position)), 0) + 1,
    passports: new Set(active.map((r) => r.passport_number)),
  };
}

/**
 * Inserts checked pilgrims into a locked group in one statement: refused whole when the group would pass 500 or a
 * passport is already in it (`rowOf` numbers the rows for an import's errors).
 */
export async function insertPilgrims(tx: EntityManager, group: UmrahGroup, list: readonly PilgrimValues[], now: Date, rowOf?: (index: number) => number): Promise<number> {
  const state = await activeState(tx, group.id);
  if (state.count + list.length > MAX_PILGRIMS) {
    if (rowOf) throw new ManifestRejected(M.groupFull, []);
    throw new ConflictError(M.groupFull);
  }
  const errors: ImportRowError[] = [];
  list.forEach((p, i) => {
    if (!state.passports.has(p.passportNumber)) return;
    if (!rowOf) throw new ConflictError(UMRAH_TEXT.duplicatePassport(p.passportNumber));
    errors.push({ row: rowOf(i), column: PILGRIM_FIELD_COLUMNS.passportNumber, message: UMRAH_TEXT.importDuplicate(rowOf(i), p.passportNumber) });
  });
  if (errors.length) throw new ManifestRejected(M.importRefused, errors);
  if (!list.length) return 0;
  await tx.insertMany(
    Pilgrim,
    list.map((p, i) => ({
      groupId: group.id,
      position: state.nextPosition + i,
      givenNames: p.givenNames,
      surname: p.surname,
      gender: p.gender,
      dateOfBirth: p.dateOfBirth,
      nationality: p.nationality,
      passportNumber: p.passportNumber,
      passportIssueDate: p.passportIssueDate,
      passportExpiryDate: p.passportExpiryDate,
      cnic: p.cnic ?? null,
      family: p.family ?? null,
      relation: p.relation ?? null,
      meningitisVaccinationDate: p.meningitisVaccinationDate ?? null,
      polioVaccinationDate: p.polioVaccinationDate ?? null,
      phone: p.phone ?? null,
      roomId: null,
      visaApplicationId: null,
      createdAt: now,
      removedAt: null,
    })),
  );
  return list.length;
}

/** Adds one pilgrim (409 naming the passport when it is already in the group). */
export async function addPilgrim(ctx: ServiceContext, groupId: string, input: Record<string, unknown>): Promise<Pilgrim> {
  await ownerOf(ctx);
  const now = ctx.now();
  const values = checkPilgrim(input, marketToday(now));
  const id = await withGroup(ctx, groupId, async (tx, group) => {
    await insertPilgrims(tx, group, [values], now);
    const [row] = await tx.execute<{ id: string }[]>('select id from umrah_pilgrim where group_id = ? and passport_number = ? and removed_at is null', [
      group.id,
      values.passportNumber,
    ]);
    return row.id;
  });
  return ctx.em.findOneOrFail(Pilgrim, { id });
}

/** Adds checked pilgrims from an import, all or nothing (ManifestRejected names the rows of passports already in the group). */
export async function importPilgrims(ctx: ServiceContext, groupId: string, list: readonly PilgrimValues[]): Promise<number> {
  const now = ctx.now();
  // a spreadsheet's first data row is row 2 (under the header)
  return withGroup(ctx, groupId, (tx, group) => insertPilgrims(tx, group, list, now, (i) => i + 2));
}

/** Cancels a pilgrim: kept on record, out of its room and the counts; its passport may be added again. */
export async function removePilgrim(ctx: ServiceContext, groupId: string, pilgrimId: string): Promise<void> {
  await withGroup(ctx, groupId, async (tx, group) => {
    const pilgrim = isUuid(pilgrimId) ? await tx.findOne(Pilgrim, { id: pilgrimId, groupId: group.id, removedAt: null }) : null;
    if (!pilgrim) throw new NotFoundError(M.pilgrimNotFound);
    pilgrim.removedAt = ctx.now();
    pilgrim.roomId = null;
  });
}

/** The passport's MRZ read and checked (400 naming the failed check). */
export function readMrz(ctx: ServiceContext, lines: readonly string[]): MrzFields {
  const result = parseMrz(lines, marketToday(ctx.now()));
  if (!result.ok) throw new ValidationError(result.message, result.field);
  return result.value;
}

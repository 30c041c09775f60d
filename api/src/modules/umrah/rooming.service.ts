import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { ConflictError, ValidationError } from '../../core/errors.js';
import { isUuid } from '../../rules/common.js';
import { OCCUPANCIES, OCCUPANCY_LABELS, type Occupancy, perBedPrice } from '../../rules/umrah.js';
import { pilgrimName } from '../../rules/umrah-season.js';
import { Package } from '../catalogue/package.entity.js';
import { UMRAH_MESSAGES as M, UMRAH_TEXT } from './messages.js';
import { allocateRooms, checkRooming, type RoomAssignment } from './rooming.js';
import { GroupRoom, Pilgrim, type UmrahGroup } from './umrah.entity.js';
import { MAX_PILGRIMS, withGroup } from './umrah.service.js';
import { roomingOf } from './views.js';
import type { RoomingView } from './umrah.types.js';

// The rooms a group buys (counts per occupancy, offered by its package when it has one) and who sleeps where: the
// automatic allocation (rooming.ts) saved, or the agent's own checked against the same rules (409 naming the rule).

const pgUuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Puts every active pilgrim of the group in the rooms given (the rest unplaced), in two statements. */
async function saveAssignment(tx: EntityManager, groupId: string, rooms: readonly { id: string; pilgrimIds: readonly string[] }[]): Promise<void> {
  await tx.execute('update umrah_pilgrim set room_id = null where group_id = ? and room_id is not null', [groupId]);
  const pilgrims = rooms.flatMap((r) => r.pilgrimIds);
  if (!pilgrims.length) return;
  const roomIds = rooms.flatMap((r) => r.pilgrimIds.map(() => r.id));
  await tx.execute(
    `update umrah_pilgrim p set room_id = v.room_id from unnest(?::uuid[], ?::uuid[]) as v(id, room_id)
      where p.id = v.id and p.group_id = ? and p.removed_at is null`,
    [pgUuids(pilgrims), pgUuids(roomIds), groupId],
  );
}

async function roomsAndPilgrims(tx: EntityManager, groupId: string): Promise<{ rooms: GroupRoom[]; pilgrims: Pilgrim[] }> {
  const [rooms, pilgrims] = await Promise.all([
    tx.find(GroupRoom, { groupId }, { orderBy: { position: 'asc' } }),
    tx.find(Pilgrim, { groupId, removedAt: null }, { orderBy: { position: 'asc' } }),
  ]);
  return { rooms, pilgrims };
}

/**
 * Replaces the group's rooms with `counts` (rooms of an occupancy already there are kept with their pilgrims; rooms
 * no longer wanted go, their pilgrims unplaced). With a package, each occupancy must be one it offers.
 */
export async function setGroupRooms(ctx: ServiceContext, groupId: string, counts: readonly { occupancy: string; count: number }[]): Promise<RoomingView> {
  const wanted = new Map<Occupancy, number>();
  for (const c of counts) {
    if (!(OCCUPANCIES as readonly string[]).includes(c.occupancy)) throw new ValidationError(`Occupancy must be one of ${OCCUPANCIES.join(', ')}`, 'occupancy');
    if (!Number.isInteger(c.count) || c.count < 0 || c.count > MAX_PILGRIMS) throw new ValidationError(M.roomCount, 'count');
    const occ = c.occupancy as Occupancy;
    wanted.set(occ, (wanted.get(occ) ?? 0) + c.count);
  }
  if ([...wanted.values()].reduce((a, b) => a + b, 0) > MAX_PILGRIMS) throw new ValidationError(M.roomsTooMany, 'count');
  return withGroup(ctx, groupId, async (tx, group) => {
    if (group.packageId) {
      const pkg = await tx.findOne(Package, { id: group.packageId }, { fields: ['priceInPkr', 'occupancyPrices'] });
      for (const [occ, n] of wanted) {
        if (n > 0 && pkg && perBedPrice(pkg, occ) === undefined) throw new ConflictError(UMRAH_TEXT.occupancyNotOffered(OCCUPANCY_LABELS[occ].toLowerCase()));
      }
    }
    const existing = await tx.find(GroupRoom, { groupId: group.id }, { orderBy: { position: 'asc' } });
    const keep: GroupRoom[] = [];
    const drop: string[] = [];
    for (const occ of OCCUPANCIES) {
      const have = existing.filter((r) => r.occupancy === occ);
      const n = wanted.get(occ) ?? 0;
      keep.push(...have.slice(0, n));
      drop.push(...have.slice(n).map((r) => r.id));
      for (let i = have.length; i < n; i++) keep.push(tx.create(GroupRoom, { groupId: group.id, occupancy: occ, position: 0 }));
    }
    if (drop.length) {
      await tx.execute(`update umrah_pilgrim set room_id = null where group_id = ? and room_id = any(?::uuid[])`, [group.id, pgUuids(drop)]);
      await tx.execute(`delete from umrah_room where group_id = ? and id = any(?::uuid[])`, [group.id, pgUuids(drop)]);
    }
    keep.forEach((r, i) => (r.position = i + 1));
    await tx.flush();
    const { rooms, pilgrims } = await roomsAndPilgrims(tx, group.id);
    return roomingOf(rooms, pilgrims);
  });
}

/** Allocates every active pilgrim to the group's rooms by the rules (families together, men and women apart) and saves it. */
export async function autoAllocateRooms(ctx: ServiceContext, groupId: string): Promise<RoomingView> {
  return withGroup(ctx, groupId, async (tx, group) => {
    const { rooms, pilgrims } = await roomsAndPilgrims(tx, group.id);
    const allocation = allocateRooms(
      pilgrims.map((p) => ({ id: p.id, gender: p.gender, family: p.family })),
      rooms.map((r) => ({ id: r.id, occupancy: r.occupancy })),
    );
    await saveAssignment(tx, group.id, allocation.rooms);
    return placedView(rooms, pilgrims, allocation.rooms);
  });
}

// the saved allocation as its view (the entities are not touched: the statements above saved it)
function placedView(rooms: readonly GroupRoom[], pilgrims: readonly Pilgrim[], list: readonly { id: string; pilgrimIds: readonly string[] }[]): RoomingView {
  const placed = new Map(list.flatMap((r) => r.pilgrimIds.map((id) => [id, r.id] as const)));
  return roomingOf(rooms, pilgrims.map((p) => ({ id: p.id, roomId: placed.get(p.id) ?? null })));
}

function checkIds(group: UmrahGroup, rooms: readonly GroupRoom[], pilgrims: readonly Pilgrim[], assignment: readonly RoomAssignment[]): void {
  void group;
  const roomIds = new Set(rooms.map((r) => r.id));
  const pilgrimIds = new Set(pilgrims.map((p) => p.id));
  const seen = new Set<string>();
  for (const a of assignment) {
    if (!isUuid(a.roomId) || !roomIds.has(a.roomId)) throw new ValidationError(M.roomUnknown, 'roomId');
    for (const id of a.pilgrimIds) {
      if (!isUuid(id) || !pilgrimIds.has(id)) throw new ValidationError(M.pilgrimUnknown, 'pilgrimIds');
      if (seen.has(id)) throw new ConflictError(M.pilgrimTwice);
      seen.add(id);
    }
  }
}

/** The agent's own allocation: checked against the rules (409 naming the rule, the room and the people), then saved. */
export async function setRooming(ctx: ServiceContext, groupId: string, assignment: readonly RoomAssignment[]): Promise<RoomingView> {
  if (assignment.length > MAX_PILGRIMS) throw new ValidationError(M.roomsTooMany, 'rooms');
  return withGroup(ctx, groupId, async (tx, group) => {
    const { rooms, pilgrims } = await roomsAndPilgrims(tx, group.id);
    checkIds(group, rooms, pilgrims, assignment);
    const names = new Map(pilgrims.map((p) => [p.id, pilgrimName(p)]));
    const broken = checkRooming(
      pilgrims.map((p) => ({ id: p.id, gender: p.gender, family: p.family })),
      rooms.map((r) => ({ id: r.id, occupancy: r.occupancy })),
      assignment,
      names,
    );
    if (broken) throw new ConflictError(broken);
    const list = assignment.map((a) => ({ id: a.roomId, pilgrimIds: a.pilgrimIds }));
    await saveAssignment(tx, group.id, list);
    return placedView(rooms, pilgrims, list);
  });
}

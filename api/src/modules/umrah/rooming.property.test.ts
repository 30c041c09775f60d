import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OCCUPANCIES, OCCUPANCY_BEDS } from '../../rules/umrah.js';
import { allocateRooms, checkRooming, type GroupRoomSlot, type RoomPilgrim } from './rooming.js';

// The allocator over random groups (issue 36): whatever the families, genders and rooms, no room mixes men and women
// outside one family, nobody is placed twice, no room is over its beds, everyone is placed or reported, and the checker
// agrees with the allocation.

const group = fc
  .record({
    families: fc.array(fc.array(fc.constantFrom<'M' | 'F'>('M', 'F'), { minLength: 1, maxLength: 7 }), { maxLength: 8 }),
    singles: fc.array(fc.constantFrom<'M' | 'F'>('M', 'F'), { maxLength: 20 }),
    rooms: fc.array(fc.constantFrom(...OCCUPANCIES), { maxLength: 14 }),
    order: fc.integer({ min: 0, max: 1_000 }),
  })
  .map(({ families, singles, rooms, order }) => {
    const pilgrims: RoomPilgrim[] = [
      ...families.flatMap((genders, f) => genders.map((gender, k) => ({ id: `f${f}-${k}`, gender, family: `family ${f}` }))),
      ...singles.map((gender, k) => ({ id: `s${k}`, gender, family: null })),
    ];
    // interleave families and singles, as a manifest lists them
    const shuffled = pilgrims.map((p, i) => ({ p, key: (i * 7919 + order) % 1009 })).sort((a, b) => a.key - b.key).map((x) => x.p);
    const slots: GroupRoomSlot[] = rooms.map((occupancy, i) => ({ id: `room${i}`, occupancy }));
    return { pilgrims: shuffled, rooms: slots };
  });

describe('allocateRooms over random groups', () => {
  it('keeps every rule', () => {
    fc.assert(
      fc.property(group, ({ pilgrims, rooms }) => {
        const result = allocateRooms(pilgrims, rooms);
        const byId = new Map(pilgrims.map((p) => [p.id, p]));
        const seen = result.rooms.flatMap((r) => r.pilgrimIds).concat(result.unplaced);
        // everyone placed or unplaced, exactly once
        expect([...seen].sort()).toEqual(pilgrims.map((p) => p.id).sort());
        expect(result.rooms.map((r) => r.id)).toEqual(rooms.map((r) => r.id));
        for (const room of result.rooms) {
          expect(room.pilgrimIds.length).toBeLessThanOrEqual(OCCUPANCY_BEDS[room.occupancy]);
          const people = room.pilgrimIds.map((id) => byId.get(id)!);
          const genders = new Set(people.map((p) => p.gender));
          const families = new Set(people.map((p) => p.family));
          if (genders.size > 1) expect(families.size === 1 && people[0].family !== null).toBe(true);
        }
        // nobody left out while a room open to them has a free bed
        for (const id of result.unplaced) {
          const p = byId.get(id)!;
          const open = result.rooms.find(
            (r) => r.pilgrimIds.length < OCCUPANCY_BEDS[r.occupancy] && r.pilgrimIds.every((other) => byId.get(other)!.gender === p.gender),
          );
          expect(open).toBeUndefined();
        }
        expect(checkRooming(pilgrims, rooms, result.rooms.map((r) => ({ roomId: r.id, pilgrimIds: r.pilgrimIds })))).toBeNull();
        expect(allocateRooms(pilgrims, rooms)).toEqual(result);
      }),
      { numRuns: 200, seed: 36 },
    );
  });
});

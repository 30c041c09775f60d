import { OCCUPANCY_BEDS, type Occupancy } from '../../rules/umrah.js';

// Rooming for an Umrah group (issue 36): who sleeps in which of the rooms bought. Pure: pilgrims and rooms in, an
// allocation out. The rules, kept by `allocateRooms` and checked by `checkRooming`:
// - men and women never share a room unless everyone in it is of one family;
// - a family (same non-null `family`) stays together in one room when a room has the beds for it; a family too big is
//   split over rooms holding that family alone where it can be, else its members join rooms by gender;
// - no room holds more people than its beds; rooms are filled to their occupancy, people left over are reported.

export type RoomPilgrim = { id: string; gender: 'M' | 'F'; family: string | null };
export type GroupRoomSlot = { id: string; occupancy: Occupancy };
export type RoomAllocation = { rooms: { id: string; occupancy: Occupancy; pilgrimIds: string[] }[]; unplaced: string[] };
export type RoomAssignment = { roomId: string; pilgrimIds: string[] };

// messages of checkRooming (Urdu: rules/messages-ur-umrah-manifest.data.ts)
export const ROOMING_MESSAGES = {
  unknownRoom: 'Unknown room',
  unknownPilgrim: 'Unknown pilgrim',
  roomTwice: (room: string) => `${room} is listed twice`,
  placedTwice: (name: string) => `${name} is placed twice`,
  overBeds: (room: string, people: number, beds: number) => `${room} would have ${people} people for ${beds} beds`,
  mixed: (man: string, woman: string, room: string) => `${man} and ${woman} are not of one family and cannot share ${room}`,
};

/** "Room 3 (quad)": the room's place in the group's list of rooms, from 1. */
export function roomLabel(index: number, occupancy: Occupancy): string {
  return `Room ${index + 1} (${occupancy})`;
}

type Slot = { index: number; id: string; occupancy: Occupancy; beds: number; people: Member[] };
type Member = { index: number; id: string; gender: 'M' | 'F'; family: string | null };

const free = (s: Slot) => s.beds - s.people.length;
// a room new people of `gender` may join: empty, or everyone in it of that gender
const openTo = (s: Slot, gender: 'M' | 'F') => s.people.every((p) => p.gender === gender);

// the room that wastes fewest beds taking `size` people (fewest beds left over; then one already in use, to pack;
// then the earlier room): deterministic for the same input
function bestFit(slots: Slot[], size: number, allowed: (s: Slot) => boolean): Slot | undefined {
  let best: Slot | undefined;
  for (const s of slots) {
    if (!allowed(s) || free(s) < size) continue;
    if (!best) best = s;
    else {
      const waste = free(s) - size;
      const bestWaste = free(best) - size;
      if (waste < bestWaste || (waste === bestWaste && s.people.length > 0 && best.people.length === 0)) best = s;
    }
  }
  return best;
}

// the empty room with most beds (the earlier of equals)
function largestEmpty(slots: Slot[]): Slot | undefined {
  let best: Slot | undefined;
  for (const s of slots) if (s.people.length === 0 && (!best || s.beds > best.beds)) best = s;
  return best;
}

/**
 * Sorts a group's pilgrims into its rooms. Largest families first, each into the room that fits it best (a family
 * of one gender may join people of that gender; a mixed family takes an empty room); a family no room holds is split
 * over empty rooms of its own, the rest of it going in with the others by gender. Then everyone else, by gender, into
 * the rooms' free beds: rooms already begun first, then empty rooms chosen to waste fewest beds. Same input, same
 * output; `unplaced` in the order the pilgrims were given.
 */
export function allocateRooms(pilgrims: readonly RoomPilgrim[], rooms: readonly GroupRoomSlot[]): RoomAllocation {
  const slots: Slot[] = rooms.map((r, index) => ({ index, id: r.id, occupancy: r.occupancy, beds: OCCUPANCY_BEDS[r.occupancy], people: [] }));
  const members: Member[] = pilgrims.map((p, index) => ({ index, id: p.id, gender: p.gender, family: p.family }));

  const families = new Map<string, Member[]>();
  for (const m of members) if (m.family !== null) families.set(m.family, [...(families.get(m.family) ?? []), m]);
  const singles: Member[] = members.filter((m) => m.family === null || families.get(m.family)!.length === 1);
  const groups = [...families.values()].filter((f) => f.length > 1).sort((a, b) => b.length - a.length || a[0].index - b[0].index);

  for (const family of groups) {
    const genders = new Set(family.map((m) => m.gender));
    const oneGender = genders.size === 1 ? family[0].gender : null;
    const whole = bestFit(slots, family.length, (s) => (oneGender ? openTo(s, oneGender) : s.people.length === 0));
    if (whole) {
      whole.people.push(...family);
      continue;
    }
    // too big for any room left: rooms of its own, men and women kept apart as far as the chunks allow
    let rest = [...family].sort((a, b) => (a.gender === b.gender ? a.index - b.index : a.gender === 'F' ? -1 : 1));
    while (rest.length > 0) {
      const room = bestFit(slots, rest.length, (s) => s.people.length === 0) ?? largestEmpty(slots);
      if (!room) break;
      room.people.push(...rest.slice(0, room.beds));
      rest = rest.slice(room.beds);
    }
    singles.push(...rest);
  }

  const unplaced: Member[] = [];
  const waiting: Record<'M' | 'F', Member[]> = {
    M: singles.filter((m) => m.gender === 'M').sort((a, b) => a.index - b.index),
    F: singles.filter((m) => m.gender === 'F').sort((a, b) => a.index - b.index),
  };
  // first the free beds of rooms already begun, fullest first
  for (const gender of ['M', 'F'] as const) {
    const begun = slots.filter((s) => s.people.length > 0 && free(s) > 0 && openTo(s, gender)).sort((a, b) => free(a) - free(b) || a.index - b.index);
    for (const s of begun) s.people.push(...waiting[gender].splice(0, free(s)));
  }
  // then empty rooms, the gender with more people waiting choosing first
  for (;;) {
    const gender = waiting.M.length === 0 && waiting.F.length === 0 ? null : waiting.M.length >= waiting.F.length ? 'M' : 'F';
    if (!gender) break;
    const room = bestFit(slots, waiting[gender].length, (s) => s.people.length === 0) ?? largestEmpty(slots);
    if (!room) {
      unplaced.push(...waiting.M, ...waiting.F);
      break;
    }
    room.people.push(...waiting[gender].splice(0, room.beds));
  }

  return {
    rooms: slots.map((s) => ({ id: s.id, occupancy: s.occupancy, pilgrimIds: [...s.people].sort((a, b) => a.index - b.index).map((p) => p.id) })),
    unplaced: unplaced.sort((a, b) => a.index - b.index).map((m) => m.id),
  };
}

/**
 * The first rule an allocation breaks, in words naming the room ("Room 2 (quad)") and the people (by `names`, else by
 * id), or null when it keeps them all. Pilgrims left out of every room are simply unplaced.
 */
export function checkRooming(
  pilgrims: readonly RoomPilgrim[],
  rooms: readonly GroupRoomSlot[],
  assignment: readonly RoomAssignment[],
  names?: ReadonlyMap<string, string>,
): string | null {
  const byId = new Map(pilgrims.map((p) => [p.id, p]));
  const roomIndex = new Map(rooms.map((r, i) => [r.id, i]));
  const nameOf = (id: string) => names?.get(id) ?? id;
  const seenRooms = new Set<string>();
  const placed = new Set<string>();
  for (const a of assignment) {
    const index = roomIndex.get(a.roomId);
    if (index === undefined) return ROOMING_MESSAGES.unknownRoom;
    const room = rooms[index];
    const label = roomLabel(index, room.occupancy);
    if (seenRooms.has(a.roomId)) return ROOMING_MESSAGES.roomTwice(label);
    seenRooms.add(a.roomId);
    const people: RoomPilgrim[] = [];
    for (const id of a.pilgrimIds) {
      const p = byId.get(id);
      if (!p) return ROOMING_MESSAGES.unknownPilgrim;
      if (placed.has(id)) return ROOMING_MESSAGES.placedTwice(nameOf(id));
      placed.add(id);
      people.push(p);
    }
    const beds = OCCUPANCY_BEDS[room.occupancy];
    if (people.length > beds) return ROOMING_MESSAGES.overBeds(label, people.length, beds);
    // a man and a woman not of one family (when every such pair is of one family, everyone in the room is)
    for (const man of people.filter((p) => p.gender === 'M')) {
      const woman = people.find((p) => p.gender === 'F' && (man.family === null || p.family !== man.family));
      if (woman) return ROOMING_MESSAGES.mixed(nameOf(man.id), nameOf(woman.id), label);
    }
  }
  return null;
}

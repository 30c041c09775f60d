import { describe, expect, it } from 'vitest';
import { allocateRooms, checkRooming, type GroupRoomSlot, type RoomPilgrim } from './rooming.js';

// The rooming allocator and its checker (issue 36): families together, men and women apart, rooms full, leftovers.

const man = (id: string, family: string | null = null): RoomPilgrim => ({ id, gender: 'M', family });
const woman = (id: string, family: string | null = null): RoomPilgrim => ({ id, gender: 'F', family });
const rooms = (...occupancies: GroupRoomSlot['occupancy'][]): GroupRoomSlot[] => occupancies.map((occupancy, i) => ({ id: `r${i + 1}`, occupancy }));
const roomOf = (result: ReturnType<typeof allocateRooms>, id: string) => result.rooms.find((r) => r.pilgrimIds.includes(id))?.id;

describe('allocateRooms', () => {
  it('keeps a family of four together in a quad and puts the others apart by gender', () => {
    const pilgrims = [man('m1'), woman('w1'), man('k1', 'Khan'), woman('k2', 'Khan'), woman('k3', 'Khan'), man('k4', 'Khan'), man('m2'), woman('w2')];
    const result = allocateRooms(pilgrims, rooms('double', 'quad', 'double'));
    expect(result.rooms).toEqual([
      { id: 'r1', occupancy: 'double', pilgrimIds: ['m1', 'm2'] },
      { id: 'r2', occupancy: 'quad', pilgrimIds: ['k1', 'k2', 'k3', 'k4'] },
      { id: 'r3', occupancy: 'double', pilgrimIds: ['w1', 'w2'] },
    ]);
    expect(result.unplaced).toEqual([]);
  });

  it('chooses the room that fits a family best (a couple in the double, not the quad)', () => {
    const result = allocateRooms([man('a', 'F1'), woman('b', 'F1'), man('c'), man('d'), man('e'), man('f')], rooms('quad', 'double'));
    expect(result.rooms[1].pilgrimIds).toEqual(['a', 'b']);
    expect(result.rooms[0].pilgrimIds).toEqual(['c', 'd', 'e', 'f']);
  });

  it('splits a family too big for any room over rooms of its own, women and men in separate chunks', () => {
    const family = [man('h', 'Big'), woman('w', 'Big'), woman('d1', 'Big'), man('s1', 'Big'), woman('d2', 'Big'), man('s2', 'Big'), woman('d3', 'Big')];
    const result = allocateRooms(family, rooms('quad', 'triple'));
    expect(result.rooms[0].pilgrimIds).toEqual(['w', 'd1', 'd2', 'd3']);
    expect(result.rooms[1].pilgrimIds).toEqual(['h', 's1', 's2']);
    expect(result.unplaced).toEqual([]);
  });

  it('puts what is left of a split family in with the others by gender when no room of its own is left', () => {
    const pilgrims = [man('a', 'X'), man('b', 'X'), woman('c', 'X'), man('d', 'X'), man('e', 'X'), man('m1')];
    const result = allocateRooms(pilgrims, rooms('quad', 'triple'));
    // the family's four take the quad; the fifth (a man) shares the triple with the other man
    expect(result.rooms[0].pilgrimIds).toHaveLength(4);
    expect(result.rooms[1].pilgrimIds).toHaveLength(2);
    expect(result.rooms[1].pilgrimIds).toContain('m1');
    expect(checkRooming(pilgrims, rooms('quad', 'triple'), result.rooms.map((r) => ({ roomId: r.id, pilgrimIds: r.pilgrimIds })))).toBeNull();
  });

  it('lets two families of one gender share a room so the other gender gets one', () => {
    const pilgrims = [man('a1', 'A'), man('a2', 'A'), man('b1', 'B'), man('b2', 'B'), woman('w1'), woman('w2'), woman('w3'), woman('w4')];
    const result = allocateRooms(pilgrims, rooms('quad', 'quad'));
    expect(result.rooms.map((r) => r.pilgrimIds)).toEqual([
      ['a1', 'a2', 'b1', 'b2'],
      ['w1', 'w2', 'w3', 'w4'],
    ]);
  });

  it('fills rooms to their occupancy and reports the leftovers in the order given', () => {
    const pilgrims = [man('m1'), man('m2'), man('m3'), woman('w1'), man('m4'), man('m5'), woman('w2')];
    const result = allocateRooms(pilgrims, rooms('quad', 'double'));
    expect(result.rooms[0].pilgrimIds).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(result.rooms[1].pilgrimIds).toEqual(['w1', 'w2']);
    expect(result.unplaced).toEqual(['m5']);
  });

  it('never puts a man and a woman of different families together, even with beds free', () => {
    const result = allocateRooms([man('m1'), woman('w1')], rooms('quad'));
    expect(result.rooms[0].pilgrimIds).toEqual(['m1']);
    expect(result.unplaced).toEqual(['w1']);
  });

  it('a family of one is a single; no rooms: everyone unplaced; no pilgrims: empty rooms', () => {
    expect(allocateRooms([man('a', 'Solo'), man('b')], rooms('double')).rooms[0].pilgrimIds).toEqual(['a', 'b']);
    expect(allocateRooms([man('a'), woman('b')], [])).toEqual({ rooms: [], unplaced: ['a', 'b'] });
    expect(allocateRooms([], rooms('single'))).toEqual({ rooms: [{ id: 'r1', occupancy: 'single', pilgrimIds: [] }], unplaced: [] });
  });

  it('a family of six takes a sharing room', () => {
    const family = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => (i % 2 ? woman(id, 'S') : man(id, 'S')));
    const result = allocateRooms([man('x'), ...family], rooms('quad', 'sharing'));
    expect(result.rooms[1].pilgrimIds).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(roomOf(result, 'x')).toBe('r1');
  });

  it('is deterministic', () => {
    const pilgrims = [man('a', 'F'), woman('b', 'F'), man('c'), woman('d'), man('e', 'G'), man('f', 'G'), woman('g')];
    const r = rooms('triple', 'double', 'double', 'single');
    expect(allocateRooms(pilgrims, r)).toEqual(allocateRooms(pilgrims, r));
  });
});

describe('checkRooming', () => {
  const pilgrims = [man('ali', 'Khan'), woman('ayesha', 'Khan'), man('bilal'), woman('sana'), man('umar'), man('zaid'), man('hamza')];
  const r = rooms('double', 'quad');
  const names = new Map([
    ['ali', 'Ali Khan'],
    ['ayesha', 'Ayesha Khan'],
    ['bilal', 'Bilal Ahmed'],
    ['sana', 'Sana Bibi'],
  ]);

  it('accepts a family of mixed genders, people of one gender, and pilgrims left out', () => {
    expect(checkRooming(pilgrims, r, [{ roomId: 'r1', pilgrimIds: ['ali', 'ayesha'] }, { roomId: 'r2', pilgrimIds: ['bilal', 'umar'] }])).toBeNull();
    expect(checkRooming(pilgrims, r, [])).toBeNull();
  });

  it('names the room over its beds', () => {
    expect(checkRooming(pilgrims, r, [{ roomId: 'r2', pilgrimIds: ['bilal', 'umar', 'zaid', 'hamza', 'ali'] }])).toBe('Room 2 (quad) would have 5 people for 4 beds');
  });

  it('names a man and a woman not of one family, by name when names are given', () => {
    expect(checkRooming(pilgrims, r, [{ roomId: 'r1', pilgrimIds: ['bilal', 'sana'] }], names)).toBe('Bilal Ahmed and Sana Bibi are not of one family and cannot share Room 1 (double)');
    expect(checkRooming(pilgrims, r, [{ roomId: 'r2', pilgrimIds: ['ali', 'ayesha', 'sana'] }], names)).toBe('Ali Khan and Sana Bibi are not of one family and cannot share Room 2 (quad)');
    expect(checkRooming(pilgrims, r, [{ roomId: 'r2', pilgrimIds: ['ayesha', 'bilal'] }])).toBe('bilal and ayesha are not of one family and cannot share Room 2 (quad)');
  });

  it('refuses a pilgrim placed twice, an unknown pilgrim or room, a room listed twice', () => {
    expect(
      checkRooming(pilgrims, r, [{ roomId: 'r1', pilgrimIds: ['ali'] }, { roomId: 'r2', pilgrimIds: ['ali'] }], names),
    ).toBe('Ali Khan is placed twice');
    expect(checkRooming(pilgrims, r, [{ roomId: 'r1', pilgrimIds: ['nobody'] }])).toBe('Unknown pilgrim');
    expect(checkRooming(pilgrims, r, [{ roomId: 'r9', pilgrimIds: ['ali'] }])).toBe('Unknown room');
    expect(checkRooming(pilgrims, r, [{ roomId: 'r1', pilgrimIds: [] }, { roomId: 'r1', pilgrimIds: ['ali'] }])).toBe('Room 1 (double) is listed twice');
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { urduMessage } from './messages-ur.js';
import { PACKAGE_MESSAGES } from './packages.js';
import { BookedRoomsSchema, cheapestOccupancy, fullRoom, peopleIn, priceRooms, ROOM_MESSAGES, roomsIssue, roomsOf } from './package-rooms.js';
import { OCCUPANCIES } from './umrah.js';

const PKG = {
  priceInPkr: '200000.00',
  originalPriceInPkr: '260000.00',
  occupancyPrices: [
    { occupancy: 'sharing' as const, priceInPkr: '200000.00' },
    { occupancy: 'quad' as const, priceInPkr: '230000.10' },
    { occupancy: 'single' as const, priceInPkr: '390000.00' },
  ],
  childWithBedPriceInPkr: '150000.00',
  childWithoutBedPriceInPkr: '75000.00',
  infantPriceInPkr: '30000.00',
};
const room = (over: Partial<ReturnType<typeof fullRoom>> & { occupancy: (typeof OCCUPANCIES)[number] }) => ({ ...fullRoom(over.occupancy), adults: 1, ...over });

describe('priceRooms', () => {
  it('adds each adult at its room’s bed price, children and infants at theirs, exactly', () => {
    const rooms = [room({ occupancy: 'quad', adults: 3, childrenWithBed: 1, childrenWithoutBed: 2, infants: 1 }), room({ occupancy: 'single' })];
    // 3 × 230,000.10 + 150,000 + 2 × 75,000 + 30,000 + 390,000
    expect(priceRooms(PKG, rooms)).toEqual({ ok: true, totalInPkr: '1410000.30', people: 8, savedInPkr: '89999.70' });
  });

  it('ten quad adults at 0.10 more than a round price do not drift (exact decimals)', () => {
    const rooms = Array.from({ length: 10 }, () => room({ occupancy: 'quad', adults: 4 }));
    expect(priceRooms(PKG, rooms)).toMatchObject({ ok: true, totalInPkr: '9200004.00', people: 40 });
  });

  it('refuses what the package does not offer', () => {
    expect(priceRooms(PKG, [room({ occupancy: 'double', adults: 2 })])).toEqual({ ok: false, message: 'This package has no double rooms' });
    const noChildren = { ...PKG, childWithBedPriceInPkr: null, childWithoutBedPriceInPkr: null, infantPriceInPkr: null };
    expect(priceRooms(noChildren, [room({ occupancy: 'quad', childrenWithBed: 1 })])).toEqual({ ok: false, message: ROOM_MESSAGES.childWithBed });
    expect(priceRooms(noChildren, [room({ occupancy: 'quad', childrenWithoutBed: 1 })])).toEqual({ ok: false, message: ROOM_MESSAGES.childWithoutBed });
    expect(priceRooms(noChildren, [room({ occupancy: 'quad', infants: 1 })])).toEqual({ ok: false, message: ROOM_MESSAGES.infant });
    // nobody who needs the price: fine
    expect(priceRooms(noChildren, [room({ occupancy: 'quad', adults: 2 })])).toMatchObject({ ok: true, totalInPkr: '460000.20' });
  });

  it('a package with one price sells it as quad only', () => {
    const single = { priceInPkr: '150000.00', occupancyPrices: [] };
    expect(priceRooms(single, [room({ occupancy: 'quad', adults: 4 })])).toMatchObject({ ok: true, totalInPkr: '600000.00' });
    expect(priceRooms(single, [room({ occupancy: 'triple', adults: 1 })])).toEqual({ ok: false, message: 'This package has no triple rooms' });
  });

  it('refuses rooms breaking a rule, naming the room', () => {
    expect(priceRooms(PKG, [room({ occupancy: 'quad' }), room({ occupancy: 'quad', adults: 0 })])).toEqual({ ok: false, message: 'Room 2: at least one adult' });
    expect(roomsIssue([room({ occupancy: 'single', adults: 1, childrenWithBed: 1 })])).toBe('Room 1: a single room has 1 bed (adults and children with a bed)');
    expect(roomsIssue([room({ occupancy: 'sharing', adults: 6 })])).toBeUndefined();
    expect(roomsIssue([room({ occupancy: 'sharing', adults: 6, childrenWithBed: 1 })])).toBe('Room 1: a sharing room has 6 beds (adults and children with a bed)');
    expect(roomsIssue([room({ occupancy: 'double', adults: 1, infants: 2 })])).toBe('Room 1: at most one infant per adult');
    // a child without a bed takes no bed
    expect(roomsIssue([room({ occupancy: 'double', adults: 2, childrenWithoutBed: 2, infants: 2 })])).toBeUndefined();
  });
});

describe('BookedRoomsSchema', () => {
  const issue = (value: unknown) => {
    const r = v.safeParse(BookedRoomsSchema, value, { abortPipeEarly: true });
    return r.success ? undefined : r.issues[0].message;
  };
  it('fills counts left out with 0 and checks each room', () => {
    expect(v.parse(BookedRoomsSchema, [{ occupancy: 'double', adults: 2 }])).toEqual([fullRoom('double')]);
    expect(issue([])).toBe(ROOM_MESSAGES.noRooms);
    expect(issue(Array.from({ length: 51 }, () => ({ occupancy: 'quad', adults: 1 })))).toBe(ROOM_MESSAGES.tooManyRooms);
    expect(issue([{ occupancy: 'penthouse', adults: 1 }])).toBe(ROOM_MESSAGES.occupancy);
    expect(issue([{ occupancy: 'quad', adults: 1.5 }])).toBe(ROOM_MESSAGES.count);
    expect(issue([{ occupancy: 'quad', adults: 1, infants: -1 }])).toBe(ROOM_MESSAGES.count);
    expect(issue([{ occupancy: 'quad' }])).toBe('Room 1: at least one adult');
    expect(issue('two rooms')).toBe(ROOM_MESSAGES.rooms);
  });

  it('roomsOf fills counts sent as null', () => {
    expect(roomsOf([{ occupancy: 'triple', adults: 2, infants: null }])).toEqual([{ ...fullRoom('triple'), adults: 2 }]);
    expect(peopleIn([room({ occupancy: 'quad', adults: 2, childrenWithBed: 1, childrenWithoutBed: 1, infants: 2 })])).toBe(6);
  });
});

describe('cheapestOccupancy', () => {
  it('is the cheapest bed, or quad for a package with one price', () => {
    expect(cheapestOccupancy({ ...PKG, occupancyPrices: [{ occupancy: 'double', priceInPkr: '300000' }, { occupancy: 'triple', priceInPkr: '280000' }] })).toEqual({
      occupancy: 'triple',
      priceInPkr: '280000',
    });
    expect(cheapestOccupancy({ priceInPkr: '99000.00' })).toEqual({ occupancy: 'quad', priceInPkr: '99000.00' });
  });
});

describe('messages', () => {
  it('every per-bed message has its Urdu', () => {
    const messages = [
      ...Object.values(ROOM_MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : [])),
      ...[1, 12].flatMap((n) => [ROOM_MESSAGES.adults(n), ROOM_MESSAGES.infants(n), ...OCCUPANCIES.map((o) => ROOM_MESSAGES.beds(n, o))]),
      ...OCCUPANCIES.map((o) => ROOM_MESSAGES.notOffered(o)),
      ROOM_MESSAGES.passengerCount(7),
      ...[PACKAGE_MESSAGES.bedPrice, PACKAGE_MESSAGES.childPrice, PACKAGE_MESSAGES.occupancyPrices, PACKAGE_MESSAGES.occupancy],
      ...[PACKAGE_MESSAGES.occupancyTwice, PACKAGE_MESSAGES.bedPricesPilgrimageOnly],
    ];
    expect(messages.filter((m) => urduMessage(m) === undefined)).toEqual([]);
    expect(urduMessage('Room 12: a quad room has 4 beds (adults and children with a bed)')).toBe('کمرہ 12: کواڈ کمرے میں 4 بستر ہیں (بالغ اور بستر والے بچے)');
  });
});

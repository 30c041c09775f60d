import * as v from 'valibot';
import { add, compare, isDecimal, multiply, subtract } from './money.js';
import { OCCUPANCIES, OCCUPANCY_BEDS, OCCUPANCY_LABELS, type Occupancy, type OccupancyPrice, occupancyPricesOf, perBedPrice } from './umrah.js';

// Booking a package by rooms (issue 36), shared by the API and the web app so the page shows the total the server
// charges: each room names its occupancy and who sleeps in it; every adult pays the bed price of the room's
// occupancy, a child with a bed, a child without a bed and an infant their own price (when the package offers it).

export const MAX_BOOKED_ROOMS = 50;
// no room sleeps more than the largest occupancy's beds; a count is a whole number from 0 (1 for adults) to this
export const MAX_IN_ROOM = 6;

export const ROOM_MESSAGES = {
  rooms: 'Rooms must be a list of rooms',
  noRooms: 'Choose at least one room',
  tooManyRooms: `At most ${MAX_BOOKED_ROOMS} rooms in one booking`,
  occupancy: `Room occupancy must be one of ${OCCUPANCIES.join(', ')}`,
  count: `People in a room must be whole numbers from 0 to ${MAX_IN_ROOM}`,
  adults: (room: number) => `Room ${room}: at least one adult`,
  beds: (room: number, occupancy: Occupancy) =>
    `Room ${room}: a ${OCCUPANCY_LABELS[occupancy].toLowerCase()} room has ${OCCUPANCY_BEDS[occupancy]} ${OCCUPANCY_BEDS[occupancy] === 1 ? 'bed' : 'beds'} (adults and children with a bed)`,
  infants: (room: number) => `Room ${room}: at most one infant per adult`,
  notOffered: (occupancy: Occupancy) => `This package has no ${OCCUPANCY_LABELS[occupancy].toLowerCase()} rooms`,
  childWithBed: 'This package has no price for a child with a bed',
  childWithoutBed: 'This package has no price for a child without a bed',
  infant: 'This package has no price for an infant',
  passengerCount: (people: number) => `Passenger count must be the people in the rooms (${people}), or left out`,
} as const;

const count = (min: number) =>
  v.pipe(v.number(ROOM_MESSAGES.count), v.integer(ROOM_MESSAGES.count), v.minValue(min, ROOM_MESSAGES.count), v.maxValue(MAX_IN_ROOM, ROOM_MESSAGES.count));

export const BookedRoomSchema = v.object({
  occupancy: v.picklist(OCCUPANCIES, ROOM_MESSAGES.occupancy),
  adults: v.nullish(count(0), 0),
  childrenWithBed: v.nullish(count(0), 0),
  childrenWithoutBed: v.nullish(count(0), 0),
  infants: v.nullish(count(0), 0),
});
export type BookedRoom = { occupancy: Occupancy; adults: number; childrenWithBed: number; childrenWithoutBed: number; infants: number };

/** The rooms of one booking: 1 to 50, each with an adult, within its beds, an infant to an adult at most. */
export const BookedRoomsSchema = v.pipe(
  v.array(BookedRoomSchema, ROOM_MESSAGES.rooms),
  v.minLength(1, ROOM_MESSAGES.noRooms),
  v.maxLength(MAX_BOOKED_ROOMS, ROOM_MESSAGES.tooManyRooms),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = roomsIssue(dataset.value);
    if (issue) addIssue({ message: issue });
  }),
);

type RoomLike = { occupancy: Occupancy; adults?: number | null; childrenWithBed?: number | null; childrenWithoutBed?: number | null; infants?: number | null };

/** Rooms as sent (counts left out or null) with their counts filled in: 0 for none. */
export function roomsOf(rooms: readonly RoomLike[]): BookedRoom[] {
  return rooms.map((r) => ({
    occupancy: r.occupancy,
    adults: r.adults ?? 0,
    childrenWithBed: r.childrenWithBed ?? 0,
    childrenWithoutBed: r.childrenWithoutBed ?? 0,
    infants: r.infants ?? 0,
  }));
}

/** The first rule the rooms break, in words naming the room (1-based), or undefined. */
export function roomsIssue(rooms: readonly BookedRoom[]): string | undefined {
  for (const [i, r] of rooms.entries()) {
    if (r.adults < 1) return ROOM_MESSAGES.adults(i + 1);
    if (r.adults + r.childrenWithBed > OCCUPANCY_BEDS[r.occupancy]) return ROOM_MESSAGES.beds(i + 1, r.occupancy);
    if (r.infants > r.adults) return ROOM_MESSAGES.infants(i + 1);
  }
  return undefined;
}

/** Everyone in the rooms: adults, children (with a bed or not) and infants; each takes one of the package's spots. */
export function peopleIn(rooms: readonly BookedRoom[]): number {
  return rooms.reduce((n, r) => n + r.adults + r.childrenWithBed + r.childrenWithoutBed + r.infants, 0);
}

export type PricedPackage = {
  priceInPkr: string;
  originalPriceInPkr?: string | null;
  occupancyPrices?: readonly OccupancyPrice[] | null;
  childWithBedPriceInPkr?: string | null;
  childWithoutBedPriceInPkr?: string | null;
  infantPriceInPkr?: string | null;
};

export type RoomsPrice = { ok: true; totalInPkr: string; people: number; savedInPkr: string } | { ok: false; message: string };

const offered = (price: string | null | undefined): price is string => price !== null && price !== undefined && isDecimal(String(price));

/**
 * The rooms' total in PKR (exact): Σ adults × the bed price of their room's occupancy + children with a bed,
 * children without a bed and infants at their prices. Refused (with the reason) when the rooms break a rule, or use an
 * occupancy or a child's or infant's price the package does not offer. savedInPkr: what the package's original price
 * would have cost the adults more.
 */
export function priceRooms(pkg: PricedPackage, rooms: readonly BookedRoom[]): RoomsPrice {
  const broken = roomsIssue(rooms);
  if (broken) return { ok: false, message: broken };
  const lines: string[] = [];
  let saved = '0.00';
  const original = pkg.originalPriceInPkr ? String(pkg.originalPriceInPkr) : null;
  for (const r of rooms) {
    const bed = perBedPrice(pkg, r.occupancy);
    if (bed === undefined) return { ok: false, message: ROOM_MESSAGES.notOffered(r.occupancy) };
    lines.push(multiply(String(bed), r.adults));
    if (original && compare(original, bed) > 0) saved = add(saved, multiply(subtract(original, bed), r.adults));
    const extras: Array<[number, string | null | undefined, string]> = [
      [r.childrenWithBed, pkg.childWithBedPriceInPkr, ROOM_MESSAGES.childWithBed],
      [r.childrenWithoutBed, pkg.childWithoutBedPriceInPkr, ROOM_MESSAGES.childWithoutBed],
      [r.infants, pkg.infantPriceInPkr, ROOM_MESSAGES.infant],
    ];
    for (const [n, price, missing] of extras) {
      if (n === 0) continue;
      if (!offered(price)) return { ok: false, message: missing };
      lines.push(multiply(String(price), n));
    }
  }
  return { ok: true, totalInPkr: add('0', ...lines), people: peopleIn(rooms), savedInPkr: saved };
}

/** The occupancy a list shows ("from Rs X per person (quad)"): the cheapest bed (the first in OCCUPANCIES order on a tie). */
export function cheapestOccupancy(pkg: PricedPackage): OccupancyPrice {
  const prices = occupancyPricesOf({ priceInPkr: pkg.priceInPkr, occupancyPrices: pkg.occupancyPrices });
  return prices.reduce((best, p) => (compare(p.priceInPkr, best.priceInPkr) < 0 ? p : best));
}

/** A room of `occupancy` for as many adults as it has beds (what the package page starts with). */
export function fullRoom(occupancy: Occupancy): BookedRoom {
  return { occupancy, adults: OCCUPANCY_BEDS[occupancy], childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 };
}

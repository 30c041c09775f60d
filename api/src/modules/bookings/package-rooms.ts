import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ValidationError } from '../../core/errors.js';
import { type BookedRoom, priceRooms } from '../../rules/package-rooms.js';
import type { OccupancyPrice } from '../../rules/umrah.js';
import { RoomOccupancy } from '../catalogue/enums.js';

// A package booked by rooms (issue 36): the rooms as GraphQL takes and gives them, and their price from the package
// row the booking's spot update returns (the rules are rules/package-rooms.ts, shared with the web app).

@InputType({ description: 'One room of a package booking: its occupancy and who sleeps in it.' })
export class BookedRoomInput {
  @Field(() => RoomOccupancy, { description: 'The room’s occupancy; the package must offer it (a package with one price offers quad).' })
  occupancy!: RoomOccupancy;

  @Field(() => Int, { nullable: true, description: 'Adults, at least 1; adults and children with a bed fill at most the occupancy’s beds.' })
  adults?: number | null;

  @Field(() => Int, { nullable: true, description: 'Children (2 to 11) with a bed of their own (default 0); the package must price them.' })
  childrenWithBed?: number | null;

  @Field(() => Int, { nullable: true, description: 'Children (2 to 11) sharing an adult bed (default 0); the package must price them.' })
  childrenWithoutBed?: number | null;

  @Field(() => Int, { nullable: true, description: 'Infants under 2 (default 0), at most one per adult; the package must price them.' })
  infants?: number | null;
}

@ObjectType('BookedRoom', { description: 'One room of a package booking: its occupancy and who sleeps in it.' })
export class BookedRoomType implements BookedRoom {
  @Field(() => RoomOccupancy, { description: 'The room’s occupancy.' })
  occupancy!: RoomOccupancy;

  @Field(() => Int, { description: 'Adults in the room.' })
  adults!: number;

  @Field(() => Int, { description: 'Children with a bed of their own.' })
  childrenWithBed!: number;

  @Field(() => Int, { description: 'Children sharing an adult bed.' })
  childrenWithoutBed!: number;

  @Field(() => Int, { description: 'Infants under 2.' })
  infants!: number;
}

/** The package's price columns, as the booking's spot update returns them. */
export const PACKAGE_PRICE_COLUMNS = 'occupancy_prices, child_with_bed_price_in_pkr, child_without_bed_price_in_pkr, infant_price_in_pkr';
export type PackagePriceRow = {
  price_in_pkr: string;
  original_price_in_pkr: string | null;
  occupancy_prices: unknown;
  child_with_bed_price_in_pkr: string | null;
  child_without_bed_price_in_pkr: string | null;
  infant_price_in_pkr: string | null;
};

const decimal = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The rooms' total and saving, or a 400 naming what the package does not offer (or the room breaking a rule). */
export function pricePackageRooms(row: PackagePriceRow, rooms: readonly BookedRoom[]): { totalInPkr: string; savedInPkr: string } {
  const table = Array.isArray(row.occupancy_prices) ? (row.occupancy_prices as OccupancyPrice[]) : [];
  const priced = priceRooms(
    {
      priceInPkr: String(row.price_in_pkr),
      originalPriceInPkr: decimal(row.original_price_in_pkr),
      occupancyPrices: table.map((p) => ({ occupancy: p.occupancy, priceInPkr: String(p.priceInPkr) })),
      childWithBedPriceInPkr: decimal(row.child_with_bed_price_in_pkr),
      childWithoutBedPriceInPkr: decimal(row.child_without_bed_price_in_pkr),
      infantPriceInPkr: decimal(row.infant_price_in_pkr),
    },
    rooms,
  );
  if (!priced.ok) throw new ValidationError(priced.message, 'rooms');
  return { totalInPkr: priced.totalInPkr, savedInPkr: priced.savedInPkr };
}

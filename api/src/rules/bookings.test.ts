import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BookSchema, FLIGHTS_NOT_BOOKABLE, HotelBookingFormSchema } from './bookings.js';
import { ROOM_KINDS } from './catalogue.js';
import { MARKET_ZONE, marketToday } from './dates.js';

const ID = '00000000-0000-4000-8000-000000000000';
const first = (schema: v.GenericSchema, value: unknown) => {
  const issue = v.safeParse(schema, value, { abortPipeEarly: true }).issues?.[0];
  return issue && { message: issue.message, field: issue.path?.map((p) => String(p.key)).join('.') };
};

describe('BookSchema: one variant per type', () => {
  const stay = { type: 'hotel', hotelId: ID, checkInDate: '2027-01-10', checkOutDate: '2027-01-13', roomCount: 1, guestCount: 2, roomType: 'Deluxe' };

  it('accepts a valid request of each bookable type', () => {
    expect(first(BookSchema, { type: 'package', packageId: ID, passengerCount: 2, currency: 'SAR' })).toBeUndefined();
    expect(first(BookSchema, { type: 'transport', transportId: ID, travelDate: '2027-01-05T10:00:00Z' })).toBeUndefined();
    expect(first(BookSchema, stay)).toBeUndefined();
    // rooms and guests default to one each
    expect(first(BookSchema, { ...stay, roomCount: null, guestCount: undefined })).toBeUndefined();
  });

  it("asks for the type's own item id", () => {
    expect(first(BookSchema, { type: 'package' })).toEqual({ message: 'Package id is required', field: 'packageId' });
    expect(first(BookSchema, { type: 'transport', transportId: null, packageId: ID })).toEqual({ message: 'Transport id is required', field: 'transportId' });
    expect(first(BookSchema, { ...stay, hotelId: 'nope' })).toEqual({ message: 'Hotel id must be a UUID', field: 'hotelId' });
  });

  it('is strict about a hotel stay: room type, dates, rooms and guests, with the rules of the search', () => {
    expect(first(BookSchema, { ...stay, roomType: '' })?.message).toBe('Room type is required');
    expect(first(BookSchema, { ...stay, roomType: 'Penthouse' })?.message).toBe('Room type is required');
    expect(first(BookSchema, { ...stay, roomType: undefined })?.message).toBe('Room type is required');
    expect(first(BookSchema, { ...stay, checkInDate: undefined })?.message).toBe('Check-in date is required');
    expect(first(BookSchema, { ...stay, checkOutDate: '2027-02-30' })?.message).toBe('Check-out date must be a date (yyyy-MM-dd)');
    expect(first(BookSchema, { ...stay, roomCount: 6 })).toEqual({ message: 'Rooms must be between 1 and 5', field: 'roomCount' });
    expect(first(BookSchema, { ...stay, roomCount: 1.5 })?.message).toBe('Rooms must be between 1 and 5');
    expect(first(BookSchema, { ...stay, guestCount: 0 })).toEqual({ message: 'Guests must be between 1 and 6', field: 'guestCount' });
    expect(first(BookSchema, { ...stay, checkOutDate: '2027-01-10' })).toEqual({ message: 'Check-out date must be after check-in date', field: 'checkOutDate' });
    expect(first(BookSchema, { ...stay, checkOutDate: '2027-02-10' })).toEqual({ message: 'A stay can be at most 30 nights', field: 'checkOutDate' });
    for (const kind of ROOM_KINDS) expect(first(BookSchema, { ...stay, roomType: kind })).toBeUndefined();
  });

  it('refuses flights, unknown types, currencies and passenger counts with their messages', () => {
    expect(first(BookSchema, { type: 'flight' })?.message).toBe(FLIGHTS_NOT_BOOKABLE);
    expect(first(BookSchema, { type: 'cruise' })?.message).toBe('Type must be one of flight, hotel, package, transport');
    expect(first(BookSchema, { type: 'package', packageId: ID, currency: 'XYZ' })?.message).toBe('Currency must be one of PKR, USD, AED, SAR, QAR, GBP, EUR');
    expect(first(BookSchema, { type: 'package', packageId: ID, passengerCount: 11 })?.message).toBe('Passenger count must be between 1 and 10');
  });

  it('the hotel dialog checks the stay the same way', () => {
    const form = { checkInDate: '2027-01-10', checkOutDate: '2027-01-10', roomCount: 1, guestCount: 2, roomType: 'Standard' };
    expect(first(HotelBookingFormSchema, form)).toEqual({ message: 'Check-out date must be after check-in date', field: 'checkOutDate' });
    expect(first(HotelBookingFormSchema, { ...form, checkOutDate: '2027-01-12' })).toBeUndefined();
  });
});

describe('the market clock', () => {
  it("is Pakistan's calendar day", () => {
    expect(MARKET_ZONE).toBe('Asia/Karachi');
    // UTC+5: 18:59 UTC is still the 22nd, 19:00 UTC is the 23rd
    expect(marketToday(new Date('2026-11-22T18:59:00Z'))).toBe('2026-11-22');
    expect(marketToday(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(marketToday(new Date('2026-12-31T19:30:00Z'))).toBe('2027-01-01');
  });
});

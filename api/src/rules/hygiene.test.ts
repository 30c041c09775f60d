import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginSchema } from './accounts.js';
import { BookSchema, HotelBookingFormSchema } from './bookings.js';
import { addMonths, parseIsoInstant } from './dates.js';
import { fieldLabel, hasForbiddenChars, textMax } from './text.js';

describe('hasForbiddenChars', () => {
  it('refuses C0, DEL, C1 and lone surrogates; multi-line text keeps tab, LF and CR', () => {
    for (const s of ['a\u0000', '\u0001', 'a\u001fb', '\u007f', '\u0085', '\u009f', 'x\ud800', '\udc00y', '\ud83d']) {
      expect(hasForbiddenChars(s), JSON.stringify(s)).toBe(true);
      expect(hasForbiddenChars(s, true), JSON.stringify(s)).toBe(true);
    }
    for (const s of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasForbiddenChars(s)).toBe(true);
      expect(hasForbiddenChars(s, true)).toBe(false);
    }
    for (const s of ['', 'Ali Khan', 'مکہ مکرمہ', 'Zürich', '😀 emoji pair \ud83d\ude00', '\u2028', "O'Brien; drop table"]) {
      expect(hasForbiddenChars(s), JSON.stringify(s)).toBe(false);
    }
  });

  it('bounds every argument, multi-line ones more loosely', () => {
    expect(textMax('firstName')).toBe(1024);
    expect(textMax('password')).toBe(1024);
    expect(textMax('description')).toBe(10_000);
    expect(fieldLabel('specialRequirements')).toBe('Special requirements');
    expect(fieldLabel('checkOutDate')).toBe('Check-out date');
  });
});

describe('parseIsoInstant', () => {
  it('reads dates and ISO date-times with four-digit years', () => {
    expect(parseIsoInstant('2027-01-05')?.toISOString()).toBe('2027-01-05T00:00:00.000Z');
    expect(parseIsoInstant('2027-01-05T10:30:00Z')?.toISOString()).toBe('2027-01-05T10:30:00.000Z');
    expect(parseIsoInstant('2027-01-05T10:30:00.123456+05:00')?.toISOString()).toBe('2027-01-05T05:30:00.123Z');
    expect(parseIsoInstant('2027-01-05 10:30')?.toISOString()).toBe('2027-01-05T10:30:00.000Z');
    expect(parseIsoInstant('9999-12-31T23:59:59Z')?.toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });

  it('refuses what is not a real instant', () => {
    for (const s of ['2027-02-30', '2027-13-01', '+275760-09-13T00:00:00.000Z', '20000-01-01', '-0001-01-01', '2027-01-05T24:00:00Z', '2027-01-05T10:60Z',
      '2027-01-05T10:00+15:00', '0050-01-01', 'tomorrow', '', ' ', '1e10', '2027-1-5', '2027-01-05T', '2027-01-05Z\u0000']) {
      expect(parseIsoInstant(s), s).toBeUndefined();
    }
    for (const x of [20270105, null, undefined, {}, ['2027-01-05']]) expect(parseIsoInstant(x)).toBeUndefined();
  });

  it('addMonths keeps the day or clamps it to the month end', () => {
    expect(addMonths(new Date('2026-11-22T10:00:00Z'), 18).toISOString()).toBe('2028-05-22T10:00:00.000Z');
    expect(addMonths(new Date('2027-01-31T00:00:00Z'), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2027-08-31T00:00:00Z'), 18).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe('schemas the forms share', () => {
  const issue = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value, { abortPipeEarly: true }).issues?.[0]?.message;

  it('LoginSchema: usernames of at most 64 characters, no control characters', () => {
    expect(issue(LoginSchema, { username: 'u'.repeat(64), password: 'x' })).toBeUndefined();
    expect(issue(LoginSchema, { username: 'u'.repeat(65), password: 'x' })).toBe('Username must be at most 64 characters');
    expect(issue(LoginSchema, { username: 'a\u0000', password: 'x' })).toBe('Username must not contain control characters');
  });

  it('BookSchema: real dates only', () => {
    // the item ids every valid request carries, so the dates are what is judged
    const hotel = { type: 'hotel', hotelId: '00000000-0000-4000-8000-000000000000', checkInDate: '2027-02-25', roomType: 'Standard' };
    const pkg = { type: 'package', packageId: '00000000-0000-4000-8000-000000000000' };
    expect(issue(BookSchema, { ...hotel, checkOutDate: '2027-02-30' })).toBe('Check-out date must be a date (yyyy-MM-dd)');
    expect(issue(BookSchema, { ...pkg, travelDate: '+275760-09-13T00:00:00.000Z' })).toBe('Travel date must be a date (yyyy-MM-dd) or an ISO 8601 date-time');
    expect(issue(BookSchema, { ...pkg, travelDate: '2027-01-05T10:00:00Z' })).toBeUndefined();
    expect(issue(BookSchema, { ...pkg, specialRequirements: 'a\u0000' })).toBe('Special requirements must not contain control characters');
  });

  it('the hotel booking dialog says the same', () => {
    const form = { checkInDate: '2027-02-25', checkOutDate: '2027-02-30', roomCount: 1, guestCount: 1, roomType: 'Standard' };
    expect(issue(HotelBookingFormSchema, form)).toBe('Check-out date must be a date (yyyy-MM-dd)');
    expect(issue(HotelBookingFormSchema, { ...form, checkOutDate: '2027-02-28', specialRequirements: 'Late arrival\nPlease' })).toBeUndefined();
  });
});

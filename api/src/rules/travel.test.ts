import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, earliestToday, isIsoDate, localToday } from './dates.js';
import { flightFormSchema, flightQuerySchema, hotelFormSchema, hotelQuerySchema, suggestionQuerySchema } from './travel.js';

const TODAY = '2026-11-20';

// The first message valibot reports, and the field it is reported on.
function firstIssue(schema: v.GenericSchema, value: unknown): { message: string; field: string } | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return null;
  const issue = result.issues[0];
  return { message: issue.message, field: issue.path?.map((p) => String(p.key)).join('.') ?? '' };
}

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '01/12/2026', '', 20261201, null]) expect(isIsoDate(bad)).toBe(false);
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it("takes the server's today from the last time zone to leave a date (UTC-12)", () => {
    expect(earliestToday(new Date('2026-11-20T11:59:00Z'))).toBe('2026-11-19');
    expect(earliestToday(new Date('2026-11-20T12:00:00Z'))).toBe('2026-11-20');
    expect(localToday(new Date(2026, 10, 20, 23, 30))).toBe('2026-11-20');
  });
});

describe('provider flight search rules (API)', () => {
  const schema = flightQuerySchema(TODAY);
  const good = { origin: 'KHI', destination: 'DXB', departureDate: '2026-12-01', adults: 1, children: 0, infants: 0 };

  it('accepts a good search and fills the defaults', () => {
    expect(v.parse(schema, good)).toEqual({ ...good, returnDate: undefined, tripClass: 'Y', currency: 'PKR', limit: 20, offset: 0 });
    expect(v.parse(schema, { ...good, returnDate: '', departureDate: TODAY }).returnDate).toBeUndefined();
  });

  it.each([
    ['origin missing', { origin: '' }, 'origin', 'Origin airport is required'],
    ['origin under 3 characters', { origin: 'KH' }, 'origin', 'Origin airport is required'],
    ['origin blank', { origin: '   ' }, 'origin', 'Origin airport is required'],
    ['destination under 3 characters', { destination: 'DX' }, 'destination', 'Destination airport is required'],
    ['same airports', { destination: 'khi' }, 'destination', 'Origin and destination must be different'],
    ['departure missing', { departureDate: '' }, 'departureDate', 'Departure date is required'],
    ['departure not a date', { departureDate: '2026-02-30' }, 'departureDate', 'Departure date must be a date (yyyy-MM-dd)'],
    ['departure in the past', { departureDate: '2026-11-19' }, 'departureDate', 'Departure date cannot be in the past'],
    ['departure over a year out', { departureDate: '2027-11-22' }, 'departureDate', 'Departure date must be within a year'],
    ['return not a date', { returnDate: '12/08/2026' }, 'returnDate', 'Return date must be a date (yyyy-MM-dd)'],
    ['return before departure', { returnDate: '2026-11-30' }, 'returnDate', 'Return date must be after departure date'],
    ['return on the departure day', { returnDate: '2026-12-01' }, 'returnDate', 'Return date must be after departure date'],
    ['no adult', { adults: 0 }, 'adults', 'Adults must be between 1 and 6'],
    ['7 adults', { adults: 7 }, 'adults', 'Adults must be between 1 and 6'],
    ['half an adult', { adults: 1.5 }, 'adults', 'Adults must be between 1 and 6'],
    ['negative children', { children: -1 }, 'children', 'Children must be between 0 and 4'],
    ['5 children', { children: 5 }, 'children', 'Children must be between 0 and 4'],
    ['3 infants', { adults: 3, infants: 3 }, 'infants', 'Infants must be between 0 and 2'],
    ['more infants than adults', { infants: 2 }, 'infants', 'Each infant must travel with an adult'],
    ['unknown class', { tripClass: 'W' }, 'tripClass', 'Class must be Y (Economy), C (Business) or F (First Class)'],
    ['unknown currency', { currency: 'JPY' }, 'currency', 'Currency must be one of PKR, USD, AED, SAR, QAR, GBP, EUR'],
    ['limit over 100', { limit: 101 }, 'limit', 'Limit must be between 1 and 100'],
    ['limit 0', { limit: 0 }, 'limit', 'Limit must be between 1 and 100'],
    ['negative offset', { offset: -1 }, 'offset', 'Offset must be 0 or more'],
  ])('rejects %s', (_name, change, field, message) => {
    expect(firstIssue(schema, { ...good, ...change })).toEqual({ message, field });
  });

  it('accepts every class, the party limits and the edges of the date window', () => {
    for (const tripClass of ['Y', 'C', 'F']) expect(firstIssue(schema, { ...good, tripClass })).toBeNull();
    expect(firstIssue(schema, { ...good, adults: 6, children: 4, infants: 2 })).toBeNull();
    expect(firstIssue(schema, { ...good, departureDate: TODAY })).toBeNull();
    expect(firstIssue(schema, { ...good, departureDate: '2027-11-20' })).toBeNull();
  });
});

describe('the /flights form rules', () => {
  const schema = flightFormSchema(TODAY);
  const good = {
    origin: 'KHI',
    destination: 'DXB',
    departureDate: '2026-11-21',
    returnDate: '2026-11-28',
    adults: 1,
    children: 0,
    infants: 0,
    tripClass: 'Y',
    tripType: 'roundtrip',
  };

  it('needs a return date for a round trip only', () => {
    expect(firstIssue(schema, good)).toBeNull();
    expect(firstIssue(schema, { ...good, returnDate: '' })).toEqual({
      message: 'Return date is required for a round trip',
      field: 'returnDate',
    });
    expect(firstIssue(schema, { ...good, tripType: 'oneway', returnDate: '' })).toBeNull();
    // a stale return date is ignored on a one-way trip
    expect(firstIssue(schema, { ...good, tripType: 'oneway', returnDate: '2026-11-01' })).toBeNull();
    expect(firstIssue(schema, { ...good, tripType: 'multi' })).toEqual({
      message: 'Trip type must be oneway or roundtrip',
      field: 'tripType',
    });
  });

  it('reports every broken field at once, with the spec messages', () => {
    const result = v.safeParse(schema, { ...good, origin: '', destination: 'D', departureDate: '' });
    expect(result.success).toBe(false);
    const messages: Record<string, string> = {};
    for (const i of result.issues ?? []) messages[String(i.path?.[0].key)] ??= i.message;
    expect(messages).toMatchObject({
      origin: 'Origin airport is required',
      destination: 'Destination airport is required',
      departureDate: 'Departure date is required',
    });
  });
});

describe('provider hotel search rules', () => {
  const schema = hotelQuerySchema(TODAY);
  const good = { location: 'Dubai', checkIn: '2026-12-01', checkOut: '2026-12-05', adults: 2, children: 0, rooms: 1 };

  it('accepts a good search and fills the defaults', () => {
    expect(v.parse(schema, good)).toEqual({ ...good, currency: 'PKR', language: 'en', limit: 20, offset: 0 });
  });

  it.each([
    ['location missing', { location: '' }, 'location', 'Location is required'],
    ['location of one letter', { location: 'D' }, 'location', 'Location is required'],
    ['check-in missing', { checkIn: '' }, 'checkIn', 'Check-in date is required'],
    ['check-in not a date', { checkIn: 'tomorrow' }, 'checkIn', 'Check-in date must be a date (yyyy-MM-dd)'],
    ['check-in in the past', { checkIn: '2026-11-19' }, 'checkIn', 'Check-in date cannot be in the past'],
    ['check-in over a year out', { checkIn: '2027-12-01', checkOut: '2027-12-02' }, 'checkIn', 'Check-in date must be within a year'],
    ['check-out missing', { checkOut: '' }, 'checkOut', 'Check-out date is required'],
    ['check-out not a date', { checkOut: '2026-12-32' }, 'checkOut', 'Check-out date must be a date (yyyy-MM-dd)'],
    ['check-out on check-in', { checkOut: '2026-12-01' }, 'checkOut', 'Check-out date must be after check-in date'],
    ['a stay of 31 nights', { checkOut: '2027-01-01' }, 'checkOut', 'A stay can be at most 30 nights'],
    ['no adult', { adults: 0 }, 'adults', 'Adults must be between 1 and 16'],
    ['17 adults', { adults: 17, rooms: 4 }, 'adults', 'Adults must be between 1 and 16'],
    ['9 children', { children: 9 }, 'children', 'Children must be between 0 and 8'],
    ['5 rooms', { rooms: 5, adults: 5 }, 'rooms', 'Rooms must be between 1 and 4'],
    ['no room', { rooms: 0 }, 'rooms', 'Rooms must be between 1 and 4'],
    ['a room without an adult', { rooms: 3 }, 'adults', 'Each room needs at least one adult'],
    ['a language that is not a code', { language: 'english' }, 'language', 'Language must be a two-letter code such as en'],
  ])('rejects %s', (_name, change, field, message) => {
    expect(firstIssue(schema, { ...good, ...change })).toEqual({ message, field });
  });

  it('allows 4 rooms and 30 nights, and the form uses the same rules', () => {
    expect(firstIssue(schema, { ...good, rooms: 4, adults: 8, checkOut: '2026-12-31' })).toBeNull();
    expect(firstIssue(hotelFormSchema(TODAY), { ...good, rooms: 5, adults: 5 })).toEqual({
      message: 'Rooms must be between 1 and 4',
      field: 'rooms',
    });
  });
});

describe('autocomplete input', () => {
  it('defaults to 5 suggestions and refuses more, and long text', () => {
    expect(v.parse(suggestionQuerySchema, { query: ' ka ' })).toEqual({ query: 'ka', limit: 5 });
    expect(firstIssue(suggestionQuerySchema, { query: 'ka', limit: 6 })?.message).toBe('Limit must be between 1 and 5');
    expect(firstIssue(suggestionQuerySchema, { query: 'x'.repeat(65) })?.message).toBe('Search text is too long');
  });
});

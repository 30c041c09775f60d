import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { packageSearchSchema, transportSearchSchema, visaSearchSchema } from './home-search.js';
import { flightFormSchema, hotelFormSchema } from './travel.js';

const TODAY = '2026-11-20';

// The first message valibot reports, and the field it is reported on.
function firstIssue(schema: v.GenericSchema, value: unknown): { message: string; field: string } | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return null;
  const issue = result.issues[0];
  return { message: issue.message, field: issue.path?.map((p) => String(p.key)).join('.') ?? '' };
}

describe('the landing search box rules', () => {
  // the flights and hotels tabs are the /flights and /hotels forms (web): their rules, with the tabs' values
  it('flights: origin and destination of 3+ characters, a departure date', () => {
    const schema = flightFormSchema(TODAY);
    const ok = { origin: 'KHI', destination: 'DXB', departureDate: '2026-12-01', returnDate: '2026-12-09', adults: 1, children: 0, infants: 0, tripClass: 'Y', tripType: 'roundtrip' };
    expect(firstIssue(schema, ok)).toBeNull();
    expect(firstIssue(schema, { ...ok, origin: 'KH' })?.message).toBe('Origin airport is required');
    expect(firstIssue(schema, { ...ok, destination: '' })?.message).toBe('Destination airport is required');
    expect(firstIssue(schema, { ...ok, departureDate: '' })?.message).toBe('Departure date is required');
    // the tab offers 1 to 4+ passengers
    expect(firstIssue(schema, { ...ok, adults: 4 })).toBeNull();
    expect(firstIssue(schema, { ...ok, adults: '5' })).not.toBeNull();
  });

  it('hotels: a location of 2+ characters and both dates; each room combination', () => {
    const schema = hotelFormSchema(TODAY);
    const ok = { location: 'Dubai', checkIn: '2026-12-01', checkOut: '2026-12-09', adults: 2, children: 0, rooms: 1 };
    expect(firstIssue(schema, ok)).toBeNull();
    for (const [rooms, adults] of [[2, 4], [3, 6]]) expect(firstIssue(schema, { ...ok, rooms, adults })).toBeNull();
    expect(firstIssue(schema, { ...ok, location: 'D' })?.message).toBe('Location is required');
    expect(firstIssue(schema, { ...ok, checkIn: '' })?.message).toBe('Check-in date is required');
    expect(firstIssue(schema, { ...ok, checkOut: '' })?.message).toBe('Check-out date is required');
  });

  it('packages: a type from the list; the rest optional, duration any by default', () => {
    expect(v.parse(packageSearchSchema, { type: 'umrah' })).toEqual({
      type: 'umrah',
      departureCity: '',
      duration: 'any',
      departureDate: '',
    });
    expect(firstIssue(packageSearchSchema, { type: 'cruise' })).not.toBeNull();
    expect(firstIssue(packageSearchSchema, { type: 'hajj', duration: '10' })).not.toBeNull();
  });

  it('visa: both countries and the types and processing from the lists', () => {
    const ok = { fromCountry: 'Pakistan', toCountry: 'United Arab Emirates', visaType: 'tourist', processingType: 'normal' };
    expect(firstIssue(visaSearchSchema, ok)).toBeNull();
    expect(firstIssue(visaSearchSchema, { ...ok, fromCountry: 'P' })?.message).toBe('Country is required');
    expect(firstIssue(visaSearchSchema, { ...ok, toCountry: '' })?.message).toBe('Destination country is required');
    expect(firstIssue(visaSearchSchema, { ...ok, visaType: 'work' })).not.toBeNull();
    expect(firstIssue(visaSearchSchema, { ...ok, processingType: 'slow' })).not.toBeNull();
  });

  it('transport: a type, a from location and a date; to optional, passengers 1 by default', () => {
    const ok = { type: 'airport_transfer', fromLocation: 'Karachi Airport', date: '2026-12-01' };
    expect(v.parse(transportSearchSchema, ok)).toEqual({ ...ok, toLocation: '', passengers: '1' });
    expect(firstIssue(transportSearchSchema, { ...ok, fromLocation: 'K' })?.message).toBe('From location is required');
    expect(firstIssue(transportSearchSchema, { ...ok, date: '' })?.message).toBe('Date is required');
    expect(firstIssue(transportSearchSchema, { ...ok, type: 'boat' })).not.toBeNull();
  });
});

import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { BookValues } from '../../rules/bookings.js';
import { nightsBetween } from '../../rules/catalogue.js';
import { MARKET_ZONE, parseIsoInstant } from '../../rules/dates.js';
import { peopleIn, roomsOf } from '../../rules/package-rooms.js';
import { QUOTE_LIMITS } from '../../rules/quotes.js';
import { Hotel } from '../catalogue/hotel.entity.js';
import { Package } from '../catalogue/package.entity.js';
import { TransportOption } from '../catalogue/transport.entity.js';

// A quote item in words and a picture (issue 39), stored with the item when the quote is made: what the customer's page
// shows, so later catalogue edits do not change a quote already sent.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dayOf = (iso: string) => DateTime.fromISO(iso, { zone: MARKET_ZONE }).setLocale('en-GB').toFormat('ccc d LLL yyyy');
function wishedDay(value: string | null | undefined): string | null {
  const at = value?.trim() ? parseIsoInstant(value) : undefined;
  return at ? DateTime.fromJSDate(at, { zone: MARKET_ZONE }).setLocale('en-GB').toFormat('ccc d LLL yyyy') : null;
}

/** The travellers an item is for (a package by rooms: everyone in them; a hotel stay: its guests). */
export function travellersOf(values: BookValues): number {
  if (values.type === 'hotel') return values.guestCount ?? 1;
  if (values.type === 'package' && values.rooms) return peopleIn(roomsOf(values.rooms));
  return values.passengerCount ?? 1;
}

const clip = (text: string) => (text.length > QUOTE_LIMITS.summaryMax ? `${text.slice(0, QUOTE_LIMITS.summaryMax - 1)}…` : text);

/**
 * The item's picture (the catalogue's first image, else its artwork) and its summary in words; for a package, the
 * agent who sells it (an agency cannot buy its own package, so it cannot quote one either).
 */
export async function describeItem(em: EntityManager, values: BookValues): Promise<{ imageUrl: string | null; summary: string; sellerId?: string | null }> {
  if (values.type === 'package') {
    const pkg = await em.findOne(Package, { id: values.packageId });
    const parts = [plural(travellersOf(values), 'traveller')];
    if (values.rooms) {
      const rooms = roomsOf(values.rooms);
      parts.push(`${plural(rooms.length, 'room')} (${rooms.map((r) => r.occupancy).join(', ')})`);
    }
    const start = pkg?.startDate ? String(pkg.startDate).slice(0, 10) : null;
    const day = start ? dayOf(start) : wishedDay(values.travelDate);
    if (day) parts.push(`departing ${day}`);
    if (pkg?.duration) parts.push(pkg.duration);
    return { imageUrl: pkg?.imageUrl ?? null, summary: clip(parts.join(', ')), sellerId: pkg?.owner?.id ?? null };
  }
  if (values.type === 'hotel') {
    const hotel = await em.findOne(Hotel, { id: values.hotelId });
    const nights = nightsBetween(values.checkInDate, values.checkOutDate);
    const summary = [
      `${plural(nights, 'night')}, ${dayOf(values.checkInDate)} to ${dayOf(values.checkOutDate)}`,
      `${plural(values.roomCount ?? 1, `${values.roomType} room`)}`,
      plural(values.guestCount ?? 1, 'guest'),
      ...(hotel?.city ? [hotel.city] : []),
    ].join(', ');
    return { imageUrl: hotel?.imageUrl ?? null, summary: clip(summary) };
  }
  const option = await em.findOne(TransportOption, { id: values.transportId });
  const parts = [plural(values.passengerCount ?? 1, 'passenger')];
  if (option) parts.push(option.toCity ? `${option.fromCity} to ${option.toCity}` : option.fromCity);
  const day = wishedDay(values.travelDate);
  if (day) parts.push(`on ${day}`);
  return { imageUrl: option?.imageUrl ?? null, summary: clip(parts.join(', ')) };
}

import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { Seeder } from '../../db/seeds/index.js';
import type { Context } from '../../graphql/context.js';
import type { AppDeps } from '../../deps.js';
import { Role, User } from '../accounts/user.entity.js';
import { MARKET_ZONE } from '../catalogue/hotels.service.js';
import { book } from './bookings.service.js';

// A few bookings for the demo traveller, so a fresh `npm start` shows dashboards with something in them: an
// upcoming Umrah, a Makkah hotel stay, a transfer request, and two trips already travelled (Silver tier). Made
// through the booking service itself, so seats, rooms, prices and the analytics counters agree.
type Demo = { input: Record<string, unknown>; travelledDaysAgo?: number };

function demoBookings(today: DateTime): Demo[] {
  const day = (n: number) => today.plus({ days: n }).toISODate() as string;
  return [
    { input: { type: 'package', slug: 'economy-umrah-14-days-karachi', passengerCount: 2, currency: 'PKR', specialRequirements: 'Wheelchair at Jeddah airport for my mother' } },
    { input: { type: 'hotel', slug: 'swissotel-al-maqam-makkah', checkInDate: day(21), checkOutDate: day(25), roomCount: 1, guestCount: 2, roomType: 'Deluxe', currency: 'SAR' } },
    { input: { type: 'transport', slug: 'jed-airport-to-makkah-sedan', passengerCount: 2, travelDate: today.plus({ days: 21 }).set({ hour: 9 }).toISO() } },
    { input: { type: 'package', slug: 'hunza-valley-khunjerab-7-days', passengerCount: 2, currency: 'PKR' }, travelledDaysAgo: 140 },
    { input: { type: 'package', slug: 'dubai-city-desert-safari-5-days', passengerCount: 1, currency: 'AED' }, travelledDaysAgo: 60 },
  ];
}

export const demoBookingsSeeder: Seeder = {
  name: 'demo bookings',
  run: async (orm) => {
    const em = orm.em.fork();
    const traveller = await em.findOne(User, { username: 'traveller', role: Role.end_user });
    if (!traveller) return;
    const [{ n }] = await em.execute<{ n: number }[]>('select count(*)::int as n from booking where user_id = ?', [traveller.id]);
    if (n > 0) return; // idempotent: the traveller's history is only made once
    const today = DateTime.now().setZone(MARKET_ZONE).startOf('day');
    const deps = { now: () => new Date() } as AppDeps;
    for (const demo of demoBookings(today)) {
      const { slug, ...input } = demo.input;
      const table = input.type === 'package' ? 'package' : input.type === 'hotel' ? 'hotel' : 'transport_option';
      const [item] = await em.execute<{ id: string }[]>(`select id::text as id from ${table} where slug = ?`, [slug]);
      if (!item) continue; // a trimmed catalogue: skip what is not there
      const idField = input.type === 'package' ? 'packageId' : input.type === 'hotel' ? 'hotelId' : 'transportId';
      const ctx = { em: orm.em.fork(), viewer: { id: traveller.id, username: traveller.username, role: traveller.role }, deps, log: undefined as unknown as FastifyBaseLogger } as Context;
      const booking = await book(ctx, { ...input, [idField]: item.id }, `demo-seed-${slug}`);
      if (demo.travelledDaysAgo) {
        const travelled = today.minus({ days: demo.travelledDaysAgo });
        await em.execute("update booking set status = 'completed', travel_date = ?, created_at = ? where id = ?", [
          travelled.set({ hour: 10 }).toJSDate(),
          travelled.minus({ days: 30 }).toJSDate(),
          booking.id,
        ]);
      }
    }
  },
};

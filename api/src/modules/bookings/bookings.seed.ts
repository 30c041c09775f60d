import { DateTime } from 'luxon';
import { systemContext } from '../../core/context.js';
import type { Seeder } from '../../db/seeds/seeder.js';
import type { BookValues } from '../../rules/bookings.js';
import { MARKET_ZONE } from '../../rules/dates.js';
import { Role, User } from '../accounts/user.entity.js';
import { pay, settleSandboxInProcess } from '../payments/checkout.service.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { setSettlementIfUnset } from '../payments/settlement.js';
import { book } from './bookings.service.js';
import { bookingSettlement } from './settlement.js';

// A few bookings for the demo traveller, so a fresh `npm start` shows dashboards with something in them: an
// upcoming Umrah (its advance paid, the balance due), a Makkah hotel stay (paid), a transfer request (waiting for the
// operator), and two trips already travelled and paid in full (Silver tier). Made through the booking and payment
// services themselves (sandbox payments), so seats, rooms, prices, money and the analytics counters agree. Items are
// named by slug; their ids are looked up at seed time.
type WithoutItem<T> = T extends unknown ? Omit<T, 'packageId' | 'hotelId' | 'transportId'> : never;
// payments: how many of the booking's installments are paid (its amount due now, then its balance)
type Demo = { slug: string; input: WithoutItem<BookValues>; payments: number; travelledDaysAgo?: number };

const TABLES = { package: 'package', hotel: 'hotel', transport: 'transport_option' } as const;

function demoBookings(today: DateTime): Demo[] {
  const day = (n: number) => today.plus({ days: n }).toISODate() as string;
  return [
    {
      slug: 'economy-umrah-14-days-karachi',
      input: { type: 'package', passengerCount: 2, currency: 'PKR', specialRequirements: 'Wheelchair at Jeddah airport for my mother' },
      payments: 1,
    },
    {
      slug: 'swissotel-al-maqam-makkah',
      input: { type: 'hotel', checkInDate: day(21), checkOutDate: day(25), roomCount: 1, guestCount: 2, roomType: 'Deluxe', currency: 'SAR' },
      payments: 1,
    },
    { slug: 'jed-airport-to-makkah-sedan', input: { type: 'transport', passengerCount: 2, travelDate: today.plus({ days: 21 }).set({ hour: 9 }).toISO() }, payments: 0 },
    { slug: 'hunza-valley-khunjerab-7-days', input: { type: 'package', passengerCount: 2, currency: 'PKR' }, payments: 2, travelledDaysAgo: 140 },
    { slug: 'dubai-city-desert-safari-5-days', input: { type: 'package', passengerCount: 1, currency: 'AED' }, payments: 2, travelledDaysAgo: 60 },
  ];
}

/** The demo request with its item's id (a trimmed catalogue may lack the item: undefined). */
async function withItemId(demo: Demo, find: (table: string, slug: string) => Promise<string | undefined>): Promise<BookValues | undefined> {
  const { input } = demo;
  const id = await find(TABLES[input.type], demo.slug);
  if (!id) return undefined;
  if (input.type === 'package') return { ...input, packageId: id };
  if (input.type === 'hotel') return { ...input, hotelId: id };
  return { ...input, transportId: id };
}

export const demoBookingsSeeder: Seeder = {
  name: 'demo bookings',
  run: async (orm, env) => {
    const em = orm.em.fork();
    const traveller = await em.findOne(User, { username: 'traveller', role: Role.end_user });
    if (!traveller) return;
    const [{ n }] = await em.execute<{ n: number }[]>('select count(*)::int as n from booking where user_id = ?', [traveller.id]);
    if (n > 0) return; // idempotent: the traveller's history is only made once
    const today = DateTime.now().setZone(MARKET_ZONE).startOf('day');
    const find = async (table: string, slug: string) =>
      (await em.execute<{ id: string }[]>(`select id::text as id from ${table} where slug = ?`, [slug]))[0]?.id;
    const viewer = { id: traveller.id, username: traveller.username, role: traveller.role };
    // seeding may run before the app is built (`npm run seed`, start-up): the payments below must confirm their
    // bookings already. After buildApp (tests that seed a built app) the full pipeline is set and stays.
    setSettlementIfUnset([bookingSettlement]);
    for (const demo of demoBookings(today)) {
      const values = await withItemId(demo, find);
      if (!values) continue;
      const booking = await book(systemContext({ em: orm.em.fork(), ...env }, viewer), values, `demo-seed-${demo.slug}`);
      for (let i = 0; i < demo.payments; i++) {
        const ctx = systemContext({ em: orm.em.fork(), ...env }, viewer);
        const started = await pay(ctx, { bookingId: booking.id, method: PaymentMethod.sandbox });
        await settleSandboxInProcess(ctx, started.payment.id);
      }
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

import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { check } from '../../core/validation.js';
import { AmendmentInputSchema } from '../../rules/amendments.js';
import { addDays, marketToday } from '../../rules/dates.js';
import { type Loose, agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { Booking } from '../bookings/booking.entity.js';
import { lockBookingOrFail } from '../bookings/locks.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { confirmAmendment, quoteAmendment } from './amendments.service.js';
import { AMENDMENT_HANDLERS, type AmendmentPlan } from './kinds.js';

// The kinds of amendment (issue 37) on PostgreSQL: each handler's plan (price, checks and messages, nothing written)
// and apply (inventory exact on both sides, the booking's fields), amendmentOptions, and a package's name-change fee.

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = marketToday(NOW);
const day = (n: number) => addDays(TODAY, n);

let traveller: { cookie: string; id: string; username: string };
let agent: { cookie: string; id: string };
let other: { cookie: string; id: string };

const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => NOW });

type Err = { status: string; message: string };
async function fails(p: Promise<unknown>): Promise<Err> {
  try {
    await p;
  } catch (err) {
    const e = err as { code?: string; message: string };
    return { status: e.code ?? 'ERROR', message: e.message };
  }
  throw new Error('expected a refusal');
}

/** The kind's plan for a booking (read in its own fork, nothing written). */
async function plan(bookingId: string, raw: Record<string, unknown>): Promise<AmendmentPlan> {
  const c = ctx();
  const booking = await c.em.findOneOrFail(Booking, { id: bookingId });
  const input = check(AmendmentInputSchema, raw);
  return AMENDMENT_HANDLERS[input.kind].plan(c, c.em, booking, input, NOW);
}

/** Plans and applies in one transaction with the booking locked, as the confirming transaction does. */
async function apply(bookingId: string, raw: Record<string, unknown>): Promise<AmendmentPlan> {
  const c = ctx();
  return c.em.transactional(async (tx) => {
    const booking = await lockBookingOrFail(tx, bookingId);
    const input = check(AmendmentInputSchema, raw);
    const handler = AMENDMENT_HANDLERS[input.kind];
    const planned = await handler.plan({ ...c, em: tx }, tx, booking, input, NOW);
    await handler.apply({ ...c, em: tx }, tx, booking, input, planned, NOW);
    await tx.flush();
    return planned;
  });
}

let pkgN = 0;
async function newPackage(over: { owner?: string | null; type?: string; start?: string | null; spots?: number; price?: string; status?: string; fee?: string; beds?: boolean } = {}): Promise<string> {
  pkgN++;
  const spots = over.spots ?? 10;
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, owner_id, start_date,
                          status, name_change_fee_in_pkr, occupancy_prices, child_with_bed_price_in_pkr, infant_price_in_pkr, refund_tiers)
     values (?, ?, 'A package for the amendment tests.', ?, '10 days', ?, ?, ?, 30, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      `kinds-${pkgN}-${Math.random().toString(36).slice(2, 8)}`,
      `Umrah departure ${pkgN}`,
      over.type ?? 'umrah',
      over.price ?? '100000',
      spots,
      spots,
      over.owner === undefined ? agent.id : over.owner,
      over.start === undefined ? day(60) : over.start,
      over.status ?? 'active',
      over.fee ?? '0',
      JSON.stringify(over.beds ? [{ occupancy: 'double', priceInPkr: '150000.00' }, { occupancy: 'quad', priceInPkr: '100000.00' }] : []),
      over.beds ? '70000' : null,
      over.beds ? '20000' : null,
      JSON.stringify([{ minDaysBefore: 30 + pkgN, refundPercent: 100 }, { minDaysBefore: 0, refundPercent: 0 }]),
    ],
  );
  return row.id;
}

async function book(cookie: string, body: Record<string, unknown>): Promise<Loose> {
  const res = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: body });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  return res.json();
}

const spots = async (id: string) => Number((await sql<{ s: number }>('select available_spots as s from package where id = ?', [id]))[0].s);
const bookingRow = async (id: string) => (await sql<Loose>('select * from booking where id = ?', [id]))[0];
const nights = async (roomTypeId: number, from: string, to: string) =>
  Object.fromEntries(
    (await sql<{ night: string; a: number }>(
      "select to_char(night, 'YYYY-MM-DD') as night, rooms_available as a from hotel_room_night where room_type_id = ? and night >= ? and night < ? order by night",
      [roomTypeId, from, to],
    )).map((r) => [r.night, Number(r.a)]),
  );

const customer = (passengers: Array<[string, string]>) => ({
  leadName: passengers[0][0],
  phone: '+92 300 1234567',
  email: 'lead@example.pk',
  passengers: passengers.map(([name, passportNumber]) => ({ name, passportNumber })),
});

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  [traveller, agent, other] = await Promise.all([signUp('end_user'), signUp('b2b_agent'), signUp('b2b_agent')]);
});

describe('dates: a fixed-date package moves to another departure', () => {
  it('prices the move at the new departure’s price, refuses other sellers, types, past and closed departures; apply moves the spots', async () => {
    const a = await newPackage({ start: day(40) });
    const b = await newPackage({ start: day(70), spots: 5, price: '120000' });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: a, passengerCount: 2 });
    expect(await spots(a)).toBe(8);

    const planned = await plan(id, { kind: 'dates', packageId: b });
    expect(planned).toMatchObject({ newTotalInPkr: '240000.00', feeInPkr: '0.00', reducesInventory: false });
    expect(planned.after).toMatchObject({ packageId: b, travelDate: new Date(`${day(70)}T00:00:00+05:00`).toISOString() });
    expect(planned.before).toMatchObject({ packageId: a });
    expect(await spots(b)).toBe(5);

    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ packageId: await newPackage({ owner: other.id, start: day(70) }) }, 'BAD_USER_INPUT', "Choose another departure of this package's seller, of the same type"],
      [{ packageId: await newPackage({ type: 'hajj', start: day(70) }) }, 'BAD_USER_INPUT', "Choose another departure of this package's seller, of the same type"],
      [{ packageId: await newPackage({ start: null }) }, 'BAD_USER_INPUT', "Choose another departure of this package's seller, of the same type"],
      [{ packageId: await newPackage({ start: day(-3) }) }, 'BAD_USER_INPUT', 'This departure has already left: choose a later one'],
      [{ packageId: await newPackage({ start: day(80), status: 'inactive' }) }, 'BAD_USER_INPUT', 'This departure is not open for booking'],
      [{ packageId: await newPackage({ start: day(80), spots: 1 }) }, 'CONFLICT', 'No spots left on this package'],
      [{ packageId: '00000000-0000-4000-8000-000000000000' }, 'BAD_USER_INPUT', "Choose another departure of this package's seller, of the same type"],
      [{ packageId: a }, 'BAD_USER_INPUT', 'This changes nothing on the booking'],
      [{ travelDate: day(50) }, 'BAD_USER_INPUT', 'This package departs on a fixed date: choose another departure to move to'],
      [{}, 'BAD_USER_INPUT', 'Choose the departure to move to'],
    ];
    for (const [input, status, message] of refusals) expect(await fails(plan(id, { kind: 'dates', ...input }))).toEqual({ status, message });

    await apply(id, { kind: 'dates', packageId: b });
    expect([await spots(a), await spots(b)]).toEqual([10, 3]);
    const row = await bookingRow(id);
    expect(row).toMatchObject({ package_id: b, item_name: expect.stringContaining('Umrah departure'), passenger_count: 2 });
    expect(new Date(row.travel_date).toISOString()).toBe(new Date(`${day(70)}T00:00:00+05:00`).toISOString());
    const [tiers] = await sql<Loose>('select refund_tiers from package where id = ?', [b]);
    expect(row.refund_tiers).toEqual(tiers.refund_tiers);
    // money is the framework's: the total is as booked
    expect(row.total_price_in_pkr).toBe('200000.00');
  });

  it('a departure gone full since the quote: 409 at apply, nothing changed', async () => {
    const a = await newPackage({ start: day(40) });
    const b = await newPackage({ start: day(70), spots: 3 });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: a, passengerCount: 2 });
    await plan(id, { kind: 'dates', packageId: b });
    await book(traveller.cookie, { type: 'package', packageId: b, passengerCount: 2 });
    expect(await fails(apply(id, { kind: 'dates', packageId: b }))).toEqual({ status: 'CONFLICT', message: 'No spots left on this package' });
    expect([await spots(a), await spots(b)]).toEqual([8, 1]);
    expect((await bookingRow(id)).package_id).toBe(a);
  });

  it('a booking by rooms is priced per bed on the new departure; a departure without its occupancy is refused', async () => {
    const a = await newPackage({ start: day(40), beds: true });
    const b = await newPackage({ start: day(70), beds: true });
    const single = await newPackage({ start: day(75) });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: a, rooms: [{ occupancy: 'double', adults: 2, childrenWithBed: 0, infants: 1 }] });
    expect((await plan(id, { kind: 'dates', packageId: b })).newTotalInPkr).toBe('320000.00');
    expect(await fails(plan(id, { kind: 'dates', packageId: single }))).toEqual({ status: 'BAD_USER_INPUT', message: 'This package has no double rooms' });
    await apply(id, { kind: 'dates', packageId: b });
    expect([await spots(a), await spots(b)]).toEqual([10, 7]);
  });
});

describe('dates: a flexible package or a ride gets a new travel date', () => {
  it('re-prices at today’s price within the window; past and far dates refused; no spots move', async () => {
    const p = await newPackage({ start: null });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: p, passengerCount: 3, travelDate: day(20) });
    await sql('update package set price_in_pkr = 110000 where id = ?', [p]);
    const planned = await plan(id, { kind: 'dates', travelDate: day(30) });
    expect(planned).toMatchObject({ newTotalInPkr: '330000.00', summary: expect.stringMatching(/^Travel date .+ → .+$/) });
    expect(await fails(plan(id, { kind: 'dates', travelDate: day(-1) }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Travel date cannot be in the past' });
    expect(await fails(plan(id, { kind: 'dates', travelDate: day(600) }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Travel date must be within the next 18 months' });
    expect(await fails(plan(id, { kind: 'dates', travelDate: 'soon' }))).toMatchObject({ status: 'BAD_USER_INPUT' });
    expect(await fails(plan(id, { kind: 'dates', packageId: await newPackage() }))).toEqual({
      status: 'BAD_USER_INPUT',
      message: 'This package has no fixed departure: choose a new travel date instead',
    });
    await apply(id, { kind: 'dates', travelDate: day(30) });
    expect(await spots(p)).toBe(7);
    expect(new Date((await bookingRow(id)).travel_date).toISOString()).toBe(`${day(30)}T00:00:00.000Z`);
  });

  it('a coach ride: per seat at today’s price, within 12 months', async () => {
    const [bus] = await sql<{ id: string }>("select id from transport_option where slug = 'lahore-islamabad-business'");
    const { id } = await book(traveller.cookie, { type: 'transport', transportId: bus.id, passengerCount: 2, travelDate: day(3) });
    expect((await plan(id, { kind: 'dates', travelDate: day(9) })).newTotalInPkr).toBe('7200.00');
    expect(await fails(plan(id, { kind: 'dates', travelDate: day(400) }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Travel date must be within the next 12 months' });
    await apply(id, { kind: 'dates', travelDate: day(9) });
    expect(new Date((await bookingRow(id)).travel_date).toISOString()).toBe(`${day(9)}T00:00:00.000Z`);
  });
});

describe('dates: a hotel stay gets new nights', () => {
  it('overlapping nights net out; the old nights come back, the new are taken; a full night is 409', async () => {
    const [rt] = await sql<{ id: number; hotel_id: string }>(
      "select rt.id, rt.hotel_id from hotel_room_type rt join hotel h on h.id = rt.hotel_id where h.slug = 'makkah-ajyad' and rt.kind = 'Standard'",
    );
    const stay = { type: 'hotel', hotelId: rt.hotel_id, roomType: 'Standard', roomCount: 1, guestCount: 2 };
    const { id } = await book(traveller.cookie, { ...stay, checkInDate: day(5), checkOutDate: day(7) });
    expect(await nights(rt.id, day(5), day(9))).toEqual({ [day(5)]: 2, [day(6)]: 2, [day(7)]: 3, [day(8)]: 3 });

    // 3 nights at 28,000 + 16 % tax
    expect((await plan(id, { kind: 'dates', checkInDate: day(6), checkOutDate: day(9) })).newTotalInPkr).toBe('97440.00');
    expect(await fails(plan(id, { kind: 'dates', checkInDate: TODAY, checkOutDate: day(2) }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Check-in date must be in the future' });
    expect(await fails(plan(id, { kind: 'dates', checkInDate: day(6), checkOutDate: day(6) }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Check-out date must be after check-in date' });
    expect(await fails(plan(id, { kind: 'dates', checkInDate: day(6) }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Choose the new check-in and check-out dates' });

    await apply(id, { kind: 'dates', checkInDate: day(6), checkOutDate: day(9) });
    expect(await nights(rt.id, day(5), day(10))).toEqual({ [day(5)]: 3, [day(6)]: 2, [day(7)]: 2, [day(8)]: 2, [day(9)]: 3 });
    expect(await bookingRow(id)).toMatchObject({ check_in_date: expect.anything(), room_count: 1 });

    // the other rooms of day(9) sold: moving onto it is refused, nothing changed
    await book(traveller.cookie, { ...stay, roomCount: 3, checkInDate: day(9), checkOutDate: day(10) });
    expect(await fails(plan(id, { kind: 'dates', checkInDate: day(7), checkOutDate: day(10) }))).toEqual({ status: 'CONFLICT', message: `No Standard rooms left on ${day(9)}` });
    expect(await fails(apply(id, { kind: 'dates', checkInDate: day(7), checkOutDate: day(10) }))).toEqual({ status: 'CONFLICT', message: `No Standard rooms left on ${day(9)}` });
    expect(await nights(rt.id, day(5), day(10))).toEqual({ [day(5)]: 3, [day(6)]: 2, [day(7)]: 2, [day(8)]: 2, [day(9)]: 0 });
    // shorter: fewer nights reduce the booking
    expect((await plan(id, { kind: 'dates', checkInDate: day(7), checkOutDate: day(8) })).reducesInventory).toBe(true);
  });
});

describe('dates: hotel stays moving at once', () => {
  it('overlapping stays moving both ways at the same time: no deadlock, every night exact', async () => {
    const [rt] = await sql<{ id: number; hotel_id: string; total: number }>(
      `select rt.id, rt.hotel_id, n.rooms_total as total from hotel_room_type rt join hotel h on h.id = rt.hotel_id
         join hotel_room_night n on n.room_type_id = rt.id and n.night = ?
        where h.slug = 'makkah-aziziyah-inn' and rt.kind = 'Standard'`,
      [day(100)],
    );
    const stay = { type: 'hotel', hotelId: rt.hotel_id, roomType: 'Standard', guestCount: 1 };
    // twelve stays over days 100-112, each moving two nights later or earlier, overlapping each other
    const moves: Array<{ id: string; to: [string, string] }> = [];
    for (let k = 0; k < 12; k++) {
      const start = 102 + (k % 6);
      const { id } = await book(traveller.cookie, { ...stay, roomCount: 1 + (k % 2), checkInDate: day(start), checkOutDate: day(start + 3) });
      const shift = k % 2 ? 2 : -2;
      moves.push({ id, to: [day(start + shift), day(start + 3 + shift)] });
    }
    const results = await Promise.allSettled(moves.map((m) => apply(m.id, { kind: 'dates', checkInDate: m.to[0], checkOutDate: m.to[1] })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // each night: its total less the rooms of the stays on it now
    const rows = await sql<{ check_in_date: string; check_out_date: string; room_count: number }>(
      "select to_char(check_in_date, 'YYYY-MM-DD') as check_in_date, to_char(check_out_date, 'YYYY-MM-DD') as check_out_date, room_count from booking where id in (?)",
      [moves.map((m) => m.id)],
    );
    const expected: Record<string, number> = {};
    for (let d = 98; d < 112; d++) {
      const night = day(d);
      expected[night] = Number(rt.total) - rows.filter((r) => r.check_in_date <= night && night < r.check_out_date).reduce((n, r) => n + Number(r.room_count), 0);
    }
    expect(await nights(rt.id, day(98), day(112))).toEqual(expected);
  });
});

describe('travellers', () => {
  it('a package by count: spots taken and given back, re-priced per passenger; more than left is 409', async () => {
    const p = await newPackage({ start: day(40), spots: 6 });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: p, passengerCount: 2 });
    expect(await plan(id, { kind: 'travellers', passengerCount: 4 })).toMatchObject({ newTotalInPkr: '400000.00', reducesInventory: false, summary: 'Added 2 travellers (2 → 4)' });
    expect(await fails(plan(id, { kind: 'travellers', passengerCount: 7 }))).toEqual({ status: 'CONFLICT', message: 'No spots left on this package' });
    expect(await fails(plan(id, { kind: 'travellers' }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Enter the new number of travellers' });
    expect(await fails(plan(id, { kind: 'travellers', passengerCount: 2 }))).toEqual({ status: 'BAD_USER_INPUT', message: 'This changes nothing on the booking' });
    await apply(id, { kind: 'travellers', passengerCount: 4 });
    expect([await spots(p), (await bookingRow(id)).passenger_count]).toEqual([2, 4]);
    expect((await plan(id, { kind: 'travellers', passengerCount: 1 })).reducesInventory).toBe(true);
    await apply(id, { kind: 'travellers', passengerCount: 1 });
    expect([await spots(p), (await bookingRow(id)).passenger_count]).toEqual([5, 1]);
  });

  it('an agent’s sale keeps its passengers list in step, names checked', async () => {
    const p = await newPackage({ start: day(40) });
    const { id } = await book(agent.cookie, { type: 'package', packageId: p, passengerCount: 2, customer: customer([['Bilal Ahmed', 'AB1234567'], ['Sana Bilal', 'CD765432']]) });
    // none sent: the names stay (the new traveller's can follow); a list sent must name everyone
    expect((await plan(id, { kind: 'travellers', passengerCount: 3 })).after).toEqual({ passengerCount: 3 });
    expect(await fails(plan(id, { kind: 'travellers', passengerCount: 3, passengers: [{ name: 'Bilal Ahmed', passportNumber: 'AB1234567' }] }))).toEqual({
      status: 'BAD_USER_INPUT',
      message: 'Enter the name and passport number of each of the 3 passenger(s)',
    });
    const three = [
      { name: 'Bilal Ahmed', passportNumber: 'AB1234567' },
      { name: 'Sana Bilal', passportNumber: 'CD765432' },
      { name: 'Ali 2', passportNumber: 'EF765432' },
    ];
    expect(await fails(plan(id, { kind: 'travellers', passengerCount: 3, passengers: three }))).toEqual({
      status: 'BAD_USER_INPUT',
      message: 'Passenger 3: a name may contain only letters, spaces, dots, apostrophes and hyphens',
    });
    three[2].name = 'Ali Bilal';
    await apply(id, { kind: 'travellers', passengerCount: 3, passengers: three });
    expect(await bookingRow(id)).toMatchObject({ passenger_count: 3, passengers: three });
    expect(await spots(p)).toBe(7);
    // fewer without a list: the first ones stay, as the quote shows
    const fewer = await plan(id, { kind: 'travellers', passengerCount: 2 });
    expect(fewer.after).toEqual({ passengerCount: 2, passengers: three.slice(0, 2) });
    await apply(id, { kind: 'travellers', passengerCount: 2 });
    expect(await bookingRow(id)).toMatchObject({ passenger_count: 2, passengers: three.slice(0, 2) });
    expect(await spots(p)).toBe(8);
  });

  it('seats on a coach, a car per vehicle, hotel guests within the rooms; a booking by rooms points to rooms', async () => {
    const [bus] = await sql<{ id: string; s: number }>("select id, seats_available as s from transport_option where slug = 'lahore-islamabad-business'");
    const ride = await book(traveller.cookie, { type: 'transport', transportId: bus.id, passengerCount: 1, travelDate: day(3) });
    const seats = async () => Number((await sql<{ s: number }>('select seats_available as s from transport_option where id = ?', [bus.id]))[0].s);
    const before = await seats();
    expect((await plan(ride.id, { kind: 'travellers', passengerCount: 3 })).newTotalInPkr).toBe('10800.00');
    await apply(ride.id, { kind: 'travellers', passengerCount: 3 });
    expect(await seats()).toBe(before - 2);
    await apply(ride.id, { kind: 'travellers', passengerCount: 2 });
    expect(await seats()).toBe(before - 1);

    const [car] = await sql<{ id: string }>("select id from transport_option where slug = 'corolla-self-drive-lahore'");
    const rental = await book(traveller.cookie, { type: 'transport', transportId: car.id, passengerCount: 1, travelDate: day(3) });
    expect((await plan(rental.id, { kind: 'travellers', passengerCount: 4 })).newTotalInPkr).toBe(rental.totalPriceInPkr);

    const [h] = await sql<{ id: string; occ: number }>(
      "select h.id, rt.max_occupancy as occ from hotel h join hotel_room_type rt on rt.hotel_id = h.id and rt.kind = 'Standard' where h.slug = 'makkah-aziziyah-inn'",
    );
    const stay = await book(traveller.cookie, { type: 'hotel', hotelId: h.id, roomType: 'Standard', roomCount: 1, guestCount: 1, checkInDate: day(20), checkOutDate: day(22) });
    expect(await plan(stay.id, { kind: 'travellers', passengerCount: Number(h.occ) })).toMatchObject({ newTotalInPkr: stay.totalPriceInPkr, after: { guestCount: Number(h.occ) } });
    expect(await fails(plan(stay.id, { kind: 'travellers', passengerCount: Number(h.occ) + 1 }))).toEqual({
      status: 'BAD_USER_INPUT',
      message: `The booked rooms sleep at most ${h.occ} guests`,
    });

    const byRooms = await book(traveller.cookie, { type: 'package', packageId: await newPackage({ beds: true }), rooms: [{ occupancy: 'double', adults: 2 }] });
    expect(await fails(plan(byRooms.id, { kind: 'travellers', passengerCount: 3 }))).toEqual({
      status: 'BAD_USER_INPUT',
      message: 'This booking is by rooms: change its rooms to add or remove travellers',
    });
  });
});

describe('name', () => {
  it('corrects a listed traveller’s name for the seller’s fee; digits, other travellers and bookings without a list are refused', async () => {
    const p = await newPackage({ start: day(40), fee: '2500' });
    const { id } = await book(agent.cookie, { type: 'package', packageId: p, passengerCount: 2, customer: customer([['Bilal Ahmed', 'AB1234567'], ['Sana Bilal', 'CD765432']]) });
    const planned = await plan(id, { kind: 'name', travellerIndex: 1, name: ' Sana  Bibi ' });
    expect(planned).toMatchObject({ feeInPkr: '2500.00', before: { 'passengers[1].name': 'Sana Bilal' }, after: { 'passengers[1].name': 'Sana Bibi' } });
    expect(planned.newTotalInPkr).toBe((await bookingRow(id)).total_price_in_pkr);
    expect(await fails(plan(id, { kind: 'name', travellerIndex: 1, name: 'Sana 123' }))).toEqual({
      status: 'BAD_USER_INPUT',
      message: 'A name may contain only letters, spaces, dots, apostrophes and hyphens',
    });
    expect(await fails(plan(id, { kind: 'name', travellerIndex: 2, name: 'Ali' }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Choose one of the 2 listed traveller(s)' });
    expect(await fails(plan(id, { kind: 'name', travellerIndex: 1, name: 'Sana Bilal' }))).toEqual({ status: 'BAD_USER_INPUT', message: 'This is already the traveller’s name' });
    expect(await fails(plan(id, { kind: 'name', name: 'Ali' }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Choose the traveller whose name to correct' });
    await apply(id, { kind: 'name', travellerIndex: 0, name: "Bilal O'Neil-Ahmed" });
    expect((await bookingRow(id)).passengers).toEqual([
      { name: "Bilal O'Neil-Ahmed", passportNumber: 'AB1234567' },
      { name: 'Sana Bilal', passportNumber: 'CD765432' },
    ]);
    expect((await bookingRow(id)).customer_name).toBe("Bilal O'Neil-Ahmed");

    const own = await book(traveller.cookie, { type: 'package', packageId: p, passengerCount: 1 });
    expect(await fails(plan(own.id, { kind: 'name', travellerIndex: 0, name: 'Ali' }))).toEqual({
      status: 'BAD_USER_INPUT',
      message: 'Names can be corrected only on bookings that list their travellers (an agent’s sale)',
    });
  });

  it('the platform’s fee on its hotels and transport', async () => {
    const [bus] = await sql<{ id: string }>("select id from transport_option where slug = 'lahore-islamabad-business'");
    const { id } = await book(agent.cookie, { type: 'transport', transportId: bus.id, passengerCount: 1, travelDate: day(3), customer: customer([['Hina Raza', 'ZX998877']]) });
    expect((await plan(id, { kind: 'name', travellerIndex: 0, name: 'Hina Rizvi' })).feeInPkr).toBe('500.00');
  });
});

describe('rooms', () => {
  it('adds a child priced per bed (spots follow); the last adult cannot leave a child; a booking by count is refused', async () => {
    const p = await newPackage({ start: day(40), beds: true });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: p, rooms: [{ occupancy: 'double', adults: 2 }] });
    expect(await spots(p)).toBe(8);
    const withChild = [{ occupancy: 'double', adults: 1, childrenWithBed: 1, infants: 0 }];
    const planned = await plan(id, { kind: 'rooms', rooms: [{ occupancy: 'double', adults: 2, infants: 1 }] });
    expect(planned).toMatchObject({ newTotalInPkr: '320000.00', summary: 'Added 1 infant', after: { passengerCount: 3 }, reducesInventory: false });
    expect(await plan(id, { kind: 'rooms', rooms: withChild })).toMatchObject({ newTotalInPkr: '220000.00', summary: 'Removed 1 adult; added 1 child with a bed' });
    // through the input's rules, and the handler's own words for a room left with children only
    expect(await fails(plan(id, { kind: 'rooms', rooms: [{ occupancy: 'double', adults: 0, childrenWithBed: 1 }] }))).toEqual({ status: 'BAD_USER_INPUT', message: 'Room 1: at least one adult' });
    const c = ctx();
    const booking = await c.em.findOneOrFail(Booking, { id });
    expect(
      await fails(AMENDMENT_HANDLERS.rooms.plan(c, c.em, booking, { kind: 'rooms', rooms: [{ occupancy: 'double', adults: 0, childrenWithBed: 1, childrenWithoutBed: 0, infants: 0 }] } as never, NOW)),
    ).toEqual({ status: 'BAD_USER_INPUT', message: 'Room 1: children and infants cannot stay without an adult' });
    expect(await fails(plan(id, { kind: 'rooms', rooms: [{ occupancy: 'single', adults: 1 }] }))).toEqual({ status: 'BAD_USER_INPUT', message: 'This package has no single rooms' });

    await apply(id, { kind: 'rooms', rooms: [{ occupancy: 'double', adults: 2, infants: 1 }, { occupancy: 'quad', adults: 1 }] });
    expect(await spots(p)).toBe(6);
    expect(await bookingRow(id)).toMatchObject({ passenger_count: 4, rooms: [{ occupancy: 'double', adults: 2, infants: 1 }, { occupancy: 'quad', adults: 1 }] });
    await apply(id, { kind: 'rooms', rooms: [{ occupancy: 'double', adults: 1 }] });
    expect([await spots(p), (await bookingRow(id)).passenger_count]).toEqual([9, 1]);

    const byCount = await book(traveller.cookie, { type: 'package', packageId: p, passengerCount: 1 });
    expect(await fails(plan(byCount.id, { kind: 'rooms', rooms: withChild }))).toEqual({
      status: 'BAD_USER_INPUT',
      message: 'This booking is by number of travellers: change its travellers instead',
    });
  });
});

describe('through the quote and its confirmation', () => {
  const asTraveller = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => NOW }, { id: traveller.id, username: traveller.username, role: 'end_user' });

  it('a move to a later departure: quoted at the new price, confirmed once, spots exact on both departures', async () => {
    const a = await newPackage({ start: day(40), spots: 4 });
    const b = await newPackage({ start: day(70), spots: 4, price: '130000' });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: a, passengerCount: 2 });
    const quote = await quoteAmendment(asTraveller(), id, { kind: 'dates', packageId: b });
    expect(quote).toMatchObject({ newTotalInPkr: '260000.00', differenceInPkr: '60000.00' });
    // nothing moved by the quote
    expect([await spots(a), await spots(b)]).toEqual([2, 4]);
    const confirmed = await Promise.allSettled(Array.from({ length: 5 }, () => confirmAmendment(asTraveller(), id, quote.id)));
    expect(confirmed.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect([await spots(a), await spots(b)]).toEqual([4, 2]);
    expect(await bookingRow(id)).toMatchObject({ package_id: b, total_price_in_pkr: '260000.00' });
  });

  it('a departure gone full between the quote and the confirmation: 409, nothing changed', async () => {
    const a = await newPackage({ start: day(40), spots: 4 });
    const b = await newPackage({ start: day(70), spots: 2 });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: a, passengerCount: 2 });
    const quote = await quoteAmendment(asTraveller(), id, { kind: 'dates', packageId: b });
    await book(traveller.cookie, { type: 'package', packageId: b, passengerCount: 1 });
    expect(await fails(confirmAmendment(asTraveller(), id, quote.id))).toEqual({ status: 'CONFLICT', message: 'No spots left on this package' });
    expect([await spots(a), await spots(b)]).toEqual([2, 1]);
    expect(await bookingRow(id)).toMatchObject({ package_id: a, total_price_in_pkr: '200000.00' });
  });
});

describe('amendmentOptions', () => {
  const OPTIONS = 'query($id: ID!) { amendmentOptions(bookingId: $id) { kinds departures { packageId name startDate availableSpots priceInPkr } nameChangeFeeInPkr reason } }';

  it('lists the kinds, the seller’s other departures soonest first with spots, the fee; someone else’s booking is 404', async () => {
    const mine = { owner: other.id, type: 'holiday' };
    const a = await newPackage({ ...mine, start: day(40), fee: '1500' });
    const later = await newPackage({ ...mine, start: day(90) });
    const sooner = await newPackage({ ...mine, start: day(50), price: '90000' });
    // too few spots, closed, gone, another type, another seller
    await newPackage({ ...mine, start: day(60), spots: 1 });
    await newPackage({ ...mine, start: day(55), status: 'inactive' });
    await newPackage({ ...mine, start: day(-5) });
    await newPackage({ owner: other.id, type: 'domestic', start: day(45) });
    await newPackage({ type: 'holiday', start: day(45) });
    const { id } = await book(traveller.cookie, { type: 'package', packageId: a, passengerCount: 2 });
    const res = await gql(OPTIONS, { id }, traveller.cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data?.amendmentOptions).toEqual({
      kinds: ['dates', 'travellers'],
      departures: [
        { packageId: sooner, name: expect.any(String), startDate: day(50), availableSpots: 10, priceInPkr: '180000.00' },
        { packageId: later, name: expect.any(String), startDate: day(90), availableSpots: 10, priceInPkr: '200000.00' },
      ],
      nameChangeFeeInPkr: '1500.00',
      reason: null,
    });
    expect((await gql(OPTIONS, { id }, agent.cookie)).errors?.[0].extensions.code).toBe('NOT_FOUND');

    expect((await gql('mutation($id: ID!) { cancelBooking(id: $id) { status } }', { id }, traveller.cookie)).data?.cancelBooking.status).toBe('cancelled');
    const closed = await gql(OPTIONS, { id }, traveller.cookie);
    expect(closed.data?.amendmentOptions).toMatchObject({ kinds: [], departures: [], reason: 'A cancelled booking cannot be changed' });
  });

  it('an agent’s sale by rooms: rooms and name', async () => {
    const p = await newPackage({ start: null, beds: true, fee: '300' });
    const { id } = await book(agent.cookie, { type: 'package', packageId: p, rooms: [{ occupancy: 'double', adults: 1 }], customer: customer([['Hina Raza', 'ZX998877']]) });
    const res = await gql(OPTIONS, { id }, agent.cookie);
    expect(res.data?.amendmentOptions).toEqual({ kinds: ['dates', 'name', 'rooms'], departures: [], nameChangeFeeInPkr: '300.00', reason: null });
  });
});

describe('a package’s name-change fee', () => {
  const FEE = 'id nameChangeFeeInPkr';
  it('is set with the package (default 0) and checked', async () => {
    const input = { name: 'Fee Umrah', type: 'umrah', description: 'A package for the fee tests.', duration: '10 days', priceInPkr: '100000', maxCapacity: 5, inclusions: ['Visa'] };
    const created = await gql(`mutation($input: PackageInput!) { createPackage(input: $input) { ${FEE} } }`, { input }, agent.cookie);
    expect(created.data?.createPackage.nameChangeFeeInPkr).toBe('0.00');
    const id = created.data?.createPackage.id;
    const updated = await gql(`mutation($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { ${FEE} } }`, { id, input: { nameChangeFeeInPkr: '2500' } }, agent.cookie);
    expect(updated.data?.updatePackage.nameChangeFeeInPkr).toBe('2500.00');
    const kept = await gql(`mutation($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { ${FEE} } }`, { id, input: { priceInPkr: '110000' } }, agent.cookie);
    expect(kept.data?.updatePackage.nameChangeFeeInPkr).toBe('2500.00');
    const bad = await gql(`mutation($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { ${FEE} } }`, { id, input: { nameChangeFeeInPkr: '-1' } }, agent.cookie);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Name change fee must be an amount in PKR, 0 or more, with at most 2 decimals' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { payBooking } from '../../test/payments.js';
import { addSettlementStep } from '../../test/settlement.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { airlineOf } from '../flights/airlines.js';
import { ticketWaitingOrders } from '../flights/ticketing.js';
import { expireHold } from '../bookings/holds.js';
import { processRefund } from '../payments/refunds.service.js';
import { visaSeeder } from '../visa/visa.seed.js';
import { deliverDueWebhooks } from './deliver.js';
import { WEBHOOK_EVENT_TYPES } from './outbox.js';
import { verifySignature } from './sign.js';

// Every partner event from the real flows that cause it (issue 38): an agent's endpoint subscribed to every type on a
// receiver started here; a traveller books, pays, amends and cancels the agent's package (refunded by the sandbox);
// the agent holds a flight, pays it from the wallet (crossing the low-funds line), gets it ticketed and moved by the
// airline; runs an Umrah group to its visa submission, whose application the processor then takes up. Delivered by
// deliverDueWebhooks: each type arrives signed with the endpoint's secret, its body naming the event and carrying the
// documented data. Wallet payments that roll back after their events were written (no funds; a failing settlement
// step) leave no event.

const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const TODAY = '2026-12-01';
const ARRIVAL = '2027-01-10';
const DEPARTURE = '2027-01-17';
const MONEY = /^-?\d+\.\d{2}$/;
let receiver: WebhookReceiver;
let agent: User;
let traveller: User;
let admin: User;
let secret: string;
let hotels: Record<string, string>;

const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(payload === undefined ? { 'x-requested-with': 'test' } : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
async function ok(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown): Promise<Loose> {
  const res = await call(method, url, cookie, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}
const creditLimit = async (amount: string) => {
  const res = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', { a: agent.id, m: amount }, admin.cookie);
  expect(res.errors).toBeUndefined();
};
async function newPackage(ownerId: string | null, price: string, advancePercent: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, owner_id, start_date, status, refund_tiers)
     values ('events-' || gen_random_uuid(), 'Webhook Umrah', 'A package for the webhook tests.', 'umrah', '10 days', ?, 20, 20, ?, ?, '2027-04-01', 'active',
             '[{"minDaysBefore":0,"refundPercent":100}]') returning id`,
    [price, advancePercent, ownerId],
  );
  return row.id;
}
// the events written for a booking (by the booking's id in their data)
const eventsOf = (bookingId: string) =>
  sql<{ type: string }>(`select type from webhook_event where data->'booking'->>'id' = ? or data->'payment'->>'bookingId' = ? order by type`, [bookingId, bookingId]);

const passenger = (i: number) => ({
  type: 'adult', title: i ? 'mrs' : 'mr', givenName: i ? 'Ayesha' : 'Imran', familyName: 'Qureshi', gender: i ? 'f' : 'm', bornOn: '1985-04-12',
  passportNumber: `AB12345${i}`, passportCountry: 'PK', passportExpiresOn: '2031-01-01', nationality: 'PK',
});
const pilgrim = (i: number) => ({
  givenNames: i ? 'Ayesha' : 'Imran', surname: 'Qureshi', gender: i ? 'F' : 'M', dateOfBirth: '1980-05-01', nationality: 'PAK', passportNumber: `AB${1000000 + i}`,
  passportIssueDate: '2022-01-01', passportExpiryDate: '2031-01-01', meningitisVaccinationDate: '2026-11-01', polioVaccinationDate: '2026-11-01', family: 'Qureshi',
});

const ids: Record<string, string> = {};

beforeAll(async () => {
  t.clock.now = new Date(`${TODAY}T06:00:00Z`);
  receiver = await startWebhookReceiver();
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  [agent, traveller, admin] = await Promise.all([signUp('b2b_agent'), signUp('end_user', 'Hajra'), signUp('super_admin')]);
  const rows = await sql<{ id: string; slug: string }>('select id, slug from hotel');
  hotels = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  const created = await gql(
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }',
    { input: { url: receiver.url, events: WEBHOOK_EVENT_TYPES } },
    agent.cookie,
  );
  expect(created.errors).toBeUndefined();
  secret = created.data!.createWebhookEndpoint.secret;
});
afterAll(async () => {
  await receiver?.close();
  t.clock.now = new Date();
});

describe('partner events from the real flows', () => {
  it('a wallet payment that rolls back after its events were written (no funds; a failing settlement step) leaves none', async () => {
    await creditLimit('5000');
    const booking = await ok('POST', '/api/bookings', agent.cookie, { type: 'package', packageId: await newPackage(null, '1000', 100), passengerCount: 1 });
    ids.walletBooking = booking.id;
    // its hold is covered; then the line is withdrawn: the settlement runs (and publishes), the debit is refused
    await creditLimit('0');
    const refused = await call('POST', `/api/bookings/${booking.id}/payments`, agent.cookie, { method: 'wallet' });
    expect(refused.statusCode, refused.body).toBe(402);
    expect((await eventsOf(booking.id)).map((e) => e.type)).toEqual(['booking.created']);

    await creditLimit('5000');
    const remove = addSettlementStep({
      name: 'test: fails after every other step',
      paymentSettled: async () => {
        throw new Error('the invoice could not be numbered');
      },
    });
    try {
      expect((await call('POST', `/api/bookings/${booking.id}/payments`, agent.cookie, { method: 'wallet' })).statusCode).toBe(500);
    } finally {
      remove();
    }
    expect((await eventsOf(booking.id)).map((e) => e.type)).toEqual(['booking.created']);
    expect(await sql('select count(*)::int as n from payment where booking_id = ?', [booking.id])).toEqual([{ n: 0 }]);

    // never paid: its hold runs out, and partners read it as cancelled, expired
    await sql('update booking set hold_expires_at = ? where id = ?', [new Date(t.clock.now.getTime() - 1000), booking.id]);
    expect(await expireHold(ctx(), booking.id)).toBe(true);
    expect((await eventsOf(booking.id)).map((e) => e.type)).toEqual(['booking.cancelled', 'booking.created']);
  });

  it('a flight held and paid from the wallet (crossing 40 % of the credit line), ticketed, then moved by the airline', async () => {
    const [offer] = (await airlineOf(ctx()).search({ origin: 'LHE', destination: 'JED', departureDate: '2027-01-05', adults: 2, children: 0, infants: 0, tripClass: 'Y' }, t.clock.now)).offers;
    const priced = await ok('POST', `/api/flights/offers/${encodeURIComponent(offer.id)}/price`, agent.cookie);
    const total = Number(priced.offer.totalInPkr);
    // 1.5 × the fare (and the pending package's 1,000 held): the payment leaves a third of the line
    await creditLimit((total * 1.5 + 1000).toFixed(2));
    const order = await ok('POST', '/api/flights/orders', agent.cookie, {
      offerId: offer.id, type: 'hold', expectedTotalInPkr: priced.offer.totalInPkr, passengers: [passenger(0), passenger(1)], contact: { email: 'imran@example.pk', phone: '+923001234567' },
    });
    ids.flightOrder = order.id;
    ids.flightTotal = priced.offer.totalInPkr;
    ids.flightBooking = order.bookingId;
    await ok('POST', `/api/bookings/${order.bookingId}/payments`, agent.cookie, { method: 'wallet' });
    expect(await ticketWaitingOrders(ctx(), 0)).toBe(1);
    const changed = await ok('POST', `/api/flights/sandbox/orders/${order.id}/airline-change`, agent.cookie);
    ids.airlineChange = changed.changes[0].id;
  });

  it('an Umrah group submitted for visas, one application then taken up by the processor', async () => {
    await creditLimit('50000000');
    const group = await ok('POST', '/api/umrah/groups', agent.cookie, {
      name: 'Rajab group', arrivalDate: ARRIVAL, departureDate: DEPARTURE, arrivalAirport: 'JED', departureAirport: 'MED', makkahNights: 4, madinahNights: 3, firstCity: 'makkah',
    });
    ids.group = group.id;
    for (const i of [0, 1]) await ok('POST', `/api/umrah/groups/${group.id}/pilgrims`, agent.cookie, pilgrim(i));
    await ok('POST', `/api/umrah/groups/${group.id}/rooms`, agent.cookie, { rooms: [{ occupancy: 'double', count: 1 }] });
    await ok('POST', `/api/umrah/groups/${group.id}/rooming/auto`, agent.cookie);
    for (const [city, slug, checkInDate, checkOutDate] of [['makkah', 'makkah-clock-tower', ARRIVAL, '2027-01-14'], ['madinah', 'madinah-haram-view', '2027-01-14', DEPARTURE]]) {
      await ok('POST', `/api/umrah/groups/${group.id}/hotels`, agent.cookie, { city, hotelId: hotels[slug], roomType: 'Standard', checkInDate, checkOutDate, roomCount: 1, guestCount: 2 });
    }
    for (const [kind, fromPlace, toPlace, date] of [['arrival', 'JED', 'Makkah', ARRIVAL], ['intercity', 'Makkah', 'Madinah', '2027-01-14'], ['departure', 'Madinah', 'MED', DEPARTURE]]) {
      await ok('POST', `/api/umrah/groups/${group.id}/transfers`, agent.cookie, { kind, fromPlace, toPlace, date, provider: 'Rawasi Transport', confirmationNumber: `RW-${kind}` });
    }
    await visaSeeder.run(t.db.orm, t.deps);
    const submitted = await ok('POST', `/api/umrah/groups/${group.id}/visa`, agent.cookie);
    expect(submitted.applications).toHaveLength(2);
    ids.application = submitted.applications[0].applicationId;
    const started = await gql('mutation($id: ID!) { startVisaProcessing(id: $id) { status } }', { id: ids.application }, admin.cookie);
    expect(started.errors).toBeUndefined();
  });

  it('a traveller books the agent’s package, pays, amends, cancels; the refund is sent', async () => {
    const booking = await ok('POST', '/api/bookings', traveller.cookie, { type: 'package', packageId: await newPackage(agent.id, '50000', 30), passengerCount: 1 });
    ids.travellerBooking = booking.id;
    await payBooking(t, traveller.cookie, booking.id);
    const quote = await ok('POST', `/api/bookings/${booking.id}/amendments/quote`, traveller.cookie, { kind: 'travellers', passengerCount: 2 });
    await ok('POST', `/api/bookings/${booking.id}/amendments/${quote.id}/confirm`, traveller.cookie);
    await ok('POST', `/api/bookings/${booking.id}/cancel`, traveller.cookie);
    const [refund] = await sql<{ id: string }>('select id from payment_refund where booking_id = ?', [booking.id]);
    ids.refund = refund.id;
    expect((await processRefund(ctx(), refund.id))?.status).toBe('succeeded');
  });

  it('delivers every type, each signed with the endpoint’s secret, its body naming the event and carrying its data', async () => {
    let attempted = 0;
    for (let r = await deliverDueWebhooks(ctx()); r.attempted > 0; r = await deliverDueWebhooks(ctx())) {
      expect(r.failed).toBe(0);
      attempted += r.attempted;
    }
    expect(receiver.received).toHaveLength(attempted);
    const bodies = receiver.received.map((got) => {
      expect(verifySignature(String(got.headers['safarnama-signature']), got.body, secret, { now: t.clock.now })).toBe(true);
      const body = JSON.parse(got.body) as { id: string; type: string; createdAt: string; data: Loose };
      expect(body.id).toBe(got.eventId);
      expect(body.createdAt).toBe(t.clock.now.toISOString());
      return body;
    });
    // every event written was received once, and every type is among them
    const written = await sql<{ id: string; type: string }>('select id, type from webhook_event');
    expect(bodies.map((b) => b.id).sort()).toEqual(written.map((w) => w.id).sort());
    expect(new Set(bodies.map((b) => b.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    const find = (type: string, where: (data: Loose) => boolean = () => true) => {
      const found = bodies.filter((b) => b.type === type && where(b.data));
      expect(found.length, type).toBeGreaterThan(0);
      return found.map((b) => b.data);
    };

    // bookings: the traveller's (the agent sells it), the flight, the group's hotels; never the rolled-back payments
    const ofBooking = (id: string) => (data: Loose) => data.booking?.id === id || data.payment?.bookingId === id;
    expect(bodies.filter((b) => ofBooking(ids.walletBooking)(b.data)).map((b) => b.type).sort()).toEqual(['booking.cancelled', 'booking.created']);
    expect(find('booking.cancelled', ofBooking(ids.walletBooking))[0]).toMatchObject({ booking: { status: 'expired', userId: agent.id, sellerId: null }, change: { reason: 'expired', refundInPkr: '0.00' } });
    const travellerTypes = bodies.filter((b) => ofBooking(ids.travellerBooking)(b.data)).map((b) => b.type);
    expect(new Set(travellerTypes)).toEqual(new Set(['booking.created', 'payment.succeeded', 'booking.confirmed', 'booking.amended', 'booking.cancelled', 'payment.refunded']));
    for (const type of ['booking.created', 'booking.confirmed', 'booking.amended', 'booking.cancelled']) {
      for (const data of find(type)) {
        expect(Object.keys(data.booking)).toEqual(expect.arrayContaining(['id', 'type', 'status', 'itemId', 'itemName', 'userId', 'startDate', 'totalPriceInPkr', 'amountPaidInPkr', 'currency', 'updatedAt']));
        expect(data.booking.totalPriceInPkr).toMatch(MONEY);
        expect(data.booking.amountPaidInPkr).toMatch(MONEY);
      }
    }
    const [created] = find('booking.created', ofBooking(ids.travellerBooking));
    expect(created.booking).toMatchObject({ type: 'package', status: 'pending', userId: traveller.id, sellerId: agent.id, totalPriceInPkr: '50000.00', amountPaidInPkr: '0.00', currency: 'PKR' });
    expect(find('booking.confirmed', ofBooking(ids.travellerBooking))[0].booking).toMatchObject({ status: 'confirmed', amountPaidInPkr: '15000.00', paymentStatus: 'partially_paid' });
    const [amended] = find('booking.amended', ofBooking(ids.travellerBooking));
    expect(amended.booking).toMatchObject({ totalPriceInPkr: '100000.00', passengerCount: 2 });
    expect(amended.change).toMatchObject({ before: { passengerCount: 1, totalPriceInPkr: '50000.00' }, after: { passengerCount: 2 }, differenceInPkr: '50000.00' });
    expect(find('booking.cancelled', ofBooking(ids.travellerBooking))[0]).toMatchObject({
      booking: { status: 'cancelled', paymentStatus: 'refund_pending' },
      change: { reason: 'cancelled', refundInPkr: '15000.00' },
    });
    // heard by the traveller (no endpoint here) and the agent selling the package
    const [owners] = await sql<{ owner_ids: string[] }>(`select owner_ids from webhook_event where type = 'booking.created' and data->'booking'->>'id' = ?`, [ids.travellerBooking]);
    expect(owners.owner_ids.sort()).toEqual([traveller.id, agent.id].sort());
    const [paid] = find('payment.succeeded', ofBooking(ids.travellerBooking));
    expect(paid.payment).toMatchObject({ bookingId: ids.travellerBooking, purpose: 'advance', method: 'sandbox', amountInPkr: '15000.00', status: 'succeeded', payerId: traveller.id });
    const [refunded] = find('payment.refunded', ofBooking(ids.travellerBooking));
    expect(refunded).toMatchObject({ payment: { id: paid.payment.id }, refund: { id: ids.refund, amountInPkr: '15000.00', reason: 'cancellation', status: 'succeeded' } });

    // the flight: created, paid and confirmed from the wallet, ticketed, changed by the airline
    const flightTypes = bodies.filter((b) => ofBooking(ids.flightBooking)(b.data)).map((b) => b.type);
    expect(new Set(flightTypes)).toEqual(new Set(['booking.created', 'payment.succeeded', 'booking.confirmed']));
    expect(find('booking.confirmed', ofBooking(ids.flightBooking))[0].booking).toMatchObject({ type: 'flight', itemId: ids.flightOrder, status: 'confirmed' });
    expect(find('payment.succeeded', ofBooking(ids.flightBooking))[0].payment).toMatchObject({ method: 'wallet', payerId: agent.id });
    const [ticketed] = find('flight_order.ticketed');
    expect(ticketed.flightOrder).toMatchObject({ id: ids.flightOrder, bookingId: ids.flightBooking, status: 'ticketed', type: 'hold', totalInPkr: ids.flightTotal });
    expect(ticketed.flightOrder.bookingReference).toMatch(/^[A-Z2-9]{6}$/);
    expect(ticketed.flightOrder.tickets.map((x: Loose) => x.passengerName)).toEqual(['Imran Qureshi', 'Ayesha Qureshi']);
    const [change] = find('flight_order.airline_change');
    expect(change).toMatchObject({ flightOrder: { id: ids.flightOrder }, change: { id: ids.airlineChange, status: 'pending' } });
    const moved = new Date(change.change.after[0].segments[0].departingAt).getTime() - new Date(change.change.before[0].segments[0].departingAt).getTime();
    expect(moved).toBe((3 * 60 + 40) * 60_000);

    // the wallet: the flight's payment left a third of the line
    const [low] = find('wallet.low_funds');
    expect(low).toMatchObject({ agentId: agent.id, thresholdPercent: 40 });
    expect(low.availableInPkr).toMatch(MONEY);
    expect(low.creditLimitInPkr).toMatch(MONEY);

    // the group and its visas
    const [group] = find('umrah_group.visa_submitted');
    expect(group.umrahGroup).toMatchObject({ id: ids.group, name: 'Rajab group', status: 'visa_submitted' });
    expect(group.umrahGroup.applicationIds).toHaveLength(2);
    expect(group.umrahGroup.pilgrims.map((p: Loose) => [p.name, p.visaApplicationId])).toEqual([
      ['Imran Qureshi', group.umrahGroup.applicationIds[0]],
      ['Ayesha Qureshi', group.umrahGroup.applicationIds[1]],
    ]);
    const [visa] = find('visa_application.status_changed');
    expect(visa.visaApplication).toMatchObject({ id: ids.application, status: 'in_process', previousStatus: 'submitted', userId: agent.id });
    // the group's hotels were booked, paid and confirmed from the wallet
    expect(find('booking.confirmed', (d) => d.booking.type === 'hotel')).toHaveLength(2);
  });
});

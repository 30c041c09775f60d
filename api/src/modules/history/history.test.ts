import { beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, systemContext, type Viewer } from '../../core/context.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { book, cancelBooking, completeTravelledBookings } from '../bookings/bookings.service.js';
import { expireHold } from '../bookings/holds.js';
import { topUpWallet } from '../ledger/wallet.topups.js';
import { pay } from '../payments/checkout.service.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { processRefund } from '../payments/refunds.service.js';
import { recordBookingEvent } from './record.js';

// The booking's history on the real PostgreSQL, through the app: a traveller's booking made, paid by a gateway's
// webhook, cancelled and refunded (decided, then sent) reads back in order with who did each; an agency's staff member
// and its owner paying from the wallet; a hold expired by the system; a trip completed; someone else's booking 404;
// the super admin's search by every filter; the REST shape.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'history-test-secret-0123456789' } });
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const HISTORY = `query H($id: ID!) { bookingHistory(bookingId: $id) { id bookingId at actor { role name } kind summary changes { field before after } amountInPkr } }`;
const SEARCH = `query S($f: BookingEventFilter, $p: PaginationInput) {
  bookingEvents(filter: $f, pagination: $p) { hasMore limit offset items { bookingId kind actor { role name } summary amountInPkr at } }
}`;

const ctx = (viewer: Viewer | null, now: () => Date = t.deps.now): ServiceContext =>
  systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now }, viewer);
const viewerOf = (u: User, role: Viewer['role']): Viewer => ({ id: u.id, username: u.username, role });
const sandbox = () => paymentGateways(t.deps.config).sandbox;

async function newPackage(name: string, advancePercent = 100): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers)
     values ('history-' || gen_random_uuid(), ?, 'A package for the history tests.', 'domestic', '3 days', 12000, 20, 20, ?,
             '[{"minDaysBefore":0,"refundPercent":50}]') returning id`,
    [name, advancePercent],
  );
  return row.id;
}

// the payer pressed Pay on the sandbox page; its webhook arrives with no viewer
async function paidByWebhook(paymentReference: string): Promise<void> {
  const decision = await t.db.orm.em.fork().transactional((em) => sandbox().decide({ ...ctx(null), em }, paymentReference, 'success'));
  const received = await receivePaymentEvent(ctx(null), sandbox().eventOf(decision.body ?? ''));
  expect(received.result).toBe('applied: initiated → succeeded');
}

const historyOf = async (bookingId: string, cookie: string) => {
  const res = await gql(HISTORY, { id: bookingId }, cookie);
  expect(res.errors).toBeUndefined();
  return res.data?.bookingHistory as Loose[];
};
const brief = (events: Loose[]) => events.map((e) => `${e.kind}:${e.actor.role}`);

let traveller: User;
let other: User;
let admin: User;
let owner: User;
let staff: User;
let packageId: string;
let travellerBooking: string;
beforeAll(async () => {
  [traveller, other, admin, owner, staff] = await Promise.all([
    signUp('end_user', 'Hajra'),
    signUp('end_user', 'Other'),
    signUp('super_admin', 'Admin'),
    signUp('b2b_agent', 'Owner'),
    signUp('b2b_agent', 'Staffer'),
  ]);
  await sql(`insert into agency_member (user_id, agency_id, role, status, created_at) values (?, ?, 'staff', 'active', now())`, [staff.id, owner.id]);
  packageId = await newPackage('Naran Valley History Tour');
});

describe('a traveller’s booking', () => {
  it('made, paid by webhook, cancelled and refunded: in order, each by whom it was', async () => {
    const asTraveller = viewerOf(traveller, 'end_user');
    const booking = await book(ctx(asTraveller), { type: 'package', packageId, passengerCount: 1 });
    travellerBooking = booking.id;
    const started = await pay(ctx(asTraveller), { bookingId: booking.id, method: PaymentMethod.sandbox });
    await paidByWebhook(started.payment.gatewayReference ?? '');
    await cancelBooking(ctx(asTraveller), booking.id);
    const [refund] = await sql<{ id: string }>('select id from payment_refund where booking_id = ?', [booking.id]);
    expect((await processRefund(ctx(null), refund.id))?.status).toBe('succeeded');

    const events = await historyOf(booking.id, traveller.cookie);
    expect(brief(events)).toEqual([
      'made:traveller',
      // the webhook has no viewer: the payment is its payer's
      'paid:traveller',
      'documents_issued:system',
      'documents_issued:system',
      'cancelled:traveller',
      'refunded:traveller',
      'documents_issued:system',
      // sent by the gateway, from a job
      'refunded:system',
    ]);
    const at = events.map((e) => new Date(e.at).getTime());
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(events.every((e) => e.bookingId === booking.id)).toBe(true);
    expect(events[0]).toMatchObject({ actor: { role: 'traveller', name: 'Hajra Tester' }, summary: 'Booked Naran Valley History Tour for 1 traveller(s), Rs 12,000', amountInPkr: '12000.00' });
    expect(events[1]).toMatchObject({
      summary: 'Paid Rs 12,000 by Sandbox (test payments) (full amount): booking confirmed',
      amountInPkr: '12000.00',
      changes: [{ field: 'status', before: 'pending', after: 'confirmed' }],
    });
    expect(events[2]).toMatchObject({ summary: 'Voucher issued', actor: { name: 'Safarnama' }, changes: [], amountInPkr: null });
    expect(events[3].summary).toBe('Invoice issued for Rs 12,000 (Sandbox (test payments) payment)');
    expect(events[4]).toMatchObject({ summary: 'Cancelled: Rs 6,000 to be refunded', changes: [{ field: 'status', before: 'confirmed', after: 'cancelled' }] });
    expect(events[5]).toMatchObject({ summary: 'Refund of Rs 6,000 (cancellation) through Sandbox (test payments)', amountInPkr: '6000.00' });
    expect(events[6].summary).toMatch(/^Credit note issued for Rs 6,000 \(refund on cancellation/);
    expect(events[7]).toMatchObject({ summary: expect.stringMatching(/^Refund of Rs 6,000 sent back through Sandbox/), amountInPkr: null });

    // the super admin reads the same history
    expect(brief(await historyOf(booking.id, admin.cookie))).toEqual(brief(events));
  });

  it('a declined payment is in it too', async () => {
    const asTraveller = viewerOf(traveller, 'end_user');
    const booking = await book(ctx(asTraveller), { type: 'package', packageId, passengerCount: 2 });
    const started = await pay(ctx(asTraveller), { bookingId: booking.id, method: PaymentMethod.sandbox });
    const decision = await t.db.orm.em.fork().transactional((em) => sandbox().decide({ ...ctx(null), em }, started.payment.gatewayReference ?? '', 'failure'));
    await receivePaymentEvent(ctx(null), sandbox().eventOf(decision.body ?? ''));
    const events = await historyOf(booking.id, traveller.cookie);
    expect(brief(events)).toEqual(['made:traveller', 'payment_failed:traveller']);
    expect(events[1].summary).toMatch(/^Payment of Rs 24,000 by Sandbox \(test payments\) \(full amount\) declined/);
  });

  it('someone else’s booking, or no booking: 404 as the booking itself, over GraphQL and REST', async () => {
    const res = await gql(HISTORY, { id: travellerBooking }, other.cookie);
    const booking = await gql('query B($id: ID!) { booking(id: $id) { id } }', { id: travellerBooking }, other.cookie);
    expect(res.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(res.errors?.[0].message).toBe(booking.errors?.[0].message);
    expect((await gql(HISTORY, { id: 'not-a-booking' }, traveller.cookie)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(HISTORY, { id: travellerBooking })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const rest = await t.app.inject({ method: 'GET', url: `/api/bookings/${travellerBooking}/history`, headers: { cookie: other.cookie } });
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toMatchObject({ code: 'NOT_FOUND', message: res.errors?.[0].message });
  });

  it('GET /api/bookings/{id}/history: [{at, actor, kind, summary, before?, after?, amountInPkr?}]', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${travellerBooking}/history`, headers: { cookie: traveller.cookie } });
    expect(res.statusCode).toBe(200);
    const events = res.json() as Loose[];
    expect(events).toHaveLength(8);
    expect(events[0]).toEqual({ at: expect.any(String), actor: { role: 'traveller', name: 'Hajra Tester' }, kind: 'made', summary: expect.any(String), amountInPkr: '12000.00' });
    expect(events[2]).toEqual({ at: expect.any(String), actor: { role: 'system', name: 'Safarnama' }, kind: 'documents_issued', summary: 'Voucher issued' });
    expect(events[4]).toMatchObject({ kind: 'cancelled', before: { status: 'confirmed' }, after: { status: 'cancelled' }, amountInPkr: '6000.00' });
  });
});

describe('an agency’s booking', () => {
  it('a staff member books and pays from the wallet, the owner cancels: staff, then agent, refund to the wallet', async () => {
    const asOwner = viewerOf(owner, 'b2b_agent');
    const asStaff = viewerOf(staff, 'b2b_agent');
    const topUp = await topUpWallet(ctx(asOwner), { method: PaymentMethod.sandbox, amountInPkr: '50000' });
    await paidByWebhook(topUp.payment.gatewayReference ?? '');
    const booking = await book(ctx(asStaff), { type: 'package', packageId, passengerCount: 1 });
    const paid = await pay(ctx(asStaff), { bookingId: booking.id, method: PaymentMethod.wallet });
    expect(paid.payment.status).toBe('succeeded');
    await cancelBooking(ctx(asOwner), booking.id);
    const events = await historyOf(booking.id, owner.cookie);
    expect(brief(events)).toEqual(['made:staff', 'paid:staff', 'documents_issued:system', 'documents_issued:system', 'cancelled:agent', 'refunded:agent', 'documents_issued:system']);
    expect(events[0].actor.name).toBe('Staffer Tester');
    expect(events[1].summary).toBe('Paid Rs 12,000 by Wallet (full amount): booking confirmed');
    expect(events[4].actor.name).toBe('Owner Tester');
    expect(events[5].summary).toBe('Refund of Rs 6,000 (cancellation) to the wallet');
    // the staff member sees the agency's booking's history too
    expect(brief(await historyOf(booking.id, staff.cookie))).toEqual(brief(events));
  });
});

describe('the system’s events', () => {
  it('a hold that ran out expires by the system; a travelled trip completes', async () => {
    const advancePackage = await newPackage('Hunza History Tour', 30);
    const at = new Date();
    const asTraveller = viewerOf(traveller, 'end_user');
    const held = await book(ctx(asTraveller, () => at), { type: 'package', packageId: advancePackage, passengerCount: 1 });
    const later = new Date(at.getTime() + t.deps.config.payments.holdMs + 1000);
    // even with a viewer's context, an expiry is the system's doing
    expect(await expireHold(ctx(asTraveller, () => later), held.id)).toBe(true);
    const expired = await historyOf(held.id, traveller.cookie);
    expect(brief(expired)).toEqual(['made:traveller', 'expired:system']);
    expect(expired[1]).toMatchObject({ actor: { name: 'Safarnama' }, changes: [{ field: 'status', before: 'pending', after: 'expired' }] });

    await sql("update booking set status = 'confirmed', travel_date = now() - interval '3 days' where id = ?", [held.id]);
    expect(await completeTravelledBookings(ctx(null))).toBeGreaterThanOrEqual(1);
    const completed = await historyOf(held.id, traveller.cookie);
    expect(completed.at(-1)).toMatchObject({ kind: 'completed', actor: { role: 'system', name: 'Safarnama' }, changes: [{ field: 'status', before: 'confirmed', after: 'completed' }] });
  });

  it('one transaction’s events keep their order under a fixed clock', async () => {
    const fixed = new Date('2026-12-01T10:00:00Z');
    const em = t.db.orm.em.fork();
    await em.transactional(async (tx) => {
      for (let i = 0; i < 5; i++) await recordBookingEvent({ ...ctx(null, () => fixed), em: tx }, { bookingId: travellerBooking, kind: 'reminded', summary: `Order ${i}` });
    });
    const rows = await sql<{ summary: string }>(`select summary from booking_event where booking_id = ? and kind = 'reminded' order by at, id`, [travellerBooking]);
    expect(rows.map((r) => r.summary)).toEqual(['Order 0', 'Order 1', 'Order 2', 'Order 3', 'Order 4']);
    await sql(`delete from booking_event where booking_id = ? and kind = 'reminded'`, [travellerBooking]);
  });
});

describe('the super admin’s search', () => {
  it('newest first, by kind, actor, booking, words of the summary and time; paged', async () => {
    const all = await gql(SEARCH, {}, admin.cookie);
    expect(all.errors).toBeUndefined();
    const items = all.data?.bookingEvents.items as Loose[];
    const times = items.map((e) => new Date(e.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const refunds = (await gql(SEARCH, { f: { kind: 'refunded' } }, admin.cookie)).data?.bookingEvents.items as Loose[];
    expect(refunds.length).toBe(3);
    expect(refunds.every((e) => e.kind === 'refunded')).toBe(true);

    const system = (await gql(SEARCH, { f: { actorRole: 'system', kind: 'expired' } }, admin.cookie)).data?.bookingEvents.items as Loose[];
    expect(system).toHaveLength(1);

    const staffs = (await gql(SEARCH, { f: { actorRole: 'staff' } }, admin.cookie)).data?.bookingEvents.items as Loose[];
    expect(staffs.map((e) => e.kind).sort()).toEqual(['made', 'paid']);

    const one = (await gql(SEARCH, { f: { bookingId: travellerBooking } }, admin.cookie)).data?.bookingEvents.items as Loose[];
    expect(one.map((e) => e.kind)).toEqual(['refunded', 'documents_issued', 'refunded', 'cancelled', 'documents_issued', 'documents_issued', 'paid', 'made']);

    const words = (await gql(SEARCH, { f: { text: 'wall refund' } }, admin.cookie)).data?.bookingEvents.items as Loose[];
    expect(words.map((e) => e.summary)).toEqual(['Refund of Rs 6,000 (cancellation) to the wallet']);
    expect((await gql(SEARCH, { f: { text: 'nothing-like-this' } }, admin.cookie)).data?.bookingEvents.items).toEqual([]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await gql(SEARCH, { f: { from: future } }, admin.cookie)).data?.bookingEvents.items).toEqual([]);
    expect(((await gql(SEARCH, { f: { to: future } }, admin.cookie)).data?.bookingEvents.items as Loose[]).length).toBe(items.length);

    const page = (await gql(SEARCH, { p: { limit: 2, offset: 1 } }, admin.cookie)).data?.bookingEvents;
    expect(page).toMatchObject({ hasMore: true, limit: 2, offset: 1 });
    expect(page.items.map((e: Loose) => e.summary)).toEqual(items.slice(1, 3).map((e) => e.summary));
    expect((await gql(SEARCH, { f: { bookingId: 'nope' } }, admin.cookie)).data?.bookingEvents.items).toEqual([]);
  });

  it('is the super admin’s only', async () => {
    expect((await gql(SEARCH, {}, traveller.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(SEARCH, {}, owner.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(SEARCH, {})).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

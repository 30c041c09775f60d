import { describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { customerSale } from '../../test/notifications-fixtures.js';
import { book, cancelBooking } from '../bookings/bookings.service.js';
import { sendReminders } from '../bookings/reminders.js';
import { pay } from '../payments/checkout.service.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { processRefund } from '../payments/refunds.service.js';
import { escapeHtml } from './messages.js';
import { notify } from './notify.js';

// Notifications on the real PostgreSQL: each event gives exactly one notification and one outbox e-mail even when its
// hook runs twice (a replayed webhook, a second sweep), an agent's customer gets the e-mail and the agent the bell,
// and the bell's API shows a user only their own.

const t = useTestApp({
  env: {
    PAYMENTS_SANDBOX_SECRET: 'notify-test-secret-0123456789',
    BANK_TRANSFER_ACCOUNT_TITLE: 'Safarnama Travel (Pvt) Ltd',
    BANK_TRANSFER_BANK_NAME: 'Test Bank Limited',
    BANK_TRANSFER_IBAN: 'PK36SCBL0000001123456702',
    PUBLIC_URL: 'https://safarnama.example',
  },
});
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const viewerOf = (u: User, role: Viewer['role'] = 'end_user'): Viewer => ({ id: u.id, username: u.username, role });
const ctx = (viewer: Viewer | null) => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, viewer);
const post = (url: string, cookie: string | undefined, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

type Row = { kind: string; key: string; title: string; body: string; link: string | null };
const notificationsOf = (userId: string) => sql<Row>('select kind, key, title, body, link from notification where user_id = ? order by created_at, kind', [userId]);
const mailsTo = (address: string) =>
  sql<{ key: string; subject: string; text_body: string; html_body: string; attachments: Loose }>('select key, subject, text_body, html_body, attachments from mail_message where to_address = ? order by created_at, key', [address]);
const emailOf = (u: User) => `${u.username}@example.pk`;

/** A package of `price` a person; `advance` percent due to confirm; travel `days` ahead. */
async function newPackage(price: number, advance = 100, days = 60): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers, start_date)
     values ('notify-' || gen_random_uuid(), 'Notify <Test> Tour', 'A package for the notification tests.', 'domestic', '3 days', ?, 20, 20, ?,
             '[{"minDaysBefore":0,"refundPercent":100}]', now() + make_interval(days => ?)) returning id`,
    [price, advance, days],
  );
  return row.id;
}

/** Pays a booking through the sandbox; returns the signed event so a test can deliver it again. */
async function payBySandbox(u: User, bookingId: string) {
  const started = await pay(ctx(viewerOf(u)), { bookingId, method: PaymentMethod.sandbox });
  const sandbox = paymentGateways(t.deps.config).sandbox;
  const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(null), em }, started.payment.gatewayReference ?? '', 'success'));
  const event = sandbox.eventOf(decided.body ?? '');
  await receivePaymentEvent(ctx(null), event);
  return { paymentId: started.payment.id, event };
}

describe('events announced once, in the app and by e-mail', () => {
  it('registration: a welcome notification and its e-mail', async () => {
    const u = await signUp('end_user', 'Ayesha');
    expect(await notificationsOf(u.id)).toEqual([{ kind: 'welcome', key: 'welcome', title: 'Welcome to Safarnama', body: expect.stringContaining('Your account is ready'), link: '/dashboard/end-user' }]);
    const [mail] = await mailsTo(emailOf(u));
    expect(mail).toMatchObject({ key: `welcome:${u.id}`, subject: 'Welcome to Safarnama' });
    expect(mail.text_body).toContain('Dear Ayesha,');
    expect(mail.text_body).toContain('https://safarnama.example/dashboard/end-user');
  });

  it('booking, payment (replayed), confirmation: one each, the invoice and the voucher attached', async () => {
    const u = await signUp('end_user');
    const packageId = await newPackage(20000);
    const booking = await book(ctx(viewerOf(u)), { type: 'package', packageId, passengerCount: 1 });
    const received = (await notificationsOf(u.id)).filter((n) => n.kind === 'booking_received');
    expect(received).toEqual([expect.objectContaining({ key: `booking:${booking.id}:received`, link: `/checkout/${booking.id}` })]);
    expect(received[0].body).toContain('Rs 20,000 is due now; we hold it for you until');
    // a date as people read it, in Pakistan time
    expect(received[0].body).toMatch(/until (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) \(Pakistan time\)\./);

    const { paymentId, event } = await payBySandbox(u, booking.id);
    // the same webhook again, and a second delivery with another event id: nothing new
    expect((await receivePaymentEvent(ctx(null), event)).replayed).toBe(true);
    await receivePaymentEvent(ctx(null), { ...event, eventId: `${event.eventId}-again` });

    const rows = await notificationsOf(u.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['booking_confirmed', 'booking_received', 'payment_receipt', 'welcome']);
    expect(rows.filter((r) => r.kind === 'payment_receipt')).toEqual([expect.objectContaining({ key: `payment:${paymentId}:succeeded`, title: 'Payment of Rs 20,000 received' })]);
    expect(rows.filter((r) => r.kind === 'booking_confirmed')).toHaveLength(1);
    const mails = await mailsTo(emailOf(u));
    expect(mails.map((m) => m.key).sort()).toEqual(
      [`welcome:${u.id}`, `booking:${booking.id}:received:${u.id}`, `payment:${paymentId}:succeeded:${u.id}`, `booking:${booking.id}:confirmed:${u.id}`].sort(),
    );
    expect(mails.find((m) => m.key.startsWith('payment:'))?.attachments).toEqual([{ kind: 'invoice', id: paymentId }]);
    expect(mails.find((m) => m.key.startsWith(`booking:${booking.id}:confirmed`))?.attachments).toEqual([{ kind: 'voucher', id: booking.id }]);
    // the item's name is escaped in the HTML, as typed in the text
    const confirmed = mails.find((m) => m.key.startsWith(`booking:${booking.id}:confirmed`));
    expect(confirmed?.html_body).toContain('Notify &lt;Test&gt; Tour');
    expect(confirmed?.text_body).toContain('Notify <Test> Tour');
  });

  it('cancellation and its refund (the refund job run twice): one of each', async () => {
    const u = await signUp('end_user');
    const booking = await book(ctx(viewerOf(u)), { type: 'package', packageId: await newPackage(15000), passengerCount: 1 });
    await payBySandbox(u, booking.id);
    await cancelBooking(ctx(viewerOf(u)), booking.id);
    const [refund] = await sql<{ id: string }>('select id from payment_refund where booking_id = ?', [booking.id]);
    await processRefund(ctx(null), refund.id);
    await processRefund(ctx(null), refund.id);
    const rows = await notificationsOf(u.id);
    expect(rows.filter((r) => r.kind === 'booking_cancelled')).toEqual([expect.objectContaining({ body: expect.stringContaining('Rs 15,000 will be refunded') })]);
    expect(rows.filter((r) => r.kind === 'refund_sent')).toEqual([expect.objectContaining({ key: `refund:${refund.id}:sent`, title: 'Refund of Rs 15,000 sent' })]);
    const keys = (await mailsTo(emailOf(u))).map((m) => m.key);
    expect(keys.filter((k) => k.startsWith(`booking:${booking.id}:cancelled`) || k.startsWith(`refund:${refund.id}`))).toHaveLength(2);
  });

  it('reminders: hold expiring and balance due, each once however many sweeps run', async () => {
    const u = await signUp('end_user');
    const held = await book(ctx(viewerOf(u)), { type: 'package', packageId: await newPackage(10000), passengerCount: 1 });
    // a package paid 50 % up front, travelling in 10 days: its balance is due now (14 days before travel)
    const partly = await book(ctx(viewerOf(u)), { type: 'package', packageId: await newPackage(30000, 50, 10), passengerCount: 1, travelDate: undefined } as Loose);
    await payBySandbox(u, partly.id);
    const holdEnds = held.holdExpiresAt ?? new Date();
    const at = new Date(holdEnds.getTime() - 2 * 60_000);
    const sweepCtx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => at }, null);
    await Promise.all([sendReminders(sweepCtx()), sendReminders(sweepCtx()), sendReminders(sweepCtx())]);
    await sendReminders(sweepCtx());
    const rows = await notificationsOf(u.id);
    expect(rows.filter((r) => r.kind === 'hold_expiring')).toEqual([
      expect.objectContaining({ key: `booking:${held.id}:hold_expiring`, link: `/checkout/${held.id}`, body: expect.stringContaining('Pay Rs 10,000 before then') }),
    ]);
    expect(rows.filter((r) => r.kind === 'balance_due_soon')).toEqual([expect.objectContaining({ key: `booking:${partly.id}:balance_due_soon`, title: expect.stringContaining('Balance of Rs 15,000 due') })]);
    const keys = (await mailsTo(emailOf(u))).map((m) => m.key);
    expect(keys.filter((k) => k.includes(':hold_expiring:') || k.includes(':balance_due_soon:'))).toHaveLength(2);
  });

  it('an agent’s sale: the agent gets the bell (no reminder e-mail to the customer), the customer the confirmation only', async () => {
    const agent = await signUp('b2b_agent', 'Kamran');
    const customerEmail = `cust-${agent.id.slice(0, 8)}@example.pk`;
    const booking = await book(ctx(viewerOf(agent, 'b2b_agent')), customerSale(await newPackage(12000), customerEmail));
    const { paymentId } = await payBySandbox(agent, booking.id);
    const rows = await notificationsOf(agent.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['booking_confirmed', 'booking_received', 'payment_receipt', 'welcome']);
    expect(rows.find((r) => r.kind === 'booking_confirmed')?.body).toContain('for Hina Raza');
    expect(rows.find((r) => r.kind === 'booking_confirmed')?.link).toBe('/dashboard/b2b-agent?tab=bookings');
    // the agent's own address gets only the welcome; the customer the confirmation (with the voucher), not the payment
    // link, nor the receipt of the agency's net payment to the platform (it would give the agency's markup away)
    expect((await mailsTo(emailOf(agent))).map((m) => m.key)).toEqual([`welcome:${agent.id}`]);
    const customerMails = await mailsTo(customerEmail);
    expect(customerMails.map((m) => m.key)).toEqual([`booking:${booking.id}:confirmed:${customerEmail}`]);
    expect(customerMails.some((m) => m.key.startsWith(`payment:${paymentId}`))).toBe(false);
    expect(customerMails[0].text_body).toContain('Dear Hina Raza,');
    expect(await sql('select 1 from notification n join app_user u on u.id = n.user_id where lower(u.email) = ?', [customerEmail])).toEqual([]);
  });

  it('bank transfer top-ups: confirmed and rejected (with the reason), each announced once', async () => {
    const agent = await signUp('b2b_agent');
    const admin = await signUp('super_admin');
    const ok = (await post('/api/wallet/top-ups', agent.cookie, { method: 'bank_transfer', amountInPkr: '5000' })).json();
    const bad = (await post('/api/wallet/top-ups', agent.cookie, { method: 'bank_transfer', amountInPkr: '7000' })).json();
    expect((await gql('mutation($id: ID!) { confirmBankTransfer(paymentId: $id) { id } }', { id: ok.id }, admin.cookie)).errors).toBeUndefined();
    expect((await gql('mutation($id: ID!) { rejectBankTransfer(paymentId: $id, reason: "No <money> arrived") { id } }', { id: bad.id }, admin.cookie)).errors).toBeUndefined();
    const rows = await notificationsOf(agent.id);
    expect(rows.filter((r) => r.kind === 'wallet_top_up')).toEqual([expect.objectContaining({ key: `payment:${ok.id}:succeeded`, title: 'Bank transfer confirmed' })]);
    expect(rows.filter((r) => r.kind === 'bank_transfer_rejected')).toEqual([expect.objectContaining({ body: 'Your bank transfer of Rs 7,000 was not accepted: No <money> arrived' })]);
    const rejected = (await mailsTo(emailOf(agent))).find((m) => m.key === `payment:${bad.id}:rejected:${agent.id}`);
    expect(rejected?.html_body).toContain('No &lt;money&gt; arrived');
  });

  it('payouts: sent (with the transfer reference) and rejected (with the reason), to the agent', async () => {
    const agent = await signUp('b2b_agent');
    const admin = await signUp('super_admin');
    const payout = async (status: string, amount: string) =>
      (await sql<{ id: string }>("insert into payout (agent_id, amount_in_pkr, status, bank_account, requested_at) values (?, ?, ?, 'Agent, Test Bank, PK00', now()) returning id", [agent.id, amount, status]))[0].id;
    const approved = await payout('approved', '9000');
    const requested = await payout('requested', '4000');
    const paid = await gql('mutation($id: ID!) { markPayoutPaid(id: $id, transferReference: "TRX-778899") { status } }', { id: approved }, admin.cookie);
    expect(paid.errors).toBeUndefined();
    expect((await gql('mutation($id: ID!) { rejectPayout(id: $id, reason: "Bank details incomplete") { status } }', { id: requested }, admin.cookie)).errors).toBeUndefined();
    const rows = await notificationsOf(agent.id);
    expect(rows.filter((r) => r.kind === 'payout_sent')).toEqual([
      expect.objectContaining({ key: `payout:${approved}:paid`, title: 'Payout of Rs 9,000 sent', body: expect.stringContaining('reference TRX-778899'), link: '/dashboard/b2b-agent?tab=earnings' }),
    ]);
    expect(rows.filter((r) => r.kind === 'payout_rejected')).toEqual([expect.objectContaining({ body: 'Your payout request of Rs 4,000 was rejected: Bank details incomplete' })]);
    expect((await mailsTo(emailOf(agent))).map((m) => m.key)).toEqual(expect.arrayContaining([`payout:${approved}:paid:${agent.id}`, `payout:${requested}:rejected:${agent.id}`]));
  });

  it('low wallet funds: the agent hears of it once the wallet payment has committed', async () => {
    const agent = await signUp('b2b_agent');
    const admin = await signUp('super_admin');
    const limit = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', { a: agent.id, m: '100000' }, admin.cookie);
    expect(limit.errors).toBeUndefined();
    const booking = await book(ctx(viewerOf(agent, 'b2b_agent')), { type: 'package', packageId: await newPackage(70000), passengerCount: 1 });
    const paid = await post(`/api/bookings/${booking.id}/payments`, agent.cookie, { method: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    await expect.poll(async () => (await notificationsOf(agent.id)).filter((r) => r.kind === 'wallet_low_funds'), { timeout: 5000 }).toEqual([
      expect.objectContaining({ title: 'Wallet funds under 40 %', link: '/dashboard/b2b-agent?tab=wallet', body: expect.stringContaining('Rs 30,000 available') }),
    ]);
  });

  it('notify itself: a second call with the same key writes nothing and enqueues no second e-mail', async () => {
    const u = await signUp('end_user');
    const em = t.db.orm.em.fork();
    const a = { userId: u.id, kind: 'test', key: 'test:once', title: 'T', body: 'B', link: '/x', mail: { subject: 'S', text: 't', html: '<p>t</p>' } };
    expect(await Promise.all([notify(em.fork(), a), notify(em.fork(), a), notify(em.fork(), a)])).toEqual(expect.arrayContaining([true, false, false]));
    expect(await sql('select key from mail_message where key = ?', [`test:once:${u.id}`])).toHaveLength(1);
    // rolled back with the caller's transaction: neither the notification nor its e-mail
    await expect(em.fork().transactional(async (tx) => {
      await notify(tx, { ...a, key: 'test:rolled-back' });
      throw new Error('the event failed');
    })).rejects.toThrow('the event failed');
    expect(await sql("select 1 from notification where key = 'test:rolled-back'")).toEqual([]);
    expect(await sql('select 1 from mail_message where key = ?', [`test:rolled-back:${u.id}`])).toEqual([]);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('the bell’s API', () => {
  const N = 'id kind title body link createdAt readAt';
  it('lists newest first with pages, counts unread, marks one and all read; another user’s id is not found', async () => {
    const u = await signUp('end_user');
    const other = await signUp('end_user');
    const em = t.db.orm.em.fork();
    for (let i = 1; i <= 5; i++) await notify(em, { userId: u.id, kind: 'test', key: `test:${i}`, title: `Number ${i}`, body: 'b', link: null }, new Date(Date.now() + i * 1000));
    const count = async (cookie: string) => (await gql('{ unreadNotificationCount }', {}, cookie)).data?.unreadNotificationCount;
    expect(await count(u.cookie)).toBe(6); // the welcome too

    const first = await gql(`query($p: PaginationInput) { notifications(pagination: $p) { items { ${N} } hasMore limit offset } }`, { p: { limit: 2 } }, u.cookie);
    expect(first.errors).toBeUndefined();
    expect(first.data?.notifications).toMatchObject({ hasMore: true, limit: 2, offset: 0 });
    expect(first.data?.notifications.items.map((n: Loose) => n.title)).toEqual(['Number 5', 'Number 4']);
    const rest = (await get('/api/notifications?limit=10&offset=2', u.cookie)).json();
    expect(rest).toMatchObject({ hasMore: false, unreadCount: 6 });
    expect(rest.items.map((n: Loose) => n.title)).toEqual(['Number 3', 'Number 2', 'Number 1', 'Welcome to Safarnama']);

    const id = first.data?.notifications.items[0].id;
    // someone else's: not found, and nothing changes
    const theirs = await post(`/api/notifications/${id}/read`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Notification not found', code: 'NOT_FOUND' });
    expect((await post('/api/notifications/not-a-uuid/read', u.cookie)).statusCode).toBe(404);
    expect(await count(u.cookie)).toBe(6);

    const read = await post(`/api/notifications/${id}/read`, u.cookie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id, title: 'Number 5', readAt: expect.any(String) });
    expect(await count(u.cookie)).toBe(5);
    expect(await count(other.cookie)).toBe(1);

    const all = await post('/api/notifications/read-all', u.cookie);
    expect(all.json()).toEqual({ markedRead: 5 });
    expect(await count(u.cookie)).toBe(0);
    expect(await count(other.cookie)).toBe(1);
    expect((await post('/api/notifications/read-all', u.cookie)).json()).toEqual({ markedRead: 0 });
  });

  it('signed out: 401', async () => {
    expect((await get('/api/notifications')).statusCode).toBe(401);
    expect((await gql('{ unreadNotificationCount }')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

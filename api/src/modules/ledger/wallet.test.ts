import { LockMode } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { domainEvents, type DomainEvents } from '../../core/events.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { Booking } from '../bookings/booking.entity.js';
import { book, cancelBooking } from '../bookings/bookings.service.js';
import { pay } from '../payments/checkout.service.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { jazzCashSecureHash } from '../payments/gateways/jazzcash.js';
import { PaymentMethod, PaymentPurpose } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { reconcileStalePayments } from '../payments/reconcile.js';
import { checkBooks } from './ledger.service.js';
import { depositHeld, splitCommission } from './postings.js';
import { payInstallmentFromWallet } from '../payments/wallet.js';
import { lowFundsCrossed } from './wallet.service.js';

// The agent's wallet on the real PostgreSQL: top-ups through the sandbox gateway and by bank transfer (credited once,
// however often the event arrives), bookings paid from the wallet and confirmed in the same transaction, refusals that
// change nothing (402), refunds straight back to the wallet, the admin's credit limit, the alerts, and the issue's
// criterion: 100 wallet payments at once against Rs 370,000 of funds.

const SALT = 'wallet-test-salt';
const t = useTestApp({
  env: {
    PAYMENTS_SANDBOX_SECRET: 'wallet-test-secret-0123456789',
    BANK_TRANSFER_ACCOUNT_TITLE: 'Safarnama Travel (Pvt) Ltd',
    BANK_TRANSFER_BANK_NAME: 'Test Bank Limited',
    BANK_TRANSFER_IBAN: 'PK36SCBL0000001123456702',
    JAZZCASH_MERCHANT_ID: 'MC12345',
    JAZZCASH_PASSWORD: 'pa55w0rd',
    JAZZCASH_INTEGRITY_SALT: SALT,
  },
});
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

let agent: User;
let admin: User;
let traveller: User;

const post = (url: string, cookie: string | undefined, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const viewerOf = (u: User, role: Viewer['role'] = 'b2b_agent'): Viewer => ({ id: u.id, username: u.username, role });
const ctx = (viewer: Viewer | null) => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, viewer);

const walletOf = async (u: User) => (await get('/api/wallet', u.cookie)).json();

/** A package of `price` a person, paid in full up front, refunded in full on cancellation. */
async function newPackage(price: number, spots: number, ownerId: string | null = null, advancePercent = 100): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers, owner_id)
     values ('wallet-' || gen_random_uuid(), 'Wallet Test Tour', 'A package for the wallet tests.', 'domestic', '3 days', ?, ?, ?, ?,
             '[{"minDaysBefore":0,"refundPercent":100}]', ?) returning id`,
    [price, spots, spots, advancePercent, ownerId],
  );
  return row.id;
}

const bookFor = async (u: User, packageId: string) => (await book(ctx(viewerOf(u)), { type: 'package', packageId, passengerCount: 1 })).id;

/** A sandbox top-up started over REST and paid at the sandbox: its signed event applied like the webhook's. */
async function topUpBySandbox(u: User, amountInPkr: string | number) {
  const res = await post('/api/wallet/top-ups', u.cookie, { method: 'sandbox', amountInPkr });
  expect(res.statusCode, res.body).toBe(201);
  const started = res.json();
  const sandbox = paymentGateways(t.deps.config).sandbox;
  const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(null), em }, started.reference, 'success'));
  const event = sandbox.eventOf(decided.body ?? '');
  const received = await receivePaymentEvent(ctx(null), event);
  return { started, event, received };
}

async function setCredit(agentId: string, amountInPkr: string, cookie = admin.cookie) {
  return gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { agentId balanceInPkr creditLimitInPkr availableInPkr } }', { a: agentId, m: amountInPkr }, cookie);
}

// the alerts emitted while the tests run
const heard: { low: DomainEvents['wallet.low_funds'][0][]; refused: DomainEvents['wallet.payment_refused'][0][] } = { low: [], refused: [] };
const stop: Array<() => void> = [];

beforeAll(async () => {
  [agent, admin, traveller] = await Promise.all([signUp('b2b_agent'), signUp('super_admin'), signUp('end_user', 'Hajra')]);
  stop.push(domainEvents.onEvent('wallet.low_funds', (e) => heard.low.push(e)));
  stop.push(domainEvents.onEvent('wallet.payment_refused', (e) => heard.refused.push(e)));
});
afterAll(() => stop.forEach((f) => f()));

describe('the wallet', () => {
  it('GET /api/wallet: zeros before any use; 401 signed out, 403 for a traveller', async () => {
    expect(await walletOf(agent)).toEqual({ balanceInPkr: '0.00', creditLimitInPkr: '0.00', availableInPkr: '0.00' });
    expect((await get('/api/wallet')).statusCode).toBe(401);
    const res = await get('/api/wallet', traveller.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only B2B agents have a wallet' });
  });
});

describe('top-ups', () => {
  it('through the sandbox: 201 like a payment, credited once when the gateway says so (a replay changes nothing)', async () => {
    const a = await signUp('b2b_agent');
    const first = await post('/api/wallet/top-ups', a.cookie, { method: 'sandbox', amountInPkr: 25000 });
    expect(first.statusCode, first.body).toBe(201);
    const started = first.json();
    expect(started).toMatchObject({ bookingId: null, method: 'sandbox', purpose: 'top_up', amountInPkr: '25000.00', status: 'initiated' });
    expect(started.redirectUrl).toContain(`/pay/${started.id}`);
    // a double click: the same attempt
    expect((await post('/api/wallet/top-ups', a.cookie, { method: 'sandbox', amountInPkr: '25000.00' })).json().id).toBe(started.id);
    // nothing in the wallet until the money arrives
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '0.00' });

    const sandbox = paymentGateways(t.deps.config).sandbox;
    const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(null), em }, started.reference, 'success'));
    const event = sandbox.eventOf(decided.body ?? '');
    const received = await receivePaymentEvent(ctx(null), event);
    expect(received.result).toBe('applied: initiated → succeeded');
    expect(await walletOf(a)).toEqual({ balanceInPkr: '25000.00', creditLimitInPkr: '0.00', availableInPkr: '25000.00' });
    // the webhook again, and the same result under another event id (an inquiry): credited once
    expect((await receivePaymentEvent(ctx(null), event)).replayed).toBe(true);
    await receivePaymentEvent(ctx(null), { ...event, eventId: `inquiry:${started.reference}:succeeded` });
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '25000.00' });

    const entries = await sql<Loose>(
      `select e.kind, e.key, l.amount_in_pkr, a.kind as account from journal_entry e join journal_line l on l.entry_id = e.id
         join ledger_account a on a.id = l.account_id where e.payment_id = ? order by l.id`,
      [started.id],
    );
    expect(entries).toEqual([
      { kind: 'top_up', key: `payment:${started.id}:succeeded`, amount_in_pkr: '25000.00', account: 'gateway_clearing' },
      { kind: 'top_up', key: `payment:${started.id}:succeeded`, amount_in_pkr: '-25000.00', account: 'agent_wallet' },
    ]);
    const shown = await get(`/api/payments/${started.id}`, a.cookie);
    expect(shown.json()).toMatchObject({ id: started.id, status: 'succeeded', bookingId: null, booking: null });
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('a top-up whose webhook never came is credited by reconciliation', async () => {
    const a = await signUp('b2b_agent');
    const started = (await post('/api/wallet/top-ups', a.cookie, { method: 'sandbox', amountInPkr: '1500.25' })).json();
    const sandbox = paymentGateways(t.deps.config).sandbox;
    // paid at the sandbox; its webhook lost
    await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(null), em }, started.reference, 'success'));
    const later = new Date(Date.now() + 20 * 60_000);
    const sweep = systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => later });
    const run = await reconcileStalePayments(sweep);
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '1500.25' });
    await reconcileStalePayments(sweep);
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '1500.25' });
  });

  it('through JazzCash: a signed form for the amount; its verified browser return credits the wallet', async () => {
    const a = await signUp('b2b_agent');
    const res = await post('/api/wallet/top-ups', a.cookie, { method: 'jazzcash', amountInPkr: '2500.75' });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json();
    const fields = Object.fromEntries(started.form.fields.map((f: { name: string; value: string }) => [f.name, f.value]));
    expect(fields).toMatchObject({ pp_TxnRefNo: started.reference, pp_Amount: '250075', pp_Description: 'Safarnama wallet top-up' });
    expect(fields.pp_BillReference).toMatch(/^TOPUP[A-Z0-9]{8}$/);
    expect(fields.pp_SecureHash).toBe(jazzCashSecureHash(fields, SALT));
    const answer: Record<string, string> = { pp_Amount: '250075', pp_MerchantID: 'MC12345', pp_ResponseCode: '000', pp_ResponseMessage: 'Success', pp_TxnRefNo: started.reference, pp_RetreivalReferenceNo: '261204101010' };
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/jazzcash',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ ...answer, pp_SecureHash: jazzCashSecureHash(answer, SALT) }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(await walletOf(a)).toEqual({ balanceInPkr: '2500.75', creditLimitInPkr: '0.00', availableInPkr: '2500.75' });
  });

  it('a declined sandbox top-up credits nothing', async () => {
    const a = await signUp('b2b_agent');
    const started = (await post('/api/wallet/top-ups', a.cookie, { method: 'sandbox', amountInPkr: '700' })).json();
    const sandbox = paymentGateways(t.deps.config).sandbox;
    const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(null), em }, started.reference, 'failure'));
    await receivePaymentEvent(ctx(null), sandbox.eventOf(decided.body ?? ''));
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '0.00' });
    const [p] = await sql<{ status: string }>('select status from payment where id = ?', [started.id]);
    expect(p.status).toBe('failed');
  });

  it('by bank transfer: instructions with the reference; credited when the super admin confirms, the admin on the entry', async () => {
    const a = await signUp('b2b_agent');
    const res = await post('/api/wallet/top-ups', a.cookie, { method: 'bank_transfer', amountInPkr: '5000.5' });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json();
    expect(started).toMatchObject({ purpose: 'top_up', amountInPkr: '5000.50', status: 'initiated' });
    expect(started.instructions).toMatchObject({ iban: 'PK36SCBL0000001123456702', reference: started.reference, amountInPkr: '5000.50' });
    // only the super admin decides
    const byAgent = await gql('mutation($id: ID!) { confirmBankTransfer(paymentId: $id) { id } }', { id: started.id }, a.cookie);
    expect(byAgent.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const confirmed = await gql('mutation($id: ID!) { confirmBankTransfer(paymentId: $id) { id status bookingId } }', { id: started.id }, admin.cookie);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmBankTransfer).toEqual({ id: started.id, status: 'succeeded', bookingId: null });
    expect(await walletOf(a)).toEqual({ balanceInPkr: '5000.50', creditLimitInPkr: '0.00', availableInPkr: '5000.50' });
    const [entry] = await sql<{ kind: string; actor_id: string }>('select kind, actor_id from journal_entry where payment_id = ?', [started.id]);
    expect(entry).toEqual({ kind: 'top_up', actor_id: admin.id });
    // a second decision is refused and credits nothing
    const again = await gql('mutation($id: ID!) { confirmBankTransfer(paymentId: $id) { id } }', { id: started.id }, admin.cookie);
    expect(again.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '5000.50' });
  });

  it('bad input: 400 for a bad amount or method, 403 for a traveller, and nothing is created', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from payment');
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ method: 'sandbox', amountInPkr: -100 }, 'Amount must be more than zero'],
      [{ method: 'sandbox', amountInPkr: '-100' }, 'Amount must be more than zero'],
      [{ method: 'sandbox', amountInPkr: 0 }, 'Amount must be more than zero'],
      [{ method: 'sandbox', amountInPkr: '0.00' }, 'Amount must be more than zero'],
      [{ method: 'sandbox', amountInPkr: 'abc' }, 'Amount must be a number of rupees such as 10000 or 10000.50'],
      [{ method: 'sandbox', amountInPkr: '1e5' }, 'Amount must be a number of rupees such as 10000 or 10000.50'],
      [{ method: 'sandbox', amountInPkr: true }, 'Amount must be a number of rupees such as 10000 or 10000.50'],
      [{ method: 'sandbox' }, 'Amount must be a number of rupees such as 10000 or 10000.50'],
      [{ method: 'sandbox', amountInPkr: '10.001' }, 'Amount can have at most 2 decimals'],
      [{ method: 'sandbox', amountInPkr: 10.005 }, 'Amount can have at most 2 decimals'],
      [{ method: 'sandbox', amountInPkr: '10000000.01' }, 'Amount can be at most Rs 10,000,000'],
      [{ method: 'wallet', amountInPkr: '100' }, 'Top up by sandbox, jazzcash or bank_transfer'],
      [{ method: 'cash', amountInPkr: '100' }, 'Top up by sandbox, jazzcash or bank_transfer'],
    ];
    for (const [payload, message] of bad) {
      const res = await post('/api/wallet/top-ups', agent.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ message, code: 'BAD_USER_INPUT' });
    }
    // GraphQL: the same rules
    for (const amount of ['-1', '0', '1.234']) {
      const res = await gql('mutation($m: Decimal!) { topUpWallet(method: sandbox, amountInPkr: $m) { payment { id } } }', { m: amount }, agent.cookie);
      expect(res.errors?.[0].extensions.code, amount).toBe('BAD_USER_INPUT');
    }
    const notNumber = await gql('mutation($m: Decimal!) { topUpWallet(method: sandbox, amountInPkr: $m) { payment { id } } }', { m: 'ten' }, agent.cookie);
    expect(notNumber.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const forbidden = await post('/api/wallet/top-ups', traveller.cookie, { method: 'sandbox', amountInPkr: '100' });
    expect(forbidden.statusCode).toBe(403);
    expect((await post('/api/wallet/top-ups', undefined, { method: 'sandbox', amountInPkr: '100' })).statusCode).toBe(401);
    expect(await sql('select count(*)::int as n from payment')).toEqual(before);
  });
});

describe('the credit limit', () => {
  it('is the super admin’s: 403 for an agent, 404 for a non-agent, 400 for a bad amount; 0 is allowed', async () => {
    const a = await signUp('b2b_agent');
    const byAgent = await setCredit(a.id, '1000', a.cookie);
    expect(byAgent.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await setCredit(traveller.id, '1000')).errors?.[0]).toMatchObject({ message: 'Agent not found', extensions: { code: 'NOT_FOUND' } });
    expect((await setCredit('not-a-uuid', '1000')).errors?.[0].extensions.code).toBe('NOT_FOUND');
    for (const amount of ['-1', '1.001', '100000000.01']) expect((await setCredit(a.id, amount)).errors?.[0].extensions.code, amount).toBe('BAD_USER_INPUT');
    const set = await setCredit(a.id, '50000');
    expect(set.data?.setAgentCreditLimit).toEqual({ agentId: a.id, balanceInPkr: '0.00', creditLimitInPkr: '50000.00', availableInPkr: '50000.00' });
    expect((await setCredit(a.id, '0')).data?.setAgentCreditLimit).toMatchObject({ creditLimitInPkr: '0.00', availableInPkr: '0.00' });
  });
});

describe('paying a booking from the wallet', () => {
  it('confirms the booking in the same transaction: POST /api/bookings/{id}/payments {method: wallet} → 201 succeeded', async () => {
    const a = await signUp('b2b_agent');
    await topUpBySandbox(a, '30000');
    const packageId = await newPackage(12000, 10);
    const bookingId = await bookFor(a, packageId);
    const res = await post(`/api/bookings/${bookingId}/payments`, a.cookie, { method: 'wallet' });
    expect(res.statusCode, res.body).toBe(201);
    const paid = res.json();
    expect(paid).toMatchObject({ bookingId, method: 'wallet', purpose: 'full', amountInPkr: '12000.00', status: 'succeeded' });
    expect(paid.redirectUrl).toBeUndefined();
    const booking = (await get(`/api/bookings/${bookingId}`, a.cookie)).json();
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', amountPaidInPkr: '12000.00' });
    expect(await walletOf(a)).toEqual({ balanceInPkr: '18000.00', creditLimitInPkr: '0.00', availableInPkr: '18000.00' });
    const lines = await sql<Loose>(
      `select e.kind, e.booking_id, e.actor_id, l.amount_in_pkr, a.kind as account from journal_entry e join journal_line l on l.entry_id = e.id
         join ledger_account a on a.id = l.account_id where e.payment_id = ? order by l.id`,
      [paid.id],
    );
    expect(lines).toEqual([
      { kind: 'wallet_payment', booking_id: bookingId, actor_id: a.id, amount_in_pkr: '12000.00', account: 'agent_wallet' },
      { kind: 'wallet_payment', booking_id: bookingId, actor_id: a.id, amount_in_pkr: '-12000.00', account: 'platform_revenue' },
    ]);
    // paid: nothing more to pay
    const again = await post(`/api/bookings/${bookingId}/payments`, a.cookie, { method: 'wallet' });
    expect(again.statusCode).toBe(409);
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '18000.00' });
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('is for agents only (403), on their own bookings (404)', async () => {
    const packageId = await newPackage(1000, 10);
    const travellersBooking = await bookFor(traveller, packageId);
    const res = await post(`/api/bookings/${travellersBooking}/payments`, traveller.cookie, { method: 'wallet' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only B2B agents pay from a wallet', code: 'FORBIDDEN' });
    const other = await signUp('b2b_agent');
    const othersBooking = await bookFor(other, packageId);
    expect((await post(`/api/bookings/${othersBooking}/payments`, agent.cookie, { method: 'wallet' })).statusCode).toBe(404);
    // the methods offered: the wallet to agents only
    const q = 'query { paymentMethods { method available } }';
    const methodsFor = async (cookie?: string) => (await gql(q, {}, cookie)).data?.paymentMethods.find((m: Loose) => m.method === 'wallet');
    expect(await methodsFor(agent.cookie)).toEqual({ method: 'wallet', available: true });
    expect(await methodsFor(traveller.cookie)).toEqual({ method: 'wallet', available: false });
    expect(await methodsFor()).toEqual({ method: 'wallet', available: false });
  });

  it('without enough funds: 402 INSUFFICIENT_FUNDS and nothing changes (no payment, booking pending, wallet as it was)', async () => {
    const a = await signUp('b2b_agent');
    await topUpBySandbox(a, '9999.99');
    const packageId = await newPackage(10000, 10);
    const bookingId = await bookFor(a, packageId);
    const snapshot = async () => ({
      booking: (await sql('select status, payment_status, amount_paid_in_pkr from booking where id = ?', [bookingId]))[0],
      payments: (await sql<{ n: number }>('select count(*)::int as n from payment where booking_id = ?', [bookingId]))[0].n,
      lines: (await sql<{ n: number }>('select count(*)::int as n from journal_line'))[0].n,
      wallet: await walletOf(a),
    });
    const before = await snapshot();
    heard.refused.length = 0;
    const res = await post(`/api/bookings/${bookingId}/payments`, a.cookie, { method: 'wallet' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: 'Not enough funds in your wallet', code: 'INSUFFICIENT_FUNDS' });
    expect(await snapshot()).toEqual(before);
    expect(before.booking).toEqual({ status: 'pending', payment_status: 'unpaid', amount_paid_in_pkr: '0.00' });
    expect(heard.refused).toEqual([{ agentId: a.id, bookingId, amountInPkr: '10000.00', availableInPkr: '9999.99' }]);
    // GraphQL says the same
    const viaGql = await gql('mutation($id: ID!) { pay(bookingId: $id, method: wallet) { payment { id } } }', { id: bookingId }, a.cookie);
    expect(viaGql.errors?.[0]).toMatchObject({ message: 'Not enough funds in your wallet', extensions: { code: 'INSUFFICIENT_FUNDS' } });
  });

  it('a partner with the agent’s API key is that agent: reads the wallet and pays from it', async () => {
    const a = await signUp('b2b_agent');
    await topUpBySandbox(a, '5000');
    const created = await gql('mutation { createApiKey(name: "Wallet partner") { secret } }', {}, a.cookie);
    const auth = { authorization: `Bearer ${created.data?.createApiKey.secret}` };
    const wallet = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: auth });
    expect(wallet.json()).toEqual({ balanceInPkr: '5000.00', creditLimitInPkr: '0.00', availableInPkr: '5000.00' });
    const bookingId = await bookFor(a, await newPackage(4000, 5));
    const paid = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/payments`, headers: auth, payload: { method: 'wallet' } });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'succeeded', amountInPkr: '4000.00' });
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet', headers: auth })).json()).toMatchObject({ availableInPkr: '1000.00' });
  });

  it('a cancellation gives the refund straight back to the wallet', async () => {
    const a = await signUp('b2b_agent');
    await topUpBySandbox(a, '20000');
    const packageId = await newPackage(8000, 10);
    const bookingId = await bookFor(a, packageId);
    await pay(ctx(viewerOf(a)), { bookingId, method: PaymentMethod.wallet });
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '12000.00' });
    const cancelled = await cancelBooking(ctx(viewerOf(a)), bookingId);
    expect(cancelled).toMatchObject({ status: 'cancelled', amountRefundedInPkr: '8000.00', paymentStatus: 'refunded' });
    const refunds = await sql<Loose>('select method, status, amount_in_pkr, reason from payment_refund where booking_id = ?', [bookingId]);
    expect(refunds).toEqual([{ method: 'wallet', status: 'succeeded', amount_in_pkr: '8000.00', reason: 'cancellation' }]);
    expect(await walletOf(a)).toMatchObject({ balanceInPkr: '20000.00', availableInPkr: '20000.00' });
    const [entry] = await sql<Loose>("select kind, booking_id from journal_entry where kind = 'wallet_refund' and booking_id = ?", [bookingId]);
    expect(entry).toEqual({ kind: 'wallet_refund', booking_id: bookingId });
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('another agent’s package bought from the wallet: held in customer deposits, split into commission and the seller’s earnings when the trip starts; a refund before that comes out of the deposit', async () => {
    const [seller, buyer] = await Promise.all([signUp('b2b_agent'), signUp('b2b_agent')]);
    await topUpBySandbox(buyer, '50000');
    const packageId = await newPackage(20000, 10, seller.id);
    const [kept, cancelled] = [await bookFor(buyer, packageId), await bookFor(buyer, packageId)];
    for (const id of [kept, cancelled]) await pay(ctx(viewerOf(buyer)), { bookingId: id, method: PaymentMethod.wallet });
    expect(await walletOf(buyer)).toMatchObject({ balanceInPkr: '10000.00' });
    const lines = await sql<Loose>(
      `select a.kind, l.amount_in_pkr from journal_entry e join journal_line l on l.entry_id = e.id join ledger_account a on a.id = l.account_id
        where e.booking_id = ? and e.kind = 'wallet_payment' order by l.id`,
      [kept],
    );
    expect(lines).toEqual([
      { kind: 'agent_wallet', amount_in_pkr: '20000.00' },
      { kind: 'customer_deposits', amount_in_pkr: '-20000.00' },
    ]);
    expect(await sql('select agent_id from commission_due where booking_id = ?', [kept])).toEqual([{ agent_id: seller.id }]);
    // cancelled before the trip: the deposit goes back to the buyer's wallet
    await cancelBooking(ctx(viewerOf(buyer)), cancelled);
    expect(await depositHeld(t.db.orm.em.fork(), cancelled)).toBe('0.00');
    expect(await walletOf(buyer)).toMatchObject({ balanceInPkr: '30000.00' });
    // the trip starts: 10 % commission, the rest the seller's earnings
    await splitCommission(ctx(null), kept);
    const [earnings] = await sql<{ balance_in_pkr: string }>("select balance_in_pkr from ledger_account where kind = 'agent_earnings' and owner_id = ?", [seller.id]);
    expect(earnings.balance_in_pkr).toBe('-18000.00');
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('spending on credit: the limit cannot be lowered below what is used (409)', async () => {
    const a = await signUp('b2b_agent');
    await setCredit(a.id, '10000');
    const packageId = await newPackage(6000, 10);
    await pay(ctx(viewerOf(a)), { bookingId: await bookFor(a, packageId), method: PaymentMethod.wallet });
    expect(await walletOf(a)).toEqual({ balanceInPkr: '-6000.00', creditLimitInPkr: '10000.00', availableInPkr: '4000.00' });
    const lower = await setCredit(a.id, '5999.99');
    expect(lower.errors?.[0]).toMatchObject({ message: 'The credit limit cannot be lower than what the agent already uses of it', extensions: { code: 'CONFLICT' } });
    expect((await setCredit(a.id, '6000')).data?.setAgentCreditLimit).toMatchObject({ availableInPkr: '0.00' });
  });
});

describe('an agency’s own package', () => {
  /** A staff member of `owner`'s agency, signed in (invitation accepted over GraphQL). */
  async function staffOf(owner: User): Promise<User> {
    const invited = await gql('mutation($e: String!) { inviteAgencyMember(email: $e, role: staff) { path } }', { e: `staff${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.pk` }, owner.cookie);
    const token = String(invited.data?.inviteAgencyMember.path).slice('/join/'.length);
    const username = `ownstaff${Math.random().toString(36).slice(2, 8)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: 'mutation($i: AcceptAgencyInvitationInput!) { acceptAgencyInvitation(input: $i) { id } }',
        variables: { i: { token, username, password: 'secret123', firstName: 'Staff', lastName: 'Member' } },
      },
    });
    const header = res.headers['set-cookie'];
    const cookie = ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0];
    return { cookie, id: res.json().data.acceptAgencyInvitation.id, username };
  }
  const earningsOf = async (agentId: string) =>
    (await sql<{ balance: string }>("select balance_in_pkr::text as balance from ledger_account where kind = 'agent_earnings' and owner_id = ?", [agentId]))[0]?.balance ?? null;
  const PAY = 'mutation($id: ID!, $m: PaymentMethod!) { pay(bookingId: $id, method: $m) { payment { id status } } }';
  const OWN = { message: 'This is your agency’s own package: an agency cannot buy its own packages', code: 'FORBIDDEN' };

  it('cannot be paid by its owner or staff, on credit, from the wallet’s own funds or at a gateway: 403 on REST and GraphQL, and nothing changes', async () => {
    const owner = await signUp('b2b_agent');
    const staff = await staffOf(owner);
    await topUpBySandbox(owner, '5000');
    await setCredit(owner.id, '50000');
    // one the credit line would pay, one the wallet's own funds would
    const onCredit = await newPackage(10000, 10, owner.id);
    const ownFunds = await newPackage(1000, 10, owner.id);
    const bookings = [await bookFor(owner, onCredit), await bookFor(staff, onCredit), await bookFor(owner, ownFunds)];
    const ids = `{${bookings.join(',')}}`;
    const snapshot = async () => ({
      bookings: await sql('select id, status, payment_status, amount_paid_in_pkr from booking where id = any(?::uuid[]) order by id', [ids]),
      payments: (await sql<{ n: number }>('select count(*)::int as n from payment where booking_id = any(?::uuid[])', [ids]))[0].n,
      entries: (await sql<{ n: number }>('select count(*)::int as n from journal_entry where booking_id = any(?::uuid[])', [ids]))[0].n,
      wallet: await walletOf(owner),
      earnings: await earningsOf(owner.id),
    });
    const before = await snapshot();
    // the three holds reserve what they need of the line (issue 37): 55,000 less 21,000
    expect(before.wallet).toEqual({ balanceInPkr: '5000.00', creditLimitInPkr: '50000.00', availableInPkr: '34000.00' });

    for (const [who, bookingId] of [[owner, bookings[0]], [staff, bookings[1]], [owner, bookings[2]]] as const) {
      for (const method of ['wallet', 'sandbox']) {
        const res = await post(`/api/bookings/${bookingId}/payments`, who.cookie, { method });
        expect(res.statusCode, `${who.username} ${method}`).toBe(403);
        expect(res.json()).toEqual(OWN);
        const viaGql = await gql(PAY, { id: bookingId, m: method }, who.cookie);
        expect(viaGql.errors?.[0]).toMatchObject({ message: OWN.message, extensions: { code: 'FORBIDDEN' } });
      }
    }
    // in the caller's language too
    const inUrdu = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookings[0]}/payments`, payload: { method: 'wallet' }, headers: { cookie: owner.cookie, 'accept-language': 'ur' } });
    expect(inUrdu.json().message).toBe('یہ آپ کی ایجنسی کا اپنا پیکج ہے، کوئی ایجنسی اپنے ہی پیکج نہیں خرید سکتی');
    expect(await snapshot()).toEqual(before);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('another agency’s package on credit is paid as before', async () => {
    const [buyer, seller] = await Promise.all([signUp('b2b_agent'), signUp('b2b_agent')]);
    const buyerStaff = await staffOf(buyer);
    await setCredit(buyer.id, '30000');
    const packageId = await newPackage(12000, 10, seller.id);
    const byRest = await post(`/api/bookings/${await bookFor(buyer, packageId)}/payments`, buyer.cookie, { method: 'wallet' });
    expect(byRest.statusCode, byRest.body).toBe(201);
    expect(byRest.json()).toMatchObject({ status: 'succeeded', amountInPkr: '12000.00' });
    const byGql = await gql(PAY, { id: await bookFor(buyerStaff, packageId), m: 'wallet' }, buyerStaff.cookie);
    expect(byGql.errors).toBeUndefined();
    expect(byGql.data?.pay.payment.status).toBe('succeeded');
    expect(await walletOf(buyer)).toEqual({ balanceInPkr: '-24000.00', creditLimitInPkr: '30000.00', availableInPkr: '6000.00' });
  });

  it('an own purchase paid before the rule earns nothing when its trip starts: its money stays in customer deposits', async () => {
    const owner = await signUp('b2b_agent');
    await topUpBySandbox(owner, '20000');
    const bookingId = await bookFor(owner, await newPackage(8000, 10, owner.id));
    // paid the way checkout paid it before it refused own packages (the wallet's service, under the booking's lock)
    const c = ctx(viewerOf(owner));
    await c.em.transactional(async (em) => {
      const locked = await em.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await payInstallmentFromWallet({ ...c, em }, locked, { purpose: PaymentPurpose.full, amount: '8000.00' });
    });
    const earningsBefore = await earningsOf(owner.id);
    expect(await splitCommission(ctx(null), bookingId)).toBeNull();
    expect(await earningsOf(owner.id)).toBe(earningsBefore);
    expect(await depositHeld(t.db.orm.em.fork(), bookingId)).toBe('8000.00');
    expect(await sql('select count(*)::int as n from commission_due where booking_id = ?', [bookingId])).toEqual([{ n: 0 }]);
    // nothing payout-able: a payout request finds no earnings
    const payout = await gql('mutation { requestPayout(amountInPkr: "100", bankAccount: "HBL PK36SCBL0000001123456702") { id } }', {}, owner.cookie);
    expect(payout.errors?.[0]).toMatchObject({ message: 'You can request at most Rs 0.00 (your earnings less payouts already requested)', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });
});

describe('low-funds alerts', () => {
  it('cross 40 % and 20 % of the credit limit once each, downwards only', () => {
    expect(lowFundsCrossed('a', '100000', '45000', '39000')).toMatchObject({ thresholdPercent: 40, availableInPkr: '39000' });
    expect(lowFundsCrossed('a', '100000', '40000', '39999.99')).toMatchObject({ thresholdPercent: 40 });
    expect(lowFundsCrossed('a', '100000', '45000', '10000')).toMatchObject({ thresholdPercent: 20 });
    expect(lowFundsCrossed('a', '100000', '39000', '30000')).toBeNull();
    expect(lowFundsCrossed('a', '100000', '39999.99', '40000')).toBeNull();
    expect(lowFundsCrossed('a', '0', '100', '0')).toBeNull();
  });
});

describe('100 wallet payments at once', () => {
  it('against Rs 370,000 (wallet + credit): exactly 37 succeed and pay their bookings, 63 get 402, available ends at Rs 0', async () => {
    const a = await signUp('b2b_agent');
    await topUpBySandbox(a, '120000');
    expect((await setCredit(a.id, '250000')).data?.setAgentCreditLimit).toMatchObject({ availableInPkr: '370000.00' });
    // packages asking no advance: each booking stands at once with its whole amount as a balance (100 pending holds
    // would reserve Rs 1,000,000 of the line, more than it covers: issue 37 refuses such holds)
    const packages = await Promise.all([0, 1, 2, 3].map(() => newPackage(10000, 30, null, 0)));
    const bookings: string[] = [];
    for (let i = 0; i < 100; i += 10) bookings.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => bookFor(a, packages[(i + k) % 4])))));
    expect(new Set(bookings).size).toBe(100);
    heard.low.length = 0;
    heard.refused.length = 0;

    const started = performance.now();
    const outcomes = await Promise.all(bookings.map((id) => post(`/api/bookings/${id}/payments`, a.cookie, { method: 'wallet' })));
    const ms = Math.round(performance.now() - started);
    console.log(`100 concurrent wallet payments (REST, through GraphQL): ${ms} ms`);

    const codes = outcomes.map((r) => r.statusCode);
    expect({ ok: codes.filter((c) => c === 201).length, refused: codes.filter((c) => c === 402).length }).toEqual({ ok: 37, refused: 63 });
    for (const r of outcomes.filter((o) => o.statusCode === 402)) expect(r.json()).toEqual({ message: 'Not enough funds in your wallet', code: 'INSUFFICIENT_FUNDS' });
    expect(await walletOf(a)).toEqual({ balanceInPkr: '-250000.00', creditLimitInPkr: '250000.00', availableInPkr: '0.00' });

    const ours = `{${bookings.join(',')}}`;
    const [state] = await sql<Loose>(
      `select (select count(*)::int from booking where id = any(?::uuid[]) and status = 'confirmed' and payment_status = 'paid') as confirmed,
              (select count(*)::int from booking where id = any(?::uuid[]) and status = 'confirmed' and amount_paid_in_pkr = 0) as unpaid,
              (select count(*)::int from payment where booking_id = any(?::uuid[])) as payments,
              (select count(*)::int from payment where booking_id = any(?::uuid[]) and status = 'succeeded' and method = 'wallet') as succeeded,
              (select count(*)::int from journal_entry where booking_id = any(?::uuid[]) and kind = 'wallet_payment') as entries`,
      [ours, ours, ours, ours, ours],
    );
    expect(state).toEqual({ confirmed: 37, unpaid: 63, payments: 37, succeeded: 37, entries: 37 });
    // the paid bookings are exactly the ones answered 201
    const confirmedIds = (await sql<{ id: string }>("select id from booking where id = any(?::uuid[]) and payment_status = 'paid'", [ours])).map((r) => r.id).sort();
    expect(confirmedIds).toEqual(bookings.filter((_, i) => codes[i] === 201).sort());
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
    // the alerts: each threshold crossed once, each refusal told
    expect(heard.low.map((e) => [e.agentId, e.thresholdPercent])).toEqual([
      [a.id, 40],
      [a.id, 20],
    ]);
    expect(heard.low[0].availableInPkr).toBe('90000.00');
    expect(heard.refused).toHaveLength(63);
  }, 120_000);
});

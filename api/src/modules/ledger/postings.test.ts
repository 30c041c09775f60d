import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { systemContext } from '../../core/context.js';
import { domainEvents } from '../../core/events.js';
import { JobQueue } from '../../jobs/queue.js';
import { useTestApp } from '../../test/app.js';
import { addSettlementStep } from '../../test/settlement.js';
import { Booking } from '../bookings/booking.entity.js';
import { makeReference } from '../payments/gateways/gateway.js';
import { Payment, PaymentMethod, PaymentPurpose, Refund, RefundReason, RefundStatus } from '../payments/payment.entity.js';
import { receivePaymentEvent } from '../payments/payments.service.js';
import { processRefund, recordRefund, refundBooking } from '../payments/refunds.service.js';
import { booksCheckJob, runBooksCheck } from './books-check.js';
import { JournalEntry, JournalLine } from './ledger.entity.js';
import { accountFor, checkBooks, shownBalance } from './ledger.service.js';
import { commissionKey, depositHeld, isWalletMoney, splitAmount, splitDueCommissions } from './postings.js';
import Big from 'big.js';

// Gateway money in the books, on the real PostgreSQL: a payment's success posts once with its change (platform revenue
// or an agent's customer deposits), a refund posts when decided and when sent, an agent's deposit splits into
// commission and earnings once its trip has started (at the agent's own rate when the admin set one), refunds after
// the split claw back from both; the nightly books check reports a balance someone changed by hand.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'postings-test-secret-0123456789' } });
const em = () => t.db.orm.em.fork();
const ctx = () => systemContext({ em: em(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now });
const sql = <T>(query: string, params: unknown[] = []) => em().execute<T[]>(query, params);

async function user(role: 'end_user' | 'b2b_agent' | 'super_admin'): Promise<string> {
  const name = `${role}_${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await sql<{ id: string }>(
    `insert into app_user (username, email, password_hash, first_name, last_name, role) values (?, ?, '!', 'Post', 'Ing', ?) returning id`,
    [name, `${name}@example.pk`, role],
  );
  return row.id;
}

let traveller = '';
let admin = '';
beforeAll(async () => {
  traveller = await user('end_user');
  admin = await user('super_admin');
});

async function booking(opts: { sellerId?: string | null; travelDate?: Date; total?: string } = {}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into booking (user_id, seller_id, type, item_name, passenger_count, total_price_in_pkr, status, travel_date, created_at)
     values (?, ?, 'package', 'Hunza Valley Tour', 1, ?, 'pending', ?, now()) returning id`,
    [traveller, opts.sellerId ?? null, opts.total ?? '100000.00', opts.travelDate ?? new Date(Date.now() + 30 * 86_400_000)],
  );
  return row.id;
}

async function payment(bookingId: string, amount: string, method: PaymentMethod = PaymentMethod.bank_transfer, purpose = PaymentPurpose.full): Promise<Payment> {
  const e = em();
  const now = new Date();
  const p = e.create(Payment, {
    booking: bookingId,
    payer: traveller,
    method,
    purpose,
    amountInPkr: amount,
    gatewayReference: makeReference(now),
    createdAt: now,
    updatedAt: now,
  });
  await e.flush();
  if (method === PaymentMethod.sandbox) {
    await sql(
      `insert into payment_sandbox_txn (reference, payment_id, amount_in_pkr, status, created_at, expires_at) values (?, ?, ?, 'succeeded', now(), now() + interval '1 hour')`,
      [p.gatewayReference, p.id, amount],
    );
  }
  return p;
}

const succeed = (p: Payment, eventId = `evt_${crypto.randomUUID()}`) =>
  receivePaymentEvent(ctx(), {
    gateway: p.method,
    eventId,
    reference: p.gatewayReference as string,
    outcome: 'succeeded',
    amountInPkr: p.amountInPkr,
    gatewayTransactionId: null,
    message: null,
    payload: {},
  });

async function balance(kind: 'gateway_clearing' | 'platform_revenue' | 'customer_deposits' | 'refunds_payable' | 'commission_income'): Promise<Big> {
  return new Big(shownBalance(await accountFor(em(), { kind })));
}
async function earnings(agentId: string): Promise<string> {
  return shownBalance(await accountFor(em(), { kind: 'agent_earnings', ownerId: agentId }));
}
async function snapshot() {
  return {
    clearing: await balance('gateway_clearing'),
    revenue: await balance('platform_revenue'),
    deposits: await balance('customer_deposits'),
    refunds: await balance('refunds_payable'),
    commission: await balance('commission_income'),
  };
}
type Snap = Awaited<ReturnType<typeof snapshot>>;
const moved = (before: Snap, after: Snap) =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v.minus(before[k as keyof Snap]).toFixed(2)])) as Record<keyof Snap, string>;

async function entriesOf(bookingId: string) {
  const rows = await sql<{ key: string; kind: string; account: string; amount: string }>(
    `select e.key, e.kind, a.kind as account, l.amount_in_pkr::text as amount
       from journal_entry e join journal_line l on l.entry_id = e.id join ledger_account a on a.id = l.account_id
      where e.booking_id = ? order by e.posted_at, l.id`,
    [bookingId],
  );
  return rows.map((r) => `${r.key} ${r.account} ${r.amount}`);
}

describe('payments into the books', () => {
  it('a payment for the platform’s own package: Dr gateway clearing, Cr platform revenue, once however often the event comes', async () => {
    const before = await snapshot();
    const b = await booking();
    const p = await payment(b, '25000.00');
    await succeed(p, 'evt_platform_1');
    await succeed(p, 'evt_platform_1');
    // another event id for the same success changes nothing either
    await succeed(p, 'evt_platform_2');
    expect(await entriesOf(b)).toEqual([`payment:${p.id}:succeeded gateway_clearing 25000.00`, `payment:${p.id}:succeeded platform_revenue -25000.00`]);
    expect(moved(before, await snapshot())).toMatchObject({ clearing: '25000.00', revenue: '25000.00', deposits: '0.00' });
    expect(await checkBooks(em())).toEqual([]);
  });

  it('a payment for an agent’s package goes to customer deposits and makes the booking due for its split at the trip’s start', async () => {
    const agent = await user('b2b_agent');
    const travel = new Date(Date.now() + 10 * 86_400_000);
    const b = await booking({ sellerId: agent, travelDate: travel });
    const p = await payment(b, '40000.00');
    const before = await snapshot();
    await succeed(p);
    expect(moved(before, await snapshot())).toMatchObject({ clearing: '40000.00', revenue: '0.00', deposits: '40000.00' });
    expect(await depositHeld(em(), b)).toBe('40000.00');
    const [due] = await sql<{ agent_id: string; due_at: Date }>('select agent_id, due_at from commission_due where booking_id = ?', [b]);
    expect(due.agent_id).toBe(agent);
    expect(new Date(due.due_at).getTime()).toBe(travel.getTime());
    expect(await earnings(agent)).toBe('0.00');
  });

  it('a package whose owner is not an agent (the admin’s own) is the platform’s revenue', async () => {
    const b = await booking({ sellerId: admin });
    const p = await payment(b, '1000.00');
    await succeed(p);
    expect((await entriesOf(b))[1]).toBe(`payment:${p.id}:succeeded platform_revenue -1000.00`);
  });

  it('a surplus payment: posted and its refund decided in the same transaction (Dr deposits, Cr refunds payable), then sent (Dr refunds payable, Cr clearing)', async () => {
    const agent = await user('b2b_agent');
    const b = await booking({ sellerId: agent });
    const first = await payment(b, '30000.00');
    const second = await payment(b, '30000.00');
    await succeed(first);
    const before = await snapshot();
    await succeed(second);
    const refund = await em().findOneOrFail(Refund, { payment: second.id });
    expect(refund.reason).toBe(RefundReason.surplus);
    expect(moved(before, await snapshot())).toMatchObject({ clearing: '30000.00', deposits: '0.00', refunds: '30000.00' });
    expect(await depositHeld(em(), b)).toBe('30000.00');

    // the bank transfer back, recorded by the admin
    await recordRefund(systemContext({ em: em(), config: t.deps.config, log: t.deps.log }, { id: admin, username: 'admin', role: 'super_admin' }), refund.id, 'IBFT-778812');
    expect(moved(before, await snapshot())).toMatchObject({ clearing: '0.00', deposits: '0.00', refunds: '0.00' });
    const keys = (await entriesOf(b)).map((l) => l.split(' ')[0]);
    expect(new Set(keys)).toEqual(new Set([`payment:${first.id}:succeeded`, `payment:${second.id}:succeeded`, `refund:${refund.id}:decided`, `refund:${refund.id}:sent`]));
    expect(await checkBooks(em())).toEqual([]);
  });

  it('a refund sent through the gateway (sandbox) posts its sending in the transaction that records it', async () => {
    const b = await booking();
    const p = await payment(b, '12000.00', PaymentMethod.sandbox);
    await succeed(p);
    const before = await snapshot();
    const [refund] = await em().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(Booking, { id: b });
      return refundBooking({ ...ctx(), em: tx }, locked, '5000.00', RefundReason.cancellation);
    });
    expect(moved(before, await snapshot())).toMatchObject({ revenue: '-5000.00', refunds: '5000.00', clearing: '0.00' });
    const sent = await processRefund(ctx(), refund.id);
    expect(sent?.status).toBe(RefundStatus.succeeded);
    expect(moved(before, await snapshot())).toMatchObject({ revenue: '-5000.00', refunds: '0.00', clearing: '-5000.00' });
    // sending again changes nothing
    expect(await processRefund(ctx(), refund.id)).toBeNull();
    expect(moved(before, await snapshot())).toMatchObject({ refunds: '0.00', clearing: '-5000.00' });
  });

  it('posts in the payment’s own transaction: when the change fails after the posting, neither remains', async () => {
    const b = await booking();
    const p = await payment(b, '7000.00');
    const before = await snapshot();
    // a step after the books' fails (the booking side, say): the whole transaction rolls back
    const remove = addSettlementStep({
      name: 'test: fails',
      paymentSettled: async () => {
        throw new Error('the booking side failed');
      },
    });
    try {
      await expect(succeed(p)).rejects.toThrow('the booking side failed');
    } finally {
      remove();
    }
    expect((await em().findOneOrFail(Payment, { id: p.id })).status).toBe('initiated');
    expect(await em().count(JournalEntry, { key: `payment:${p.id}:succeeded` })).toBe(0);
    expect(moved(before, await snapshot())).toMatchObject({ clearing: '0.00', revenue: '0.00' });
    // the gateway's retry then goes through, once
    await succeed(p);
    expect(moved(before, await snapshot())).toMatchObject({ clearing: '7000.00', revenue: '7000.00' });
  });

  it('leaves the wallet’s own money (wallet payments, top-ups) to the wallet', () => {
    expect(isWalletMoney({ method: 'wallet' as PaymentMethod, purpose: PaymentPurpose.full })).toBe(true);
    expect(isWalletMoney({ method: PaymentMethod.sandbox, purpose: 'top_up' as PaymentPurpose })).toBe(true);
    expect(isWalletMoney({ method: PaymentMethod.sandbox, purpose: PaymentPurpose.advance })).toBe(false);
  });
});

describe('commission when the trip starts', () => {
  it('splits the deposit once: 10 % commission, the rest the agent’s earnings; not before the trip starts', async () => {
    const agent = await user('b2b_agent');
    const travel = new Date(t.clock.now.getTime() + 3 * 86_400_000);
    const b = await booking({ sellerId: agent, travelDate: travel });
    await succeed(await payment(b, '33333.33'));
    await splitDueCommissions(ctx());
    expect(await earnings(agent)).toBe('0.00');

    const before = await snapshot();
    t.clock.now = new Date(travel.getTime() + 1000);
    try {
      expect(await splitDueCommissions(ctx())).toBeGreaterThanOrEqual(1);
      expect(await splitDueCommissions(ctx())).toBe(0);
    } finally {
      t.clock.now = new Date();
    }
    expect(await earnings(agent)).toBe('30000.00');
    expect(moved(before, await snapshot())).toMatchObject({ deposits: '-33333.33', commission: '3333.33' });
    expect(await depositHeld(em(), b)).toBe('0.00');
    expect(await sql('select 1 from commission_due where booking_id = ?', [b])).toEqual([]);
    const entry = await em().findOneOrFail(JournalEntry, { key: commissionKey(b) });
    expect(entry.kind).toBe('commission');
    expect(await em().count(JournalLine, { entry })).toBe(3);
    expect(await checkBooks(em())).toEqual([]);
  });

  it('uses the admin’s per-agent commission override', async () => {
    const agent = await user('b2b_agent');
    const e = em();
    const account = await accountFor(e, { kind: 'agent_earnings', ownerId: agent });
    await e.execute('update ledger_account set commission_percent = ? where id = ?', ['12.5', account.id]);
    const b = await booking({ sellerId: agent, travelDate: new Date(Date.now() - 1000) });
    await succeed(await payment(b, '80000.00'));
    await splitDueCommissions(ctx());
    expect(await earnings(agent)).toBe('70000.00');
  });

  it('a cancellation before the trip refunds out of deposits; only what is kept is split', async () => {
    const agent = await user('b2b_agent');
    const travel = new Date(Date.now() + 20 * 86_400_000);
    const b = await booking({ sellerId: agent, travelDate: travel });
    await succeed(await payment(b, '50000.00'));
    const before = await snapshot();
    await em().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(Booking, { id: b });
      locked.status = 'cancelled';
      await refundBooking({ ...ctx(), em: tx }, locked, '30000.00', RefundReason.cancellation);
    });
    expect(moved(before, await snapshot())).toMatchObject({ deposits: '-30000.00', refunds: '30000.00' });
    t.clock.now = new Date(travel.getTime() + 1);
    try {
      await splitDueCommissions(ctx());
    } finally {
      t.clock.now = new Date();
    }
    // 20,000 kept: 2,000 commission, 18,000 the agent's
    expect(await earnings(agent)).toBe('18000.00');
    expect(await depositHeld(em(), b)).toBe('0.00');
    expect((await entriesOf(b)).filter((l) => l.startsWith(commissionKey(b)))).toEqual([
      `${commissionKey(b)} customer_deposits 20000.00`,
      `${commissionKey(b)} commission_income -2000.00`,
      `${commissionKey(b)} agent_earnings -18000.00`,
    ]);
  });

  it('a refund after the split claws back from earnings and commission in proportion, in one entry', async () => {
    const agent = await user('b2b_agent');
    const b = await booking({ sellerId: agent, travelDate: new Date(Date.now() - 1000) });
    await succeed(await payment(b, '10000.00'));
    await splitDueCommissions(ctx());
    expect(await earnings(agent)).toBe('9000.00');
    const before = await snapshot();
    const [refund] = await em().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(Booking, { id: b });
      return refundBooking({ ...ctx(), em: tx }, locked, '3333.33', RefundReason.cancellation);
    });
    expect(await earnings(agent)).toBe('6000.00');
    expect(moved(before, await snapshot())).toMatchObject({ commission: '-333.33', deposits: '0.00', refunds: '3333.33' });
    const decided = await em().findOneOrFail(JournalEntry, { key: `refund:${refund.id}:decided` });
    expect(await em().count(JournalLine, { entry: decided })).toBe(3);
    expect(await checkBooks(em())).toEqual([]);
  });

  it('splits at the rounding: the agent gets what the commission leaves', () => {
    expect(splitAmount('0.05', new Big('0.1'))).toEqual({ commission: '0.01', earnings: '0.04' });
    expect(splitAmount('99.99', new Big('0'))).toEqual({ commission: '0.00', earnings: '99.99' });
    expect(splitAmount('99.99', new Big('1'))).toEqual({ commission: '99.99', earnings: '0.00' });
  });
});

describe('PLATFORM_COMMISSION_PERCENT', () => {
  it('defaults to 10 and takes 0 to 100 with at most 2 decimals', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payments.commissionPercent).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test', PLATFORM_COMMISSION_PERCENT: '7.5' }).payments.commissionPercent).toBe(7.5);
    expect(loadConfig({ NODE_ENV: 'test', PLATFORM_COMMISSION_PERCENT: '0' }).payments.commissionPercent).toBe(0);
    for (const bad of ['101', '-1', 'ten', '10.123', '1e2']) {
      expect(() => loadConfig({ NODE_ENV: 'test', PLATFORM_COMMISSION_PERCENT: bad }), bad).toThrow(/PLATFORM_COMMISSION_PERCENT/);
    }
  });
});

describe('the nightly books check', () => {
  const lines: Array<{ level: number; msg: string }> = [];
  const log = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s) as { level: number; msg: string }) });
  let queue: JobQueue | undefined;
  afterAll(async () => {
    await queue?.stop(2000);
  });

  it('healthy books: nothing reported', async () => {
    expect(await runBooksCheck({ ...ctx(), log })).toEqual([]);
    expect(lines.at(-1)?.msg).toBe('books check: the books balance');
  });

  it('the job finds a balance changed by hand, logs it at error level and announces ledger.books_mismatch', async () => {
    const revenue = await accountFor(em(), { kind: 'platform_revenue' });
    const heard: unknown[] = [];
    const stop = domainEvents.onEvent('ledger.books_mismatch', (e) => void heard.push(e));
    await sql('update ledger_account set balance_in_pkr = balance_in_pkr + 1 where id = ?', [revenue.id]);
    try {
      // the periodic job runs once at start
      queue = await JobQueue.start({ connectionString: t.db.url, orm: t.db.orm, config: t.deps.config, log, jobs: [booksCheckJob()], pollingIntervalSeconds: 0.5, poolMax: 2 });
      const deadline = Date.now() + 15_000;
      while (!heard.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(heard).toHaveLength(1);
      const errors = lines.filter((l) => l.level >= 50).map((l) => l.msg);
      expect(errors).toContain(`books check: balance_mismatch ${revenue.id}: kept ${String(new Big(revenue.balanceInPkr).plus(1).toFixed(2))}, lines sum to ${revenue.balanceInPkr}`);
      expect(errors.some((m) => m.startsWith('books check: platform_unbalanced'))).toBe(true);
    } finally {
      stop();
      await sql('update ledger_account set balance_in_pkr = balance_in_pkr - 1 where id = ?', [revenue.id]);
    }
    expect(await checkBooks(em())).toEqual([]);
  });
});

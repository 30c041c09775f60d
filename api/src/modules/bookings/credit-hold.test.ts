import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { InsufficientFundsError } from '../../core/errors.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { WALLET_MESSAGES } from '../../rules/wallet.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { pay } from '../payments/checkout.service.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { book, cancelBooking } from './bookings.service.js';

// Credit held for holds (issue 37), on the real PostgreSQL: an agency on credit can never hold more than its line
// covers — 30 holds racing for a line that covers 10 leave exactly 10 pending and 20 refused, nothing else written; the
// wallet shows them reserved; paying one from the wallet uses its own share; a traveller, and an agency without a
// credit line, book as before.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'credit-hold-test-secret-0123456789' } });
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;
let admin: User;

const viewerOf = (u: User, role: Viewer['role'] = 'b2b_agent'): Viewer => ({ id: u.id, username: u.username, role });
const ctx = (viewer: Viewer | null) => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, viewer);

/** A package of Rs 10,000 a person; `advance` % due to hold it. */
async function newPackage(spots: number, advance = 100): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers)
     values ('credit-hold-' || gen_random_uuid(), 'Credit Hold Tour', 'A package for the credit hold tests.', 'domestic', '3 days', 10000, ?, ?, ?,
             '[{"minDaysBefore":0,"refundPercent":100}]') returning id`,
    [spots, spots, advance],
  );
  return row.id;
}

async function setCredit(agentId: string, amountInPkr: string) {
  const res = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { creditLimitInPkr } }', { a: agentId, m: amountInPkr }, admin.cookie);
  expect(res.errors).toBeUndefined();
}
const wallet = async (u: User) => (await gql('{ wallet { balanceInPkr creditLimitInPkr availableInPkr reservedInPkr } }', {}, u.cookie)).data?.wallet;
const count = async (q: string, params: unknown[]) => (await sql<{ n: number }>(q, params))[0].n;
const spotsOf = async (id: string) => (await sql<{ available_spots: number }>('select available_spots from package where id = ?', [id]))[0].available_spots;

/** `n` holds at once by `u`; the fulfilled bookings' ids and the refusals. */
async function race(u: User, role: Viewer['role'], packageId: string, n: number) {
  const settled = await Promise.allSettled(Array.from({ length: n }, () => book(ctx(viewerOf(u, role)), { type: 'package', packageId, passengerCount: 1 })));
  return {
    held: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.id] : [])),
    refused: settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as Error] : [])),
  };
}

beforeAll(async () => {
  admin = await signUp('super_admin');
});

describe('credit held for holds', () => {
  it('30 holds racing for a credit line that covers 10: exactly 10 held, 20 refused, nothing else written', async () => {
    const agency = await signUp('b2b_agent');
    await setCredit(agency.id, '100000');
    const packageId = await newPackage(50);
    const { held, refused } = await race(agency, 'b2b_agent', packageId, 30);
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const err of refused) {
      expect(err).toBeInstanceOf(InsufficientFundsError);
      expect(err.message).toBe(WALLET_MESSAGES.bookingHoldNotCovered);
    }
    expect(await count("select count(*)::int as n from booking where user_id = ? and status = 'pending'", [agency.id])).toBe(10);
    expect(await count('select count(*)::int as n from booking where user_id = ?', [agency.id])).toBe(10);
    expect(await spotsOf(packageId)).toBe(40);
    expect(await count("select count(*)::int as n from notification where user_id = ? and kind = 'booking_received'", [agency.id])).toBe(10);
    expect(await wallet(agency)).toEqual({ balanceInPkr: '0.00', creditLimitInPkr: '100000.00', availableInPkr: '0.00', reservedInPkr: '100000.00' });

    // paying one from the wallet uses its own share: the others stay reserved, still nothing more can be held
    await pay(ctx(viewerOf(agency)), { bookingId: held[0], method: PaymentMethod.wallet });
    expect(await wallet(agency)).toEqual({ balanceInPkr: '-10000.00', creditLimitInPkr: '100000.00', availableInPkr: '0.00', reservedInPkr: '90000.00' });
    await expect(book(ctx(viewerOf(agency)), { type: 'package', packageId, passengerCount: 1 })).rejects.toThrow(WALLET_MESSAGES.bookingHoldNotCovered);
    // a cancelled hold gives its share back: one more fits
    await cancelBooking(ctx(viewerOf(agency)), held[1]);
    expect((await wallet(agency))?.reservedInPkr).toBe('80000.00');
    expect((await race(agency, 'b2b_agent', packageId, 3)).held).toHaveLength(1);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  }, 60_000);

  it('an advance is what a hold reserves (30 % of Rs 10,000: a line of Rs 9,000 covers 3)', async () => {
    const agency = await signUp('b2b_agent');
    await setCredit(agency.id, '9000');
    const { held, refused } = await race(agency, 'b2b_agent', await newPackage(20, 30), 6);
    expect([held.length, refused.length]).toEqual([3, 3]);
    expect((await wallet(agency))?.reservedInPkr).toBe('9000.00');
  }, 60_000);

  it('a traveller, and an agency without a credit line, hold as before', async () => {
    const traveller = await signUp('end_user');
    const packageId = await newPackage(40);
    expect((await race(traveller, 'end_user', packageId, 15)).held).toHaveLength(15);
    const cash = await signUp('b2b_agent');
    expect((await race(cash, 'b2b_agent', packageId, 15)).held).toHaveLength(15);
    expect(await spotsOf(packageId)).toBe(10);
    // without a credit line the wallet reserves only held flight orders (as before)
    expect((await wallet(cash))?.reservedInPkr).toBe('0.00');
  }, 60_000);
});

describe('a booking’s deadlines in the API', () => {
  it('payBy is the hold’s end while pending, freeCancellationUntil the refund tiers’ last free day; on GraphQL and REST', async () => {
    const traveller = await signUp('end_user');
    const packageId = await newPackage(5);
    const travel = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const made = await gql(
      'mutation($i: BookInput!) { book(input: $i) { id status holdExpiresAt payBy freeCancellationUntil } }',
      { i: { type: 'package', packageId, passengerCount: 1, travelDate: travel } },
      traveller.cookie,
    );
    expect(made.errors).toBeUndefined();
    const b = made.data?.book;
    expect(b.status).toBe('pending');
    expect(b.payBy).toBe(b.holdExpiresAt);
    // the package's only tier refunds 100 % up to the day of travel: free until the trip starts
    expect(new Date(b.freeCancellationUntil).getTime()).toBeLessThanOrEqual(new Date(travel).getTime());
    expect(new Date(b.freeCancellationUntil).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const rest = await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}`, headers: { cookie: traveller.cookie } });
    expect(rest.json()).toMatchObject({ payBy: b.payBy, freeCancellationUntil: b.freeCancellationUntil });
    // cancelled: nothing is due, nothing to cancel
    await cancelBooking(ctx(viewerOf(traveller, 'end_user')), b.id);
    const after = await gql('query($id: ID!) { booking(id: $id) { payBy freeCancellationUntil } }', { id: b.id }, traveller.cookie);
    expect(after.data?.booking).toEqual({ payBy: null, freeCancellationUntil: null });
  }, 30_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { ConflictError, InsufficientFundsError } from '../../core/errors.js';
import { LEDGER_MESSAGES } from '../../rules/ledger.js';
import { NETWORK_MESSAGES } from '../../rules/network.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import type { Orm } from '../../db/orm.js';
import { openOrm } from '../../features.js';
import { acceptInvitation } from '../agency/agency.service.js';
import { acceptSubAgency } from './accept.js';
import { book, cancelBooking } from '../bookings/bookings.service.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { walletOf } from '../ledger/wallet.service.js';
import { pay } from '../payments/checkout.service.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { agencyNetwork } from './network.read.js';
import { inviteSubAgent, setDefaultNetworkMarkup, updateSubAgent } from './network.service.js';

// Issue 39's concurrency proofs on the real PostgreSQL: 40 sub-agents paying at once against a master line that covers
// 25 of them → exactly 25 paid, 15 refused, every wallet and the master's available exact, the master's earnings the 25
// margins, the books balanced; and a master lowering a sub-agent's limit while it pays, many times → never both.

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'network-concurrency-secret-0123456789' } });
const { signUp, gql, sql } = agentHelpers(t);
type Account = { id: string; username: string; cookie?: string };

const NET = 1000;
const MARGIN = 100;
const COST = NET + MARGIN;

const ctx = (a: Account | null, role: Viewer['role'] = 'b2b_agent') =>
  systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, a ? { id: a.id, username: a.username, role } : null);

let admin: Account & { cookie: string };
let transportId: string;
// the race's own connections (the app's pool size, 10): waiting for one may take longer than the app's 5 s on a machine
// busy with the rest of the suite, and a refusal must be the line's, never a pool's timeout
let raceOrm: Orm;
const raceCtx = (a: Account) => systemContext({ em: raceOrm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, { id: a.id, username: a.username, role: 'b2b_agent' });

async function setCredit(agentId: string, amountInPkr: string) {
  const res = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { creditLimitInPkr } }', { a: agentId, m: amountInPkr }, admin.cookie);
  return res;
}

let n = 0;
/**
 * `count` sub-agencies of `master`, each given `limit`: invited through the service (all at once: they queue on the
 * master's wallet lock), the first accepted through acceptInvitation, the rest by the same acceptance step on accounts
 * made directly (argon2 for 40 sign-ups would be most of this test's time; network.test.ts runs the whole /join flow).
 */
async function subAgencies(master: Account, count: number, limit: string): Promise<Array<Account & { subAgentId: string }>> {
  const invited = await Promise.all(
    Array.from({ length: count }, () => {
      const at = `${++n}${Math.random().toString(36).slice(2, 6)}`;
      return inviteSubAgent(ctx(master), { email: `net${at}@example.pk`, agencyName: `Network Sub ${at}`, creditLimitInPkr: limit });
    }),
  );
  const [first, ...rest] = invited;
  const username = `netsub${++n}${Math.random().toString(36).slice(2, 6)}`;
  const signed = await acceptInvitation(ctx(null), { token: first.token, username, password: 'secret123', firstName: 'Sub', lastName: 'Agency' }, { ip: '127.0.0.1' });
  const subs = [{ id: signed.user.id, username, subAgentId: first.id }];
  const now = t.deps.now();
  for (const inv of rest) {
    const name = `netsub${++n}${Math.random().toString(36).slice(2, 6)}`;
    const id = await t.db.orm.em.fork().transactional(async (tx) => {
      const [user] = await tx.execute<{ id: string }[]>(
        `insert into app_user (username, email, password_hash, first_name, last_name, role) values (?, ?, 'x', 'Sub', 'Agency', 'b2b_agent') returning id`,
        [name, `${name}@example.pk`],
      );
      await acceptSubAgency(tx, (await tx.execute<{ invitation_id: string }[]>('select invitation_id from agency_network where id = ?', [inv.id]))[0].invitation_id, user.id, now);
      return user.id;
    });
    subs.push({ id, username: name, subAgentId: inv.id });
  }
  return subs;
}

beforeAll(async () => {
  admin = await signUp('super_admin');
  const [row] = await sql<{ id: string }>(
    `insert into transport_option (slug, type, name, description, price_in_pkr, from_city, to_city, duration, seats_total, seats_available)
     values ('network-race-' || gen_random_uuid(), 'bus', 'Network Race Coach', 'A coach for the network races.', ?, 'Karachi', 'Hyderabad', '3 hours', 500, 500) returning id`,
    [NET],
  );
  transportId = row.id;
  raceOrm = await openOrm(t.db.url, { poolMax: 10 });
  (raceOrm.em.getConnection().getKnex().client.pool as { acquireTimeoutMillis: number }).acquireTimeoutMillis = 60_000;
}, 60_000);

afterAll(async () => {
  await raceOrm?.close();
});

describe('a master’s line shared by its sub-agents', () => {
  it('40 sub-agents paying at once against a line that covers 25: exactly 25 paid, every wallet exact, the books balanced', async () => {
    const master = await signUp('b2b_agent');
    expect((await setCredit(master.id, String(40 * COST))).errors).toBeUndefined();
    await setDefaultNetworkMarkup(ctx(master), { productType: 'transport', kind: 'fixed', value: String(MARGIN) });
    const subs = await subAgencies(master, 40, String(COST));
    // the super admin lowers the master's line: allowed (nothing used yet) even below what it gave
    expect((await setCredit(master.id, String(25 * COST))).errors).toBeUndefined();

    const bookings = await Promise.all(subs.map((s) => book(raceCtx(s), { type: 'transport', transportId, passengerCount: 1 })));
    for (const b of bookings) expect([b.totalPriceInPkr, b.networkMarginInPkr]).toEqual([`${COST}.00`, `${MARGIN}.00`]);
    const settled = await Promise.allSettled(subs.map((s, i) => pay(raceCtx(s), { bookingId: bookings[i].id, method: PaymentMethod.wallet })));
    const paid = subs.filter((_, i) => settled[i].status === 'fulfilled');
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as Error] : []));
    expect(paid).toHaveLength(25);
    expect(refused).toHaveLength(15);
    for (const err of refused) {
      expect(err).toBeInstanceOf(InsufficientFundsError);
      expect(err.message).toBe(NETWORK_MESSAGES.masterLine);
    }

    const paidIds = new Set(paid.map((s) => s.id));
    const balances = await sql<{ owner_id: string; balance: string; credit: string }>(
      `select owner_id, balance_in_pkr::text as balance, credit_limit_in_pkr::text as credit from ledger_account where kind = 'agent_wallet' and owner_id in (${subs.map(() => '?').join(', ')})`,
      subs.map((s) => s.id),
    );
    expect(balances).toHaveLength(40);
    for (const w of balances) expect([w.balance, w.credit]).toEqual([paidIds.has(w.owner_id) ? `${COST}.00` : '0.00', `${COST}.00`]);
    for (const s of subs.slice(0, 5)) {
      const view = await walletOf(ctx(s));
      // a paid one has used its line; an unpaid one is held back by its master's line (and its own hold)
      expect(view).toMatchObject({ balanceInPkr: paidIds.has(s.id) ? `-${COST}.00` : '0.00', availableInPkr: '0.00' });
    }
    // the master: its line (25 costs) is all used by its sub-agents; it gave 40
    expect(await walletOf(ctx(master))).toMatchObject({ balanceInPkr: '0.00', creditLimitInPkr: `${25 * COST}.00`, availableInPkr: '0.00' });
    expect(await agencyNetwork(ctx(master))).toMatchObject({ role: 'master', givenInPkr: `${40 * COST}.00`, availableInPkr: '0.00' });
    const [earnings] = await sql<{ balance: string }>(`select balance_in_pkr::text as balance from ledger_account where kind = 'agent_earnings' and owner_id = ?`, [master.id]);
    expect(earnings.balance).toBe(`-${25 * MARGIN}.00`);
    const [platform] = await sql<{ total: string }>(
      `select coalesce(-sum(l.amount_in_pkr), 0)::text as total from journal_line l join journal_entry e on e.id = l.entry_id join ledger_account a on a.id = l.account_id
        where a.kind = 'platform_revenue' and e.booking_id in (${bookings.map(() => '?').join(', ')})`,
      bookings.map((b) => b.id),
    );
    expect(platform.total).toBe(`${25 * NET}.00`);
    const [status] = await sql<{ confirmed: number }>(
      `select count(*) filter (where status = 'confirmed')::int as confirmed from booking where id in (${bookings.map(() => '?').join(', ')})`,
      bookings.map((b) => b.id),
    );
    expect(status.confirmed).toBe(25);
    // the super admin cannot lower the line below what the network uses now
    const lower = await setCredit(master.id, String(25 * COST - 1));
    expect(lower.errors?.[0].message).toBe(LEDGER_MESSAGES.creditBelowUse);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  }, 60_000);

  it('a master lowering a limit while its sub-agent pays, 30 times: never both, never beyond the limit', async () => {
    const master = await signUp('b2b_agent');
    expect((await setCredit(master.id, '1000000')).errors).toBeUndefined();
    const [sub] = await subAgencies(master, 1, '0');
    let owed = 0;
    const outcomes = { paid: 0, lowered: 0 };
    let delay = 0;
    for (let round = 0; round < 30; round++) {
      // room for exactly one more payment
      await updateSubAgent(ctx(master), sub.subAgentId, { creditLimitInPkr: String(owed + NET) });
      const booking = await book(ctx(sub), { type: 'transport', transportId, passengerCount: 1 });
      // the lowering starts `delay` ms after the payment (a payment does its checks and settlement before it takes the
      // wallets' locks): longer after a round the lowering won, shorter after one the payment won, so both orders happen
      const [payment, lowering] = await Promise.allSettled([
        pay(ctx(sub), { bookingId: booking.id, method: PaymentMethod.wallet }),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => updateSubAgent(ctx(master), sub.subAgentId, { creditLimitInPkr: String(owed) })),
      ]);
      delay = payment.status === 'fulfilled' ? Math.floor(delay / 2) : Math.ceil(delay * 1.5 + 10);
      // exactly one of them
      expect([payment.status, lowering.status].sort(), `round ${round}`).toEqual(['fulfilled', 'rejected']);
      if (payment.status === 'fulfilled') {
        outcomes.paid++;
        owed += NET;
        expect((lowering as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
        expect((lowering as PromiseRejectedResult).reason.message).toBe(NETWORK_MESSAGES.belowOwed);
      } else {
        outcomes.lowered++;
        expect(payment.reason).toBeInstanceOf(InsufficientFundsError);
        await cancelBooking(ctx(sub), booking.id);
      }
      const [w] = await sql<{ balance: string; credit: string; limit: string }>(
        `select w.balance_in_pkr::text as balance, w.credit_limit_in_pkr::text as credit, n.credit_limit_in_pkr::text as limit
           from ledger_account w join agency_network n on n.sub_agency_id = w.owner_id where w.kind = 'agent_wallet' and w.owner_id = ?`,
        [sub.id],
      );
      expect(Number(w.balance)).toBe(owed);
      expect(w.credit).toBe(w.limit);
      expect(Number(w.balance)).toBeLessThanOrEqual(Number(w.credit));
    }
    expect(outcomes.paid + outcomes.lowered).toBe(30);
    // both orders were met
    expect(outcomes.paid).toBeGreaterThan(0);
    expect(outcomes.lowered).toBeGreaterThan(0);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  }, 60_000);
});

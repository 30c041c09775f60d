import Big from 'big.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { type Markup, markupAmount, sellingPrice } from '../../rules/agent-sales.js';
import { add } from '../../rules/money.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { acceptInvitation } from '../agency/agency.service.js';
import { setMarkup } from '../bookings/agent-sales.service.js';
import { book } from '../bookings/bookings.service.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { networkShare } from '../ledger/postings.js';
import { statementPage } from '../ledger/statements.service.js';
import { pay } from '../payments/checkout.service.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { inviteSubAgent, setDefaultNetworkMarkup, updateSubAgent } from './network.service.js';

// The markup chain (issue 39) as a property: platform net N → the master's margin Mm (the sub-agent's own network
// markup, else the master's default, else none) → the sub-agency's cost C = N + Mm → its own markup Ms → the
// customer's price. Pure: price = N + Mm + Ms exactly, and a payment's master share is Mm when the whole cost is paid,
// its parts summing to the amount. On the real PostgreSQL: random chains on real bookings (random package and coach
// prices, both levels' markups), paid from the sub's wallet: the master's earnings lines are its margins, the
// platform's lines the nets, the master's earnings statement and the sub's wallet statement sum to their figures.

// NETWORK_PROPERTY_RUNS=100 for a deep run (the database part); the pure part runs 50× that
const RUNS = Number(process.env.NETWORK_PROPERTY_RUNS ?? 8);
const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'markup-chain-secret-0123456789' } });
const { signUp, gql, sql } = agentHelpers(t);
type Account = { id: string; username: string };

const ctx = (a: Account | null) =>
  systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, a ? ({ id: a.id, username: a.username, role: 'b2b_agent' } as Viewer) : null);

const money = (maxCents: number) => fc.integer({ min: 1, max: maxCents }).map((c) => new Big(c).div(100).toFixed(2));
const markupArb: fc.Arbitrary<Markup | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 10_000 }).map((c) => ({ kind: 'percent' as const, value: new Big(c).div(100).toFixed(2) })),
  money(5_000_000).map((value) => ({ kind: 'fixed' as const, value })),
);

describe('the markup chain, pure', () => {
  it('customer price = net + the master’s margin + the sub’s margin; a whole payment’s master share is the margin', () => {
    fc.assert(
      fc.property(money(100_000_000), markupArb, markupArb, markupArb, fc.integer({ min: 1, max: 99 }), (net, masterDefault, subOwn, subCustomer, part) => {
        const mm = markupAmount(net, subOwn ?? masterDefault);
        const cost = add(net, mm);
        const sale = sellingPrice(cost, subCustomer);
        expect(new Big(sale.sellingPriceInPkr).eq(new Big(net).plus(mm).plus(sale.markupInPkr))).toBe(true);
        const booking = { networkMaster: { id: 'm' } as never, networkMarginInPkr: mm, totalPriceInPkr: cost };
        // paid whole: the master gets exactly its margin
        expect(networkShare(booking, cost)?.part ?? '0.00').toBe(new Big(mm).gt(0) ? mm : '0.00');
        // paid in two: each part's share rounds, the two never more than a paisa off the margin
        const first = new Big(cost).times(part).div(100).round(2, Big.roundDown).toFixed(2);
        const second = new Big(cost).minus(first).toFixed(2);
        const shares = [first, second].map((a) => new Big(networkShare(booking, a)?.part ?? 0));
        expect(shares[0].plus(shares[1]).minus(mm).abs().lte('0.01')).toBe(true);
      }),
      { numRuns: RUNS * 50 },
    );
  });
});

let admin: Account & { cookie: string };
let n = 0;

async function item(type: 'package' | 'transport', priceCents: number): Promise<string> {
  const price = new Big(priceCents).div(100).toFixed(2);
  const [row] =
    type === 'package'
      ? await sql<{ id: string }>(
          `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers)
           values ('chain-' || gen_random_uuid(), 'Chain Tour', 'A package for the markup chain.', 'domestic', '3 days', ?, 20, 20, 100, '[{"minDaysBefore":0,"refundPercent":100}]') returning id`,
          [price],
        )
      : await sql<{ id: string }>(
          `insert into transport_option (slug, type, name, description, price_in_pkr, from_city, to_city, duration, seats_total, seats_available)
           values ('chain-' || gen_random_uuid(), 'bus', 'Chain Coach', 'A coach for the markup chain.', ?, 'Multan', 'Lahore', '4 hours', 20, 20) returning id`,
          [price],
        );
  return row.id;
}

const PASSPORTS = ['AB1234567', 'CD7654321', 'EF1122334'];
const chainArb = fc.record({
  masterDefault: fc.record({ package: markupArb, transport: markupArb }),
  subOwn: fc.record({ package: markupArb, transport: markupArb }),
  subCustomer: fc.record({ package: markupArb, transport: markupArb }),
  items: fc.array(fc.record({ type: fc.constantFrom('package' as const, 'transport' as const), cents: fc.integer({ min: 100, max: 5_000_000 }), people: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
});

beforeAll(async () => {
  admin = await signUp('super_admin');
}, 60_000);

describe('the markup chain on real bookings', () => {
  it('each booking’s price is net + both margins; the master’s earnings, the platform’s revenue and both statements add up', async () => {
    await fc.assert(
      fc.asyncProperty(chainArb, async (chain) => {
        const master = await signUp('b2b_agent');
        const credit = await gql('mutation($a: ID!) { setAgentCreditLimit(agentId: $a, amountInPkr: "90000000") { creditLimitInPkr } }', { a: master.id }, admin.cookie);
        expect(credit.errors).toBeUndefined();
        const invited = await inviteSubAgent(ctx(master), { email: `chain${++n}${Math.random().toString(36).slice(2, 6)}@example.pk`, agencyName: 'Chain Sub', creditLimitInPkr: '90000000' });
        const signed = await acceptInvitation(ctx(null), { token: invited.token, username: `chainsub${n}${Math.random().toString(36).slice(2, 6)}`, password: 'secret123', firstName: 'Chain', lastName: 'Sub' }, { ip: '127.0.0.1' });
        const sub = { id: signed.user.id, username: signed.user.username };
        for (const type of ['package', 'transport'] as const) {
          const def = chain.masterDefault[type];
          if (def) await setDefaultNetworkMarkup(ctx(master), { productType: type, ...def });
          const own = chain.subOwn[type];
          if (own) await updateSubAgent(ctx(master), invited.id, { markups: [{ productType: type, ...own }] });
          const mine = chain.subCustomer[type];
          if (mine) await setMarkup(ctx(sub), { productType: type, ...mine });
        }
        const expected = { nets: new Big(0), masterMargins: new Big(0), costs: new Big(0), subMargins: new Big(0) };
        const ids: string[] = [];
        for (const it of chain.items) {
          const id = await item(it.type, it.cents);
          const net = new Big(it.cents).div(100).times(it.people).toFixed(2);
          const mm = markupAmount(net, chain.subOwn[it.type] ?? chain.masterDefault[it.type]);
          const cost = add(net, mm);
          const ms = markupAmount(cost, chain.subCustomer[it.type]);
          const passengers = Array.from({ length: it.people }, (_, i) => ({ name: `Traveller ${i + 1}`, passportNumber: PASSPORTS[i] }));
          const customer = { leadName: 'Customer One', phone: '+92 300 7654321', email: 'customer@example.pk', passengers };
          const values = it.type === 'package' ? { type: 'package' as const, packageId: id, passengerCount: it.people, customer } : { type: 'transport' as const, transportId: id, passengerCount: it.people, customer };
          const booking = await book(ctx(sub), values as never);
          expect([booking.totalPriceInPkr, booking.networkMarginInPkr, booking.markupInPkr]).toEqual([cost, mm, ms]);
          expect(new Big(booking.sellingPriceInPkr ?? 0).eq(new Big(net).plus(mm).plus(ms))).toBe(true);
          await pay(ctx(sub), { bookingId: booking.id, method: PaymentMethod.wallet });
          ids.push(booking.id);
          expected.nets = expected.nets.plus(net);
          expected.masterMargins = expected.masterMargins.plus(mm);
          expected.costs = expected.costs.plus(cost);
          expected.subMargins = expected.subMargins.plus(ms);
        }
        const sums = await sql<{ kind: string; owner_id: string | null; total: string }>(
          `select a.kind, a.owner_id, (-sum(l.amount_in_pkr))::text as total from journal_line l join journal_entry e on e.id = l.entry_id join ledger_account a on a.id = l.account_id
            where e.booking_id in (${ids.map(() => '?').join(', ')}) group by a.kind, a.owner_id`,
          ids,
        );
        const sumOf = (kind: string, owner: string | null) => new Big(sums.find((s) => s.kind === kind && s.owner_id === owner)?.total ?? 0);
        expect(sumOf('agent_earnings', master.id).eq(expected.masterMargins)).toBe(true);
        expect(sumOf('platform_revenue', null).eq(expected.nets)).toBe(true);
        expect(sumOf('agent_wallet', sub.id).eq(expected.costs.times(-1))).toBe(true);
        // each level's statement: the master's earnings are its margins; the sub's wallet pays its costs (its margin
        // is its customers' money, the bookings' markups)
        const earnings = await statementPage(ctx(master), { account: 'earnings' }, { limit: 100, offset: 0 });
        expect(new Big(earnings.head.totalCreditsInPkr).minus(earnings.head.totalDebitsInPkr).eq(expected.masterMargins)).toBe(true);
        const wallet = await statementPage(ctx(sub), { account: 'wallet' }, { limit: 100, offset: 0 });
        expect(new Big(wallet.head.totalDebitsInPkr).eq(expected.costs)).toBe(true);
        const [own] = await sql<{ margin: string }>(`select coalesce(sum(selling_price_in_pkr - total_price_in_pkr), 0)::text as margin from booking where user_id = ?`, [sub.id]);
        expect(new Big(own.margin).eq(expected.subMargins)).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  }, 60_000);
});


import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { subtract } from '../../rules/money.js';
import { accountFor, checkBooks, post, shownBalance } from './ledger.service.js';

// Payouts on the real PostgreSQL through GraphQL and REST: an agent asks for at most its earnings less the payouts it
// is waiting for (400 beyond, even when ten requests race), the admin approves (earnings → payouts payable), records
// the transfer (payouts payable → gateway clearing) or rejects (an approved payout's money goes back); roles are
// enforced; the admin's per-agent commission rate is validated.

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);
const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log });

const PAYOUT = 'id agentId agentUsername amountInPkr status bankAccount transferReference reason requestedAt decidedAt';
const EARNINGS = 'query { myEarnings { balanceInPkr pendingPayoutsInPkr availableForPayoutInPkr } }';
const REQUEST = `mutation R($a: Decimal!, $b: String!) { requestPayout(amountInPkr: $a, bankAccount: $b) { ${PAYOUT} } }`;
const APPROVE = `mutation A($id: ID!) { approvePayout(id: $id) { ${PAYOUT} } }`;
const PAID = `mutation P($id: ID!, $ref: String!) { markPayoutPaid(id: $id, transferReference: $ref) { ${PAYOUT} } }`;
const REJECT = `mutation J($id: ID!, $reason: String!) { rejectPayout(id: $id, reason: $reason) { ${PAYOUT} } }`;
const BANK = 'Ali Travels, HBL, PK36SCBL0000001123456702';

type Who = { cookie: string; id: string; username: string };
let admin: Who;
let traveller: Who;
beforeAll(async () => {
  admin = await signUp('super_admin', 'Admin');
  traveller = await signUp('end_user', 'Traveller');
});

// an agent's earnings as the commission split leaves them (here posted directly, from the gateway's clearing)
async function earn(agentId: string, amount: string) {
  const c = ctx();
  await c.em.transactional((em) =>
    post({ ...c, em }, {
      kind: 'adjustment',
      description: 'Earnings for the test',
      lines: [
        { account: { kind: 'gateway_clearing' }, amountInPkr: amount },
        { account: { kind: 'agent_earnings', ownerId: agentId }, amountInPkr: subtract(0, amount) },
      ],
    }),
  );
}

const earningsOf = async (agentId: string) => shownBalance(await accountFor(t.db.orm.em.fork(), { kind: 'agent_earnings', ownerId: agentId }));
const platform = async (kind: 'payouts_payable' | 'gateway_clearing') => shownBalance(await accountFor(t.db.orm.em.fork(), { kind }));

describe('an agent’s earnings and payout requests', () => {
  it('asks for at most what is available; the rest is a 400 that changes nothing', async () => {
    const agent = await signUp('b2b_agent');
    expect((await gql(EARNINGS, {}, agent.cookie)).data?.myEarnings).toEqual({ balanceInPkr: '0.00', pendingPayoutsInPkr: '0.00', availableForPayoutInPkr: '0.00' });
    await earn(agent.id, '10000.00');
    const first = await gql(REQUEST, { a: '6000.00', b: BANK }, agent.cookie);
    expect(first.errors).toBeUndefined();
    expect(first.data?.requestPayout).toMatchObject({ agentId: agent.id, agentUsername: agent.username, amountInPkr: '6000.00', status: 'requested', bankAccount: BANK });
    const tooMuch = await gql(REQUEST, { a: '4000.01', b: BANK }, agent.cookie);
    expect(tooMuch.errors?.[0]).toMatchObject({ message: 'You can request at most Rs 4000.00 (your earnings less payouts already requested)', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gql(EARNINGS, {}, agent.cookie)).data?.myEarnings).toEqual({ balanceInPkr: '10000.00', pendingPayoutsInPkr: '6000.00', availableForPayoutInPkr: '4000.00' });
    const mine = await gql(`query { myPayouts { items { amountInPkr status } hasMore } }`, {}, agent.cookie);
    expect(mine.data?.myPayouts).toEqual({ items: [{ amountInPkr: '6000.00', status: 'requested' }], hasMore: false });
  });

  it('refuses negative, zero, non-numeric and sub-paisa amounts and a missing bank account with 400 (REST and GraphQL)', async () => {
    const agent = await signUp('b2b_agent');
    await earn(agent.id, '500.00');
    for (const amountInPkr of ['-5', '0', '0.00', 'abc', '1.001', '', null, 12.345]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payouts', headers: { cookie: agent.cookie }, payload: { amountInPkr, bankAccount: BANK } });
      expect(res.statusCode, String(amountInPkr)).toBe(400);
      expect(res.json(), String(amountInPkr)).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    const noBank = await t.app.inject({ method: 'POST', url: '/api/payouts', headers: { cookie: agent.cookie }, payload: { amountInPkr: '10', bankAccount: ' ' } });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().message).toBe('Bank account must be 5 to 200 characters');
    const ok = await t.app.inject({ method: 'POST', url: '/api/payouts', headers: { cookie: agent.cookie }, payload: { amountInPkr: 499.99, bankAccount: BANK } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ amountInPkr: '499.99', status: 'requested' });
    expect(await sql('select 1 from payout where agent_id = ?', [agent.id])).toHaveLength(1);
  });

  it('ten requests at once against Rs 4,000 available: exactly four of Rs 1,000 are taken', async () => {
    const agent = await signUp('b2b_agent');
    await earn(agent.id, '4000.00');
    const results = await Promise.all(Array.from({ length: 10 }, () => gql(REQUEST, { a: '1000', b: BANK }, agent.cookie)));
    expect(results.filter((r) => !r.errors).length).toBe(4);
    expect(results.filter((r) => r.errors?.[0]?.extensions.code === 'BAD_USER_INPUT').length).toBe(6);
    expect((await gql(EARNINGS, {}, agent.cookie)).data?.myEarnings.availableForPayoutInPkr).toBe('0.00');
  });

  it('only an agent has earnings; only the admin decides', async () => {
    const agent = await signUp('b2b_agent');
    expect((await gql(EARNINGS, {}, traveller.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(EARNINGS)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    await earn(agent.id, '100.00');
    const p = (await gql(REQUEST, { a: '100', b: BANK }, agent.cookie)).data?.requestPayout;
    expect((await gql(APPROVE, { id: p.id }, agent.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: '/api/payouts', headers: { cookie: traveller.cookie } })).statusCode).toBe(403);
    // an agent's list is its own
    const other = await signUp('b2b_agent');
    const res = await t.app.inject({ method: 'GET', url: '/api/payouts', headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], hasMore: false });
  });
});

describe('the admin decides', () => {
  it('approves (earnings → payouts payable), then records the transfer (payouts payable → clearing); each step once', async () => {
    const agent = await signUp('b2b_agent');
    await earn(agent.id, '10000.00');
    const p = (await gql(REQUEST, { a: '6000', b: BANK }, agent.cookie)).data?.requestPayout;
    const queue = await t.app.inject({ method: 'GET', url: '/api/payouts?status=requested&limit=100', headers: { cookie: admin.cookie } });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((i: { id: string }) => i.id)).toContain(p.id);
    const payable = await platform('payouts_payable');
    const clearing = await platform('gateway_clearing');

    const approved = await gql(APPROVE, { id: p.id }, admin.cookie);
    expect(approved.data?.approvePayout).toMatchObject({ status: 'approved' });
    expect(approved.data?.approvePayout.decidedAt).toBeTruthy();
    expect(await earningsOf(agent.id)).toBe('4000.00');
    expect((await gql(EARNINGS, {}, agent.cookie)).data?.myEarnings).toEqual({ balanceInPkr: '4000.00', pendingPayoutsInPkr: '0.00', availableForPayoutInPkr: '4000.00' });
    expect(Number(await platform('payouts_payable')) - Number(payable)).toBe(6000);
    expect((await gql(APPROVE, { id: p.id }, admin.cookie)).errors?.[0].extensions.code).toBe('CONFLICT');

    expect((await gql(PAID, { id: p.id, ref: ' ' }, admin.cookie)).errors?.[0]).toMatchObject({ message: 'Transfer reference must be 3 to 100 characters' });
    const paid = await gql(PAID, { id: p.id, ref: 'IBFT-0042' }, admin.cookie);
    expect(paid.data?.markPayoutPaid).toMatchObject({ status: 'paid', transferReference: 'IBFT-0042' });
    expect(await platform('payouts_payable')).toBe(payable);
    expect(Number(await platform('gateway_clearing')) - Number(clearing)).toBe(-6000);
    expect((await gql(PAID, { id: p.id, ref: 'IBFT-0043' }, admin.cookie)).errors?.[0].extensions.code).toBe('CONFLICT');
    const [entries] = await sql<{ n: string }>(`select count(*)::int as n from journal_entry where key like ?`, [`payout:${p.id}:%`]);
    expect(entries.n).toBe(2);
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('rejects a requested payout (nothing moves) or an approved one (its money goes back to the earnings)', async () => {
    const agent = await signUp('b2b_agent');
    await earn(agent.id, '3000.00');
    const a = (await gql(REQUEST, { a: '1000', b: BANK }, agent.cookie)).data?.requestPayout;
    const b = (await gql(REQUEST, { a: '2000', b: BANK }, agent.cookie)).data?.requestPayout;
    expect((await gql(REJECT, { id: a.id, reason: 'x' }, admin.cookie)).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await gql(REJECT, { id: a.id, reason: 'Account title does not match' }, admin.cookie)).data?.rejectPayout).toMatchObject({ status: 'rejected', reason: 'Account title does not match' });
    expect((await gql(EARNINGS, {}, agent.cookie)).data?.myEarnings).toEqual({ balanceInPkr: '3000.00', pendingPayoutsInPkr: '2000.00', availableForPayoutInPkr: '1000.00' });
    await gql(APPROVE, { id: b.id }, admin.cookie);
    expect(await earningsOf(agent.id)).toBe('1000.00');
    expect((await gql(REJECT, { id: b.id, reason: 'Bank returned the transfer' }, admin.cookie)).data?.rejectPayout.status).toBe('rejected');
    expect(await earningsOf(agent.id)).toBe('3000.00');
    expect((await gql(REJECT, { id: b.id, reason: 'Again' }, admin.cookie)).errors?.[0].extensions.code).toBe('CONFLICT');
    expect((await gql(APPROVE, { id: '00000000-0000-4000-8000-000000000000' }, admin.cookie)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(APPROVE, { id: 'nope' }, admin.cookie)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  });

  it('will not approve what the earnings no longer cover (a refund clawed some back)', async () => {
    const agent = await signUp('b2b_agent');
    await earn(agent.id, '1000.00');
    const p = (await gql(REQUEST, { a: '1000', b: BANK }, agent.cookie)).data?.requestPayout;
    await earn(agent.id, '-300.00');
    expect((await gql(APPROVE, { id: p.id }, admin.cookie)).errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await earningsOf(agent.id)).toBe('700.00');
  });
});

describe('per-agent commission', () => {
  const SET = 'mutation S($agentId: ID!, $p: Decimal) { setAgentCommission(agentId: $agentId, percent: $p) { agentId commissionPercent effectivePercent } }';

  it('sets, validates and clears the override on the agent’s earnings account', async () => {
    const agent = await signUp('b2b_agent');
    expect((await gql(SET, { agentId: agent.id, p: '12.5' }, admin.cookie)).data?.setAgentCommission).toEqual({ agentId: agent.id, commissionPercent: '12.50', effectivePercent: '12.50' });
    const [row] = await sql<{ commission_percent: string }>(`select commission_percent::text from ledger_account where kind = 'agent_earnings' and owner_id = ?`, [agent.id]);
    expect(row.commission_percent).toBe('12.50');
    for (const bad of ['101', '-1', '12.345', 'ten']) {
      const res = await gql(SET, { agentId: agent.id, p: bad }, admin.cookie);
      expect(res.errors?.[0].extensions.code, bad).toBe('BAD_USER_INPUT');
    }
    expect((await gql(SET, { agentId: agent.id, p: null }, admin.cookie)).data?.setAgentCommission).toEqual({ agentId: agent.id, commissionPercent: null, effectivePercent: '10.00' });
    expect((await gql(SET, { agentId: traveller.id, p: '5' }, admin.cookie)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(SET, { agentId: agent.id, p: '5' }, agent.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { NETWORK_MESSAGES } from '../../rules/network.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { book, quoteBooking } from '../bookings/bookings.service.js';
import { expireOverdueHolds } from '../bookings/holds.js';
import { checkBooks } from '../ledger/ledger.service.js';
import { splitCommission } from '../ledger/postings.js';
import { cancelBooking } from '../bookings/bookings.service.js';
import { pay } from '../payments/checkout.service.js';
import { PaymentMethod } from '../payments/payment.entity.js';

// Agency networks on the real PostgreSQL (issue 39): a master invites a sub-agency (the /join flow makes its own
// owner account with the credit given), credit is carved from the master's line (409 beyond it, 409 below what the
// sub owes), suspension (403 for the sub and its staff, its holds released) and back, another master's sub-agent
// (404), bad input (400, nothing changed), the REST shapes, and the markup chain as the sub sees it (never the net).

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'network-test-secret-0123456789', PUBLIC_URL: 'https://safarnama.test' } });
const { signUp, gql, sql } = agentHelpers(t);
type Account = { cookie: string; id: string; username: string };

let admin: Account;
let master: Account;
let otherMaster: Account;
let transportId: string;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const ctx = (a: Account | null) =>
  systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, a ? ({ id: a.id, username: a.username, role: 'b2b_agent' } as Viewer) : null);

async function setCredit(agentId: string, amountInPkr: string) {
  const res = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { creditLimitInPkr } }', { a: agentId, m: amountInPkr }, admin.cookie);
  expect(res.errors).toBeUndefined();
}

const ACCEPT = 'mutation($i: AcceptAgencyInvitationInput!) { acceptAgencyInvitation(input: $i) { id username role agencyRole } }';
let n = 0;
async function accept(token: string): Promise<Account> {
  const username = `sub${++n}${Math.random().toString(36).slice(2, 6)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: ACCEPT, variables: { i: { token, username, password: 'secret123', firstName: 'Sub', lastName: 'Agency' } } },
  });
  const body = res.json();
  expect(body.errors).toBeUndefined();
  const header = res.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return { cookie: line.split(';')[0], id: body.data.acceptAgencyInvitation.id, username };
}

async function inviteSub(by: Account, creditLimitInPkr: string | number) {
  const email = `subagency${++n}${Math.random().toString(36).slice(2, 6)}@example.pk`;
  const res = await inject('POST', '/api/agency/sub-agents', by.cookie, { email, agencyName: `Sub Agency ${n}`, creditLimitInPkr });
  return { res, email };
}

const wallet = async (a: Account) => (await gql('{ wallet { balanceInPkr creditLimitInPkr availableInPkr } }', {}, a.cookie));
const network = async (a: Account) =>
  (await gql('{ agencyNetwork { role masterName creditLimitInPkr givenInPkr availableInPkr defaultMarkups { productType kind value inherited } subAgents { id name status creditLimitInPkr owedInPkr availableInPkr salesInPkr bookingCount marginInPkr } } }', {}, a.cookie)).data?.agencyNetwork;

async function newBus(price: number, seats = 100): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into transport_option (slug, type, name, description, price_in_pkr, from_city, to_city, duration, seats_total, seats_available)
     values ('network-bus-' || gen_random_uuid(), 'bus', 'Network Test Coach', 'A coach for the network tests.', ?, 'Lahore', 'Islamabad', '5 hours', ?, ?) returning id`,
    [price, seats, seats],
  );
  return row.id;
}

beforeAll(async () => {
  [admin, master, otherMaster] = await Promise.all([signUp('super_admin'), signUp('b2b_agent'), signUp('b2b_agent')]);
  await setCredit(master.id, '100000');
  await setCredit(otherMaster.id, '50000');
  transportId = await newBus(1000);
}, 60_000);

describe('agency networks', () => {
  let sub: Account;
  let subAgentId: string;

  it('invite → preview → accept: a sub-agency owner account with the credit given; the master’s line carved', async () => {
    const { res, email } = await inviteSub(master, '30000');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'invitationUrl']);
    expect(body.invitationUrl).toMatch(/^https:\/\/safarnama\.test\/join\/[A-Za-z0-9_-]{40,}$/);
    subAgentId = body.id;
    const token = body.invitationUrl.split('/join/')[1];
    const [mail] = await sql<{ subject: string; text_body: string }>('select subject, text_body from mail_message where to_address = ?', [email]);
    expect(mail.text_body).toContain(body.invitationUrl);
    const preview = await gql('query($t: String!) { agencyInvitation(token: $t) { agencyName email memberRole kind subAgencyName } }', { t: token });
    expect(preview.data?.agencyInvitation).toMatchObject({ email, memberRole: null, kind: 'sub_agency' });
    expect(preview.data?.agencyInvitation.subAgencyName).toMatch(/^Sub Agency/);
    // invited: its credit is already set aside
    expect(await network(master)).toMatchObject({ role: 'master', creditLimitInPkr: '100000.00', givenInPkr: '30000.00', availableInPkr: '70000.00' });
    sub = await accept(token);
    const me = await gql('{ me { agencyRole } }', {}, sub.cookie);
    expect(me.data?.me.agencyRole).toBe('owner');
    expect((await wallet(sub)).data?.wallet).toEqual({ balanceInPkr: '0.00', creditLimitInPkr: '30000.00', availableInPkr: '30000.00' });
    expect(await network(sub)).toMatchObject({ role: 'sub', givenInPkr: '0.00', subAgents: [], defaultMarkups: [] });
    expect((await network(master)).subAgents[0]).toMatchObject({ id: subAgentId, status: 'active', creditLimitInPkr: '30000.00', availableInPkr: '30000.00' });
    // the master's own wallet: what it gave is not its to spend
    expect((await wallet(master)).data?.wallet.availableInPkr).toBe('70000.00');
    // the super admin does not set a sub-agency's limit behind its master's back: the master gives it
    const byAdmin = await gql('mutation($a: ID!) { setAgentCreditLimit(agentId: $a, amountInPkr: "90000") { creditLimitInPkr } }', { a: sub.id }, admin.cookie);
    expect(byAdmin.errors?.[0]).toMatchObject({ message: NETWORK_MESSAGES.limitByMaster, extensions: { code: 'CONFLICT' } });
    expect((await wallet(sub)).data?.wallet.creditLimitInPkr).toBe('30000.00');
    // a sub-agency cannot have sub-agents of its own
    const nested = await inviteSub(sub, '0');
    expect(nested.res.statusCode).toBe(403);
    expect(nested.res.json().message).toBe(NETWORK_MESSAGES.subCannotInvite);
  }, 30_000);

  it('carving: beyond the master’s available is 409 and changes nothing', async () => {
    const over = await inviteSub(master, '70000.01');
    expect(over.res.statusCode).toBe(409);
    expect(over.res.json().message).toBe(NETWORK_MESSAGES.notEnoughCredit);
    const raise = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, master.cookie, { creditLimitInPkr: '100000.01' });
    expect(raise.statusCode).toBe(409);
    expect(raise.json().message).toBe(NETWORK_MESSAGES.notEnoughCredit);
    expect(await network(master)).toMatchObject({ givenInPkr: '30000.00', availableInPkr: '70000.00' });
    // exactly what is left may be given
    const all = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, master.cookie, { creditLimitInPkr: '100000' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ id: subAgentId, creditLimitInPkr: '100000.00', status: 'active' });
    const back = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, master.cookie, { creditLimitInPkr: '30000' });
    expect(back.statusCode).toBe(200);
  });

  it('the markup chain as the sub sees it: its quote’s net is its cost; it pays it; the master earns its margin', async () => {
    const def = await gql('mutation { setDefaultNetworkMarkup(input: { productType: transport, kind: percent, value: "10" }) { productType kind value inherited } }', {}, master.cookie);
    expect(def.data?.setDefaultNetworkMarkup).toEqual({ productType: 'transport', kind: 'percent', value: '10.00', inherited: false });
    const values = { type: 'transport' as const, transportId, passengerCount: 2 };
    const quote = await quoteBooking(ctx(sub), values);
    // net 2,000; the master's 10 %: the sub's cost 2,200 is all it sees
    expect(quote.netPriceInPkr).toBe('2200.00');
    const rest = await inject('POST', '/api/bookings/quote', sub.cookie, values);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(JSON.stringify(rest.json())).not.toContain('2000');
    const booking = await book(ctx(sub), values);
    expect(booking.totalPriceInPkr).toBe('2200.00');
    expect(booking.networkMarginInPkr).toBe('200.00');
    await pay(ctx(sub), { bookingId: booking.id, method: PaymentMethod.wallet });
    expect((await wallet(sub)).data?.wallet).toMatchObject({ balanceInPkr: '-2200.00', availableInPkr: '27800.00' });
    const [earned] = await sql<{ balance: string }>(`select balance_in_pkr::text as balance from ledger_account where kind = 'agent_earnings' and owner_id = ?`, [master.id]);
    expect(earned.balance).toBe('-200.00');
    const [subView] = (await network(master)).subAgents;
    expect(subView).toMatchObject({ owedInPkr: '2200.00', salesInPkr: '2200.00', bookingCount: 1, marginInPkr: '200.00' });
    const page = await gql('query($s: ID) { subAgentBookings(subAgentId: $s) { items { id totalPriceInPkr } hasMore } }', { s: subAgentId }, master.cookie);
    expect(page.data?.subAgentBookings).toEqual({ items: [{ id: booking.id, totalPriceInPkr: '2200.00' }], hasMore: false });
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  }, 30_000);

  it('an agent’s package bought by a sub: held in deposits beside the master’s margin, split at the trip, a refund claws back both', async () => {
    const seller = await signUp('b2b_agent');
    const [pkg] = await sql<{ id: string }>(
      `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers, owner_id)
       values ('network-' || gen_random_uuid(), 'Seller Tour', 'A seller agent’s package.', 'domestic', '3 days', 5000, 10, 10, 100, '[{"minDaysBefore":0,"refundPercent":100}]', ?) returning id`,
      [seller.id],
    );
    await gql('mutation { setDefaultNetworkMarkup(input: { productType: package, kind: fixed, value: "500" }) { value } }', {}, master.cookie);
    const booking = await book(ctx(sub), { type: 'package', packageId: pkg.id, passengerCount: 1 });
    expect([booking.totalPriceInPkr, booking.networkMarginInPkr]).toEqual(['5500.00', '500.00']);
    await pay(ctx(sub), { bookingId: booking.id, method: PaymentMethod.wallet });
    const lines = async () =>
      Object.fromEntries(
        (
          await sql<{ kind: string; total: string }>(
            `select a.kind, (-sum(l.amount_in_pkr))::text as total from journal_line l join journal_entry e on e.id = l.entry_id join ledger_account a on a.id = l.account_id
              where e.booking_id = ? and a.kind <> 'agent_wallet' group by a.kind`,
            [booking.id],
          )
        ).map((r) => [r.kind, r.total]),
      );
    expect(await lines()).toEqual({ agent_earnings: '500.00', customer_deposits: '5000.00' });
    expect(await sql('select 1 from commission_due where booking_id = ?', [booking.id])).toHaveLength(1);
    expect(await splitCommission(ctx(null), booking.id)).not.toBeNull();
    // the seller's 90 %, the platform's 10 % of the net; the master's margin apart
    expect(await lines()).toEqual({ agent_earnings: '5000.00', commission_income: '500.00', customer_deposits: '0.00' });
    await cancelBooking(ctx(sub), booking.id);
    expect(await lines()).toEqual({ agent_earnings: '0.00', commission_income: '0.00', customer_deposits: '0.00' });
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
    await gql('mutation { setDefaultNetworkMarkup(input: { productType: package, kind: percent, value: "0" }) { value } }', {}, master.cookie);
  }, 30_000);

  it('a limit below what the sub owes is 409; another master’s or an unknown sub-agent is 404', async () => {
    const below = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, master.cookie, { creditLimitInPkr: '2199.99' });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(NETWORK_MESSAGES.belowOwed);
    const other = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, otherMaster.cookie, { creditLimitInPkr: '10' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(NETWORK_MESSAGES.notFound);
    expect((await inject('PUT', '/api/agency/sub-agents/00000000-0000-4000-8000-000000000000', master.cookie, { status: 'active' })).statusCode).toBe(404);
    expect((await inject('PUT', '/api/agency/sub-agents/nope', master.cookie, { status: 'active' })).statusCode).toBe(404);
    const page = await gql('query($s: ID) { subAgentBookings(subAgentId: $s) { items { id } } }', { s: subAgentId }, otherMaster.cookie);
    expect(page.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('bad input is 400 with nothing changed: a negative limit, a markup over 100 %, an unknown status', async () => {
    const before = await network(master);
    for (const payload of [
      { creditLimitInPkr: '-5' },
      { markups: [{ productType: 'hotel', kind: 'percent', value: '100.01' }] },
      { status: 'paused' },
      { creditLimitInPkr: '5000', status: 'paused' },
    ]) {
      const res = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, master.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    const gqlBad = await gql('mutation($id: ID!) { updateSubAgent(id: $id, input: { creditLimitInPkr: "-1" }) { id } }', { id: subAgentId }, master.cookie);
    expect(gqlBad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const badInvite = await inviteSub(master, '-1');
    expect(badInvite.res.statusCode).toBe(400);
    expect(await network(master)).toEqual(before);
  });

  it('at most 200 sub-agents per master: the 201st is 409', async () => {
    const big = await signUp('b2b_agent');
    await sql(
      `with inv as (
         insert into agency_invitation (agency_id, email, kind, role, token_hash, expires_at, created_at)
         select ?, 'many' || g || '@example.pk', 'sub_agency', null, md5(? || g::text) || md5(g::text), now() + interval '7 days', now() from generate_series(1, 200) g
         returning id, email)
       insert into agency_network (master_agency_id, invitation_id, agency_name, email, created_at, updated_at) select ?, id, 'Many', email, now(), now() from inv`,
      [big.id, big.id, big.id],
    );
    const over = await inviteSub(big, '0');
    expect(over.res.statusCode).toBe(409);
    expect(over.res.json().message).toBe(NETWORK_MESSAGES.tooMany);
    const list = await inject('GET', '/api/agency/sub-agents', big.cookie);
    expect(list.json()).toHaveLength(200);
  });

  it('REST: the list’s shape; a staff member of the master cannot see it', async () => {
    const list = await inject('GET', '/api/agency/sub-agents', master.cookie);
    expect(list.statusCode).toBe(200);
    const [first] = list.json();
    expect(Object.keys(first).sort()).toEqual(['availableInPkr', 'creditLimitInPkr', 'email', 'id', 'name', 'salesInPkr', 'status']);
    expect(first).toMatchObject({ id: subAgentId, creditLimitInPkr: '30000.00', salesInPkr: '2200.00', status: 'active' });
    const lone = await inject('GET', '/api/agency/sub-agents', otherMaster.cookie);
    expect(lone.json()).toEqual([]);
    expect((await inject('GET', '/api/agency/sub-agents', undefined)).statusCode).toBe(401);
  });

  it('suspend → 403 for the sub and its staff, its pending holds released; reactivate → back', async () => {
    const inv = await gql('mutation($e: String!) { inviteAgencyMember(email: $e, role: staff) { path } }', { e: `substaff${++n}@example.pk` }, sub.cookie);
    const staff = await accept(inv.data?.inviteAgencyMember.path.slice('/join/'.length));
    const held = await book(ctx(sub), { type: 'transport', transportId, passengerCount: 1 });
    expect(held.status).toBe('pending');
    const suspended = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, master.cookie, { status: 'suspended' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().status).toBe('suspended');
    for (const who of [sub, staff]) {
      const res = await wallet(who);
      expect(res.errors?.[0].message).toBe(NETWORK_MESSAGES.suspended);
      expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await inject('POST', '/api/bookings', sub.cookie, { type: 'transport', transportId, passengerCount: 1 })).statusCode).toBe(403);
    // its hold ends now: the expiry sweep releases it; what was paid stays
    await expireOverdueHolds(ctx(null));
    const [after] = await sql<{ status: string }>('select status from booking where id = ?', [held.id]);
    expect(after.status).toBe('expired');
    expect((await network(master)).subAgents[0]).toMatchObject({ status: 'suspended', owedInPkr: '2200.00' });
    const back = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, master.cookie, { status: 'active' });
    expect(back.statusCode).toBe(200);
    expect((await wallet(sub)).errors).toBeUndefined();
    expect((await wallet(staff)).errors).toBeUndefined();
    // its own markups: only the owner sets them; a sub-agent’s own wins over the default
    const own = await inject('PUT', `/api/agency/sub-agents/${subAgentId}`, master.cookie, { markups: [{ productType: 'transport', kind: 'fixed', value: '50' }] });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().markups.find((m: { productType: string }) => m.productType === 'transport')).toEqual({ productType: 'transport', kind: 'fixed', value: '50.00', inherited: false });
    expect((await quoteBooking(ctx(sub), { type: 'transport', transportId, passengerCount: 1 })).netPriceInPkr).toBe('1050.00');
  }, 30_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { agentHelpers, CREATE, umrahInput } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { paymentGateways } from '../payments/gateways/index.js';
import { receivePaymentEvent } from '../payments/payments.service.js';

// An agency's staff on the real PostgreSQL (issue 17, item 6): invitations (one use, expiry), staff booking for a
// customer and paying from the AGENCY's wallet (the journal naming the staff member), what each role may not do
// (payouts, markups, statements: 403), suspension and removal, and another agency's statement (404).

const t = useTestApp({ env: { PAYMENTS_SANDBOX_SECRET: 'agency-test-secret-0123456789', PUBLIC_URL: 'https://safarnama.test' } });
const { signUp, gql, sql } = agentHelpers(t);
type Account = { cookie: string; id: string; username: string };

let owner: Account;
let otherAgency: Account;
let staff: Account;
let manager: Account;
let packageId: string;

const post = (url: string, cookie: string | undefined, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, null);
const codeOf = (r: { errors?: Array<{ extensions: { code: string } }> }) => r.errors?.[0]?.extensions.code;

async function topUp(cookie: string, amountInPkr: number): Promise<void> {
  const res = await post('/api/wallet/top-ups', cookie, { method: 'sandbox', amountInPkr });
  expect(res.statusCode, res.body).toBe(201);
  const sandbox = paymentGateways(t.deps.config).sandbox;
  const decided = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(), em }, res.json().reference, 'success'));
  await receivePaymentEvent(ctx(), sandbox.eventOf(decided.body ?? ''));
}

const INVITE = 'mutation($e: String!, $r: AgencyMemberRole!) { inviteAgencyMember(email: $e, role: $r) { path link invitation { id email role expired } } }';
const ACCEPT = 'mutation($i: AcceptAgencyInvitationInput!) { acceptAgencyInvitation(input: $i) { id username role email agencyRole } }';
const SET_MARKUP = 'mutation { setMarkup(productType: package, kind: percent, value: "10") { value } }';
const PAYOUT = 'mutation { requestPayout(amountInPkr: "100", bankAccount: "HBL PK36SCBL0000001123456702") { id } }';
const STATEMENT = 'query($a: ID) { walletStatement(agentId: $a) { closingBalanceInPkr lines { items { description debitInPkr creditInPkr } } } }';

let n = 0;
async function invite(cookie: string, role: 'manager' | 'staff'): Promise<{ token: string; email: string }> {
  n++;
  const email = `member${n}${Math.random().toString(36).slice(2, 6)}@example.pk`;
  const res = await gql(INVITE, { e: email, r: role }, cookie);
  expect(res.errors).toBeUndefined();
  const path: string = res.data?.inviteAgencyMember.path;
  expect(path).toMatch(/^\/join\/[A-Za-z0-9_-]{40,}$/);
  return { token: path.slice('/join/'.length), email };
}

/** Accepts over GraphQL as a browser would: the new account, signed in by the reply's session cookie. */
async function accept(token: string, username = `member${++n}${Math.random().toString(36).slice(2, 6)}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: ACCEPT, variables: { i: { token, username, password: 'secret123', firstName: 'Staff', lastName: 'Member' } } },
  });
  const body = res.json();
  const header = res.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return { body, account: body.data ? ({ cookie: line.split(';')[0], id: body.data.acceptAgencyInvitation.id, username } as Account) : null };
}

async function newPackage(price: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers)
     values ('agency-' || gen_random_uuid(), 'Agency Test Tour', 'A package for the agency tests.', 'domestic', '3 days', ?, 50, 50, 100,
             '[{"minDaysBefore":0,"refundPercent":100}]') returning id`,
    [price],
  );
  return row.id;
}

const customerBooking = () => ({
  type: 'package',
  packageId,
  passengerCount: 1,
  customer: { leadName: 'Bilal Ahmed', phone: '+92 300 1234567', email: 'bilal@example.pk', passengers: [{ name: 'Bilal Ahmed', passportNumber: 'AB1234567' }] },
});
const BOOK = 'mutation($input: BookInput!) { book(input: $input) { id totalPriceInPkr sellingPriceInPkr customer { leadName } } }';

beforeAll(async () => {
  [owner, otherAgency] = await Promise.all([signUp('b2b_agent'), signUp('b2b_agent')]);
  packageId = await newPackage(20000);
  await topUp(owner.cookie, 100000);
  const s = await invite(owner.cookie, 'staff');
  const m = await invite(owner.cookie, 'manager');
  staff = (await accept(s.token)).account as Account;
  manager = (await accept(m.token)).account as Account;
});

describe('invitations', () => {
  it('invite → preview → accept: a b2b_agent account with the invitation’s e-mail, signed in, in the agency with the role', async () => {
    const { token, email } = await invite(owner.cookie, 'staff');
    // the link by e-mail too (the mail outbox), the same as the one shown to the owner
    const [mail] = await sql<{ to_address: string; subject: string; text_body: string }>('select to_address, subject, text_body from mail_message where to_address = ?', [email]);
    expect(mail.subject).toContain('invites you to join');
    expect(mail.text_body).toContain(`https://safarnama.test/join/${token}`);
    const preview = await gql('query($t: String!) { agencyInvitation(token: $t) { agencyName email role } }', { t: token });
    expect(preview.data?.agencyInvitation).toMatchObject({ email, role: 'staff' });
    expect(preview.data?.agencyInvitation.agencyName).toContain(owner.username);
    const { body, account } = await accept(token);
    expect(body.errors).toBeUndefined();
    expect(body.data.acceptAgencyInvitation).toMatchObject({ role: 'b2b_agent', email, agencyRole: 'staff' });
    const me = await gql('{ me { id agencyRole } }', {}, account?.cookie);
    expect(me.data?.me).toEqual({ id: account?.id, agencyRole: 'staff' });
    expect((await gql('{ me { agencyRole } }', {}, owner.cookie)).data?.me.agencyRole).toBe('owner');
    const [row] = await sql<{ agency_id: string; role: string; invited_by: string }>('select agency_id, role, invited_by from agency_member where user_id = ?', [account?.id]);
    expect(row).toEqual({ agency_id: owner.id, role: 'staff', invited_by: owner.id });
  });

  it('a used, expired or unknown token is refused with a clear message, and nothing is created', async () => {
    const { token } = await invite(owner.cookie, 'staff');
    expect((await accept(token)).account).not.toBeNull();
    const [{ n: before }] = await sql<{ n: number }>('select count(*)::int as n from app_user');
    const again = await accept(token);
    expect(again.body.errors[0]).toMatchObject({ message: 'This invitation has already been used: sign in instead', extensions: { code: 'CONFLICT' } });

    const expired = await invite(owner.cookie, 'staff');
    await sql("update agency_invitation set expires_at = now() - interval '1 minute' where email = ?", [expired.email]);
    const late = await accept(expired.token);
    expect(late.body.errors[0]).toMatchObject({ message: 'This invitation has expired: ask the agency for a new one', extensions: { code: 'CONFLICT' } });
    expect((await gql('query($t: String!) { agencyInvitation(token: $t) { email } }', { t: expired.token })).errors?.[0].extensions.code).toBe('CONFLICT');

    expect((await accept('not-a-real-token')).body.errors[0]).toMatchObject({ message: 'This invitation link is not valid', extensions: { code: 'NOT_FOUND' } });
    const [{ n: after }] = await sql<{ n: number }>('select count(*)::int as n from app_user');
    expect(after).toBe(before);
  });

  it('registration’s rules apply to the new account (400), and the invitation stays usable', async () => {
    const { token } = await invite(owner.cookie, 'staff');
    const bad = await accept(token, 'x');
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await accept(token)).account).not.toBeNull();
  });

  it('the owner lists members and pending invitations; staff cannot (403); a manager invites staff only', async () => {
    const members = await gql('{ agencyMembers { userId username role status invitedBy } }', {}, owner.cookie);
    expect(members.data?.agencyMembers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: staff.id, role: 'staff', status: 'active', invitedBy: owner.username }),
        expect.objectContaining({ userId: manager.id, role: 'manager', status: 'active' }),
      ]),
    );
    const pending = await invite(owner.cookie, 'manager');
    const list = await gql('{ agencyInvitations { email role expired } }', {}, owner.cookie);
    expect(list.data?.agencyInvitations).toContainEqual({ email: pending.email, role: 'manager', expired: false });

    expect(codeOf(await gql('{ agencyMembers { userId } }', {}, staff.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await gql(INVITE, { e: 'someone@example.pk', r: 'staff' }, staff.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await gql(INVITE, { e: 'boss@example.pk', r: 'manager' }, manager.cookie))).toBe('FORBIDDEN');
    expect((await gql(INVITE, { e: `hired${Date.now()}@example.pk`, r: 'staff' }, manager.cookie)).errors).toBeUndefined();
    // another agency does not see these members
    expect((await gql('{ agencyMembers { userId } }', {}, otherAgency.cookie)).data?.agencyMembers).toEqual([]);
  });
});

describe('staff act for the agency', () => {
  it('staff book for a customer and pay from the AGENCY’s wallet: the owner’s balance drops, the journal names the staff member', async () => {
    const before = (await get('/api/wallet', owner.cookie)).json();
    expect(before.balanceInPkr).toBe('100000.00');
    // staff see the agency's wallet
    expect((await get('/api/wallet', staff.cookie)).json()).toEqual(before);

    const booked = await gql(BOOK, { input: customerBooking() }, staff.cookie);
    expect(booked.errors).toBeUndefined();
    const bookingId: string = booked.data?.book.id;
    expect(booked.data?.book.customer).toEqual({ leadName: 'Bilal Ahmed' });
    const [row] = await sql<{ user_id: string }>('select user_id from booking where id = ?', [bookingId]);
    expect(row.user_id).toBe(owner.id);

    const paid = await post(`/api/bookings/${bookingId}/payments`, staff.cookie, { method: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await get('/api/wallet', owner.cookie)).json().balanceInPkr).toBe('80000.00');
    const [entry] = await sql<{ actor_id: string; payer_id: string }>(
      `select e.actor_id, p.payer_id from journal_entry e join payment p on p.id = e.payment_id where e.booking_id = ? and e.kind = 'wallet_payment'`,
      [bookingId],
    );
    expect(entry).toEqual({ actor_id: staff.id, payer_id: owner.id });

    // the owner and the staff member see the booking; another agency does not
    expect((await gql('query($id: ID!) { booking(id: $id) { id status } }', { id: bookingId }, owner.cookie)).data?.booking.status).toBe('confirmed');
    expect((await gql('query($id: ID!) { booking(id: $id) { id } }', { id: bookingId }, staff.cookie)).data?.booking.id).toBe(bookingId);
    expect(codeOf(await gql('query($id: ID!) { booking(id: $id) { id } }', { id: bookingId }, otherAgency.cookie))).toBe('NOT_FOUND');
  });

  it('staff: payouts, markups, statements and top-ups are 403; their own agency’s markups still price their quotes', async () => {
    expect((await gql(SET_MARKUP, {}, owner.cookie)).errors).toBeUndefined();
    const payout = await gql(PAYOUT, {}, staff.cookie);
    expect(payout.errors?.[0]).toMatchObject({ message: 'Only the agency owner can request payouts', extensions: { code: 'FORBIDDEN' } });
    expect((await gql(SET_MARKUP, {}, staff.cookie)).errors?.[0]).toMatchObject({ message: 'Only the agency owner can change markups', extensions: { code: 'FORBIDDEN' } });
    expect(codeOf(await gql(STATEMENT, {}, staff.cookie))).toBe('FORBIDDEN');
    expect((await post('/api/wallet/top-ups', staff.cookie, { method: 'sandbox', amountInPkr: 1000 })).statusCode).toBe(403);
    // the agency's 10 % markup, not the staff account's own (none)
    const quoted = await gql(BOOK, { input: customerBooking() }, staff.cookie);
    expect(quoted.data?.book.sellingPriceInPkr).toBe('22000.00');
  });

  it('a manager does everything but payouts and markups', async () => {
    expect(codeOf(await gql(PAYOUT, {}, manager.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await gql(SET_MARKUP, {}, manager.cookie))).toBe('FORBIDDEN');
    const statement = await gql(STATEMENT, {}, manager.cookie);
    expect(statement.errors).toBeUndefined();
    const owners = await gql(STATEMENT, {}, owner.cookie);
    expect(statement.data?.walletStatement).toEqual(owners.data?.walletStatement);
    // the audit trail on the statement: the staff member's wallet payment says who made it
    const lines = await gql('{ walletStatement { lines { items { kind actorUsername } } } }', {}, owner.cookie);
    expect(lines.data?.walletStatement.lines.items).toContainEqual({ kind: 'wallet_payment', actorUsername: staff.username });
    const topUp = await post('/api/wallet/top-ups', manager.cookie, { method: 'sandbox', amountInPkr: 1000 });
    expect(topUp.statusCode, topUp.body).toBe(201);
    const [payment] = await sql<{ payer_id: string }>('select payer_id from payment where id = ?', [topUp.json().id]);
    expect(payment.payer_id).toBe(owner.id);
    expect((await gql('{ myEarnings { balanceInPkr } }', {}, manager.cookie)).errors).toBeUndefined();
    const booked = await gql(BOOK, { input: customerBooking() }, manager.cookie);
    expect(booked.errors).toBeUndefined();
  });

  it('packages are the agency’s: a manager’s new package is owned by the agency and listed for its owner; staff do not manage packages', async () => {
    const made = await gql(CREATE, { input: umrahInput({ name: 'Agency Umrah by the manager' }) }, manager.cookie);
    expect(made.errors).toBeUndefined();
    expect(made.data?.createPackage.ownerId).toBe(owner.id);
    const mine = await gql('{ myPackages { items { id } } }', {}, owner.cookie);
    expect(mine.data?.myPackages.items.map((p: { id: string }) => p.id)).toContain(made.data?.createPackage.id);
    expect((await gql('{ myPackages { items { id } } }', {}, manager.cookie)).data?.myPackages.items.map((p: { id: string }) => p.id)).toContain(made.data?.createPackage.id);
    expect(codeOf(await gql(CREATE, { input: umrahInput({ name: 'Agency Umrah by staff' }) }, staff.cookie))).toBe('FORBIDDEN');
    expect((await gql('{ myPackages { items { id } } }', {}, otherAgency.cookie)).data?.myPackages.items).toEqual([]);
    // the dashboard's figures are the agency's for its staff too
    const stats = '{ agentStats { totalPackages } agentActivity(limit: 5) { id } }';
    const owners = (await gql(stats, {}, owner.cookie)).data;
    expect(owners?.agentStats.totalPackages).toBeGreaterThan(0);
    expect((await gql(stats, {}, staff.cookie)).data).toEqual(owners);
  });

  it('another agency’s statement is a 404 for the owner and its staff alike', async () => {
    for (const who of [owner, manager]) {
      expect(codeOf(await gql(STATEMENT, { a: otherAgency.id }, who.cookie))).toBe('NOT_FOUND');
      expect((await get(`/api/wallet/statement?agentId=${otherAgency.id}`, who.cookie)).statusCode).toBe(404);
    }
    // the agency's own id is its statement
    expect((await gql(STATEMENT, { a: owner.id }, manager.cookie)).errors).toBeUndefined();
  });
});

describe('suspension and removal', () => {
  it('a suspended member can do nothing for the agency (403) until reactivated; staff cannot suspend', async () => {
    const { token } = await invite(owner.cookie, 'staff');
    const member = (await accept(token)).account as Account;
    expect(codeOf(await gql('mutation($u: ID!) { suspendAgencyMember(userId: $u) { status } }', { u: member.id }, staff.cookie))).toBe('FORBIDDEN');
    const suspended = await gql('mutation($u: ID!) { suspendAgencyMember(userId: $u) { status } }', { u: member.id }, owner.cookie);
    expect(suspended.data?.suspendAgencyMember.status).toBe('suspended');

    // the same session: agency actions stop at once
    const booked = await gql(BOOK, { input: customerBooking() }, member.cookie);
    expect(booked.errors?.[0]).toMatchObject({ message: 'Your access to the agency is suspended: ask the agency owner', extensions: { code: 'FORBIDDEN' } });
    expect((await get('/api/wallet', member.cookie)).statusCode).toBe(403);
    expect((await gql('{ me { agencyRole } }', {}, member.cookie)).data?.me.agencyRole).toBeNull();

    await gql('mutation($u: ID!) { reactivateAgencyMember(userId: $u) { status } }', { u: member.id }, owner.cookie);
    expect((await get('/api/wallet', member.cookie)).statusCode).toBe(200);

    // the super admin suspending the agency stops its staff too
    await sql('update app_user set suspended_at = now() where id = ?', [owner.id]);
    try {
      const stopped = await get('/api/wallet', member.cookie);
      expect(stopped.statusCode).toBe(403);
      expect(stopped.json().message).toBe('Your agency’s account is suspended: ask the agency owner');
    } finally {
      await sql('update app_user set suspended_at = null where id = ?', [owner.id]);
    }
  });

  it('a manager cannot suspend or promote a manager, nor themselves; the owner can change roles', async () => {
    const { token } = await invite(owner.cookie, 'manager');
    const other = (await accept(token)).account as Account;
    expect(codeOf(await gql('mutation($u: ID!) { suspendAgencyMember(userId: $u) { status } }', { u: other.id }, manager.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mutation($u: ID!) { suspendAgencyMember(userId: $u) { status } }', { u: manager.id }, manager.cookie))).toBe('FORBIDDEN');
    const demoted = await gql('mutation($u: ID!) { setAgencyMemberRole(userId: $u, role: staff) { role } }', { u: other.id }, owner.cookie);
    expect(demoted.data?.setAgencyMemberRole.role).toBe('staff');
    expect(codeOf(await gql(SET_MARKUP, {}, other.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await gql(STATEMENT, {}, other.cookie))).toBe('FORBIDDEN');
    // another agency's member is not there at all
    expect(codeOf(await gql('mutation($u: ID!) { suspendAgencyMember(userId: $u) { status } }', { u: other.id }, otherAgency.cookie))).toBe('NOT_FOUND');
  });

  it('a removed member’s sessions end and the account can no longer act for the agency', async () => {
    const { token } = await invite(owner.cookie, 'staff');
    const member = (await accept(token)).account as Account;
    expect((await get('/api/wallet', member.cookie)).statusCode).toBe(200);
    expect((await gql('mutation($u: ID!) { removeAgencyMember(userId: $u) }', { u: member.id }, owner.cookie)).data?.removeAgencyMember).toBe(true);
    expect((await get('/api/wallet', member.cookie)).statusCode).toBe(401);
    const login = await post('/api/login', undefined, { username: member.username, password: 'secret123' });
    const header = login.headers['set-cookie'];
    const cookie = ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0];
    expect(login.statusCode).toBe(200);
    const wallet = await get('/api/wallet', cookie);
    expect(wallet.statusCode).toBe(403);
    expect(wallet.json().message).toBe('You are no longer a member of this agency');
    const members = await gql('{ agencyMembers { userId } }', {}, owner.cookie);
    expect(members.data?.agencyMembers.map((m: { userId: string }) => m.userId)).not.toContain(member.id);
  });
});

describe('a member’s API keys', () => {
  const CREATE_KEY = 'mutation($n: String!) { createApiKey(name: $n) { secret key { id } } }';
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const walletBy = (secret: string) => t.app.inject({ method: 'GET', url: '/api/wallet', headers: bearer(secret) });
  const gqlBy = (secret: string, query: string, variables: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...bearer(secret) }, payload: { query, variables } });
  async function newKey(cookie: string, name: string): Promise<string> {
    const made = await gql(CREATE_KEY, { n: name }, cookie);
    expect(made.errors).toBeUndefined();
    return made.data?.createApiKey.secret as string;
  }
  // an agency of its own with one staff member, so suspending it leaves the other tests' owner signed in
  async function agencyWithStaff(): Promise<{ boss: Account; member: Account }> {
    const boss = await signUp('b2b_agent');
    const { token } = await invite(boss.cookie, 'staff');
    return { boss, member: (await accept(token)).account as Account };
  }

  it('removing a member revokes their keys at once: 401 on /graphql and /api, no new key; the owner’s keys still work', async () => {
    const { boss, member } = await agencyWithStaff();
    const memberKey = await newKey(member.cookie, 'Staff integration');
    const ownerKey = await newKey(boss.cookie, 'Owner integration');
    expect((await walletBy(memberKey)).statusCode).toBe(200);
    expect((await gqlBy(memberKey, '{ me { id } }')).json().data.me.id).toBe(member.id);

    expect((await gql('mutation($u: ID!) { removeAgencyMember(userId: $u) }', { u: member.id }, boss.cookie)).data?.removeAgencyMember).toBe(true);

    expect((await walletBy(memberKey)).statusCode).toBe(401);
    const me = await gqlBy(memberKey, '{ me { id } }');
    expect(me.statusCode).toBe(401);
    expect(me.json().errors[0]).toMatchObject({ message: 'Invalid or revoked API key', extensions: { code: 'UNAUTHENTICATED' } });
    // the key cannot make itself a successor
    expect((await gqlBy(memberKey, CREATE_KEY, { n: 'Successor' })).statusCode).toBe(401);
    const keys = await sql<{ revoked: boolean }>('select revoked_at is not null as revoked from api_key where user_id = ?', [member.id]);
    expect(keys).toEqual([{ revoked: true }]);
    // signing in again with the password gives no way to a new key either (403), and makes none
    const login = await post('/api/login', undefined, { username: member.username, password: 'secret123' });
    expect(login.statusCode).toBe(200);
    const header = login.headers['set-cookie'];
    const cookie = ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0];
    const again = await gql(CREATE_KEY, { n: 'After removal' }, cookie);
    expect(again.errors?.[0]).toMatchObject({ message: 'You are no longer a member of this agency', extensions: { code: 'FORBIDDEN' } });
    expect(await sql('select count(*)::int as n from api_key where user_id = ?', [member.id])).toEqual([{ n: 1 }]);

    // the owner's own key is untouched
    expect((await walletBy(ownerKey)).statusCode).toBe(200);
    expect((await gqlBy(ownerKey, '{ me { id } }')).json().data.me.id).toBe(boss.id);
    expect((await gqlBy(ownerKey, CREATE_KEY, { n: 'Another' })).json().errors).toBeUndefined();
  });

  it('a suspended member’s keys, and a suspended agency’s staff keys, are refused (401) until reactivated', async () => {
    const { boss, member } = await agencyWithStaff();
    const admin = await signUp('super_admin');
    const memberKey = await newKey(member.cookie, 'Staff integration');
    const SUSPEND_MEMBER = 'mutation($u: ID!) { suspendAgencyMember(userId: $u) { status } }';
    const REACTIVATE_MEMBER = 'mutation($u: ID!) { reactivateAgencyMember(userId: $u) { status } }';

    expect((await gql(SUSPEND_MEMBER, { u: member.id }, boss.cookie)).errors).toBeUndefined();
    expect((await walletBy(memberKey)).statusCode).toBe(401);
    expect((await gqlBy(memberKey, CREATE_KEY, { n: 'Successor' })).statusCode).toBe(401);
    expect(codeOf(await gql(CREATE_KEY, { n: 'By session' }, member.cookie))).toBe('FORBIDDEN');
    expect((await gql(REACTIVATE_MEMBER, { u: member.id }, boss.cookie)).errors).toBeUndefined();
    expect((await walletBy(memberKey)).statusCode).toBe(200);

    // the super admin suspends the agency: its staff's keys stop with it, and come back when it is lifted
    const SUSPEND_AGENCY = 'mutation($a: ID!, $s: Boolean!) { setAgentSuspended(agentId: $a, suspended: $s) { id } }';
    expect((await gql(SUSPEND_AGENCY, { a: boss.id, s: true }, admin.cookie)).errors).toBeUndefined();
    expect((await walletBy(memberKey)).statusCode).toBe(401);
    expect((await gqlBy(memberKey, '{ me { id } }')).statusCode).toBe(401);
    expect((await gql(SUSPEND_AGENCY, { a: boss.id, s: false }, admin.cookie)).errors).toBeUndefined();
    expect((await walletBy(memberKey)).statusCode).toBe(200);
  });
});

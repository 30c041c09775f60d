import { describe, expect, it } from 'vitest';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { ACCOUNT_SUSPENDED } from '../accounts/accounts.service.js';

// The super admin suspends a travel agent (issue 17, item 8) on the real PostgreSQL: the agent's open session stops
// at once, its API key is refused, it cannot sign in (told why only after the right password), and reactivating
// brings all of it back; its wallet is untouched. Only the super admin may do it; unknown agents and non-agents 404.

const t = useTestApp();
const h = agentHelpers(t);

const SUSPEND = `mutation S($agentId: ID!, $suspended: Boolean!) { setAgentSuspended(agentId: $agentId, suspended: $suspended) {
  id username suspendedAt walletBalanceInPkr } }`;
const ME = '{ me { id username } }';
const CREATE_KEY = 'mutation($name: String!) { createApiKey(name: $name) { secret } }';

const login = (username: string, password = 'secret123') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('suspending a travel agent', () => {
  it('ends its sessions, refuses its API keys and sign-in until reactivated; only the super admin may', async () => {
    const agent = await h.signUp('b2b_agent', 'Quetta');
    const admin = await h.signUp('super_admin', 'Admin');
    const traveller = await h.signUp('end_user', 'Traveller');
    const key = (await h.gql(CREATE_KEY, { name: 'partner' }, agent.cookie)).data?.createApiKey.secret as string;
    const withKey = () => t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${key}` } });
    expect((await withKey()).statusCode).toBe(200);

    // not the agent itself, not a traveller
    expect((await h.gql(SUSPEND, { agentId: agent.id, suspended: true }, agent.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await h.gql(SUSPEND, { agentId: agent.id, suspended: true }, traveller.cookie)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    // a traveller's id, an unknown id, a malformed id: not an agent
    for (const agentId of [traveller.id, '5f7c1d2e-0000-4000-8000-000000000000', 'nope']) {
      expect((await h.gql(SUSPEND, { agentId, suspended: true }, admin.cookie)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
    const [{ suspended_at: before }] = await h.sql<{ suspended_at: Date | null }>('select suspended_at from app_user where id = ?', [traveller.id]);
    expect(before).toBeNull();

    const done = await h.gql(SUSPEND, { agentId: agent.id, suspended: true }, admin.cookie);
    expect(done.errors).toBeUndefined();
    expect(done.data?.setAgentSuspended).toMatchObject({ id: agent.id, username: agent.username, walletBalanceInPkr: '0.00' });
    expect(done.data?.setAgentSuspended.suspendedAt).toEqual(expect.any(String));

    // the open session is gone, the key is refused
    expect((await h.gql(ME, {}, agent.cookie)).data?.me).toBeNull();
    expect((await withKey()).statusCode).toBe(401);
    // a wrong password learns nothing new; the right one is told
    const wrong = await login(agent.username, 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
    const right = await login(agent.username);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ message: ACCOUNT_SUSPENDED });
    expect(right.headers['set-cookie'] ?? '').not.toMatch(/session/i);
    // suspending again keeps the first moment
    const again = await h.gql(SUSPEND, { agentId: agent.id, suspended: true }, admin.cookie);
    expect(again.data?.setAgentSuspended.suspendedAt).toBe(done.data?.setAgentSuspended.suspendedAt);

    // the agents list says so
    const list = await h.gql('{ agentAccounts(pagination: { limit: 100 }) { items { id suspendedAt } } }', {}, admin.cookie);
    expect((list.data?.agentAccounts.items as Array<{ id: string; suspendedAt: string | null }>).find((a) => a.id === agent.id)?.suspendedAt).toEqual(
      expect.any(String),
    );

    // reactivated: sign-in and the key work again
    const back = await h.gql(SUSPEND, { agentId: agent.id, suspended: false }, admin.cookie);
    expect(back.data?.setAgentSuspended.suspendedAt).toBeNull();
    expect((await login(agent.username)).statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(200);
  });

  it('lists and counts agencies, not their staff (b2b_agent accounts that act for an agency)', async () => {
    const admin = await h.signUp('super_admin', 'Admin');
    const owner = await h.signUp('b2b_agent', 'Owner');
    const staff = await h.signUp('b2b_agent', 'Staff');
    const before = (await h.gql('{ analytics { overview { activeB2BAgents } } }', {}, admin.cookie)).data?.analytics.overview.activeB2BAgents as number;
    await h.sql(`insert into agency_member (user_id, agency_id, role, status, created_at) values (?, ?, 'staff', 'active', now())`, [staff.id, owner.id]);
    const list = await h.gql('{ agentAccounts(pagination: { limit: 100 }) { items { id } } }', {}, admin.cookie);
    const ids = (list.data?.agentAccounts.items as Array<{ id: string }>).map((a) => a.id);
    expect(ids).toContain(owner.id);
    expect(ids).not.toContain(staff.id);
    expect((await h.gql('{ analytics { overview { activeB2BAgents } } }', {}, admin.cookie)).data?.analytics.overview.activeB2BAgents).toBe(before - 1);
  });
});

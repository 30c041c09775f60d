import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agencyInvitation, agencyMember } from '../../test/agent-fixtures';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

// The Staff tab (owner and managers) and the /join/:token page, against msw answers shaped like the API's.

type Vars = Record<string, unknown>;
let agencyRole: string | null = 'owner';
const calls: { name: string; variables: Vars }[] = [];
// how often the Staff tab's lists were asked for: the mutations keep them from their answers
let staffAsked = 0;

const member = agencyMember;

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent', firstName: 'Imran', username: 'alnoor', agencyRole }) } })),
  graphql.query('AgentStats', () => HttpResponse.json({ data: { agentStats: null } })),
  graphql.query('AgentActivity', () => HttpResponse.json({ data: { agentActivity: [] } })),
  graphql.query('Wallet', () =>
    HttpResponse.json({ data: { wallet: { __typename: 'Wallet', agentId: 'agent-1', balanceInPkr: '5000.00', creditLimitInPkr: '0.00', availableInPkr: '5000.00', reservedInPkr: '0.00' } } }),
  ),
  graphql.query('AgencyStaff', () => {
    staffAsked++;
    return HttpResponse.json({
      data: {
        agencyMembers: [member({}), member({ userId: 'u-2', username: 'bilal.mgr', firstName: 'Bilal', role: 'manager', status: 'suspended' })],
        agencyInvitations: [
          agencyInvitation({}),
        ],
      },
    });
  }),
  graphql.mutation('InviteAgencyMember', ({ variables }) => {
    calls.push({ name: 'invite', variables });
    return HttpResponse.json({
      data: {
        inviteAgencyMember: {
          __typename: 'AgencyInvitationCreated',
          path: '/join/tok123',
          link: 'https://safarnama.example/join/tok123',
          invitation: { __typename: 'AgencyInvitationType', id: 'i-2', email: variables.email, role: variables.role, expiresAt: '2026-12-01T10:00:00.000Z', createdAt: '2026-11-24T10:00:00.000Z', expired: false },
        },
      },
    });
  }),
  graphql.mutation('SuspendAgencyMember', ({ variables }) => {
    calls.push({ name: 'suspend', variables });
    return HttpResponse.json({ data: { suspendAgencyMember: { __typename: 'AgencyMemberType', userId: variables.userId, role: 'staff', status: 'suspended' } } });
  }),
  graphql.mutation('RemoveAgencyMember', ({ variables }) => {
    calls.push({ name: 'remove', variables });
    return HttpResponse.json({ data: { removeAgencyMember: true } });
  }),
  graphql.query('AgencyInvitation', ({ variables }) =>
    variables.token === 'used'
      ? HttpResponse.json({ data: null, errors: [{ message: 'This invitation has already been used: sign in instead', extensions: { code: 'CONFLICT' } }] })
      : HttpResponse.json({
          data: { agencyInvitation: { __typename: 'AgencyInvitationPreview', agencyName: 'Imran Khan (alnoor)', email: 'new@example.pk', memberRole: 'staff', kind: 'staff', subAgencyName: null, expiresAt: '2026-12-01T10:00:00.000Z' } },
        }),
  ),
  graphql.mutation('AcceptAgencyInvitation', ({ variables }) => {
    calls.push({ name: 'accept', variables });
    return HttpResponse.json({
      data: { acceptAgencyInvitation: meAs({ role: 'b2b_agent', username: (variables.input as Vars).username, firstName: 'Nadia', agencyRole: 'staff' }) },
    });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  staffAsked = 0;
  agencyRole = 'owner';
});
afterAll(() => server.close());

async function openStaff() {
  const app = renderApp('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId('agent-tab-staff'));
  await screen.findByTestId('staff-tab');
  return app;
}

describe('the Staff tab', () => {
  it('lists members and pending invitations; the owner invites and gets the link to pass on', async () => {
    await openStaff();
    const rows = await screen.findAllByTestId('staff-member-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toMatch(/Sana Iqbal.*sana\.staff.*Active/);
    expect(rows[1].textContent).toContain('Suspended');
    expect(within(rows[1]).getByTestId('staff-reactivate')).toBeTruthy();
    expect(screen.getByTestId('staff-invitation-row').textContent).toMatch(/late@example\.pk.*expired/);

    fireEvent.change(screen.getByTestId('invite-email'), { target: { value: 'not an email' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByTestId('invite-email'), { target: { value: 'hina@example.pk' } });
    fireEvent.change(screen.getByTestId('invite-role'), { target: { value: 'manager' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect((await screen.findByTestId('invite-link-value')).textContent).toBe('https://safarnama.example/join/tok123');
    expect(calls[0]).toEqual({ name: 'invite', variables: { email: 'hina@example.pk', role: 'manager' } });
  });

  it('suspends at once and removes after a second click', async () => {
    await openStaff();
    const [first] = await screen.findAllByTestId('staff-member-row');
    fireEvent.click(within(first).getByTestId('staff-suspend'));
    await waitFor(() => expect(calls).toContainEqual({ name: 'suspend', variables: { userId: 'u-1' } }));
    fireEvent.click(within(first).getByTestId('staff-remove'));
    expect(calls.some((c) => c.name === 'remove')).toBe(false);
    fireEvent.click(within(first).getByTestId('staff-remove-confirm'));
    await waitFor(() => expect(calls).toContainEqual({ name: 'remove', variables: { userId: 'u-1' } }));
  });

  it('the mutations update the lists from their answers, without asking for them again', async () => {
    server.use(
      graphql.mutation('ReactivateAgencyMember', ({ variables }) =>
        HttpResponse.json({ data: { reactivateAgencyMember: { __typename: 'AgencyMemberType', userId: variables.userId, role: 'manager', status: 'active' } } }),
      ),
      graphql.mutation('RevokeAgencyInvitation', () => HttpResponse.json({ data: { revokeAgencyInvitation: true } })),
    );
    await openStaff();
    const rows = () => screen.getAllByTestId('staff-member-row');
    await waitFor(() => expect(rows()).toHaveLength(2));
    // useInviteAgencyMember: the new invitation heads the pending list
    fireEvent.change(screen.getByTestId('invite-email'), { target: { value: 'hina@example.pk' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    await waitFor(() => expect(screen.getAllByTestId('staff-invitation-row').map((r) => r.textContent)).toEqual([expect.stringContaining('hina@example.pk'), expect.stringContaining('late@example.pk')]));
    // suspend and reactivate: the member's row changes in place (normalised by userId)
    fireEvent.click(within(rows()[0]).getByTestId('staff-suspend'));
    await waitFor(() => expect(rows()[0].textContent).toContain('Suspended'));
    fireEvent.click(within(rows()[1]).getByTestId('staff-reactivate'));
    await waitFor(() => expect(rows()[1].textContent).toContain('Active'));
    // withdraw: the invitation leaves the list
    fireEvent.click(within(screen.getAllByTestId('staff-invitation-row')[1]).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getAllByTestId('staff-invitation-row')).toHaveLength(1));
    // remove: the member leaves the list
    fireEvent.click(within(rows()[0]).getByTestId('staff-remove'));
    fireEvent.click(within(rows()[0]).getByTestId('staff-remove-confirm'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].textContent).toContain('bilal.mgr');
    expect(staffAsked).toBe(1);
  });

  it('a manager invites staff only and cannot change roles', async () => {
    agencyRole = 'manager';
    await openStaff();
    const options = Array.from((screen.getByTestId('invite-role') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['staff']);
    await screen.findAllByTestId('staff-member-row');
    expect(screen.queryByTestId('staff-member-role')).toBeNull();
  });

  it('staff have no Staff tab, and their Wallet tab shows the balance without top-up, statement or payouts', async () => {
    agencyRole = 'staff';
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-wallet'));
    expect((await screen.findByTestId('wallet-balance')).textContent).toContain('5,000.00');
    expect(screen.queryByTestId('agent-tab-staff')).toBeNull();
    expect(screen.queryByTestId('agent-tab-packages')).toBeNull();
    expect(screen.queryByTestId('quick-add-package')).toBeNull();
    expect(screen.queryByTestId('statement-table')).toBeNull();
    expect(screen.queryByTestId('topup-submit')).toBeNull();
    expect(screen.queryByTestId('earnings-panel')).toBeNull();
  });
});

describe('/join/:token', () => {
  it('shows the invitation, checks registration’s rules, then creates the account and opens the agent dashboard', async () => {
    renderApp('/join/tok123');
    expect((await screen.findByTestId('join-summary')).textContent).toMatch(/Imran Khan \(alnoor\) invites new@example\.pk to join as staff/);
    fireEvent.change(screen.getByTestId('join-first-name'), { target: { value: 'Nadia' } });
    fireEvent.change(screen.getByTestId('join-last-name'), { target: { value: 'Raza' } });
    fireEvent.change(screen.getByTestId('join-username'), { target: { value: 'nadia.r' } });
    fireEvent.change(screen.getByTestId('join-password'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    fireEvent.change(screen.getByTestId('join-password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('join-submit'));
    await waitFor(() => expect(calls.find((c) => c.name === 'accept')?.variables).toEqual({ input: { token: 'tok123', firstName: 'Nadia', lastName: 'Raza', username: 'nadia.r', password: 'secret123' } }));
    expect(await screen.findByTestId('agent-tab-wallet')).toBeTruthy();
  });

  it('a used link says so', async () => {
    renderApp('/join/used');
    expect((await screen.findByTestId('join-error')).textContent).toBe('This invitation has already been used: sign in instead');
  });
});

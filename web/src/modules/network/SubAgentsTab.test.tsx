import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { serveUrduTests } from '../../test/dashboard-fixtures';
import { bookingAs, handlers } from '../../test/handlers';
import { renderApp, renderElement } from '../../test/render';
import { latinWords } from '../../test/urdu';
import { SubAgentsTab } from './SubAgentsTab';

// The Sub-agents tab (issue 39) against msw answers shaped like the API's: a master's line, invitation (the link once,
// the server's refusal as it came), the Edit dialog's limit and markups, a sub-agency's card, and Urdu.

type Vars = Record<string, unknown>;
const calls: { name: string; variables: Vars }[] = [];
let role = 'master';

const markup = (productType: string, over: Vars = {}) => ({ __typename: 'NetworkMarkup', productType, kind: 'percent', value: '0.00', inherited: true, ...over });

const subAgent = (over: Vars = {}) => ({
  __typename: 'SubAgent',
  id: 'n-1',
  name: 'Multan Travels',
  email: 'owner@multan.pk',
  status: 'active',
  creditLimitInPkr: '500000.00',
  owedInPkr: '120000.00',
  availableInPkr: '380000.00',
  salesInPkr: '950000.00',
  bookingCount: 7,
  marginInPkr: '28500.00',
  invitationUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  markups: [markup('package', { value: '3.00', inherited: false }), markup('hotel', { kind: 'fixed', value: '1500.00' }), markup('transport')],
  ...over,
});

const network = () =>
  role === 'sub'
    ? { __typename: 'AgencyNetwork', role: 'sub', masterName: 'Al-Noor Travels', creditLimitInPkr: '300000.00', givenInPkr: '0.00', availableInPkr: '250000.00', defaultMarkups: [], subAgents: [] }
    : {
        __typename: 'AgencyNetwork',
        role: 'master',
        masterName: null,
        creditLimitInPkr: '2000000.00',
        givenInPkr: '700000.00',
        availableInPkr: '1100000.00',
        defaultMarkups: [markup('package', { value: '2.00', inherited: false }), markup('hotel', { kind: 'fixed', value: '1500.00', inherited: false }), markup('transport')],
        subAgents: [subAgent(), subAgent({ id: 'n-2', name: 'Sialkot Tours', email: 'hello@sialkot.pk', status: 'invited', creditLimitInPkr: '200000.00', owedInPkr: '0.00', availableInPkr: '200000.00', salesInPkr: '0.00', bookingCount: 0, marginInPkr: '0.00', invitationUrl: '/join/tok-old' })],
      };

const server = setupServer(
  graphql.query('AgencyNetwork', () => HttpResponse.json({ data: { agencyNetwork: network() } })),
  graphql.query('SubAgentBookings', ({ variables }) => {
    calls.push({ name: 'bookings', variables });
    return HttpResponse.json({ data: { subAgentBookings: { __typename: 'BookingPage', items: [bookingAs({ bookedBy: 'multan.owner', totalPriceInPkr: '190550.00' })], hasMore: false } } });
  }),
  graphql.mutation('InviteSubAgent', ({ variables }) => {
    calls.push({ name: 'invite', variables });
    const input = variables.input as Vars;
    if (input.creditLimitInPkr === '5000000.00') return HttpResponse.json({ data: null, errors: [{ message: 'Not enough credit to give', extensions: { code: 'CONFLICT' } }] });
    const sub = subAgent({ id: 'n-3', name: input.agencyName, email: input.email, status: 'invited', invitationUrl: '/join/tok-new' });
    return HttpResponse.json({ data: { inviteSubAgent: { __typename: 'SubAgentInvited', id: 'n-3', invitationUrl: 'https://safarnama.example/join/tok-new', subAgent: sub } } });
  }),
  graphql.mutation('UpdateSubAgent', ({ variables }) => {
    calls.push({ name: 'update', variables });
    const input = variables.input as Vars;
    return HttpResponse.json({ data: { updateSubAgent: subAgent({ ...(input.creditLimitInPkr ? { creditLimitInPkr: input.creditLimitInPkr } : {}), ...(input.status ? { status: input.status } : {}) }) } });
  }),
  graphql.query('AgencyInvitation', () =>
    HttpResponse.json({
      data: {
        agencyInvitation: { __typename: 'AgencyInvitationPreview', agencyName: 'Al-Noor Travels', email: 'owner@multan.pk', memberRole: null, kind: 'sub_agency', subAgencyName: 'Multan Travels', expiresAt: '2026-12-01T10:00:00.000Z' },
      },
    }),
  ),
  ...handlers,
);
serveUrduTests(server);
afterEach(() => {
  calls.length = 0;
  role = 'master';
});

// the tab alone (the dashboard around it is another file's): the same providers, router and Apollo client
async function openTab() {
  renderElement(<SubAgentsTab />);
  return screen.findByTestId('network-tab');
}

const type = (testId: string, value: string, root: HTMLElement = document.body) => fireEvent.change(within(root).getByTestId(testId), { target: { value } });

describe('the Sub-agents tab', () => {
  it('shows the line and the sub-agents; inviting checks the fields, shows a refusal as it came, then the link once with WhatsApp', async () => {
    await openTab();
    expect((await screen.findByTestId('network-available')).textContent).toBe('Rs 1,100,000.00');
    const rows = await screen.findAllByTestId('subagent-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toMatch(/Multan Travels.*owner@multan\.pk.*Active.*Rs 500,000\.00.*Rs 120,000\.00.*Rs 380,000\.00.*Rs 950,000\.00.*7.*Rs 28,500\.00/);
    expect(rows[1].textContent).toMatch(/Sialkot Tours.*Invited/);
    expect(within(rows[1]).getByTestId('subagent-copy-link')).toBeTruthy();
    // phones get a card a sub-agent (CSS shows one or the other); an invited one's figures wait for it to join
    const cards = screen.getAllByTestId('subagent-card');
    expect(cards[0].textContent).toMatch(/Multan Travels.*Active.*Credit limitRs 500,000\.00.*AvailableRs 380,000\.00/);
    expect(cards[1].textContent).toMatch(/Sialkot Tours.*Invited.*Credit limitRs 200,000\.00.*Available—/);
    // the sub-agents' bookings below, all of them first
    expect((await screen.findByTestId('subagent-booking-row')).textContent).toContain('multan.owner');
    expect(calls.find((c) => c.name === 'bookings')?.variables).toMatchObject({ subAgentId: null, limit: 20, offset: 0 });

    type('subagent-email', 'not an email');
    fireEvent.click(screen.getByTestId('subagent-invite-submit'));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Agency name is required')).toBeTruthy();
    expect(calls.some((c) => c.name === 'invite')).toBe(false);

    // the server's refusal as it came (in the user's language), the form kept
    type('subagent-email', 'owner@bahawalpur.pk');
    type('subagent-name', 'Bahawalpur Hajj Services');
    type('subagent-limit', '5000000');
    fireEvent.click(screen.getByTestId('subagent-invite-submit'));
    expect((await screen.findByTestId('subagent-invite-error')).textContent).toBe('Not enough credit to give');
    expect(screen.queryByTestId('subagent-invite-link')).toBeNull();

    type('subagent-limit', '150000');
    fireEvent.click(screen.getByTestId('subagent-invite-submit'));
    expect((await screen.findByTestId('subagent-invite-link-value')).textContent).toBe('https://safarnama.example/join/tok-new');
    expect(calls.filter((c) => c.name === 'invite').at(-1)?.variables).toEqual({ input: { email: 'owner@bahawalpur.pk', agencyName: 'Bahawalpur Hajj Services', creditLimitInPkr: '150000.00' } });
    const whatsapp = screen.getByTestId('subagent-invite-whatsapp').getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp.slice('https://wa.me/?text='.length))).toContain('https://safarnama.example/join/tok-new');
    fireEvent.click(screen.getByTestId('subagent-invite-done'));
    expect(await screen.findByTestId('subagent-invite-form')).toBeTruthy();
  });

  it('Edit sends only what changed (the new limit, the markup set; inherited ones left alone); Suspend asks first', async () => {
    await openTab();
    const [first] = await screen.findAllByTestId('subagent-row');
    fireEvent.click(within(first).getByTestId('subagent-edit'));
    const dialog = await screen.findByTestId('subagent-edit-dialog');
    expect(within(dialog).getByTestId('subagent-markup-hotel-inherited')).toBeTruthy();
    expect(within(dialog).queryByTestId('subagent-markup-package-inherited')).toBeNull();
    type('subagent-edit-limit', '-5', dialog);
    fireEvent.click(within(dialog).getByTestId('subagent-edit-save'));
    expect(await within(dialog).findByText('Amount cannot be negative')).toBeTruthy();
    type('subagent-edit-limit', '650000', dialog);
    type('subagent-markup-transport-value', '250', dialog);
    fireEvent.change(within(dialog).getByTestId('subagent-markup-transport-kind'), { target: { value: 'fixed' } });
    fireEvent.click(within(dialog).getByTestId('subagent-edit-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'update')?.variables).toEqual({
        id: 'n-1',
        input: { creditLimitInPkr: '650000.00', markups: [{ productType: 'transport', kind: 'fixed', value: '250' }] },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('subagent-edit-dialog')).toBeNull());

    // suspending asks first
    fireEvent.click(within(first).getByTestId('subagent-edit'));
    fireEvent.click(await screen.findByTestId('subagent-suspend'));
    expect(calls.filter((c) => c.name === 'update')).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('subagent-status-confirm-button'));
    await waitFor(() => expect(calls.filter((c) => c.name === 'update').at(-1)?.variables).toEqual({ id: 'n-1', input: { status: 'suspended' } }));
  });

  it('a sub-agency sees its master, its line and what it can spend; no invitation form', async () => {
    role = 'sub';
    await openTab();
    expect((await screen.findByTestId('network-sub-card')).textContent).toContain('You are a sub-agency of Al-Noor Travels.');
    expect(screen.getByTestId('network-available').textContent).toBe('Rs 250,000.00');
    expect(screen.queryByTestId('subagent-invite-form')).toBeNull();
    expect(screen.queryByTestId('subagents-table')).toBeNull();
  });

  it('reads in Urdu', async () => {
    window.localStorage.setItem('safarnama.language', 'ur');
    await openTab();
    await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
    await screen.findAllByTestId('subagent-row');
    await screen.findByTestId('subagent-booking-row');
    const panel = screen.getByTestId('network-tab');
    expect(panel.textContent).toContain('سب ایجنٹ کو مدعو کریں');
    // the agencies' names in the Edit buttons' names are content as stored
    expect(latinWords(panel, ['Multan', 'Travels', 'Sialkot', 'Tours'])).toEqual([]);
  });
});

describe('/join/:token for a sub-agency', () => {
  it('names the master and the new agency', async () => {
    renderApp('/join/tok-sub');
    expect((await screen.findByTestId('join-summary')).textContent).toBe('Al-Noor Travels invites you to open Multan Travels as its sub-agency (owner@multan.pk). Choose how you will sign in.');
  });
});

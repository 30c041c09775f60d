import { addDays } from '@rules/dates.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { ARRIVAL, dashboardHandlers, GROUP_ID, groupAs, groupHandler, groupsHandler, listItemOf, readyGroupAs } from './testData';

// The agent dashboard's Umrah Groups tab (issue 36): the list with status, pilgrims, departure and readiness, and the
// New group dialog that creates a group and opens its page.

type Vars = Record<string, unknown>;
const created: Vars[] = [];
const READY_ID = '6a1b2c3d-0000-4000-8000-000000000037';

const server = setupServer(
  ...dashboardHandlers(),
  groupsHandler([listItemOf(groupAs({ pilgrimCount: 12 })), listItemOf(readyGroupAs({ id: READY_ID, name: 'Shawwal Families' }))]),
  graphql.mutation('CreateUmrahGroup', ({ variables }) => {
    created.push(variables.input as Vars);
    return HttpResponse.json({ data: { createUmrahGroup: { __typename: 'UmrahGroup', id: GROUP_ID } } });
  }),
  groupHandler(() => groupAs({ pilgrims: [], pilgrimCount: 0 })),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  created.length = 0;
});
afterAll(() => server.close());

async function openTab() {
  const rendered = renderApp('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId('agent-tab-umrah'));
  return rendered;
}

const type = (root: HTMLElement, testId: string, value: string) => fireEvent.change(within(root).getByTestId(testId), { target: { value } });

describe('Umrah Groups tab', () => {
  it('lists the groups: name, status, pilgrims, departure and readiness', async () => {
    await openTab();
    expect(screen.getByRole('tab', { name: 'Umrah Groups' })).toBeTruthy();
    const [first, second] = await screen.findAllByTestId('umrah-group-row');
    expect(within(first).getByRole('link', { name: 'Ramadan Group 1' }).getAttribute('href')).toBe(`/dashboard/b2b-agent/umrah/${GROUP_ID}`);
    expect(within(first).getByTestId('umrah-group-status').textContent).toBe('Draft');
    expect(within(first).getByTestId('umrah-group-pilgrims').textContent).toBe('12');
    expect(within(first).getByTestId('umrah-readiness').textContent).toBe('2 missing');
    expect(within(first).getByTestId('umrah-group-departure').textContent).toMatch(/\d{4}/);
    expect(within(second).getByTestId('umrah-group-status').textContent).toBe('Ready');
    expect(within(second).getByTestId('umrah-readiness').textContent).toBe('Ready');
    // the table scrolls inside its own box, which keyboard users can reach
    expect(screen.getByRole('region', { name: 'Umrah groups' }).getAttribute('tabindex')).toBe('0');
  });

  it('no groups yet: says so', async () => {
    server.use(groupsHandler([]));
    await openTab();
    expect((await screen.findByTestId('umrah-groups-empty')).textContent).toContain('No Umrah groups yet');
  });

  it('New group: checks the itinerary, creates the group and opens its page', async () => {
    const { router } = await openTab();
    fireEvent.click(await screen.findByTestId('umrah-new-group'));
    const dialog = await screen.findByTestId('umrah-group-dialog');
    expect(within(dialog).getByRole('heading', { name: 'New Umrah group' })).toBeTruthy();
    // the agent's own Umrah packages, or none
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Economy Umrah 14 Days' })).toBeTruthy());
    fireEvent.click(within(dialog).getByTestId('group-submit'));
    expect(await within(dialog).findAllByText('Required')).not.toHaveLength(0);
    expect(created).toHaveLength(0);

    type(dialog, 'group-name', 'Ramadan Group 1');
    type(dialog, 'group-arrivalDate', ARRIVAL);
    type(dialog, 'group-departureDate', addDays(ARRIVAL, 14));
    type(dialog, 'group-departureAirport', 'MED');
    type(dialog, 'group-makkahNights', '9');
    type(dialog, 'group-madinahNights', '4');
    fireEvent.click(within(dialog).getByTestId('group-submit'));
    expect(await within(dialog).findByText('Makkah and Madinah nights must add up to the nights between arrival and departure (14)')).toBeTruthy();

    // a package fills in its nights
    type(dialog, 'group-package', '5b7d1c2e-0000-4000-8000-000000000001');
    await waitFor(() => expect((within(dialog).getByTestId('group-madinahNights') as HTMLInputElement).value).toBe('5'));
    fireEvent.click(within(dialog).getByTestId('group-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      name: 'Ramadan Group 1',
      packageId: '5b7d1c2e-0000-4000-8000-000000000001',
      arrivalDate: ARRIVAL,
      departureDate: addDays(ARRIVAL, 14),
      arrivalAirport: 'JED',
      departureAirport: 'MED',
      makkahNights: 9,
      madinahNights: 5,
      firstCity: 'makkah',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/b2b-agent/umrah/${GROUP_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ramadan Group 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pilgrims' })).toBeTruthy();
  });
});

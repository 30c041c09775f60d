import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentDashboardHandlers, agentStatsAs, myPackagesPage, typeInto as type } from '../../test/agent-fixtures';
import { handlers } from '../../test/handlers';
import { packageAs } from '../../test/packages';
import { renderApp } from '../../test/render';

// The agent's package dialog (issue 37): what the seller charges to correct a traveller's name after booking.

type Vars = Record<string, unknown>;
const created: Vars[] = [];

const server = setupServer(
  ...agentDashboardHandlers({}, agentStatsAs()),
  graphql.query('MyPackages', () => myPackagesPage([])),
  graphql.mutation('CreatePackage', ({ variables }) => {
    created.push(variables.input as Vars);
    return HttpResponse.json({ data: { createPackage: packageAs({ id: '5b7d1c2e-0000-4000-8000-000000000099' }) } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  created.length = 0;
});
afterAll(() => server.close());

async function filledDialog() {
  renderApp('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId('quick-add-package'));
  const dialog = await screen.findByTestId('package-dialog');
  type(dialog, 'pkg-name', 'Premium Umrah from Karachi');
  type(dialog, 'pkg-description', 'Fourteen nights near the Haram with ziyarat tours.');
  type(dialog, 'pkg-duration', '14 days');
  type(dialog, 'pkg-maxCapacity', '40');
  type(dialog, 'pkg-priceInPkr', '250000');
  fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
  type(dialog, 'pkg-inclusions-draft', 'Umrah visa');
  fireEvent.click(within(dialog).getByTestId('pkg-inclusions-add'));
  fireEvent.click(within(dialog).getByTestId('pkg-tab-policies'));
  return dialog;
}

describe('The name change fee in the package dialog', () => {
  it('is sent as an amount', async () => {
    const dialog = await filledDialog();
    expect(within(dialog).getByLabelText('Name change fee (PKR)')).toBeTruthy();
    type(dialog, 'pkg-nameChangeFee', '2500');
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ nameChangeFeeInPkr: '2500.00' });
  });

  it('refuses a negative fee on its field, in the Policies tab', async () => {
    const dialog = await filledDialog();
    type(dialog, 'pkg-nameChangeFee', '-5');
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    expect(await within(dialog).findByText('Name change fee must be an amount in PKR, 0 or more, with at most 2 decimals')).toBeTruthy();
    expect(created).toHaveLength(0);
  });

  it('left empty, the input has no fee (the server keeps what it has: free for a new package)', async () => {
    const dialog = await filledDialog();
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).not.toHaveProperty('nameChangeFeeInPkr');
  });

  it('editing, shows the fee the package has and sends the new one', async () => {
    const updates: Vars[] = [];
    server.use(
      graphql.query('MyPackages', () => myPackagesPage([packageAs({ nameChangeFeeInPkr: '1500.00' })])),
      graphql.mutation('UpdatePackage', ({ variables }) => {
        updates.push(variables.input as Vars);
        return HttpResponse.json({ data: { updatePackage: packageAs({ nameChangeFeeInPkr: '3000.00' }) } });
      }),
    );
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-packages'));
    fireEvent.click(await screen.findByTestId('package-edit'));
    const dialog = await screen.findByTestId('package-dialog');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-policies'));
    expect((within(dialog).getByTestId('pkg-nameChangeFee') as HTMLInputElement).value).toBe('1500');
    type(dialog, 'pkg-nameChangeFee', '3000');
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ nameChangeFeeInPkr: '3000.00' });
  });
});

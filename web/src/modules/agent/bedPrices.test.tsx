import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentDashboardHandlers, agentStatsAs, myPackagesPage, typeInto as type } from '../../test/agent-fixtures';
import { handlers } from '../../test/handlers';
import { packageAs } from '../../test/packages';
import { renderApp } from '../../test/render';

// The agent's package dialog (issue 36): prices per bed for Umrah and Hajj, sent as occupancyPrices.

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

async function openDialog() {
  renderApp('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId('quick-add-package'));
  return screen.findByTestId('package-dialog');
}

function fillBasics(dialog: HTMLElement) {
  type(dialog, 'pkg-name', 'Premium Umrah from Karachi');
  type(dialog, 'pkg-description', 'Fourteen nights near the Haram with ziyarat tours.');
  type(dialog, 'pkg-duration', '14 days');
  type(dialog, 'pkg-maxCapacity', '40');
  fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
  type(dialog, 'pkg-inclusions-draft', 'Umrah visa');
  fireEvent.click(within(dialog).getByTestId('pkg-inclusions-add'));
}

describe('Prices per bed in the package dialog', () => {
  it('sends the occupancies offered and the child and infant prices; the list price is the cheapest bed', async () => {
    const dialog = await openDialog();
    fillBasics(dialog);
    type(dialog, 'pkg-bedPrice-double', '300000');
    type(dialog, 'pkg-bedPrice-quad', '250000.50');
    type(dialog, 'pkg-infantPrice', '40000');
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      type: 'umrah',
      priceInPkr: '250000.50',
      occupancyPrices: [
        { occupancy: 'quad', priceInPkr: '250000.50' },
        { occupancy: 'double', priceInPkr: '300000.00' },
      ],
      childWithBedPriceInPkr: null,
      childWithoutBedPriceInPkr: null,
      infantPriceInPkr: '40000.00',
    });
  });

  it('shows a bed price’s problem on its field; a holiday package has no per-bed section', async () => {
    const dialog = await openDialog();
    fillBasics(dialog);
    type(dialog, 'pkg-bedPrice-single', '10.555');
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    expect(await within(dialog).findByText('Prices have at most 2 decimals')).toBeTruthy();
    expect(created).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('pkg-tab-basic'));
    fireEvent.change(within(dialog).getByTestId('pkg-type'), { target: { value: 'holiday' } });
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(within(dialog).queryByTestId('pkg-bed-prices')).toBeNull();
  });
});

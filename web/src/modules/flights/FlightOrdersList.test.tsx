import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentDashboardHandlers, agentStatsAs } from '../../test/agent-fixtures';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { changeAs, flightOrdersHandler, ORDER_BOOKING_ID, ORDER_ID, orderAs, ticketedAs } from './orderTestData';

// The flight orders on the dashboards (issue 35): the traveller's Flights tab, the agency's, the super admin's; each
// row with its route, departure, PNR, status, the time left to pay, and Pay / E-ticket / View order.

const TICKETED_ID = '0f1e2d3c-0000-4000-8000-000000000036';
const rows = [
  orderAs(),
  ticketedAs({ id: TICKETED_ID, bookingReference: 'ZK4RTY', changes: [changeAs()] }),
  orderAs({ id: '0f1e2d3c-0000-4000-8000-000000000037', type: 'instant', status: 'awaiting_payment', bookingReference: null }),
];

const server = setupServer(flightOrdersHandler(rows), ...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function checkRows() {
  const [held, ticketed, unpaid] = screen.getAllByTestId('flight-order-row');
  expect(held.textContent).toContain('LHE ⇄ JED');
  expect(within(held).getByTestId('flight-order-pnr').textContent).toBe('PNR QX7PLM');
  expect(within(held).getByTestId('flight-order-row-status').textContent).toBe('Held');
  expect(within(held).getByTestId('flight-order-countdown').textContent).toMatch(/^Pay within 5 h/);
  expect(within(held).getByTestId('flight-order-pay').getAttribute('href')).toBe(`/checkout/${ORDER_BOOKING_ID}`);
  expect(within(held).getByTestId('flight-order-open').getAttribute('href')).toBe(`/flights/orders/${ORDER_ID}`);
  expect(within(held).queryByTestId('flight-order-eticket')).toBeNull();
  expect(within(ticketed).getByTestId('flight-order-eticket').getAttribute('href')).toBe(`/api/flights/orders/${TICKETED_ID}/eticket.pdf`);
  expect(within(ticketed).getByTestId('flight-order-change').textContent).toBe('Airline change');
  expect(within(ticketed).queryByTestId('flight-order-pay')).toBeNull();
  expect(within(unpaid).getByTestId('flight-order-pnr').textContent).toBe('PNR not given yet');
  expect(within(unpaid).getByTestId('flight-order-row-status').textContent).toBe('Awaiting payment');
}

describe('flight orders on the dashboards', () => {
  it("the traveller's Flights tab", async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })));
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-flights'));
    await screen.findAllByTestId('flight-order-row');
    checkRows();
    expect(screen.getByRole('link', { name: 'View the order QX7PLM, LHE → JED' }).getAttribute('href')).toBe(`/flights/orders/${ORDER_ID}`);
  });

  it("the agency's Flights tab, under the agent's words and Search flights", async () => {
    server.use(...agentDashboardHandlers({}, agentStatsAs()));
    renderApp('/dashboard/b2b-agent');
    fireEvent.click(await screen.findByTestId('agent-tab-flights'));
    await screen.findAllByTestId('flight-order-row');
    expect(screen.getByText('Manage your flight deals and special offers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe('/flights');
    checkRows();
  });

  it("the super admin's Flights tab: every order", async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'super_admin' }) } })));
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByTestId('admin-tab-flights'));
    await screen.findAllByTestId('flight-order-row');
    checkRows();
  });

  it('no orders yet: says so, with Search flights', async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })), flightOrdersHandler([]));
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-flights'));
    expect((await screen.findByTestId('flight-orders-empty')).textContent).toContain('No flight orders yet');
  });
});

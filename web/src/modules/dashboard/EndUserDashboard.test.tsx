import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { goldUserStats } from '../../test/dashboard-fixtures';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

// first match wins: the signed-in Me goes before the defaults
const server = setupServer(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })), ...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = (items: unknown[]) => Response.json({ data: { bookings: { __typename: 'BookingPage', items, hasMore: false } } });

describe('/dashboard/end-user', () => {
  it('shows the stat cards with the loyalty tier', async () => {
    server.use(goldUserStats());
    renderApp('/dashboard/end-user');
    await waitFor(() => expect(screen.getByTestId('stat-tier-value').textContent).toBe('Gold'));
    expect(screen.getByTestId('stat-total-bookings-value').textContent).toBe('7');
    expect(screen.getByTestId('stat-saved-value').textContent).toBe('Rs 45,000');
    expect(screen.getByText('Welcome back, Ayesha!')).toBeTruthy();
  });

  it("says 'No bookings yet' and offers the first trip", async () => {
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    expect(await screen.findByText('No bookings yet')).toBeTruthy();
    expect(screen.getByText('Start planning your next adventure!')).toBeTruthy();
    expect(screen.getByText('Book Your First Trip').closest('a')?.getAttribute('href')).toBe('/flights');
  });

  it('lists bookings with type, short id, total and status colours', async () => {
    server.use(
      graphql.query('MyBookings', () =>
        page([
          bookingAs(),
          bookingAs({ id: 'ffeeddcc-0000-4000-8000-000000000002', type: 'hotel', status: 'cancelled', totalPriceInPkr: '215760.00', passengerCount: 2 }),
        ]),
      ),
    );
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const rows = await screen.findAllByTestId('booking-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Package Booking')).toBeTruthy();
    expect(within(rows[0]).getByText(/Booking ID: #A1B2C3D4/)).toBeTruthy();
    expect(within(rows[1]).getByText('Rs 215,760')).toBeTruthy();
    expect(within(rows[1]).getByText(/2 passengers/)).toBeTruthy();
    expect(within(rows[0]).getByTestId('status-badge').getAttribute('class')).not.toEqual(within(rows[1]).getByTestId('status-badge').getAttribute('class'));
    // only the upcoming, not cancelled, booking can be cancelled
    expect(within(rows[0]).queryByTestId('cancel-booking')).toBeTruthy();
    expect(within(rows[1]).queryByTestId('cancel-booking')).toBeNull();
  });

  it('shows upcoming trips only, with special requirements', async () => {
    server.use(
      graphql.query('MyBookings', () =>
        page([bookingAs({ specialRequirements: 'Wheelchair at the airport' }), bookingAs({ id: 'past0000-0000-4000-8000-000000000003', travelDate: '2020-01-01T00:00:00.000Z', status: 'completed' })]),
      ),
    );
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-upcoming'));
    const rows = await screen.findAllByTestId('upcoming-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText(/Wheelchair at the airport/)).toBeTruthy();
  });

  it('profile shows the role without underscores and the fixed preferences', async () => {
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-profile'));
    expect((await screen.findByTestId('profile-role')).textContent).toBe('end user');
    expect(screen.getByText('Currency: PKR')).toBeTruthy();
    expect(screen.getByText('Language: English')).toBeTruthy();
    expect(screen.getByTestId('profile-logout').getAttribute('href')).toBe('/api/logout');
  });
});

import { useQuery } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { renderApp, renderElement } from '../../test/render';
import { useBookPackage } from '../catalogue/booking';
import { useSession } from '../session/useSession';
import { UserStatsQuery } from './operations';
import { RecentActivity } from './RecentActivity';

// The booking mutations keep the lists on screen right from their answers: no second request for the list.

const calls = { MyBookings: 0, UserStats: 0 };
let listed: unknown[] = [];

const stats = (totalBookings: number) => ({
  data: {
    analytics: {
      __typename: 'Analytics',
      userStats: { __typename: 'UserStats', totalBookings, upcomingTrips: 1, completedBookings: 0, totalSaved: '0.00', loyaltyTier: 'Bronze' },
    },
  },
});

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  graphql.query('MyBookings', () => {
    calls.MyBookings++;
    return HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: listed, hasMore: false } } });
  }),
  // the server's figure after each booking: the first answer 1, the next 2
  graphql.query('UserStats', () => HttpResponse.json(stats(++calls.UserStats))),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.MyBookings = 0;
  calls.UserStats = 0;
  listed = [bookingAs()];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function BookProbe() {
  const { user } = useSession();
  const book = useBookPackage();
  return (
    <button type="button" disabled={!user} onClick={() => book({ id: '5b7d1c2e-0000-4000-8000-000000000001', name: 'Hunza Valley Escape' })}>
      Book it
    </button>
  );
}

function StatsProbe() {
  const { data } = useQuery(UserStatsQuery, { fetchPolicy: 'cache-and-network' });
  return <span data-testid="stats-total">{data?.analytics.userStats.totalBookings ?? '…'}</span>;
}

describe('useBookItem', () => {
  it('puts the new booking first in the bookings list without refetching it; the stats ask again', async () => {
    const made = bookingAs({ id: 'b0000000-0000-4000-8000-0000000000b2', itemName: 'Hunza Valley Escape', createdAt: new Date().toISOString() });
    server.use(graphql.mutation('Book', () => HttpResponse.json({ data: { book: made } })));
    renderElement(
      <>
        <RecentActivity />
        <StatsProbe />
        <BookProbe />
      </>,
    );
    const list = await screen.findByTestId('recent-activity');
    expect(within(list).getByText(/Economy Umrah from Karachi/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stats-total').textContent).toBe('1'));
    const book = screen.getByRole('button', { name: 'Book it' });
    await waitFor(() => expect(book.hasAttribute('disabled')).toBe(false));

    fireEvent.click(book);
    expect(await screen.findByText('Booking Successful')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByText(/·/)[0].textContent).toContain('Hunza Valley Escape'));
    expect(within(list).getByText(/Economy Umrah from Karachi/)).toBeTruthy();
    // the stats were dropped and, being on screen, asked for again; the list was not
    await waitFor(() => expect(screen.getByTestId('stats-total').textContent).toBe('2'));
    expect(calls).toEqual({ MyBookings: 1, UserStats: 2 });
  });
});

describe('useCancelBooking', () => {
  it("shows the booking's new status in the list without refetching it; the stats ask again", async () => {
    server.use(graphql.mutation('CancelBooking', ({ variables }) => HttpResponse.json({ data: { cancelBooking: bookingAs({ id: variables.id, status: 'cancelled' }) } })));
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const [row] = await screen.findAllByTestId('booking-row');
    expect(within(row).getByTestId('status-badge').textContent).toBe('confirmed');
    await waitFor(() => expect(screen.getByTestId('stat-total-bookings-value').textContent).toBe('1'));

    fireEvent.click(within(row).getByTestId('cancel-booking'));
    // the dialog with the refund preview; confirming it cancels
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking Cancelled')).toBeTruthy();
    await waitFor(() => expect(within(row).getByTestId('status-badge').textContent).toBe('cancelled'));
    // a cancelled booking is no longer upcoming: no cancel button
    expect(within(row).queryByTestId('cancel-booking')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('stat-total-bookings-value').textContent).toBe('2'));
    expect(calls).toEqual({ MyBookings: 1, UserStats: 2 });
  });
});

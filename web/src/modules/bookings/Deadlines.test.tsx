import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../i18n';
import { customerSaleAs } from '../../test/agent-fixtures';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { renderApp, renderElement } from '../../test/render';
import { SoldBookings } from '../agent/SoldBookings';
import { RecentActivity } from './RecentActivity';
import { CLOCK_TICK_MS, timeLeft } from './Deadlines';

// Issue 37: a booking's deadlines (pay by, free cancellation) on the traveller's cards and in the agent's lists, with
// a countdown to payBy there that one shared clock moves on.

let role = 'end_user';
const server = setupServer(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role }) } })), ...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  role = 'end_user';
});
afterAll(() => server.close());

const page = (items: unknown[]) => Response.json({ data: { bookings: { __typename: 'BookingPage', items, hasMore: false } } });
// local times: the dates are shown in the reader's time zone
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('timeLeft', () => {
  it('days and hours, hours and minutes, minutes; nothing once past', () => {
    expect(timeLeft(2 * 86_400 + 4 * 3600 + 59)).toBe('2 d 4 h');
    expect(timeLeft(3 * 86_400)).toBe('3 d');
    expect(timeLeft(5 * 3600 + 12 * 60)).toBe('5 h 12 min');
    expect(timeLeft(30)).toBe('1 min');
    expect(timeLeft(0)).toBeNull();
  });

  it('in Urdu', async () => {
    await loadLanguage('ur');
    await act(() => i18n.changeLanguage('ur'));
    try {
      expect(timeLeft(2 * 86_400 + 4 * 3600)).toBe('2 دن 4 گھنٹے');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe("the traveller's booking cards", () => {
  it('show Pay by (date and time) and Free cancellation until (date) while the booking is live, not once cancelled', async () => {
    server.use(
      graphql.query('MyBookings', () =>
        page([
          bookingAs({ status: 'pending', paymentStatus: 'partially_paid', payBy: local(2098, 12, 18, 18, 30), freeCancellationUntil: local(2098, 12, 10, 23, 59) }),
          bookingAs({ id: 'ffeeddcc-0000-4000-8000-000000000002', status: 'cancelled', payBy: local(2098, 12, 18), freeCancellationUntil: local(2098, 12, 10) }),
          bookingAs({ id: 'ffeeddcc-0000-4000-8000-000000000003' }),
        ]),
      ),
    );
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const rows = await screen.findAllByTestId('booking-row');
    expect(within(rows[0]).getByTestId('pay-by').textContent).toBe('Pay by 18 Dec 2098, 18:30');
    expect(within(rows[0]).getByTestId('free-cancellation').textContent).toBe('Free cancellation until 10 Dec 2098');
    // nothing to pay or cancel on a cancelled booking; none given, none shown
    expect(within(rows[1]).queryByTestId('pay-by')).toBeNull();
    expect(within(rows[1]).queryByTestId('free-cancellation')).toBeNull();
    expect(within(rows[2]).queryByTestId('pay-by')).toBeNull();
  });
});

// the clock's next tick lands at `ms`: the shared interval fires once and every countdown reads the new time
function moveTo(ms: number) {
  act(() => {
    vi.setSystemTime(ms - CLOCK_TICK_MS);
    vi.advanceTimersByTime(CLOCK_TICK_MS);
  });
}

describe('the other lists', () => {
  it("the welcome page's recent activity and the super admin's bookings table show them too", async () => {
    const payBy = local(2098, 12, 18, 18, 30);
    server.use(graphql.query('MyBookings', () => page([bookingAs({ status: 'pending', payBy, freeCancellationUntil: local(2098, 12, 10) })])));
    const recent = renderElement(<RecentActivity />);
    const activity = await screen.findByTestId('recent-activity');
    expect(within(activity).getByTestId('pay-by').textContent).toBe('Pay by 18 Dec 2098, 18:30');
    expect(within(activity).getByTestId('free-cancellation').textContent).toBe('Free cancellation until 10 Dec 2098');
    recent.unmount();

    role = 'super_admin';
    renderApp('/dashboard/super-admin');
    const row = await screen.findByTestId('admin-booking-row');
    expect(within(row).getByTestId('pay-by').textContent).toMatch(/^18 Dec 2098, 18:30due in /);
  });
});

describe("the agent's lists", () => {
  it('count down to payBy on one shared clock: muted over a day, red under it, overdue once past', async () => {
    role = 'b2b_agent';
    // Date and the interval are fake (the clock moves only when told); timeouts stay real for msw and findBy
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const start = new Date(2098, 11, 1, 9, 0);
    vi.setSystemTime(start);
    const payBy = new Date(start.getTime() + (2 * 24 + 4) * 3600_000 + 20_000).toISOString();
    server.use(
      graphql.query('CustomerSales', () => page([customerSaleAs({ payBy, freeCancellationUntil: local(2098, 11, 30, 23, 59) })])),
      graphql.query('SoldBookings', () => page([bookingAs({ status: 'pending', bookedBy: 'bilal', payBy, freeCancellationUntil: null })])),
    );
    renderElement(<SoldBookings />);
    const sale = await screen.findByTestId('customer-sale-row');
    const sold = await screen.findByTestId('sold-booking-row');
    expect(within(sale).getByTestId('pay-by').textContent).toBe('03 Dec 2098, 13:00due in 2 d 4 h');
    expect(within(sale).getByTestId('free-cancellation').textContent).toBe('30 Nov 2098');
    const countdown = () => [within(sale).getByTestId('pay-by-countdown'), within(sold).getByTestId('pay-by-countdown')];
    expect(countdown().map((c) => c.textContent)).toEqual(['due in 2 d 4 h', 'due in 2 d 4 h']);
    expect(countdown().map((c) => c.hasAttribute('data-urgent'))).toEqual([false, false]);
    expect(within(sold).getByText('—')).toBeTruthy();

    // a day and a half later: under a day, red
    moveTo(start.getTime() + (36 + 1) * 3600_000);
    expect(countdown().map((c) => c.textContent)).toEqual(['due in 15 h', 'due in 15 h']);
    expect(countdown().map((c) => c.hasAttribute('data-urgent'))).toEqual([true, true]);

    // past the deadline
    moveTo(new Date(payBy).getTime() + 60_000);
    expect(countdown().map((c) => c.textContent)).toEqual(['overdue', 'overdue']);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cancellationQuote75, partlyPaidAs } from '../../test/dashboard-fixtures';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

// My Bookings: each row's payment status, Pay now / Pay balance to the checkout, and Cancel with the refund preview.

const partlyPaid = partlyPaidAs();
const unpaid = bookingAs({
  id: 'a1b2c3d4-0000-4000-8000-0000000000d2',
  status: 'pending',
  paymentStatus: 'unpaid',
  payable: true,
  amountPaidInPkr: '0.00',
  amountDueNowInPkr: '55500.00',
  balanceDueInPkr: '129500.00',
});

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  graphql.query('MyBookings', () => HttpResponse.json({ data: { bookings: { __typename: 'BookingPage', items: [partlyPaid, unpaid], hasMore: false } } })),
  cancellationQuote75(),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('My Bookings payments', () => {
  it('shows the payment status and links Pay balance / Pay now to the checkout', async () => {
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const [first, second] = await screen.findAllByTestId('booking-row');
    expect(within(first).getByTestId('payment-line').textContent).toBe('Payment: Partially paid · paid Rs 55,500 · balance Rs 129,500 due by 18 Dec 2098');
    expect(within(first).getByRole('link', { name: 'Pay balance' }).getAttribute('href')).toBe(`/checkout/${partlyPaid.id}`);
    expect(within(second).getByTestId('payment-line').textContent).toMatch(/^Payment: Unpaid/);
    expect(within(second).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/checkout/${unpaid.id}`);
  });

  it('Cancel opens a dialog with the refund preview; Keep booking closes it and nothing is cancelled', async () => {
    let cancelled = 0;
    server.use(
      graphql.mutation('CancelBooking', () => {
        cancelled++;
        return HttpResponse.json({ errors: [{ message: 'should not be called' }] });
      }),
    );
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const [first] = await screen.findAllByTestId('booking-row');
    fireEvent.click(within(first).getByTestId('cancel-booking'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel booking #A1B2C3D4?' });
    expect(within(dialog).getByTestId('cancel-preview').textContent).toBe('You paid Rs 55,500: Rs 41,625 (75%) comes back, Rs 13,875 is kept.');
    expect(within(dialog).getByTestId('cancel-refund').textContent).toBe('Rs 41,625');
    expect(within(dialog).getByTestId('cancel-penalty').textContent).toBe('Rs 13,875');
    // the safe choice has the focus
    const keep = within(dialog).getByRole('button', { name: 'Keep booking' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancelled).toBe(0);
    expect(within(first).getByTestId('status-badge').textContent).toBe('confirmed');
  });

  it('Cancel booking in the dialog cancels it with the spec’s toast; a booking that cannot be cancelled says why without asking', async () => {
    const cancelledIds: unknown[] = [];
    server.use(
      graphql.mutation('CancelBooking', ({ variables }) => {
        cancelledIds.push(variables.id);
        return HttpResponse.json({ data: { cancelBooking: { ...partlyPaid, status: 'cancelled', payable: false } } });
      }),
    );
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const [first] = await screen.findAllByTestId('booking-row');
    fireEvent.click(within(first).getByTestId('cancel-booking'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking Cancelled')).toBeTruthy();
    expect(screen.getByText('Booking #A1B2C3D4 has been cancelled.')).toBeTruthy();
    expect(cancelledIds).toEqual([partlyPaid.id]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    server.use(graphql.query('CancellationQuote', () => HttpResponse.json({ errors: [{ message: 'This trip has already started', extensions: { code: 'CONFLICT' } }] })));
    const [, second] = screen.getAllByTestId('booking-row');
    fireEvent.click(within(second).getByTestId('cancel-booking'));
    expect(await screen.findByText('This trip has already started')).toBeTruthy();
    expect(screen.getByText('Cancellation Failed')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

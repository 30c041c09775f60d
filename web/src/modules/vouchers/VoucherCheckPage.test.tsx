import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingAs, handlers, meAs } from '../../test/handlers';
import { ORIGIN, renderApp } from '../../test/render';
import { validVoucher, VOUCHER_CODE as CODE } from '../../test/vouchers-fixtures';

// Issue 18: /v/:code (the voucher's QR code) says whether the voucher stands, from the public REST check; My Bookings
// offers the PDF where the booking has one.

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  http.get(`${ORIGIN}/api/vouchers/:code`, ({ params }) =>
    params.code === CODE
      ? HttpResponse.json(validVoucher)
      : HttpResponse.json({ message: 'Voucher not found', code: 'NOT_FOUND' }, { status: 404 }),
  ),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/v/:code', () => {
  it('shows a valid voucher: status, reference, stay dates, travellers and initials only', async () => {
    renderApp(`/v/${CODE}`);
    const card = await screen.findByTestId('voucher-check');
    expect(within(card).getByTestId('voucher-validity').textContent).toBe('Valid voucher');
    expect(within(card).getByTestId('voucher-status').textContent).toBe('CONFIRMED');
    expect(within(card).getByText('#A1B2C3D4')).toBeTruthy();
    expect(within(card).getByText('Clock Tower Hotel · Deluxe')).toBeTruthy();
    expect(within(card).getByText('Thu, 10 Dec 2026 – Sun, 13 Dec 2026')).toBeTruthy();
    expect(within(card).getByText('B. A.')).toBeTruthy();
  });

  it('a cancelled booking is not valid', async () => {
    server.use(
      http.get(`${ORIGIN}/api/vouchers/:code`, () =>
        HttpResponse.json({
          valid: false,
          status: 'cancelled',
          reference: 'A1B2C3D4',
          type: 'package',
          itemName: 'Economy Umrah from Karachi',
          travelDate: '2026-12-12T05:00:00.000Z',
          checkInDate: null,
          checkOutDate: null,
          passengerCount: 1,
          leadInitials: 'Z. S.',
        }),
      ),
    );
    renderApp(`/v/${CODE}`);
    expect((await screen.findByTestId('voucher-validity')).textContent).toBe('Not valid');
    expect(screen.getByTestId('voucher-status').textContent).toBe('CANCELLED');
    expect(screen.getByText('This booking was cancelled.')).toBeTruthy();
    expect(screen.getByText('Sat, 12 Dec 2026')).toBeTruthy();
  });

  it('an unknown code says Voucher not found', async () => {
    renderApp('/v/not-a-real-code-at-all-0000000000');
    expect(await screen.findByTestId('voucher-not-found')).toBeTruthy();
    expect(screen.getByText('Voucher not found')).toBeTruthy();
  });
});

describe('Download voucher', () => {
  it('My Bookings links each booking that has a voucher to its PDF, and only those', async () => {
    server.use(
      graphql.query('MyBookings', () =>
        HttpResponse.json({
          data: {
            bookings: {
              __typename: 'BookingPage',
              items: [
                bookingAs({ voucherUrl: '/api/bookings/a1b2c3d4-0000-4000-8000-000000000001/voucher.pdf' }),
                bookingAs({ id: 'ffeeddcc-0000-4000-8000-000000000002', status: 'pending', paymentStatus: 'unpaid', voucherUrl: null }),
              ],
              hasMore: false,
            },
          },
        }),
      ),
    );
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const rows = await screen.findAllByTestId('booking-row');
    const link = within(rows[0]).getByTestId('download-voucher');
    expect(link.getAttribute('href')).toBe('/api/bookings/a1b2c3d4-0000-4000-8000-000000000001/voucher.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toContain('Download voucher');
    expect(within(rows[1]).queryByTestId('download-voucher')).toBeNull();
  });
});

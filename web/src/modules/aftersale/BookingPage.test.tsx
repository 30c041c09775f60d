import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';

// The booking page after the sale (issue 37): deadlines, history in order, a change and a cancellation through quotes.

const ID = 'a1b2c3d4-0000-4000-8000-0000000000b7';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const booking = (over: Record<string, unknown> = {}) => ({
  __typename: 'Booking',
  id: ID,
  type: 'package',
  itemName: 'Economy Umrah from Karachi',
  status: 'confirmed',
  paymentStatus: 'partially_paid',
  payable: true,
  travelDate: '2099-03-12T00:00:00.000Z',
  checkInDate: null,
  checkOutDate: null,
  passengerCount: 2,
  roomCount: null,
  guestCount: null,
  packageId: 'b1b2c3d4-0000-4000-8000-000000000001',
  flightOrderId: null,
  totalPriceInPkr: '370000.00',
  amountPaidInPkr: '111000.00',
  amountRefundedInPkr: '0.00',
  amountDueNowInPkr: '0.00',
  balanceDueInPkr: '259000.00',
  balanceDueAt: inMinutes(3 * 24 * 60),
  holdExpiresAt: null,
  payBy: inMinutes(3 * 24 * 60 + 5),
  freeCancellationUntil: '2099-02-10T00:00:00.000Z',
  rooms: null,
  customer: null,
  ...over,
});

const event = (id: string, kind: string, at: string, summary: string, over: Record<string, unknown> = {}) => ({
  __typename: 'BookingEvent',
  id,
  bookingId: ID,
  at,
  kind,
  summary,
  amountInPkr: null,
  actor: { __typename: 'BookingActor', role: 'traveller', name: 'Ayesha Khan' },
  changes: [],
  ...over,
});

const history = [
  event('e1', 'made', '2026-11-20T10:00:00.000Z', 'Booked 2 travellers', { amountInPkr: '370000.00' }),
  event('e2', 'paid', '2026-11-20T10:05:00.000Z', 'Advance paid', { amountInPkr: '111000.00' }),
  event('e3', 'amended', '2026-11-21T09:00:00.000Z', 'Travel date 12 Mar → 19 Mar', {
    actor: { __typename: 'BookingActor', role: 'agent', name: 'Bilal Travels' },
    changes: [{ __typename: 'FieldChange', field: 'travelDate', before: '2099-03-12', after: '2099-03-19' }],
  }),
];

let current: ReturnType<typeof booking>;
let events: unknown[];
const sent: Record<string, unknown>[] = [];

const quote = (over: Record<string, unknown> = {}) => ({
  __typename: 'AmendmentQuote',
  id: 'q1',
  bookingId: ID,
  kind: 'dates',
  summary: 'Travel date 12 Mar → 26 Mar',
  newTotalInPkr: '380000.00',
  differenceInPkr: '10000.00',
  feeInPkr: '0.00',
  penaltyInPkr: '0.00',
  refundInPkr: '0.00',
  refundTo: null,
  expiresAt: inMinutes(30),
  status: 'open',
  changes: [{ __typename: 'FieldChange', field: 'travelDate', before: '2099-03-12', after: '2099-03-26' }],
  ...over,
});

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  // a signed-in reader's Urdu is saved to the profile
  graphql.mutation('SetLanguage', ({ variables }) => HttpResponse.json({ data: { setLanguage: { __typename: 'User', id: meAs().id, language: variables.language } } })),
  graphql.query('AfterSaleBooking', () => HttpResponse.json({ data: { booking: current, bookingHistory: events } })),
  graphql.query('AmendmentOptions', () =>
    HttpResponse.json({
      data: { amendmentOptions: { __typename: 'AmendmentOptions', kinds: ['dates', 'travellers', 'name'], departures: [], nameChangeFeeInPkr: '2500.00', reason: null } },
    }),
  ),
  graphql.mutation('QuoteAmendment', ({ variables }) => {
    sent.push({ op: 'quote', ...(variables as Record<string, unknown>) });
    return HttpResponse.json({ data: { quoteAmendment: quote() } });
  }),
  graphql.mutation('ConfirmAmendment', ({ variables }) => {
    sent.push({ op: 'confirm', ...(variables as Record<string, unknown>) });
    current = booking({ travelDate: '2099-03-26T00:00:00.000Z', totalPriceInPkr: '380000.00', balanceDueInPkr: '269000.00' });
    events = [...history, event('e4', 'amended', new Date().toISOString(), 'Travel date 12 Mar → 26 Mar')];
    return HttpResponse.json({ data: { confirmAmendment: current } });
  }),
  graphql.mutation('QuoteCancellation', () =>
    HttpResponse.json({
      data: {
        quoteCancellation: {
          __typename: 'CancellationOffer',
          id: 'c1',
          bookingId: ID,
          refundInPkr: '88800.00',
          penaltyInPkr: '22200.00',
          refundTo: 'original_method',
          expiresAt: inMinutes(30),
          status: 'open',
        },
      },
    }),
  ),
  graphql.mutation('ConfirmCancellation', ({ variables }) => {
    sent.push({ op: 'cancel', ...(variables as Record<string, unknown>) });
    current = booking({ status: 'cancelled', payable: false, amountRefundedInPkr: '88800.00', balanceDueInPkr: '0.00', payBy: null, freeCancellationUntil: null });
    events = [...history, event('e4', 'cancelled', new Date().toISOString(), 'Cancelled: Rs 88,800 refunded')];
    return HttpResponse.json({ data: { confirmCancellation: current } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function reset(over: Record<string, unknown> = {}) {
  current = booking(over);
  events = [...history];
}

describe('the booking page', () => {
  it('a pending booking’s Pay button names its advance (what the checkout takes first), not all that is due', async () => {
    reset();
    current = booking({ status: 'pending', amountPaidInPkr: '0.00', amountDueNowInPkr: '111000.00', balanceDueInPkr: '259000.00' });
    renderApp(`/bookings/${ID}`);
    expect((await screen.findByTestId('booking-pay')).textContent).toContain('111,000');
    expect(screen.getByTestId('booking-due').textContent).toContain('370,000');
  });

  it('shows what was booked, the money, the deadlines with a countdown, and the history oldest first', async () => {
    reset();
    renderApp(`/bookings/${ID}`);
    expect((await screen.findByTestId('booking-item')).textContent).toBe('Economy Umrah from Karachi');
    expect(screen.getByTestId('booking-total').textContent).toContain('370,000');
    expect(screen.getByTestId('booking-paid').textContent).toContain('111,000');
    expect(screen.getByTestId('booking-due').textContent).toContain('259,000');
    expect(screen.getByTestId('pay-by').textContent).toMatch(/^Pay by \d\d \w{3} \d{4}, \d\d:\d\d/);
    expect(screen.getByTestId('pay-by-countdown').textContent).toMatch(/^3 days 00:0\d:\d\d left$/);
    expect(screen.getByTestId('free-cancellation').textContent).toMatch(/^Free cancellation until 10 Feb 2099/);
    expect(screen.getByTestId('booking-pay').getAttribute('href')).toBe(`/checkout/${ID}`);
    expect(screen.getByTestId('booking-pay').textContent).toContain('259,000');
    expect(screen.getByTestId('change-booking')).toBeTruthy();
    expect(screen.getByTestId('cancel-booking')).toBeTruthy();

    const items = within(screen.getByTestId('booking-history')).getAllByTestId('history-event');
    expect(items.map((i) => i.getAttribute('data-kind'))).toEqual(['made', 'paid', 'amended']);
    expect(within(items[0]).getByTestId('history-summary').textContent).toBe('Booked 2 travellers');
    expect(within(items[0]).getByTestId('history-amount').textContent).toContain('370,000');
    expect(within(items[2]).getByTestId('history-actor').textContent).toBe('Agent · Bilal Travels');
    expect(within(items[2]).getByTestId('field-change').textContent).toBe('Travel date: 12 Mar 2099 → 19 Mar 2099');
  });

  it('says when there is no free cancellation; a flight links to its order instead of change and cancel', async () => {
    reset({ freeCancellationUntil: null, payBy: null, payable: false, balanceDueInPkr: '0.00', type: 'flight', flightOrderId: 'f1' });
    renderApp(`/bookings/${ID}`);
    expect((await screen.findByTestId('free-cancellation')).textContent).toBe('No free cancellation');
    expect(screen.getByTestId('pay-by').textContent).toBe('Nothing to pay now');
    expect(screen.queryByTestId('booking-pay')).toBeNull();
    expect(screen.queryByTestId('change-booking')).toBeNull();
    expect(screen.getByTestId('booking-flight-order').getAttribute('href')).toBe('/flights/orders/f1');
  });

  it('changes the travel date through a quote, then offers to pay the difference and shows the new history', async () => {
    reset();
    renderApp(`/bookings/${ID}`);
    fireEvent.click(await screen.findByTestId('change-booking'));
    const dialog = await screen.findByTestId('change-dialog');
    fireEvent.change(await within(dialog).findByTestId('change-travel-date'), { target: { value: '2099-03-26' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));

    expect((await within(dialog).findByTestId('quote-summary')).textContent).toBe('Travel date 12 Mar → 26 Mar');
    expect(within(dialog).getByTestId('quote-difference').textContent).toBe('To pay Rs 10,000');
    expect(within(dialog).getByTestId('quote-changes').textContent).toBe('Travel date: 12 Mar 2099 → 26 Mar 2099');
    expect(within(dialog).getByTestId('quote-countdown').textContent).toMatch(/^This quote holds for (30:00|29:\d\d)$/);
    expect(sent).toEqual([{ op: 'quote', bookingId: ID, input: { kind: 'dates', travelDate: '2099-03-26' } }]);

    fireEvent.click(within(dialog).getByTestId('confirm-change'));
    expect(await within(dialog).findByTestId('change-done')).toBeTruthy();
    expect(sent[1]).toEqual({ op: 'confirm', bookingId: ID, quoteId: 'q1' });
    expect(within(dialog).getByTestId('pay-difference').getAttribute('href')).toBe(`/checkout/${ID}`);
    // the page refetched: the new total and the amendment at the end of the history
    await waitFor(() => expect(screen.getByTestId('booking-total').textContent).toContain('380,000'));
    const items = screen.getAllByTestId('history-event');
    expect(items.at(-1)?.getAttribute('data-kind')).toBe('amended');
    expect(within(items.at(-1) as HTMLElement).getByTestId('history-summary').textContent).toBe('Travel date 12 Mar → 26 Mar');
  });

  it('shows the server’s message when a quote is refused, and asks for a date first', async () => {
    reset();
    server.use(
      graphql.mutation('QuoteAmendment', () =>
        HttpResponse.json({ errors: [{ message: 'The departure on 26 Mar is full', extensions: { code: 'CONFLICT' } }], data: null }),
      ),
    );
    renderApp(`/bookings/${ID}`);
    fireEvent.click(await screen.findByTestId('change-booking'));
    const dialog = await screen.findByTestId('change-dialog');
    const date = await within(dialog).findByTestId('change-travel-date');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    expect(await within(dialog).findByText('Please fill this in')).toBeTruthy();

    fireEvent.change(date, { target: { value: '2099-03-26' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    expect((await within(dialog).findByTestId('change-error')).textContent).toBe('The departure on 26 Mar is full');
    expect(within(dialog).queryByTestId('confirm-change')).toBeNull();
  });

  it('corrects a name: the traveller and the new name are sent, the fee shown', async () => {
    reset({ customer: { __typename: 'BookingCustomer', leadName: 'Ali Raza', passengers: [
      { __typename: 'BookingPassenger', name: 'Ali Raza', passportNumber: 'AB123456' },
      { __typename: 'BookingPassenger', name: 'Sara Rza', passportNumber: 'AB654321' },
    ] } });
    renderApp(`/bookings/${ID}`);
    fireEvent.click(await screen.findByTestId('change-booking'));
    const dialog = await screen.findByTestId('change-dialog');
    fireEvent.change(await within(dialog).findByTestId('change-kind'), { target: { value: 'name' } });
    expect((await within(dialog).findByTestId('name-fee')).textContent).toBe('A name change costs Rs 2,500.');
    fireEvent.change(within(dialog).getByTestId('change-traveller'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByTestId('change-name'), { target: { value: 'Sara Raza' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    await within(dialog).findByTestId('quote');
    expect(sent[0]).toEqual({ op: 'quote', bookingId: ID, input: { kind: 'name', travellerIndex: 1, name: 'Sara Raza' } });
  });

  it('cancels with a quote: refund, penalty and destination, then the booking is cancelled', async () => {
    reset();
    renderApp(`/bookings/${ID}`);
    fireEvent.click(await screen.findByTestId('cancel-booking'));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect((await within(dialog).findByTestId('quote-difference')).textContent).toBe('To refund Rs 88,800 to the original payment method');
    expect(within(dialog).getByTestId('quote-penalty').textContent).toContain('22,200');
    expect(within(dialog).getByTestId('quote-countdown').textContent).toMatch(/^This quote holds for/);
    fireEvent.click(within(dialog).getByTestId('cancel-confirm'));
    expect(await within(dialog).findByTestId('cancel-done')).toBeTruthy();
    expect(sent).toEqual([{ op: 'cancel', bookingId: ID, quoteId: 'c1' }]);
    await waitFor(() => expect(screen.getByTestId('booking-refunded').textContent).toContain('88,800'));
    expect(screen.getAllByTestId('history-event').at(-1)?.getAttribute('data-kind')).toBe('cancelled');
    expect(screen.queryByTestId('change-booking')).toBeNull();
  });
});

describe('links to the booking page', () => {
  it("from the traveller's bookings: the item's name", async () => {
    reset();
    server.use(
      graphql.query('MyBookings', () =>
        HttpResponse.json({
          data: { bookings: { __typename: 'BookingPage', items: [{ ...booking(), bookedBy: 'ayesha', savedInPkr: '0.00', currency: 'PKR', specialRequirements: null, createdAt: '2026-11-20T10:00:00.000Z', roomType: null, voucherUrl: null }], hasMore: false } },
        }),
      ),
    );
    renderApp('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-my-bookings'));
    const link = await screen.findByTestId('booking-link');
    expect(link.textContent).toBe('Economy Umrah from Karachi');
    expect(link.getAttribute('href')).toBe(`/bookings/${ID}`);
    fireEvent.click(link);
    expect(await screen.findByTestId('booking-history')).toBeTruthy();
  });
});

describe('the other kinds of change', () => {
  it('moves a fixed-date package to another departure picked from the list', async () => {
    reset();
    server.use(
      graphql.query('AmendmentOptions', () =>
        HttpResponse.json({
          data: {
            amendmentOptions: {
              __typename: 'AmendmentOptions',
              kinds: ['dates'],
              nameChangeFeeInPkr: '0.00',
              reason: null,
              departures: [{ __typename: 'DepartureOption', packageId: 'b1b2c3d4-0000-4000-8000-000000000002', name: 'Economy Umrah 26 Mar', startDate: '2099-03-26', availableSpots: 5, priceInPkr: '190000.00' }],
            },
          },
        }),
      ),
    );
    // a cheaper departure than the balance left: nothing comes back, less is left to pay; the package's id is not shown
    server.use(
      graphql.mutation('QuoteAmendment', ({ variables }) => {
        sent.push({ op: 'quote', ...(variables as Record<string, unknown>) });
        return HttpResponse.json({
          data: {
            quoteAmendment: quote({
              summary: 'Departure 12 Mar 2099 → 26 Mar 2099',
              newTotalInPkr: '360000.00',
              differenceInPkr: '-10000.00',
              changes: [
                { __typename: 'FieldChange', field: 'packageId', before: 'b1b2c3d4-0000-4000-8000-000000000001', after: 'b1b2c3d4-0000-4000-8000-000000000002' },
                { __typename: 'FieldChange', field: 'travelDate', before: '2099-03-12T00:00:00.000Z', after: '2099-03-26T00:00:00.000Z' },
                { __typename: 'FieldChange', field: 'totalPriceInPkr', before: '370000.00', after: '360000.00' },
              ],
            }),
          },
        });
      }),
    );
    renderApp(`/bookings/${ID}`);
    fireEvent.click(await screen.findByTestId('change-booking'));
    const dialog = await screen.findByTestId('change-dialog');
    const select = await within(dialog).findByTestId('change-departure');
    expect(select.textContent).toContain('Economy Umrah 26 Mar · 26 Mar 2099 · 5 spots · Rs 190,000');
    fireEvent.change(select, { target: { value: 'b1b2c3d4-0000-4000-8000-000000000002' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    await within(dialog).findByTestId('quote');
    expect(sent[0]).toEqual({ op: 'quote', bookingId: ID, input: { kind: 'dates', packageId: 'b1b2c3d4-0000-4000-8000-000000000002' } });
    expect(within(dialog).getByTestId('quote-difference').textContent).toBe('Rs 10,000 less to pay');
    expect(within(dialog).getAllByTestId('field-change').map((c) => c.textContent)).toEqual([
      'Travel date: 12 Mar 2099 → 26 Mar 2099',
      'Total: Rs 370,000 → Rs 360,000',
    ]);
  });

  it("edits a per-bed booking's rooms with the package's room picker and sends them as the API takes them", async () => {
    reset({
      rooms: [{ __typename: 'BookedRoom', occupancy: 'double', adults: 2, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 }],
    });
    server.use(
      graphql.query('AmendmentOptions', () =>
        HttpResponse.json({ data: { amendmentOptions: { __typename: 'AmendmentOptions', kinds: ['rooms'], nameChangeFeeInPkr: '0.00', reason: null, departures: [] } } }),
      ),
      graphql.query('AfterSalePackagePrices', () =>
        HttpResponse.json({
          data: {
            package: {
              __typename: 'Package',
              id: 'b1b2c3d4-0000-4000-8000-000000000001',
              priceInPkr: '150000.00',
              originalPriceInPkr: null,
              occupancyPrices: [
                { __typename: 'OccupancyPrice', occupancy: 'quad', priceInPkr: '150000.00' },
                { __typename: 'OccupancyPrice', occupancy: 'double', priceInPkr: '185000.00' },
              ],
              childWithBedPriceInPkr: '120000.00',
              childWithoutBedPriceInPkr: '90000.00',
              infantPriceInPkr: '30000.00',
            },
          },
        }),
      ),
    );
    renderApp(`/bookings/${ID}`);
    expect((await screen.findByTestId('booking-rooms')).textContent).toBe('Double: 2 adults');
    fireEvent.click(screen.getByTestId('change-booking'));
    const dialog = await screen.findByTestId('change-dialog');
    fireEvent.change(await within(dialog).findByTestId('room-1-infants'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    await within(dialog).findByTestId('quote');
    expect(sent[0]).toEqual({
      op: 'quote',
      bookingId: ID,
      input: { kind: 'rooms', rooms: [{ occupancy: 'double', adults: 2, childrenWithBed: 0, childrenWithoutBed: 0, infants: 1 }] },
    });
  });

  it('says why when nothing can be changed', async () => {
    reset();
    server.use(
      graphql.query('AmendmentOptions', () =>
        HttpResponse.json({ data: { amendmentOptions: { __typename: 'AmendmentOptions', kinds: [], nameChangeFeeInPkr: '0.00', reason: 'The trip has started: the booking can no longer be changed', departures: [] } } }),
      ),
    );
    renderApp(`/bookings/${ID}`);
    fireEvent.click(await screen.findByTestId('change-booking'));
    expect((await screen.findByTestId('change-unavailable')).textContent).toBe('The trip has started: the booking can no longer be changed');
    expect(screen.queryByTestId('get-quote')).toBeNull();
  });
});

describe('in Urdu', () => {
  afterEach(backToEnglish);

  it('the page, the change form and a quote have no English left (stored names and summaries aside)', async () => {
    reset({ customer: { __typename: 'BookingCustomer', leadName: 'Ali Raza', passengers: [{ __typename: 'BookingPassenger', name: 'Ali Raza', passportNumber: 'AB123456' }] } });
    await renderInUrdu(`/bookings/${ID}`);
    await screen.findByTestId('booking-history');
    expect(screen.getByTestId('free-cancellation').textContent).toContain('تک مفت منسوخی');
    expect(latinWords(document.body)).toEqual([]);
    fireEvent.click(screen.getByTestId('change-booking'));
    const dialog = await screen.findByTestId('change-dialog');
    fireEvent.change(await within(dialog).findByTestId('change-travel-date'), { target: { value: '2099-03-26' } });
    expect(latinWords(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    expect((await within(dialog).findByTestId('quote-difference')).textContent).toContain('ادا کرنے ہیں');
    expect(latinWords(dialog)).toEqual([]);
  });
});

describe('a hotel stay and an expired quote', () => {
  it("a hotel's new nights: check-out must come after check-in, then both are sent", async () => {
    reset({ type: 'hotel', itemName: 'Hilton Makkah', checkInDate: '2099-03-12', checkOutDate: '2099-03-15', travelDate: '2099-03-12T00:00:00.000Z', roomCount: 1, guestCount: 2 });
    renderApp(`/bookings/${ID}`);
    expect((await screen.findByTestId('booking-dates')).textContent).toBe('12 Mar 2099 to 15 Mar 2099');
    fireEvent.click(screen.getByTestId('change-booking'));
    const dialog = await screen.findByTestId('change-dialog');
    fireEvent.change(await within(dialog).findByTestId('change-check-in'), { target: { value: '2099-03-20' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    expect(await within(dialog).findByText('Check-out must be after check-in')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('change-check-out'), { target: { value: '2099-03-23' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    await within(dialog).findByTestId('quote');
    expect(sent[0]).toEqual({ op: 'quote', bookingId: ID, input: { kind: 'dates', checkInDate: '2099-03-20', checkOutDate: '2099-03-23' } });
  });

  it('an expired quote cannot be confirmed: Ask again gets a new one', async () => {
    reset();
    let answers = [quote({ id: 'old', expiresAt: new Date(Date.now() - 1000).toISOString() }), quote({ id: 'new' })];
    server.use(
      graphql.mutation('QuoteAmendment', ({ variables }) => {
        sent.push({ op: 'quote', ...(variables as Record<string, unknown>) });
        const [next, ...rest] = answers;
        answers = rest.length ? rest : [next];
        return HttpResponse.json({ data: { quoteAmendment: next } });
      }),
    );
    renderApp(`/bookings/${ID}`);
    fireEvent.click(await screen.findByTestId('change-booking'));
    const dialog = await screen.findByTestId('change-dialog');
    fireEvent.change(await within(dialog).findByTestId('change-travel-date'), { target: { value: '2099-03-26' } });
    fireEvent.click(within(dialog).getByTestId('get-quote'));
    expect((await within(dialog).findByTestId('quote-expired')).textContent).toBe('This quote has expired: ask for a new one.');
    await waitFor(() => expect(within(dialog).queryByTestId('confirm-change')).toBeNull());
    fireEvent.click(within(dialog).getByTestId('change-requote'));
    expect(await within(dialog).findByTestId('confirm-change')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-change'));
    await within(dialog).findByTestId('change-done');
    expect(sent.map((s) => s.op)).toEqual(['quote', 'quote', 'confirm']);
    expect(sent[2]).toEqual({ op: 'confirm', bookingId: ID, quoteId: 'new' });
  });
});

import { FLIGHT_ORDER_MESSAGES } from '@rules/flights.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { changeAs, graphqlError, ORDER_BOOKING_ID, ORDER_ID, orderAs, quoteAs, sequence, ticketedAs } from './orderTestData';

// The flight order page (issue 35): the PNR, the status, the time left to pay, the tickets and the e-ticket, the
// cancel flow through the airline's quote, and an airline change to accept.

type Vars = Record<string, unknown>;
let orders: unknown[] = [orderAs()];
let quote = sequence([() => HttpResponse.json({ data: { quoteFlightCancellation: quoteAs() } })]);
let confirm = sequence([() => HttpResponse.json({ data: { confirmFlightCancellation: orderAs({ status: 'cancelled', paymentRequiredBy: null }) } })]);
const accepted: Vars[] = [];

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  // each ask takes the next answer; the last one repeats
  graphql.query('FlightOrder', () => HttpResponse.json({ data: { flightOrder: orders.length > 1 ? orders.shift() : orders[0] } })),
  graphql.mutation('QuoteFlightCancellation', ({ variables }) => quote.next(variables)),
  graphql.mutation('ConfirmFlightCancellation', ({ variables }) => confirm.next(variables)),
  graphql.mutation('AcceptAirlineChange', ({ variables }) => {
    accepted.push(variables);
    return HttpResponse.json({ data: { acceptAirlineChange: ticketedAs({ changes: [changeAs({ status: 'accepted' })] }) } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openOrder() {
  renderApp(`/flights/orders/${ORDER_ID}`);
  await screen.findByTestId('booking-reference');
  return screen.getByTestId('flight-order-page');
}

describe('the flight order page', () => {
  it('a held order: the PNR, Held, the time left to pay and Pay now to the booking’s checkout', async () => {
    orders = [orderAs()];
    await openOrder();
    expect(screen.getByTestId('booking-reference').textContent).toBe('QX7PLM');
    expect(screen.getByTestId('flight-order-status').textContent).toBe('Held');
    expect(screen.getByTestId('flight-order-countdown').textContent).toMatch(/^Pay within 5 h 0 min by \d{2} \w{3}, \d{2}:\d{2}/);
    expect(screen.getByTestId('pay-flight-order').getAttribute('href')).toBe(`/checkout/${ORDER_BOOKING_ID}`);
    expect(screen.getByTestId('cancel-order')).toBeTruthy();
    expect(screen.queryByTestId('eticket-download')).toBeNull();
    expect(screen.queryAllByTestId('ticket-number')).toHaveLength(0);
    expect(screen.getAllByTestId('itinerary-slice')).toHaveLength(2);
  });

  it('while the airline issues the tickets it asks again, and the tickets and the e-ticket appear', async () => {
    orders = [orderAs({ status: 'ticketing', paymentRequiredBy: null, amountPaidInPkr: '187500.00' }), ticketedAs()];
    await openOrder();
    expect(screen.getByTestId('flight-order-status').textContent).toBe('Issuing tickets…');
    await waitFor(() => expect(screen.getByTestId('flight-order-status').textContent).toBe('Ticketed'), { timeout: 6000 });
    expect(screen.getAllByTestId('ticket-number').map((n) => n.textContent)).toEqual(['2141234567890', '2141234567891']);
    expect(screen.getByTestId('eticket-download').getAttribute('href')).toBe(`/api/flights/orders/${ORDER_ID}/eticket.pdf`);
    expect(screen.queryByTestId('flight-order-countdown')).toBeNull();
    expect(screen.queryByTestId('pay-flight-order')).toBeNull();
  });

  it('Cancel: the quote (refund, penalty, where it goes, until when), then Confirm cancellation', async () => {
    orders = [ticketedAs()];
    quote = sequence([() => HttpResponse.json({ data: { quoteFlightCancellation: quoteAs() } })]);
    confirm = sequence([() => HttpResponse.json({ data: { confirmFlightCancellation: ticketedAs({ status: 'cancelled', amountRefundedInPkr: '172500.00' }) } })]);
    await openOrder();
    fireEvent.click(screen.getByTestId('cancel-order'));
    const shown = await screen.findByTestId('cancellation-quote');
    expect(quote.calls).toEqual([{ orderId: ORDER_ID }]);
    expect(within(shown).getByTestId('quote-refund').textContent).toBe('Rs 172,500');
    expect(within(shown).getByTestId('quote-penalty').textContent).toBe('Rs 15,000');
    expect(within(shown).getByTestId('quote-refund-to').textContent).toBe('The original payment method');
    expect(within(shown).getByTestId('quote-expires').textContent).toMatch(/^This offer is valid until \d{2} \w{3}, \d{2}:\d{2}\.$/);
    // Keep the order has the first focus, so Enter never cancels by accident
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('keep-order')));
    fireEvent.click(screen.getByTestId('confirm-cancellation'));
    await waitFor(() => expect(screen.getByTestId('flight-order-status').textContent).toBe('Cancelled'));
    expect(confirm.calls).toEqual([{ orderId: ORDER_ID, quoteId: 'quote-1' }]);
    await waitFor(() => expect(screen.queryByTestId('cancellation-quote')).toBeNull());
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('an expired quote: the server’s message, then a new quote to confirm', async () => {
    orders = [orderAs()];
    quote = sequence([
      () => HttpResponse.json({ data: { quoteFlightCancellation: quoteAs({ refundInPkr: '0.00', penaltyInPkr: '0.00', refundTo: 'none' }) } }),
      () => HttpResponse.json({ data: { quoteFlightCancellation: quoteAs({ id: 'quote-2', refundInPkr: '0.00', penaltyInPkr: '0.00', refundTo: 'none' }) } }),
    ]);
    confirm = sequence([
      () => graphqlError(FLIGHT_ORDER_MESSAGES.quoteExpired, { code: 'CONFLICT' }),
      () => HttpResponse.json({ data: { confirmFlightCancellation: orderAs({ status: 'cancelled', paymentRequiredBy: null }) } }),
    ]);
    await openOrder();
    fireEvent.click(screen.getByTestId('cancel-order'));
    expect((await screen.findByTestId('quote-refund-to')).textContent).toBe('Nothing to refund');
    fireEvent.click(screen.getByTestId('confirm-cancellation'));
    expect((await screen.findByTestId('quote-refused')).textContent).toBe('This cancellation quote has expired; ask for a new one');
    fireEvent.click(screen.getByTestId('requote-cancellation'));
    await waitFor(() => expect(quote.calls).toHaveLength(2));
    fireEvent.click(await screen.findByTestId('confirm-cancellation'));
    await waitFor(() => expect(screen.getByTestId('flight-order-status').textContent).toBe('Cancelled'));
    expect(confirm.calls.map((c) => c.quoteId)).toEqual(['quote-1', 'quote-2']);
  });

  it('an airline change: old and new times side by side; Accept new times', async () => {
    orders = [ticketedAs({ changes: [changeAs()] })];
    await openOrder();
    const change = screen.getByTestId('airline-change');
    expect(within(within(change).getByTestId('change-before')).getByTestId('itinerary-segment').textContent).toContain('02:10');
    expect(within(within(change).getByTestId('change-after')).getByTestId('itinerary-segment').textContent).toContain('05:50');
    expect(within(change).getByTestId('cancel-free').textContent).toBe('Cancel free of charge');
    fireEvent.click(within(change).getByTestId('accept-change'));
    await waitFor(() => expect(screen.queryByTestId('airline-change')).toBeNull());
    expect(accepted).toEqual([{ orderId: ORDER_ID, changeId: 'chg-1' }]);
  });

  it('Cancel free of charge opens the cancel flow', async () => {
    orders = [ticketedAs({ changes: [changeAs()] })];
    quote = sequence([() => HttpResponse.json({ data: { quoteFlightCancellation: quoteAs({ refundInPkr: '187500.00', penaltyInPkr: '0.00' }) } })]);
    await openOrder();
    fireEvent.click(screen.getByTestId('cancel-free'));
    expect((await screen.findByTestId('quote-refund')).textContent).toBe('Rs 187,500');
  });
});

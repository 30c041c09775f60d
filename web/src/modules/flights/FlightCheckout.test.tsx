import { addDays, localToday } from '@rules/dates.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { pendingBooking } from '../../test/payments-fixtures';
import { renderApp } from '../../test/render';
import { FLIGHT_ORDER_MESSAGES } from '@rules/flights.js';
import {
  graphqlError,
  OFFER_ID,
  ORDER_BOOKING_ID,
  ORDER_ID,
  orderAs,
  pricedAs,
  sequence,
} from './orderTestData';

// The flight checkout (issue 35): the offer priced again on open, a changed price agreed to first, a gone offer, the
// passengers' form checked by the shared rules, Pay now and Hold, and a price that changes at the last moment.

type Vars = Record<string, unknown>;
let price = sequence([() => HttpResponse.json({ data: { priceFlightOffer: pricedAs() } })]);
let create = sequence([() => HttpResponse.json({ data: { createFlightOrder: orderAs() } })]);

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  graphql.mutation('PriceFlightOffer', ({ variables }) => price.next(variables)),
  graphql.mutation('CreateFlightOrder', ({ variables }) => create.next(variables)),
  graphql.query('FlightOrder', () => HttpResponse.json({ data: { flightOrder: orderAs() } })),
  graphql.query('Checkout', () =>
    HttpResponse.json({
      data: {
        booking: pendingBooking({ id: ORDER_BOOKING_ID, type: 'flight', itemName: 'Flight LHE → JED and back', flightOrderId: ORDER_ID }),
        paymentMethods: [{ __typename: 'PaymentMethodOption', method: 'sandbox', label: 'Card or wallet (sandbox)', available: true }],
      },
    }),
  ),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  price = sequence([() => HttpResponse.json({ data: { priceFlightOffer: pricedAs() } })]);
  create = sequence([() => HttpResponse.json({ data: { createFlightOrder: orderAs() } })]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const today = localToday();
const field = (i: number, name: string) => screen.getByTestId(`passenger-${i}-${name}`) as HTMLInputElement;
function set(el: HTMLElement, value: string) {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
}

function fillPassenger(i: number, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) set(field(i, name), value);
}

function fillValidForm() {
  fillPassenger(0, { title: 'mrs', givenName: 'Ayesha', familyName: 'Khan', gender: 'f', bornOn: '1990-04-12', passportNumber: 'ab1234567', passportExpiresOn: addDays(today, 1500) });
  fillPassenger(1, { title: 'miss', givenName: 'Zara', familyName: 'Khan', gender: 'f', bornOn: addDays(today, -200), passportNumber: 'AB7654321', passportExpiresOn: addDays(today, 1500) });
  set(screen.getByTestId('contact-phone'), '+92 300 1234567');
}

async function openCheckout() {
  const app = renderApp(`/flights/checkout/${OFFER_ID}`);
  await screen.findByTestId('flight-checkout');
  return app;
}

describe('the flight checkout', () => {
  it('prices the offer on open and shows the itinerary, the fare rules, the total and one block per passenger', async () => {
    await openCheckout();
    expect(price.calls).toEqual([{ offerId: OFFER_ID }]);
    // local times as the airports give them, never the browser's zone
    const segments = screen.getAllByTestId('itinerary-segment');
    expect(segments).toHaveLength(2);
    expect(segments[0].textContent).toContain('PK 741');
    expect(segments[0].textContent).toContain('02:10');
    expect(segments[0].textContent).toContain('05:25');
    expect(segments[0].textContent).toContain('1 checked bag of 30 kg · 1 cabin bag');
    expect(screen.getByTestId('fare-refund').textContent).toBe('Refundable before departure: the airline keeps Rs 15,000');
    expect(screen.getByTestId('fare-change').textContent).toBe('Changes allowed: Rs 5,000 fee plus any fare difference');
    expect(screen.getByTestId('flight-total').textContent).toBe('Rs 187,500');
    expect(screen.getByText('For 1 adult, 1 infant')).toBeTruthy();
    // the passengers in the offer's order, with their labels
    expect(within(screen.getByTestId('passenger-0')).getByRole('heading').textContent).toBe('Adult 1');
    expect(within(screen.getByTestId('passenger-1')).getByRole('heading').textContent).toBe('Infant 1');
    expect(field(0, 'passportCountry').value).toBe('PK');
    expect(field(1, 'nationality').value).toBe('PK');
    expect(screen.getByLabelText(/Given names/, { selector: '[data-testid="passenger-0-givenName"]' })).toBeTruthy();
    // the session's e-mail
    expect((screen.getByTestId('contact-email') as HTMLInputElement).value).toBe('ayesha@example.pk');
    expect(screen.getByTestId('pay-now').textContent).toContain('Pay now');
    expect(screen.getByTestId('hold-order').textContent?.trim()).toMatch(/^Hold — pay by \d{2} \w{3}, \d{2}:\d{2}$/);
  });

  it('a changed price: the previous and the new total, and the form only after Continue at the new price', async () => {
    price = sequence([() => HttpResponse.json({ data: { priceFlightOffer: pricedAs({ priceChanged: true, previousTotalInPkr: '175000.00' }) } })]);
    await openCheckout();
    const box = screen.getByTestId('price-changed');
    expect(within(box).getByTestId('previous-total').textContent).toBe('Rs 175,000');
    expect(within(box).getByTestId('new-total').textContent).toBe('Rs 187,500');
    expect(screen.queryByTestId('passenger-0')).toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: 'Continue at the new price' }));
    expect(await screen.findByTestId('passenger-0')).toBeTruthy();
    expect(screen.queryByTestId('price-changed')).toBeNull();
  });

  it('a gone offer: "This offer is no longer available" and the way back to the search', async () => {
    price = sequence([() => graphqlError(FLIGHT_ORDER_MESSAGES.offerGone, { code: 'OFFER_EXPIRED' })]);
    renderApp(`/flights/checkout/${OFFER_ID}`);
    const gone = await screen.findByTestId('offer-expired');
    expect(within(gone).getByRole('heading').textContent).toBe('This offer is no longer available');
    expect(within(gone).getByRole('link', { name: 'Back to the search' }).getAttribute('href')).toBe('/flights');
    expect(screen.queryByTestId('flight-checkout')).toBeNull();
  });

  it('checks the passengers with the shared rules, each message on its field', async () => {
    await openCheckout();
    set(field(0, 'givenName'), 'Ayesha2');
    expect(await screen.findByText('Given name must be letters only (no digits), exactly as in the passport')).toBeTruthy();
    // the passport must still be valid on the last travel date
    set(field(0, 'passportExpiresOn'), addDays(today, 40));
    expect(await screen.findByText('The passport expires before the end of the trip')).toBeTruthy();
    expect(field(0, 'givenName').getAttribute('aria-invalid')).toBe('true');
    // an infant must be under 2
    set(field(1, 'bornOn'), '2015-01-01');
    expect(await screen.findByText('An infant must be under 2 years old on the travel date; book a child instead')).toBeTruthy();
    set(screen.getByTestId('contact-phone'), 'call me');
    expect(await screen.findByText('Contact phone must be a phone number (7 to 15 digits, optionally starting with +)')).toBeTruthy();
    // nothing is ordered while the form has problems
    fireEvent.click(screen.getByTestId('pay-now'));
    expect(await screen.findAllByText('Choose a title')).toHaveLength(2);
    // the first field with a problem has the focus
    await waitFor(() => expect(document.activeElement).toBe(field(0, 'title')));
    expect(create.calls).toEqual([]);
  });

  it('Pay now orders (instant, the priced total, one idempotency key) and goes to the booking’s checkout', async () => {
    const { router } = await openCheckout();
    fillValidForm();
    fireEvent.click(screen.getByTestId('pay-now'));
    fireEvent.click(screen.getByTestId('pay-now'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${ORDER_BOOKING_ID}`));
    expect(create.calls).toHaveLength(1);
    const { input, idempotencyKey } = create.calls[0] as { input: Vars; idempotencyKey: string };
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toMatchObject({ offerId: OFFER_ID, type: 'instant', expectedTotalInPkr: '187500.00', contact: { email: 'ayesha@example.pk', phone: '+92 300 1234567' } });
    expect(input.passengers).toEqual([
      { type: 'adult', title: 'mrs', givenName: 'Ayesha', familyName: 'Khan', gender: 'f', bornOn: '1990-04-12', passportNumber: 'AB1234567', passportCountry: 'PK', passportExpiresOn: addDays(today, 1500), nationality: 'PK' },
      { type: 'infant', title: 'miss', givenName: 'Zara', familyName: 'Khan', gender: 'f', bornOn: addDays(today, -200), passportNumber: 'AB7654321', passportCountry: 'PK', passportExpiresOn: addDays(today, 1500), nationality: 'PK' },
    ]);
    // the booking's checkout leads to the flight order
    expect((await screen.findByTestId('view-flight-order')).getAttribute('href')).toBe(`/flights/orders/${ORDER_ID}`);
  });

  it('Hold orders with type hold and opens the order', async () => {
    const { router } = await openCheckout();
    fillValidForm();
    fireEvent.click(screen.getByTestId('hold-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/flights/orders/${ORDER_ID}`));
    expect((create.calls[0] as { input: Vars }).input.type).toBe('hold');
    expect(await screen.findByTestId('flight-order-page')).toBeTruthy();
  });

  it('a price changed at the last moment: shown, agreed to, then ordered again at the new total with the same key', async () => {
    create = sequence([
      () => graphqlError(FLIGHT_ORDER_MESSAGES.priceChanged, { code: 'PRICE_CHANGED', newTotalInPkr: '191250.00' }),
      () => HttpResponse.json({ data: { createFlightOrder: orderAs() } }),
    ]);
    const { router } = await openCheckout();
    fillValidForm();
    fireEvent.click(screen.getByTestId('hold-order'));
    const box = await screen.findByTestId('price-changed');
    expect(within(box).getByTestId('previous-total').textContent).toBe('Rs 187,500');
    expect(within(box).getByTestId('new-total').textContent).toBe('Rs 191,250');
    expect(create.calls).toHaveLength(1);
    fireEvent.click(within(box).getByTestId('accept-new-price'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/flights/orders/${ORDER_ID}`));
    const [first, second] = create.calls as Array<{ input: Vars; idempotencyKey: string }>;
    expect(second.input).toMatchObject({ type: 'hold', expectedTotalInPkr: '191250.00' });
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it("shows the server's field message on its field", async () => {
    create = sequence([() => graphqlError('Passenger 2: passport number must be 5 to 20 letters or digits', { code: 'BAD_USER_INPUT', field: 'passengers.1.passportNumber' })]);
    await openCheckout();
    fillValidForm();
    fireEvent.click(screen.getByTestId('pay-now'));
    const message = await screen.findByText('Passport number must be 5 to 20 letters or digits');
    expect(within(screen.getByTestId('passenger-1')).getByText(message.textContent ?? '')).toBeTruthy();
  });
});

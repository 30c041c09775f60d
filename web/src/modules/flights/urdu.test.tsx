import { addDays, localToday } from '@rules/dates.js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';
import { changeAs, flightOrdersHandler, OFFER_ID, ORDER_ID, orderAs, pricedAs, quoteAs, ticketedAs } from './orderTestData';
import { BOOKABLE_OFFER, searchResult, suggestionsHandler } from './testData';

// Issue 21 for issue 35: the flight checkout, the order page and the lists in Urdu, with no Latin-script word but
// codes (airports, flight numbers, PNR, PKR) and content as stored (airlines, passengers, marked lang="en").

let order: unknown = orderAs();
const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ language: 'ur' }) } })),
  graphql.mutation('PriceFlightOffer', () => HttpResponse.json({ data: { priceFlightOffer: pricedAs({ priceChanged: true, previousTotalInPkr: '175000.00' }) } })),
  graphql.query('FlightOrder', () => HttpResponse.json({ data: { flightOrder: order } })),
  graphql.mutation('QuoteFlightCancellation', () => HttpResponse.json({ data: { quoteFlightCancellation: quoteAs({ refundTo: 'wallet' }) } })),
  graphql.query('FlightSearch', ({ variables }) => HttpResponse.json(searchResult(variables, [BOOKABLE_OFFER]))),
  suggestionsHandler,
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await backToEnglish();
});
afterAll(() => server.close());

const noEnglish = () => expect(latinWords(document.body)).toEqual([]);

describe('selling flights in Urdu', () => {
  it('the results: a fare sold here with its terms', async () => {
    await renderInUrdu(`/flights?origin=LHE&destination=JED&departureDate=${addDays(localToday(), 30)}&tripType=oneway`);
    expect((await screen.findByTestId('offer-term-refund')).textContent).toBe('ناقابلِ واپسی');
    expect(screen.getByTestId('offer-term-hold').textContent).toBe('سیٹیں روکی جا سکتی ہیں');
    noEnglish();
  });

  it('the checkout: a changed price, the form and its messages', async () => {
    await renderInUrdu(`/flights/checkout/${OFFER_ID}`);
    await screen.findByTestId('price-changed');
    expect(screen.getByText('اس کرائے کی قیمت بدل گئی ہے')).toBeTruthy();
    noEnglish();
    fireEvent.click(screen.getByTestId('accept-new-price'));
    await screen.findByTestId('passenger-0');
    const given = screen.getByTestId('passenger-0-givenName');
    fireEvent.change(given, { target: { value: 'Ayesha2' } });
    fireEvent.blur(given);
    expect(await screen.findByText('نام میں صرف حروف ہوں (ہندسے نہیں)، بالکل پاسپورٹ کے مطابق')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pay-now'));
    expect(await screen.findAllByText('لقب منتخب کریں')).toHaveLength(2);
    expect(screen.getByTestId('passenger-1').textContent).toContain('شیر خوار 1');
    noEnglish();
  });

  it('the order page: held with its countdown, then ticketed with a change and the cancel dialog', async () => {
    order = orderAs();
    const first = await renderInUrdu(`/flights/orders/${ORDER_ID}`);
    expect((await screen.findByTestId('flight-order-countdown')).textContent).toMatch(/^5 گھنٹے 0 منٹ میں ادائیگی کریں/);
    expect(screen.getByTestId('flight-order-status').textContent).toBe('روکی ہوئی');
    noEnglish();
    first.unmount();

    order = ticketedAs({ changes: [changeAs()] });
    await renderInUrdu(`/flights/orders/${ORDER_ID}`);
    await screen.findByTestId('airline-change');
    expect(screen.getAllByTestId('ticket-number')).toHaveLength(2);
    noEnglish();
    fireEvent.click(screen.getByTestId('cancel-order'));
    expect((await screen.findByTestId('quote-refund-to')).textContent).toBe('آپ کا والیٹ');
    await waitFor(() => expect(screen.getByTestId('confirm-cancellation').textContent).toBe('منسوخی کی تصدیق کریں'));
    noEnglish();
  });

  it("the traveller's Flights tab", async () => {
    server.use(flightOrdersHandler([orderAs(), ticketedAs({ id: '0f1e2d3c-0000-4000-8000-000000000036', changes: [changeAs()] })]));
    await renderInUrdu('/dashboard/end-user');
    fireEvent.click(await screen.findByTestId('tab-flights'));
    await screen.findAllByTestId('flight-order-row');
    expect(screen.getByTestId('tab-flights').textContent).toBe('فلائٹس');
    expect(latinWords(document.body, ['Ayesha'])).toEqual([]);
  });
});

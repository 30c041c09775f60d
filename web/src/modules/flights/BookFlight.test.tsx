import { addDays, localToday } from '@rules/dates.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { BOOKABLE_OFFER, flightSearchHandler, OFFERS, searchResult, suggestionsHandler } from './testData';
import { pricedAs } from './orderTestData';

// Signed in (the Me query answers with a user): Book hands off to the metasearch site.
const server = setupServer(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })), ...handlers, suggestionsHandler, flightSearchHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const dep = addDays(localToday(), 10);
const ret = addDays(localToday(), 17);

describe('Book while signed in', () => {
  it('opens a new tab on the search page with route, dates, party, class, marker and token, with a spinner on that offer', async () => {
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as Window);
    const user = userEvent.setup();
    renderApp(
      `/flights?origin=KHI&destination=DXB&departureDate=${dep}&returnDate=${ret}&adults=2&children=1&infants=1&tripType=roundtrip&travelClass=C`,
    );
    const [, second] = await screen.findAllByTestId('flight-offer');
    await user.click(within(second).getByTestId('book-flight'));
    // the spinner shows on the offer being booked only (checked at once: it lasts SPINNER_MS of real time, which a
    // busy machine can spend before a later await returns)
    expect(within(second).getByTestId('book-flight').hasAttribute('data-loading')).toBe(true);
    expect(within(screen.getAllByTestId('flight-offer')[0]).getByTestId('book-flight').hasAttribute('data-loading')).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0] as [string, string];
    expect(target).toBe('_blank');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://www.aviasales.com/searches/new');
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      origin_iata: 'KHI',
      destination_iata: 'DXB',
      depart_date: dep,
      return_date: ret,
      adults: '2',
      children: '1',
      infants: '1',
      trip_class: '1',
      marker: 'safarnama-sandbox',
      booking_token: 'sbx1.token-two',
    });
    expect(tab.opener).toBeNull();
    expect(await screen.findByText('Redirecting to Booking')).toBeTruthy();
    await waitFor(() => expect(within(second).getByTestId('book-flight').hasAttribute('data-loading')).toBe(false), { timeout: 3000 });
  });

  it("says 'Booking Error' when the new tab cannot open", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp(`/flights?origin=KHI&destination=DXB&departureDate=${dep}&tripType=oneway`);
    const [first] = await screen.findAllByTestId('flight-offer');
    await user.click(within(first).getByTestId('book-flight'));
    expect(await screen.findByText('Booking Error')).toBeTruthy();
    expect(screen.getByText('Failed to initiate booking. Please try again.')).toBeTruthy();
  });
});

describe('an offer sold here (bookable)', () => {
  const mixed = graphql.query('FlightSearch', ({ variables }) => HttpResponse.json(searchResult(variables, [BOOKABLE_OFFER, OFFERS[1]])));

  it('shows its terms; Book opens our checkout for it, with the search to go back to', async () => {
    server.use(mixed, graphql.mutation('PriceFlightOffer', () => HttpResponse.json({ data: { priceFlightOffer: pricedAs() } })));
    const open = vi.spyOn(window, 'open');
    const search = `?origin=LHE&destination=JED&departureDate=${dep}&tripType=oneway`;
    const { router } = renderApp(`/flights${search}`);
    // cheapest first: the hand-off offer, then ours
    const [handOff, sold] = await screen.findAllByTestId('flight-offer');
    expect(within(sold).getByTestId('offer-term-refund').textContent).toBe('Non-refundable');
    expect(within(sold).getByTestId('offer-term-bags').textContent).toBe('1 checked bag');
    expect(within(sold).getByTestId('offer-term-hold').textContent).toBe('Can be held');
    // a hand-off offer says nothing it does not know
    expect(within(handOff).queryByTestId('offer-terms')).toBeNull();
    fireEvent.click(within(sold).getByTestId('book-flight'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/flights/checkout/${BOOKABLE_OFFER.id}`));
    expect(open).not.toHaveBeenCalled();
    // the checkout leads back to the same search
    expect(router.state.location.state).toEqual({ from: `/flights${search}` });
    expect(await screen.findByTestId('flight-checkout')).toBeTruthy();
  });

  it('a hand-off offer beside it still hands off to the partner site', async () => {
    server.use(mixed);
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as unknown as Window);
    const { router } = renderApp(`/flights?origin=LHE&destination=JED&departureDate=${dep}&tripType=oneway`);
    const [handOff] = await screen.findAllByTestId('flight-offer');
    fireEvent.click(within(handOff).getByTestId('book-flight'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(new URL((open.mock.calls[0] as [string])[0]).searchParams.get('booking_token')).toBe('sbx1.token-two');
    expect(router.state.location.pathname).toBe('/flights');
  });

  it('signed out: the same toast, then /auth', async () => {
    server.use(mixed, graphql.query('Me', () => HttpResponse.json({ data: { me: null } })));
    const { router } = renderApp(`/flights?origin=LHE&destination=JED&departureDate=${dep}&tripType=oneway`);
    const [, sold] = await screen.findAllByTestId('flight-offer');
    fireEvent.click(within(sold).getByTestId('book-flight'));
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 2000 });
  });
});

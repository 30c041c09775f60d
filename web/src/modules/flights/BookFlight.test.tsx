import { addDays, localToday } from '@rules/dates.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { flightSearchHandler, suggestionsHandler } from './testData';

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
    // the spinner shows on the offer being booked only
    expect(within(second).getByTestId('book-flight').hasAttribute('data-loading')).toBe(true);
    expect(within(screen.getAllByTestId('flight-offer')[0]).getByTestId('book-flight').hasAttribute('data-loading')).toBe(false);
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

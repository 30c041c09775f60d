import { addDays, localToday } from '@rules/dates.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../test/handlers';
import { providerHotelAnswer } from '../../test/hotels-fixtures';
import { renderApp } from '../../test/render';

const calls: Array<Record<string, unknown>> = [];
const server = setupServer(
  ...handlers,
  graphql.query('ProviderHotelSearch', ({ variables }) => {
    calls.push(variables.input as Record<string, unknown>);
    return HttpResponse.json(providerHotelAnswer(variables.input as Record<string, unknown>));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const today = localToday();
const checkIn = addDays(today, 10);
const checkOut = addDays(today, 17);

describe('provider hotel search on /hotels', () => {
  it('prefills from the query string, searches, and shows cards with stars, price from and a hand-off link', async () => {
    renderApp(`/hotels?location=Makkah&checkIn=${checkIn}&checkOut=${checkOut}&adults=4&children=1&rooms=2`);
    const cards = await screen.findAllByTestId('provider-hotel');
    expect(cards).toHaveLength(2);
    expect(calls[0]).toEqual({
      location: 'Makkah',
      checkIn,
      checkOut,
      adults: 4,
      children: 1,
      rooms: 2,
      currency: 'PKR',
      language: 'en',
      limit: 30,
    });
    expect((screen.getByTestId('hotel-location') as HTMLInputElement).value).toBe('Makkah');
    expect((screen.getByTestId('hotel-rooms') as HTMLSelectElement).value).toBe('2');
    expect(within(cards[0]).getByRole('img', { name: '4 star hotel' })).toBeTruthy();
    expect(within(cards[0]).getByTestId('hotel-price').textContent).toBe('Rs 141,137');
    expect(cards[0].textContent).toContain('Sandbox fare');
    const link = within(cards[0]).getByTestId('hotel-deal') as HTMLAnchorElement;
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
    expect(new URL(link.href).searchParams.get('marker')).toBe('safarnama-sandbox');
    expect(await screen.findByText('Hotel Search Complete')).toBeTruthy();
    expect(screen.getByText('Found 2 hotels in Makkah')).toBeTruthy();
  });

  it('offers up to 4 rooms and shows the rules before searching', async () => {
    const user = userEvent.setup();
    renderApp('/hotels');
    await screen.findByTestId('hotel-search-form');
    expect([...(screen.getByTestId('hotel-rooms') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['1', '2', '3', '4']);
    expect((screen.getByTestId('hotel-checkin') as HTMLInputElement).value).toBe(addDays(today, 1));
    expect((screen.getByTestId('hotel-checkout') as HTMLInputElement).value).toBe(addDays(today, 8));
    expect((screen.getByTestId('hotel-adults') as HTMLSelectElement).value).toBe('2');
    await user.click(screen.getByTestId('hotel-search-submit'));
    expect(await screen.findByText('Location is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('hotel-checkout'), { target: { value: addDays(today, 1) } });
    expect(await screen.findByText('Check-out date must be after check-in date')).toBeTruthy();
    fireEvent.change(screen.getByTestId('hotel-rooms'), { target: { value: '3' } });
    expect(await screen.findByText('Each room needs at least one adult')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('searches on submit and says so when nothing is found', async () => {
    server.use(
      graphql.query('ProviderHotelSearch', ({ variables }) => HttpResponse.json(providerHotelAnswer(variables.input as Record<string, unknown>, []))),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/hotels');
    await user.type(await screen.findByTestId('hotel-location'), 'Atlantis');
    await user.click(screen.getByTestId('hotel-search-submit'));
    expect(await screen.findByText('No hotels found for your search criteria.')).toBeTruthy();
    expect(screen.getByText('Try adjusting your dates or location.')).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('location')).toBe('Atlantis'));
  });

  it("toasts 'Search Failed' when the search fails", async () => {
    server.use(
      graphql.query('ProviderHotelSearch', () => HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'BAD_GATEWAY' } }] })),
    );
    renderApp(`/hotels?location=Dubai&checkIn=${checkIn}&checkOut=${checkOut}`);
    expect(await screen.findByText('Search Failed')).toBeTruthy();
    expect(screen.getByText('Failed to search hotels. Please try again.')).toBeTruthy();
  });
});

import { addDays, localToday } from '@rules/dates.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { flightSearchHandler, searchCalls, searchResult, suggestionCalls, suggestionsHandler } from './testData';

const server = setupServer(...handlers, suggestionsHandler, flightSearchHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  searchCalls.length = 0;
  suggestionCalls.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const today = localToday();
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('the /flights search form', () => {
  it('defaults to a round trip leaving tomorrow and returning 8 days out, one adult in economy', async () => {
    renderApp('/flights');
    await screen.findByTestId('flight-search-form');
    expect(input('flight-departure').value).toBe(addDays(today, 1));
    expect(input('flight-return').value).toBe(addDays(today, 8));
    expect(input('flight-departure').min).toBe(today);
    expect((screen.getByTestId('flight-adults') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByTestId('flight-class') as HTMLSelectElement).value).toBe('Y');
    expect(screen.getByTestId('trip-roundtrip').getAttribute('aria-checked')).toBe('true');
    // the spec's option lists: adults 1-6, children 0-4, infants 0-2; classes Y, C, F
    const options = (id: string) => [...(screen.getByTestId(id) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options('flight-adults')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(options('flight-children')).toEqual(['0', '1', '2', '3', '4']);
    expect(options('flight-infants')).toEqual(['0', '1', '2']);
    expect(options('flight-class')).toEqual(['Economy', 'Business', 'First Class']);
    expect(searchCalls).toEqual([]);
  });

  it('shows the return date only for a round trip', async () => {
    const user = userEvent.setup();
    renderApp('/flights');
    await screen.findByTestId('flight-return');
    await user.click(screen.getByTestId('trip-oneway'));
    expect(screen.queryByTestId('flight-return')).toBeNull();
    expect(screen.queryByText('Return')).toBeNull();
    await user.click(screen.getByTestId('trip-roundtrip'));
    expect(await screen.findByTestId('flight-return')).toBeTruthy();
  });

  it('shows the validation messages and does not search', async () => {
    const user = userEvent.setup();
    renderApp('/flights');
    await screen.findByTestId('flight-search-form');
    fireEvent.change(input('flight-departure'), { target: { value: '' } });
    await user.click(screen.getByTestId('flight-search-submit'));
    expect(await screen.findByText('Origin airport is required')).toBeTruthy();
    expect(screen.getByText('Destination airport is required')).toBeTruthy();
    expect(screen.getByText('Departure date is required')).toBeTruthy();
    fireEvent.change(input('flight-departure'), { target: { value: addDays(today, -1) } });
    expect(await screen.findByText('Departure date cannot be in the past')).toBeTruthy();
    fireEvent.change(input('flight-departure'), { target: { value: addDays(today, 5) } });
    fireEvent.change(input('flight-return'), { target: { value: addDays(today, 3) } });
    expect(await screen.findByText('Return date must be after departure date')).toBeTruthy();
    fireEvent.change(screen.getByTestId('flight-infants'), { target: { value: '2' } });
    expect(await screen.findByText('Each infant must travel with an adult')).toBeTruthy();
    expect(searchCalls).toEqual([]);
  });

  it('suggests from 2 characters, at most 5, and picks an exact code match by itself', async () => {
    const user = userEvent.setup();
    renderApp('/flights');
    const origin = await screen.findByTestId('origin-input');
    await user.type(origin, 'k');
    await new Promise((r) => setTimeout(r, 300));
    expect(suggestionCalls).toEqual([]);
    expect(screen.queryByTestId('origin-suggestions')).toBeNull();
    await user.type(origin, 'a');
    const list = await screen.findByTestId('origin-suggestions');
    expect(within(list).getAllByRole('option').length).toBe(5);
    expect(suggestionCalls).toEqual(['ka']);
    await user.click(within(list).getAllByRole('option')[0]);
    expect((origin as HTMLInputElement).value).toMatch(/\([A-Z]{3}\)$/);
    const destination = screen.getByTestId('destination-input');
    await user.type(destination, 'dxb');
    // picked while typing: the typed text stays, the airport is named below
    await waitFor(() => expect(screen.getByTestId('destination-picked').textContent).toBe('Dubai (DXB) · Dubai International Airport'));
    expect((destination as HTMLInputElement).value).toBe('dxb');
    expect(screen.queryByTestId('destination-suggestions')).toBeNull();
    // typing on drops the pick and suggests again
    await user.type(destination, 'x');
    await waitFor(() => expect(screen.queryByTestId('destination-picked')).toBeNull());
  });
});

describe('searching from the query string', () => {
  const dep = addDays(today, 10);
  const ret = addDays(today, 17);

  it('prefills the form from the landing page parameters and runs the search', async () => {
    renderApp(
      `/flights?origin=KHI&destination=DXB&departureDate=${dep}&returnDate=${ret}&adults=2&children=1&tripType=roundtrip&travelClass=C`,
    );
    expect(await screen.findAllByTestId('flight-offer')).toHaveLength(2);
    expect(searchCalls[0]).toEqual({
      origin: 'KHI',
      destination: 'DXB',
      departureDate: dep,
      returnDate: ret,
      adults: 2,
      children: 1,
      infants: 0,
      tripClass: 'C',
      currency: 'PKR',
      limit: 50,
    });
    expect(input('flight-departure').value).toBe(dep);
    expect(input('flight-return').value).toBe(ret);
    expect((screen.getByTestId('flight-adults') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByTestId('flight-children') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByTestId('flight-class') as HTMLSelectElement).value).toBe('C');
    await waitFor(() => expect(input('origin-input').value).toBe('Karachi (KHI)'));
    expect(await screen.findByText('Flight Search Complete')).toBeTruthy();
    expect(screen.getByText('Found flights from KHI to DXB')).toBeTruthy();
  });

  it('shows segments with HH:mm times, MMM dd dates, durations, flight numbers, aircraft, price and expiry', async () => {
    renderApp(`/flights?origin=KHI&destination=DXB&departureDate=${dep}&returnDate=${ret}&tripType=roundtrip`);
    const [first] = await screen.findAllByTestId('flight-offer');
    const text = first.textContent ?? '';
    expect(text).toContain('11:00');
    expect(text).toContain('12:00');
    expect(text).toContain('Dec 01');
    expect(text).toContain('2h 0m');
    expect(text).toContain('FZ 332');
    expect(text).toContain('flydubai');
    expect(text).toContain('B737-8');
    expect(text).toContain('Nonstop');
    // return: 22:10 in Dubai, 01:05 next day in Karachi
    expect(text).toContain('01:05');
    expect(text).toContain('+1');
    expect(within(first).getByTestId('offer-price').textContent).toBe('Rs 54,792');
    expect(within(first).getByTestId('sandbox-badge').textContent).toContain('Sandbox fare');
    expect(text).toMatch(/Fare valid until \d{2}:\d{2}/);
    const second = screen.getAllByTestId('flight-offer')[1];
    expect(second.textContent).toContain('1 stop · DOH');
    expect(second.textContent).toContain('7h 35m');
  });

  it('sorts by price, departure and duration', async () => {
    const user = userEvent.setup();
    renderApp(`/flights?origin=KHI&destination=DXB&departureDate=${dep}&tripType=oneway`);
    await screen.findAllByTestId('flight-offer');
    const firstTimes = () => screen.getAllByTestId('departure-time').map((e) => e.textContent);
    expect(firstTimes()[0]).toBe('11:00');
    await user.click(screen.getByTestId('sort-departure'));
    expect(firstTimes()[0]).toBe('06:00');
    await user.click(screen.getByTestId('sort-duration'));
    expect(firstTimes()[0]).toBe('11:00');
    await user.click(screen.getByTestId('sort-price'));
    expect(screen.getAllByTestId('offer-price').map((e) => e.textContent)).toEqual(['Rs 54,792', 'Rs 81,250']);
  });

  it('sends no return date for a one-way trip', async () => {
    renderApp(`/flights?origin=KHI&destination=DXB&departureDate=${dep}&returnDate=${ret}&tripType=oneway`);
    await screen.findAllByTestId('flight-offer');
    expect(searchCalls[0].returnDate).toBeNull();
    expect(screen.queryByTestId('flight-return')).toBeNull();
  });

  it("says 'No flights found' for an empty result", async () => {
    server.use(graphql.query('FlightSearch', ({ variables }) => HttpResponse.json(searchResult(variables, []))));
    renderApp(`/flights?origin=DXB&destination=SHJ&departureDate=${dep}`);
    expect(await screen.findByText('No flights found')).toBeTruthy();
    expect(screen.queryByText('Flight Search Complete')).toBeNull();
  });

  it("toasts 'Search Failed' when the search fails", async () => {
    server.use(
      graphql.query('FlightSearch', () =>
        HttpResponse.json({ errors: [{ message: 'provider down', extensions: { code: 'BAD_GATEWAY' } }] }),
      ),
    );
    renderApp(`/flights?origin=KHI&destination=DXB&departureDate=${dep}`);
    expect(await screen.findByText('Search Failed')).toBeTruthy();
    expect(screen.getByText('Failed to search flights. Please try again.')).toBeTruthy();
  });

  it('submitting the form puts the search in the query string', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/flights?origin=KHI&destination=DXB&departureDate=${dep}&tripType=oneway`);
    await screen.findAllByTestId('flight-offer');
    fireEvent.change(screen.getByTestId('flight-adults'), { target: { value: '3' } });
    await user.click(screen.getByTestId('flight-search-submit'));
    await waitFor(() => expect(searchCalls.length).toBe(2));
    expect(searchCalls[1]).toMatchObject({ adults: 3, origin: 'KHI', returnDate: null });
    expect(new URLSearchParams(router.state.location.search).get('adults')).toBe('3');
  });
});

describe('Book while signed out', () => {
  it("toasts 'Authentication Required' and goes to /auth after half a second", async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/flights?origin=KHI&destination=DXB&departureDate=${addDays(today, 10)}&tripType=oneway`);
    const [first] = await screen.findAllByTestId('flight-offer');
    await user.click(within(first).getByTestId('book-flight'));
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please log in to book flights')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/flights');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 2000 });
  });
});

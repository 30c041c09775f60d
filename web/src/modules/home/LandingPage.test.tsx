import { addDays, localToday } from '@rules/dates.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { flightSearchHandler, suggestionsHandler } from '../flights/testData';

const server = setupServer(...handlers, suggestionsHandler, flightSearchHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const today = localToday();
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe('the landing page', () => {
  it('shows the hero, the calls to action, the marketing figures and three 5-star testimonials', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Pakistan's leading B2B travel marketplace/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Book Your Travel/ }).getAttribute('href')).toBe('/packages');
    expect(screen.getByRole('link', { name: /Join as B2B Agent/ }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: /Register as B2B Agent/ }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const figure of ['50K+', '200+', '1M+', '4.9', '500+', '50K+', '100+']) expect(text).toContain(figure);
    for (const label of ['Travelers', 'B2B partners', 'Bookings', 'Rating', 'airlines', 'hotels', 'visa countries'])
      expect(text).toMatch(new RegExp(label, 'i'));
    expect(screen.getAllByTestId('testimonial-dot')).toHaveLength(3);
    expect(within(screen.getByTestId('testimonials')).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });

  it('rotates the testimonials with the dots', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const first = (await screen.findByTestId('testimonial-quote')).textContent;
    const dots = screen.getAllByTestId('testimonial-dot');
    expect(dots[0].getAttribute('aria-current')).toBe('true');
    await user.click(dots[2]);
    expect(screen.getByTestId('testimonial-quote').textContent).not.toBe(first);
    expect(screen.getAllByTestId('testimonial-dot')[2].getAttribute('aria-current')).toBe('true');
  });

  it('defaults the flights tab to a round trip tomorrow, back in 8 days, 1 passenger, economy, with the spec option lists', async () => {
    renderApp('/');
    await screen.findByTestId('home-submit'); // the search form's code loads after the page
    expect(screen.getByTestId('tab-flights').getAttribute('aria-selected')).toBe('true');
    expect(value('home-departureDate')).toBe(addDays(today, 1));
    expect(value('home-returnDate')).toBe(addDays(today, 8));
    const options = (id: string) => [...(screen.getByTestId(id) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options('home-adults')).toEqual(['1', '2', '3', '4+']);
    expect(options('home-travelClass')).toEqual(['Economy', 'Business', 'First Class']);
  });

  it('checks the flight fields with the spec messages before leaving', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByTestId('home-submit'); // the search form's code loads after the page
    fireEvent.change(screen.getByTestId('home-departureDate'), { target: { value: '' } });
    await user.click(screen.getByTestId('home-submit'));
    // each message as it shows: on a busy machine they need not all be drawn in the same render
    expect(await screen.findByText('Origin airport is required')).toBeTruthy();
    expect(await screen.findByText('Destination airport is required')).toBeTruthy();
    expect(await screen.findByText('Departure date is required')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens /flights with the form values as query parameters, and the search runs there', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.type(await screen.findByTestId('home-origin-input'), 'khi');
    await waitFor(() => expect(screen.getByTestId('home-origin-picked').textContent).toContain('Karachi (KHI)'));
    await user.type(screen.getByTestId('home-destination-input'), 'dxb');
    await waitFor(() => expect(screen.getByTestId('home-destination-picked').textContent).toContain('Dubai (DXB)'));
    fireEvent.change(screen.getByTestId('home-adults'), { target: { value: '2' } });
    await user.click(screen.getByTestId('home-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flights'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      origin: 'KHI',
      destination: 'DXB',
      departureDate: addDays(today, 1),
      returnDate: addDays(today, 8),
      adults: '2',
      children: '0',
      tripType: 'roundtrip',
      travelClass: 'Y',
    });
    expect(await screen.findAllByTestId('flight-offer')).toHaveLength(2);
  });

  it('prefills a tab from each popular shortcut', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('search-box');
    const expectations: Array<[string, string, Record<string, string>]> = [
      ['shortcut-packages', 'tab-packages', { 'home-type': 'umrah' }],
      ['shortcut-hotels', 'tab-hotels', { 'home-location': 'Dubai' }],
      ['shortcut-visa', 'tab-visa', { 'home-toCountry': 'United Arab Emirates', 'home-fromCountry': 'Pakistan' }],
      ['shortcut-transport', 'tab-transport', { 'home-type': 'airport_transfer' }],
      ['shortcut-flights', 'tab-flights', { 'home-origin-input': 'Karachi (KHI)', 'home-destination-input': 'Dubai (DXB)' }],
    ];
    for (const [badge, tab, fields] of expectations) {
      await user.click(screen.getByTestId(badge));
      await waitFor(() => expect(screen.getByTestId(tab).getAttribute('aria-selected')).toBe('true'));
      for (const [field, expected] of Object.entries(fields)) await waitFor(() => expect(value(field)).toBe(expected));
    }
  });

  it("answers the visa tab with 'Visa Search', then 'Visa Services' a second later, without leaving", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByTestId('search-box');
    await user.click(screen.getByTestId('shortcut-visa'));
    await waitFor(() => expect(value('home-toCountry')).toBe('United Arab Emirates'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('home-submit'));
    expect(await screen.findByText('Visa Search')).toBeTruthy();
    expect(screen.getByText('Redirecting to visa services...')).toBeTruthy();
    expect(screen.getByTestId('home-submit').textContent).toContain('Processing...');
    expect(screen.queryByText('Visa Services')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(await screen.findByText('Visa Services')).toBeTruthy();
    expect(screen.getByText('Contact our visa experts for personalized assistance.')).toBeTruthy();
    // one toast at a time: the second replaced the first
    expect(screen.queryByText('Visa Search')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks for the visa destination country', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('search-box');
    await user.click(screen.getByTestId('tab-visa'));
    await user.click(await screen.findByTestId('home-submit'));
    expect(await screen.findByText('Destination country is required')).toBeTruthy();
    expect(screen.queryByText('Visa Search')).toBeNull();
  });

  const searchOf = (router: { state: { location: { search: string } } }) =>
    Object.fromEntries(new URLSearchParams(router.state.location.search));

  it('sends hotels to /hotels with the spec field names and the room combination', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByTestId('shortcut-hotels'));
    await waitFor(() => expect(value('home-location')).toBe('Dubai'));
    expect([...(screen.getByTestId('home-rooms') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      '1 Room, 2 Adults',
      '2 Rooms, 4 Adults',
      '3 Rooms, 6 Adults',
    ]);
    fireEvent.change(screen.getByTestId('home-rooms'), { target: { value: '2-4' } });
    await user.click(screen.getByTestId('home-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels'));
    expect(searchOf(router)).toEqual({
      location: 'Dubai',
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 8),
      adults: '4',
      children: '0',
      rooms: '2',
    });
  });

  it('sends packages to /packages with type, duration and a departure a week out', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByTestId('shortcut-packages'));
    await waitFor(() => expect(value('home-type')).toBe('umrah'));
    expect([...(screen.getByTestId('home-duration') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'any',
      '7',
      '14',
      '21',
      '30+',
    ]);
    fireEvent.change(screen.getByTestId('home-duration'), { target: { value: '14' } });
    await user.click(screen.getByTestId('home-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages'));
    expect(searchOf(router)).toEqual({ type: 'umrah', duration: '14', departureDate: addDays(today, 7) });
  });

  it('sends transport to /transport once it has a from location', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByTestId('shortcut-transport'));
    await waitFor(() => expect(value('home-type')).toBe('airport_transfer'));
    await user.click(screen.getByTestId('home-submit'));
    expect(await screen.findByText('From location is required')).toBeTruthy();
    await user.type(screen.getByTestId('home-fromLocation'), 'Karachi Airport');
    await user.click(screen.getByTestId('home-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transport'));
    expect(searchOf(router)).toEqual({
      type: 'airport_transfer',
      fromLocation: 'Karachi Airport',
      date: addDays(today, 1),
      passengers: '1',
    });
  });
});

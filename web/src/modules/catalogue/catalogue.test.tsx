import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { delay, graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotel, page, pkg, transportOption } from '../../test/catalogue';
import { handlers } from '../../test/handlers';
import { renderApp, renderElement as renderPage } from '../../test/render';
import { LocalHotelSearch } from '../hotels/LocalHotelSearch';
import PackagesPage from '../packages/PackagesPage';
import TransportPage from '../transport/TransportPage';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const day = (n: number) => DateTime.local().plus({ days: n }).toISODate() as string;

describe('/packages', () => {
  it('shows the Umrah tab by default with the spec card: price per person, 3 inclusions then +N more', async () => {
    const seen: unknown[] = [];
    server.use(
      graphql.query('Packages', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { packages: page('PackagePage', [pkg()]) } });
      }),
    );
    renderApp('/packages');
    const card = await screen.findByTestId('package-card');
    expect(seen[0]).toMatchObject({ type: 'umrah', pagination: { limit: 12, offset: 0 } });
    expect(within(card).getByRole('heading', { name: 'Economy Umrah 14 Days from Karachi' })).toBeTruthy();
    expect(within(card).getByText('Seven nights in Makkah and seven in Madinah.')).toBeTruthy();
    expect(within(card).getByTestId('package-duration').textContent).toBe('14 days');
    expect(within(card).getByTestId('package-price').textContent).toBe('PKR 265,000 per person');
    expect(within(card).getByRole('img', { name: 'Economy Umrah 14 Days from Karachi' }).getAttribute('src')).toBe(
      '/media/art/package/economy-umrah.svg',
    );
    for (const shown of ['Return airfare', 'Umrah visa', 'Hotels']) expect(within(card).getByText(shown)).toBeTruthy();
    expect(within(card).queryByText('Breakfast')).toBeNull();
    expect(within(card).getByText('+3 more inclusions')).toBeTruthy();
    expect(within(card).queryByTestId('package-price-converted')).toBeNull();
    const book = within(card).getByRole('button', { name: 'Book Now' });
    expect(book.hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('tab-umrah').getAttribute('aria-selected')).toBe('true');
  });

  it('shows skeleton cards while loading', async () => {
    server.use(
      graphql.query('Packages', async () => {
        await delay(300);
        return HttpResponse.json({ data: { packages: page('PackagePage', [pkg()]) } });
      }),
    );
    renderApp('/packages');
    expect((await screen.findAllByTestId('card-skeleton')).length).toBeGreaterThan(0);
    await screen.findByTestId('package-card');
    expect(screen.queryByTestId('card-skeleton')).toBeNull();
  });

  it('picks the tab from ?type= and says when a type has nothing', async () => {
    const seen: string[] = [];
    server.use(
      graphql.query('Packages', ({ variables }) => {
        seen.push(String(variables.type));
        return HttpResponse.json({ data: { packages: page('PackagePage', []) } });
      }),
    );
    renderApp('/packages?type=hajj');
    expect(await screen.findByText('No packages available')).toBeTruthy();
    expect(seen).toEqual(['hajj']);
    expect(screen.getByTestId('tab-hajj').getAttribute('aria-selected')).toBe('true');
  });

  it('switches tabs on click and loads that type', async () => {
    const seen: string[] = [];
    server.use(
      graphql.query('Packages', ({ variables }) => {
        seen.push(String(variables.type));
        return HttpResponse.json({
          data: { packages: page('PackagePage', [pkg({ id: `p-${variables.type}`, name: `${variables.type} trip` })]) },
        });
      }),
    );
    const { router } = renderApp('/packages');
    await screen.findByText('umrah trip');
    await userEvent.click(screen.getByTestId('tab-international'));
    expect(await screen.findByText('international trip')).toBeTruthy();
    expect(seen).toEqual(['umrah', 'international']);
    expect(router.state.location.search).toBe('?type=international');
  });

  it('falls back to Umrah for an unknown ?type=', async () => {
    const seen: string[] = [];
    server.use(
      graphql.query('Packages', ({ variables }) => {
        seen.push(String(variables.type));
        return HttpResponse.json({ data: { packages: page('PackagePage', [pkg()]) } });
      }),
    );
    renderApp('/packages?type=cruise');
    await screen.findByTestId('package-card');
    expect(seen).toEqual(['umrah']);
  });

  it('adds the price in the selected currency when it is not PKR', async () => {
    window.localStorage.setItem('safarnama.currency', 'USD');
    server.use(graphql.query('Packages', () => HttpResponse.json({ data: { packages: page('PackagePage', [pkg()]) } })));
    renderApp('/packages');
    const card = await screen.findByTestId('package-card');
    // 265,000 × 0.003565 = 944.725 → $944.73
    await waitFor(() => expect(within(card).getByTestId('package-price-converted').textContent).toBe('≈ $944.73'));
    expect(within(card).getByTestId('package-price').textContent).toBe('PKR 265,000 per person');
  });

  it('hands the package to onBook', async () => {
    server.use(graphql.query('Packages', () => HttpResponse.json({ data: { packages: page('PackagePage', [pkg()]) } })));
    const onBook = vi.fn();
    renderPage(<PackagesPage onBook={onBook} />, '/packages');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(onBook).toHaveBeenCalledWith({ id: 'p-1', name: 'Economy Umrah 14 Days from Karachi' });
  });

  it('loads the next page on Show more', async () => {
    server.use(
      graphql.query('Packages', ({ variables }) => {
        const offset = (variables.pagination as { offset: number }).offset;
        return HttpResponse.json({
          data: {
            packages:
              offset === 0
                ? page('PackagePage', [pkg()], true)
                : { ...page('PackagePage', [pkg({ id: 'p-2', name: 'Premium Umrah' })]), offset: 1 },
          },
        });
      }),
    );
    renderApp('/packages');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('package-card')).toHaveLength(2));
    expect(screen.getByText('Premium Umrah')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('/transport', () => {
  it('shows Car Rental by default, priced per day, with from city, duration and features', async () => {
    server.use(graphql.query('Transport', () => HttpResponse.json({ data: { transport: page('TransportPage', [transportOption()]) } })));
    renderApp('/transport');
    const card = await screen.findByTestId('transport-card');
    expect(screen.getByTestId('tab-car_rental').getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByTestId('transport-price').textContent).toBe('PKR 6,500/day');
    expect(within(card).getByTestId('transport-route').textContent).toBe('Lahore');
    expect(within(card).getByText('per day')).toBeTruthy();
    for (const f of ['Self-drive', 'AC']) expect(within(card).getByText(f)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Book Now' })).toBeTruthy();
  });

  it('picks the tab from ?type= and shows from → to without /day', async () => {
    const seen: string[] = [];
    server.use(
      graphql.query('Transport', ({ variables }) => {
        seen.push(String(variables.type));
        const bus = transportOption({
          id: 't-2',
          type: 'bus',
          name: 'Daewoo Lahore → Islamabad',
          priceInPkr: '3300.00',
          toCity: 'Islamabad',
        });
        return HttpResponse.json({ data: { transport: page('TransportPage', [bus]) } });
      }),
    );
    renderApp('/transport?type=bus');
    const card = await screen.findByTestId('transport-card');
    expect(seen).toEqual(['bus']);
    expect(within(card).getByTestId('transport-price').textContent).toBe('PKR 3,300');
    expect(within(card).getByTestId('transport-route').textContent).toBe('LahoreIslamabad');
  });

  it("says 'No options available' when a type has nothing", async () => {
    server.use(graphql.query('Transport', () => HttpResponse.json({ data: { transport: page('TransportPage', []) } })));
    renderApp('/transport?type=train');
    expect(await screen.findByText('No options available')).toBeTruthy();
  });

  it('hands the option to onBook', async () => {
    server.use(graphql.query('Transport', () => HttpResponse.json({ data: { transport: page('TransportPage', [transportOption()]) } })));
    const onBook = vi.fn();
    renderPage(<TransportPage onBook={onBook} />, '/transport');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(onBook).toHaveBeenCalledWith({ id: 't-1', name: 'Suzuki Alto, self-drive' });
  });
});

describe('hotels: local inventory search', () => {
  function countSearches(result: () => unknown) {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphql.query('LocalHotels', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json(result() as Record<string, unknown>);
      }),
    );
    return calls;
  }
  const found = (items = [hotel()]) => ({ data: { hotels: page('HotelPage', items) } });

  it('does not search until valid criteria are submitted, and says why', async () => {
    const calls = countSearches(() => found());
    renderApp('/hotels');
    const form = await screen.findByTestId('local-hotel-form');
    expect(screen.getByText('Choose a city and your dates to see prices and availability.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: /Search Hotels/ }));
    expect(await within(form).findByText('City is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("refuses a check-in that is not in the future with an 'Invalid Date' toast", async () => {
    const calls = countSearches(() => found());
    renderApp(`/hotels?location=Makkah&checkIn=${day(0)}&checkOut=${day(3)}`);
    const form = await screen.findByTestId('local-hotel-form');
    // the prefilled criteria are not valid, so nothing ran
    expect(screen.getByText('Choose a city and your dates to see prices and availability.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: /Search Hotels/ }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Invalid Date')).toBeTruthy();
    expect(within(toast).getByText('Check-in date must be in the future')).toBeTruthy();
    expect(within(form).getByText('Check-in date must be in the future')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a check-out that is not after check-in', async () => {
    const calls = countSearches(() => found());
    renderApp(`/hotels?location=Makkah&checkIn=${day(5)}&checkOut=${day(5)}`);
    const form = await screen.findByTestId('local-hotel-form');
    await userEvent.click(within(form).getByRole('button', { name: /Search Hotels/ }));
    expect(await within(form).findByText('Check-out date must be after check-in date')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('prefills from the landing page query, caps guests at 6 and runs the search', async () => {
    const calls = countSearches(() => found());
    renderApp(`/hotels?location=Makkah&checkIn=${day(3)}&checkOut=${day(6)}&rooms=2&adults=4&children=3`);
    const card = await screen.findByTestId('hotel-card');
    expect(calls[0]).toMatchObject({ city: 'Makkah', checkInDate: day(3), checkOutDate: day(6), rooms: 2, guests: 6, currency: 'PKR' });
    const form = screen.getByTestId('local-hotel-form');
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('Makkah');
    expect((within(form).getByLabelText('Rooms') as HTMLSelectElement).value).toBe('2');
    expect((within(form).getByLabelText('Guests') as HTMLSelectElement).value).toBe('6');

    expect(within(card).getByRole('heading', { name: 'Fairmont Makkah Clock Royal Tower' })).toBeTruthy();
    expect(within(card).getByLabelText('5 star hotel')).toBeTruthy();
    expect(within(card).getByText('Makkah, Saudi Arabia')).toBeTruthy();
    expect(within(card).getByText('Landmark hotel with direct access to the Haram.')).toBeTruthy();
    expect(within(card).getByTestId('hotel-amenities').textContent).toBe('Haram viewFree WiFiBreakfast+2 more');
    expect(within(card).getByTestId('hotel-price').textContent).toBe('Rs 95,000');
    expect(within(card).getByTestId('hotel-total').textContent).toBe('3 nights, 1 room: Rs 330,600');
    expect(within(card).getByRole('button', { name: 'Book Now' }).hasAttribute('disabled')).toBe(false);
  });

  it('searches on submit with the selected currency and lists the breakdown in every currency', async () => {
    window.localStorage.setItem('safarnama.currency', 'SAR');
    const calls = countSearches(() => found([hotel({ currency: 'SAR', pricePerNightFormatted: 'SAR 1,270.15' })]));
    renderApp('/hotels');
    const form = await screen.findByTestId('local-hotel-form');
    await userEvent.type(within(form).getByLabelText('City'), 'Mecca');
    await userEvent.click(within(form).getByRole('button', { name: /Search Hotels/ }));
    const card = await screen.findByTestId('hotel-card');
    expect(calls[0]).toMatchObject({ city: 'Mecca', rooms: 1, guests: 2, currency: 'SAR', checkInDate: day(1), checkOutDate: day(8) });
    expect(within(card).getByTestId('hotel-price').textContent).toBe('SAR 1,270.15');
    expect(within(card).queryByRole('row')).toBeNull();
    await userEvent.click(within(card).getByTestId('breakdown-toggle'));
    const rows = await within(card).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'CurrencyPer nightTotal',
      'PKRRs 95,000Rs 330,600',
      'USDUSD 1.00USD 3.48',
      'AEDAED 1.00AED 3.48',
      'SARSAR 1,270.15SAR 4,420.12',
      'QARQAR 1.00QAR 3.48',
      'GBPGBP 1.00GBP 3.48',
      'EUREUR 1.00EUR 3.48',
    ]);
    expect(within(card).getByText('Taxes (16% sales tax on services)')).toBeTruthy();
  });

  it("shows a disabled 'Not Available' for a hotel without rooms, and hands available ones to onBook", async () => {
    countSearches(() => found([hotel(), hotel({ id: 'h-2', name: 'Full Hotel', isAvailable: false, availableRooms: 0 })]));
    const onBook = vi.fn();
    renderPage(<LocalHotelSearch onBook={onBook} />, `/hotels?location=Makkah&checkIn=${day(3)}&checkOut=${day(6)}`);
    const cards = await screen.findAllByTestId('hotel-card');
    const full = cards[1];
    expect(within(full).getByRole('button', { name: 'Not Available' }).hasAttribute('disabled')).toBe(true);
    expect(within(full).queryByRole('button', { name: 'Book Now' })).toBeNull();
    await userEvent.click(within(cards[0]).getByRole('button', { name: 'Book Now' }));
    expect(onBook).toHaveBeenCalledWith({ id: 'h-1', name: 'Fairmont Makkah Clock Royal Tower' });
  });

  it("shows 'Error: …' when the search fails", async () => {
    countSearches(() => ({ errors: [{ message: 'Check-in date must be in the future', extensions: { code: 'BAD_USER_INPUT' } }] }));
    renderApp(`/hotels?location=Makkah&checkIn=${day(3)}&checkOut=${day(6)}`);
    expect((await screen.findByTestId('error-card')).textContent).toBe('Error: Check-in date must be in the future');
  });

  it('says when nothing matches', async () => {
    countSearches(() => found([]));
    renderApp(`/hotels?location=Timbuktu&checkIn=${day(3)}&checkOut=${day(6)}`);
    expect(await screen.findByText('No hotels found for your search criteria.')).toBeTruthy();
    expect(screen.getByText('Try adjusting your dates or location.')).toBeTruthy();
  });
});

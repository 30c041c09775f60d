import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../test/handlers';
import { ORIGIN } from '../../test/render';
import { renderApp } from '../../test/render';
import { backToEnglish, latinWords, renderInUrdu } from '../../test/urdu';
import type { PublicQuote } from './publicQuote';

// Issue 39: /q/:token, the customer's quote (signed out, plain REST): the agency's brand, the items and the total in
// the quote's currency, the validity; Accept (every traveller's passport for packages) and its outcomes; a link that
// leads nowhere says so in words; Urdu.

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const inAnHour = new Date(Date.now() + 3600_000).toISOString();

const view = (over: Partial<PublicQuote> = {}): PublicQuote => ({
  status: 'viewed',
  customerName: 'Bilal Ahmed',
  note: 'Prices include Ziyarat.',
  currency: 'AED',
  total: '4200.50',
  totalInPkr: '320000.00',
  expiresAt: inAnHour,
  items: [
    { position: 1, type: 'package', itemName: 'Economy Umrah from Karachi', summary: '2 travellers, 1 double room', imageUrl: '/media/art/package/economy-umrah.svg', price: '3000.00' },
    { position: 2, type: 'hotel', itemName: 'Clock Tower Hotel', summary: '10 Dec 2026 to 13 Dec 2026, 1 room, 2 guests', imageUrl: null, price: '1200.50' },
  ],
  agency: { tradingName: 'Al Noor Travels', logoUrl: '/media/uploads/logo.png', phone: '+92 21 1234567', whatsapp: '+923001234567', address: 'Shahrah-e-Faisal, Karachi', licenceNumber: 'DTS-1234' },
  askUrl: 'https://wa.me/923001234567?text=About%20your%20quote',
  needsPassports: true,
  passengerCount: 2,
  ...over,
});

let current: PublicQuote = view();
const accepts: { body: unknown; headers: Headers }[] = [];
const acceptedAnswer = () => HttpResponse.json({ bookingIds: ['a1b2c3d4-0000-4000-8000-000000000001', 'ffeeddcc-0000-4000-8000-000000000002'] }, { status: 201 });
let acceptAnswer: () => Response = acceptedAnswer;
const languages: (string | null)[] = [];

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: null } })),
  http.get(`${ORIGIN}/api/public/quotes/:token`, ({ params, request }) => {
    languages.push(request.headers.get('accept-language'));
    return params.token === TOKEN ? HttpResponse.json(current) : HttpResponse.json({ message: 'This quote is not available', code: 'NOT_FOUND' }, { status: 404 });
  }),
  http.post(`${ORIGIN}/api/public/quotes/:token/accept`, async ({ request }) => {
    accepts.push({ body: await request.json(), headers: request.headers });
    return acceptAnswer();
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  accepts.length = 0;
  languages.length = 0;
  current = view();
  acceptAnswer = acceptedAnswer;
  await backToEnglish();
});
afterAll(() => server.close());

function fillTravellers() {
  const names = screen.getAllByTestId('traveller-name');
  const passports = screen.getAllByTestId('traveller-passportNumber');
  expect(names).toHaveLength(2);
  fireEvent.change(names[0], { target: { value: 'Bilal Ahmed' } });
  fireEvent.change(passports[0], { target: { value: 'AB1234567' } });
  fireEvent.change(names[1], { target: { value: 'Sana Bilal' } });
  fireEvent.change(passports[1], { target: { value: 'CD7654321' } });
}

describe('/q/:token', () => {
  it('shows the agency’s brand, the customer, the items and the total in AED (and PKR), valid until when', async () => {
    renderApp(`/q/${TOKEN}`);
    const brand = await screen.findByTestId('quote-brand');
    expect(within(brand).getByTestId('quote-agency-name').textContent).toBe('Al Noor Travels');
    const logo = within(brand).getByRole('img', { name: 'Al Noor Travels' });
    expect(logo.getAttribute('src')).toBe('/media/uploads/logo.png');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['64', '64']);
    expect(logo.getAttribute('loading')).toBeNull();
    expect(brand.textContent).toContain('+92 21 1234567');
    expect(brand.textContent).toContain('Licence DTS-1234');
    expect(screen.getByTestId('quote-customer').textContent).toBe('Prepared for Bilal Ahmed');

    const items = screen.getAllByTestId('quote-item');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Economy Umrah from Karachi');
    expect(within(items[0]).getByTestId('quote-item-price').textContent).toBe('AED 3,000.00');
    expect(items[0].querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByTestId('quote-total').textContent).toBe('AED 4,200.50');
    expect(screen.getByTestId('quote-total-pkr').textContent).toBe('That is Rs 320,000');
    expect(screen.getByTestId('quote-valid-until').textContent).toMatch(/^Valid until \w{3} \d{1,2} \w{3} 20\d\d, \d\d:\d\d$/);
    expect(screen.getByTestId('quote-note').textContent).toContain('Prices include Ziyarat.');
    expect(screen.getByTestId('quote-ask').getAttribute('href')).toBe('https://wa.me/923001234567?text=About%20your%20quote');
    // nothing of the agency's cost on the page
    expect(document.body.textContent).not.toMatch(/cost|net|margin/i);
    expect(languages[0]).toBe('en');
  });

  it('Accept asks for every traveller’s passport, posts them and shows the booking references', async () => {
    renderApp(`/q/${TOKEN}`);
    fireEvent.click(await screen.findByTestId('quote-accept'));
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(accepts).toHaveLength(0);
    fillTravellers();
    fireEvent.click(screen.getByTestId('quote-accept'));
    const done = await screen.findByTestId('quote-accepted');
    expect(done.textContent).toContain('Accepted — your agency will send your documents');
    expect(within(done).getAllByTestId('quote-booking-ref').map((r) => r.textContent)).toEqual(['#A1B2C3D4', '#FFEEDDCC']);
    expect(document.activeElement?.contains(done)).toBe(true);
    expect(accepts[0].body).toEqual({
      passengers: [
        { name: 'Bilal Ahmed', passportNumber: 'AB1234567' },
        { name: 'Sana Bilal', passportNumber: 'CD7654321' },
      ],
    });
    // the CSRF guard's JSON body and a fresh idempotency key
    expect(accepts[0].headers.get('content-type')).toBe('application/json');
    expect(accepts[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByTestId('quote-accept')).toBeNull();
  });

  it('a price up: "Prices have changed", quoted → now, or no longer available', async () => {
    current = view({ needsPassports: false, passengerCount: 1 });
    acceptAnswer = () =>
      HttpResponse.json(
        {
          message: 'Prices have changed since this quote was made',
          code: 'CONFLICT',
          changes: [
            { position: 1, itemName: 'Economy Umrah from Karachi', quotedInPkr: '250000.00', nowInPkr: '262500.00' },
            { position: 2, itemName: 'Clock Tower Hotel', quotedInPkr: '70000.00', nowInPkr: null },
          ],
        },
        { status: 409 },
      );
    renderApp(`/q/${TOKEN}`);
    fireEvent.click(await screen.findByTestId('quote-accept'));
    const changed = await screen.findByTestId('quote-changed');
    expect(changed.textContent).toContain('Prices have changed since this quote was made');
    const rows = within(changed).getAllByTestId('quote-change');
    expect(rows[0].textContent).toBe('Economy Umrah from KarachiRs 250,000 → Rs 262,500');
    expect(rows[1].textContent).toBe('Clock Tower HotelRs 70,000 → no longer available');
    expect(accepts[0].body).toEqual({});
    expect(screen.queryByTestId('quote-accept')).toBeNull();
  });

  it('a refusal on the agency’s side (its wallet) reads as the agency’s to sort out, not the server’s words', async () => {
    current = view({ needsPassports: false });
    acceptAnswer = () => HttpResponse.json({ message: 'Not enough funds in your wallet', code: 'INSUFFICIENT_FUNDS' }, { status: 402 });
    renderApp(`/q/${TOKEN}`);
    fireEvent.click(await screen.findByTestId('quote-accept'));
    const error = await screen.findByTestId('quote-accept-error');
    expect(error.textContent).toBe('The quote could not be acceptedNothing was booked. Please ask your agency.');
    // the customer may try again
    expect(screen.getByTestId('quote-accept')).toBeTruthy();
  });

  it('an expired quote says so and cannot be accepted', async () => {
    current = view({ status: 'expired', expiresAt: '2026-01-01T10:00:00.000Z' });
    renderApp(`/q/${TOKEN}`);
    expect((await screen.findByTestId('quote-expired')).textContent).toContain('This quote has expired');
    expect(screen.queryByTestId('quote-accept')).toBeNull();
    expect(screen.getByTestId('quote-ask')).toBeTruthy();
  });

  it('an unknown link: "This quote is not available", in words', async () => {
    renderApp('/q/not-a-real-token');
    const missing = await screen.findByTestId('quote-not-found');
    expect(missing.textContent).toContain('This quote is not available');
    expect(document.body.textContent).not.toMatch(/NOT_FOUND|Error|at /);
  });

  it('reads in Urdu: right to left, Urdu words, Western digits for money', async () => {
    await renderInUrdu(`/q/${TOKEN}`);
    expect(await screen.findByTestId('quote-brand')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('آپ کی کوٹیشن'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('quote-total').textContent).toBe('AED 4,200.50');
    expect(screen.getByTestId('quote-accept').textContent).toBe('قبول کریں');
    expect(screen.getByTestId('quote-valid-until').textContent).toMatch(/تک درست$/);
    expect(languages.at(-1)).toBe('ur');
    expect(latinWords(document.body, ['AED'])).toEqual([]);
  });
});

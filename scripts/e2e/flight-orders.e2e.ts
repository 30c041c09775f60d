import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../api/src/test/pdf.js';
import { useServerAndBrowser } from './harness.js';

// Issue 35 in Chromium against the built app and the sandbox airline: an agent holds LHE → JED for two adults, sees
// the countdown, pays from the wallet, gets ticket numbers and the e-ticket (its text read back), then cancels with a
// quote and sees the wallet refunded to the paisa; a traveller buys ISB → DXB at once with the sandbox card; KHI → IST
// shows its new price and asks to agree to it before the form.

const ADMIN = { username: 'e2e_flights_admin', password: 'e2e-flights-admin-password' };
const e2e = useServerAndBrowser({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
// "Rs 1,234,567.89" → 1234567.89
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function signedIn(pathName: 'register' | 'login', data: Record<string, string>): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const res = await context.request.post(`${e2e.server.url}/api/${pathName}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** Search results for a route, the first bookable offer's Book clicked: lands on its checkout with the form. */
async function bookFirst(page: Page, origin: string, destination: string, adults: number, refundable = false): Promise<void> {
  await page.goto(`${e2e.server.url}/flights?origin=${origin}&destination=${destination}&departureDate=${inDays(30)}&tripType=oneway&adults=${adults}`);
  await expect.poll(() => page.getByTestId('flight-offer').first().isVisible(), { timeout: 15_000 }).toBe(true);
  // (a refundable fare, when the test cancels for money back)
  const offers = page.getByTestId('flight-offer');
  const offer = (refundable ? offers.filter({ has: page.getByTestId('offer-term-refund').getByText('Refundable', { exact: true }) }) : offers).first();
  await expect.poll(() => offer.isVisible(), { timeout: 15_000 }).toBe(true);
  await offer.getByTestId('book-flight').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/flights\/checkout\//);
}

async function fillPassengers(page: Page, people: Array<{ title: string; given: string; family: string; gender: 'm' | 'f'; born: string; passport: string }>) {
  await expect.poll(() => page.getByTestId('flight-checkout-form').isVisible(), { timeout: 15_000 }).toBe(true);
  for (const [i, p] of people.entries()) {
    await page.getByTestId(`passenger-${i}-title`).selectOption(p.title);
    await page.getByTestId(`passenger-${i}-givenName`).fill(p.given);
    await page.getByTestId(`passenger-${i}-familyName`).fill(p.family);
    await page.getByTestId(`passenger-${i}-gender`).selectOption(p.gender);
    await page.getByTestId(`passenger-${i}-bornOn`).fill(p.born);
    await page.getByTestId(`passenger-${i}-passportNumber`).fill(p.passport);
    await page.getByTestId(`passenger-${i}-passportCountry`).fill('PK');
    await page.getByTestId(`passenger-${i}-passportExpiresOn`).fill('2032-05-01');
    await page.getByTestId(`passenger-${i}-nationality`).fill('PK');
  }
  await page.getByTestId('contact-email').fill('bookings@example.pk');
  await page.getByTestId('contact-phone').fill('+923001234567');
}

async function walletBalance(context: BrowserContext): Promise<number> {
  const res = await context.request.get(`${e2e.server.url}/api/wallet`);
  return Number(((await res.json()) as { balanceInPkr: string }).balanceInPkr);
}

describe('flight orders in Chromium', () => {
  it('an agent holds LHE → JED for two, pays from the wallet, gets tickets and the e-ticket, cancels and is refunded to the paisa', async () => {
    const agent = await signedIn('register', { username: 'faisal_air', email: 'faisal@example.pk', password: 'secret123', firstName: 'Faisal', lastName: 'Air Travels', role: 'b2b_agent' });
    const admin = await signedIn('login', ADMIN);
    const agentId = ((await (await agent.request.get(`${e2e.server.url}/api/user`)).json()) as { id: string }).id;
    const credit = await admin.request.post(`${e2e.server.url}/graphql`, {
      data: { query: 'mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', variables: { a: agentId, m: '3000000' } },
    });
    expect(((await credit.json()) as { errors?: unknown }).errors).toBeUndefined();
    const page = await agent.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await bookFirst(page, 'LHE', 'JED', 2, true);
    await fillPassengers(page, [
      { title: 'mr', given: 'Faisal', family: 'Qureshi', gender: 'm', born: '1979-02-10', passport: 'FQ1234567' },
      { title: 'mrs', given: 'Sana', family: 'Qureshi', gender: 'f', born: '1983-09-21', passport: 'SQ7654321' },
    ]);
    await page.getByTestId('hold-order').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/flights\/orders\//);
    const orderId = new URL(page.url()).pathname.split('/')[3];
    await expect.poll(() => page.getByTestId('flight-order-status').textContent(), { timeout: 15_000 }).toBe('Held');
    expect(await page.getByTestId('booking-reference').first().textContent()).toMatch(/[A-Z2-9]{6}/);
    expect(await page.getByTestId('flight-order-countdown').textContent()).toMatch(/\d+ (h|min|d)/);

    // pay from the wallet on the booking's checkout
    const before = await walletBalance(agent);
    await page.getByTestId('pay-flight-order').click();
    await expect.poll(() => page.getByTestId('pay-button').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.locator('input[name="method"][value="wallet"]').check();
    await page.getByTestId('pay-button').click();
    await expect.poll(() => page.getByTestId('payment-result').textContent(), { timeout: 20_000 }).toMatch(/Payment received/);
    const order = (await (await agent.request.get(`${e2e.server.url}/api/flights/orders/${orderId}`)).json()) as { totalInPkr: string; bookingId: string };
    expect(await walletBalance(agent)).toBeCloseTo(before - Number(order.totalInPkr), 2);

    // the tickets, issued by the job after the payment
    await page.getByTestId('view-flight-order').click();
    await expect.poll(() => page.getByTestId('flight-order-status').textContent(), { timeout: 20_000 }).toBe('Ticketed');
    const numbers = await page.getByTestId('ticket-number').allTextContents();
    expect(numbers).toHaveLength(2);
    for (const n of numbers) expect(n).toMatch(/\d{13}/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('eticket-download').click()]);
    const text = await pdfText(await readFile((await download.path()) ?? ''));
    const pnr = ((await page.getByTestId('booking-reference').first().textContent()) ?? '').trim();
    expect(text).toContain(pnr);
    for (const n of numbers) expect(text).toContain(n.replace(/\D/g, ''));
    expect(text).toContain('Faisal Qureshi');
    expect(text).toContain('Sana Qureshi');
    expect(text).toMatch(/LHE/);
    expect(text).toMatch(/JED/);

    // cancel through the airline's quote: the wallet gets the quote's refund, to the paisa
    const paid = await walletBalance(agent);
    await page.getByTestId('cancel-order').click();
    const quote = page.getByTestId('cancellation-quote');
    await expect.poll(() => quote.isVisible(), { timeout: 15_000 }).toBe(true);
    const refund = amount(await quote.getByTestId('quote-refund').textContent());
    expect(refund).toBeGreaterThan(0);
    await page.getByTestId('confirm-cancellation').click();
    await expect.poll(() => page.getByTestId('flight-order-status').textContent(), { timeout: 15_000 }).toBe('Cancelled');
    await expect.poll(() => walletBalance(agent), { timeout: 15_000 }).toBeCloseTo(paid + refund, 2);
    expect(errors).toEqual([]);
    await agent.close();
    await admin.close();
  });

  it('a traveller buys ISB → DXB at once with the sandbox card and gets the tickets', async () => {
    const traveller = await signedIn('register', { username: 'hina_flies', email: 'hina@example.pk', password: 'secret123', firstName: 'Hina', lastName: 'Baig' });
    const page = await traveller.newPage();
    await bookFirst(page, 'ISB', 'DXB', 1);
    // instant only: no hold offered
    await fillPassengers(page, [{ title: 'ms', given: 'Hina', family: 'Baig', gender: 'f', born: '1995-07-07', passport: 'HB1122334' }]);
    expect(await page.getByTestId('hold-order').count()).toBe(0);
    await page.getByTestId('pay-now').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/checkout\//);
    await expect.poll(() => page.getByTestId('pay-button').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.locator('input[name="method"][value="sandbox"]').check();
    await page.getByTestId('pay-button').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/pay\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(() => page.getByTestId('payment-result').textContent(), { timeout: 20_000 }).toMatch(/Payment received/);
    await page.getByTestId('view-flight-order').click();
    await expect.poll(() => page.getByTestId('flight-order-status').textContent(), { timeout: 20_000 }).toBe('Ticketed');
    expect(await page.getByTestId('ticket-number').count()).toBe(1);
    await traveller.close();
  });

  it('KHI → IST shows the new price and asks to agree to it before the form', async () => {
    const traveller = await signedIn('register', { username: 'omar_ist', email: 'omar@example.pk', password: 'secret123', firstName: 'Omar', lastName: 'Khan' });
    const page = await traveller.newPage();
    await page.goto(`${e2e.server.url}/flights?origin=KHI&destination=IST&departureDate=${inDays(30)}&tripType=oneway&adults=1`);
    const offer = page.getByTestId('flight-offer').first();
    await expect.poll(() => offer.isVisible(), { timeout: 15_000 }).toBe(true);
    const searched = amount(await offer.getByTestId('offer-price').textContent());
    await offer.getByTestId('book-flight').click();
    await expect.poll(() => page.getByTestId('price-changed').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(amount(await page.getByTestId('previous-total').textContent())).toBe(searched);
    expect(amount(await page.getByTestId('new-total').textContent())).toBe(Math.round(searched * 1.07));
    expect(await page.getByTestId('flight-checkout-form').count()).toBe(0);
    await page.getByTestId('accept-new-price').click();
    await expect.poll(() => page.getByTestId('flight-checkout-form').isVisible(), { timeout: 15_000 }).toBe(true);
    await traveller.close();
  });
});

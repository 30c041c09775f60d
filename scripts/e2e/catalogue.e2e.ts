import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './harness.js';
import { clickWhenStill } from './menu.js';

// The catalogue in Chromium against the built app with its demo data.
const e2e = useServerAndBrowser();

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${e2e.server.url}${path}`);
  return { page, errors };
}

const isoDay = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('catalogue in Chromium', () => {
  it('browses every /packages tab, each with its own cards and images', async () => {
    const { page, errors } = await open('/packages');
    const tabs = [
      ['umrah', 'Umrah'],
      ['hajj', 'Hajj'],
      ['holiday', 'Holiday'],
      ['international', 'International'],
      ['domestic', 'Domestic'],
    ] as const;
    const firstNames = new Set<string>();
    for (const [type, label] of tabs) {
      const tab = page.getByRole('tab', { name: label });
      await tab.click();
      // once the tab is selected the previous tab's cards are gone
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      if (type !== 'umrah') expect(page.url()).toContain(`type=${type}`);
      const card = page.getByTestId('package-card').first();
      await card.waitFor();
      expect(await card.getByTestId('package-price').textContent()).toMatch(/^PKR [\d,]+ per person$/);
      expect(await card.getByRole('button', { name: 'Book Now' }).isEnabled()).toBe(true);
      firstNames.add((await card.getByRole('heading').textContent()) ?? '');
      // the card's picture is served by the app itself
      const src = await card.getByRole('img').getAttribute('src');
      expect(src).toMatch(/^\/media\/art\/package\/[a-z0-9-]+\.svg$/);
      const img = await fetch(`${e2e.server.url}${src}`);
      expect(img.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect(firstNames.size).toBe(5);
    expect(errors).toEqual([]);
  });

  it('browses every /transport tab; car rental is priced per day', async () => {
    const { page, errors } = await open('/transport?type=train');
    await expect.poll(() => page.getByRole('tab', { name: 'Train' }).getAttribute('aria-selected')).toBe('true');
    const tabs = [
      ['car_rental', 'Car Rental'],
      ['bus', 'Bus'],
      ['train', 'Train'],
      ['airport_transfer', 'Airport Transfer'],
    ] as const;
    for (const [type, label] of tabs) {
      const tab = page.getByRole('tab', { name: label });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      expect(page.url()).toContain(`type=${type}`);
      const card = page.getByTestId('transport-card').first();
      await card.waitFor();
      const price = (await card.getByTestId('transport-price').textContent()) ?? '';
      if (type === 'car_rental') expect(price).toMatch(/^PKR [\d,]+\/day$/);
      else expect(price).toMatch(/^PKR [\d,]+$/);
      // the list may still be filling in (rendered in slices on a busy machine): wait for the whole first page
      await expect.poll(() => page.getByTestId('transport-card').count()).toBeGreaterThanOrEqual(8);
    }
    expect(errors).toEqual([]);
  });

  it('searches hotels in Makkah for 3 nights, reprices in SAR and expands the breakdown', async () => {
    const { page, errors } = await open('/hotels');
    const form = page.getByTestId('local-hotel-form');
    await form.getByLabel('City').fill('Makkah');
    await form.getByLabel('Check-in').fill(isoDay(3));
    await form.getByLabel('Check-out').fill(isoDay(6));
    await form.getByRole('button', { name: 'Search Hotels' }).click();

    const first = page.getByTestId('hotel-card').first();
    await first.waitFor();
    expect(await first.getByTestId('hotel-total').textContent()).toMatch(/^3 nights, 1 room: Rs [\d,]+$/);
    const pkrPrice = (await first.getByTestId('hotel-price').textContent()) ?? '';
    expect(pkrPrice).toMatch(/^Rs [\d,]+$/);
    await expect.poll(() => page.url()).toContain('location=Makkah');

    await page.getByTestId('currency-picker').click();
    await clickWhenStill(page.getByTestId('currency-option-SAR'));
    await expect.poll(() => first.getByTestId('hotel-price').textContent()).toMatch(/^SAR [\d,]+\.\d\d$/);
    expect(await first.getByTestId('hotel-price').textContent()).not.toBe(pkrPrice);

    await first.getByTestId('breakdown-toggle').click();
    const breakdown = first.getByTestId('price-breakdown');
    await breakdown.waitFor();
    expect(await breakdown.getByText('Taxes (16% sales tax on services)').isVisible()).toBe(true);
    const rows = breakdown.getByTestId('currency-breakdown').locator('tbody tr');
    expect(await rows.count()).toBe(7);
    expect(await rows.first().textContent()).toMatch(/^PKRRs [\d,]+Rs [\d,]+$/);
    expect(errors).toEqual([]);
  });

  it('runs the search from the landing page query string and fits a 375 px screen', async () => {
    const { page, errors } = await open(
      `/hotels?location=Mecca&checkIn=${isoDay(4)}&checkOut=${isoDay(5)}&rooms=1&adults=2&children=0`,
      375,
    );
    const first = page.getByTestId('hotel-card').first();
    await first.waitFor();
    expect(await first.getByText('Makkah, Saudi Arabia').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it("toasts 'Invalid Date' for a check-in that is not in the future", async () => {
    const { page } = await open('/hotels');
    const form = page.getByTestId('local-hotel-form');
    await form.getByLabel('City').fill('Dubai');
    await form.getByLabel('Check-in').fill(isoDay(-2));
    await form.getByLabel('Check-out').fill(isoDay(2));
    await form.getByRole('button', { name: 'Search Hotels' }).click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Invalid Date');
    expect(await toast.textContent()).toContain('Check-in date must be in the future');
    expect(await page.getByTestId('hotel-card').count()).toBe(0);
  });
});

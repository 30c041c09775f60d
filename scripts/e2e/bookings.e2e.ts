import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './harness.js';

const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };

const e2e = useServerAndBrowser({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function signedIn(path: 'register' | 'login', data: Record<string, string>): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const res = await context.request.post(`${e2e.server.url}/api/${path}`, { data });
  expect(res.ok()).toBe(true);
  return context;
}

describe('bookings in Chromium', () => {
  it('a traveller books an Umrah package and a Makkah hotel, sees both, cancels one; the admin sees them', async () => {
    // the demo seed's bookings are there already: the admin's figures are checked against them
    const admin = await signedIn('login', ADMIN);
    const seeded = (await (await admin.request.get(`${e2e.server.url}/api/bookings`)).json()) as unknown[];
    const seededTotal = ((await (await admin.request.get(`${e2e.server.url}/api/analytics/overview`)).json()) as { totalBookings: number }).totalBookings;
    const traveller = await signedIn('register', { username: 'hajra_e2e', email: 'hajra@example.pk', password: 'secret123', firstName: 'Hajra', lastName: 'Malik' });
    const page = await traveller.newPage();
    // a browser dialog would mean the app fell back to window.confirm: fail rather than accept it
    const browserDialogs: string[] = [];
    page.on('dialog', (d) => {
      browserDialogs.push(d.message());
      void d.dismiss();
    });

    await page.goto(`${e2e.server.url}/packages?type=umrah`);
    const pkg = page.getByTestId('package-card').first();
    await expect.poll(() => pkg.isVisible(), { timeout: 15_000 }).toBe(true);
    const packageName = (await pkg.getByRole('heading').first().textContent())?.trim() ?? '';
    await pkg.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => page.getByText('Your package has been booked successfully!').isVisible()).toBe(true);

    await page.goto(`${e2e.server.url}/hotels?location=Makkah&checkIn=${inDays(20)}&checkOut=${inDays(23)}&rooms=1&adults=2`);
    const hotel = page.getByTestId('hotel-card').first();
    await expect.poll(() => hotel.isVisible(), { timeout: 15_000 }).toBe(true);
    await hotel.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByTestId('hotel-booking-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.getByTestId('booking-check-in').inputValue()).toBe(inDays(20));
    expect(await page.getByTestId('booking-room-type').inputValue()).toBe('Standard');
    await page.getByTestId('booking-confirm').click();
    await expect.poll(() => page.getByText('Your hotel booking has been confirmed.').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);

    await page.goto(`${e2e.server.url}/dashboard/end-user`);
    await expect.poll(() => page.getByTestId('stat-total-bookings-value').textContent()).toBe('2');
    await page.getByTestId('tab-my-bookings').click();
    await expect.poll(() => page.getByTestId('booking-row').count()).toBe(2);
    expect(await page.getByText(packageName).count()).toBeGreaterThan(0);
    await page.getByTestId('tab-upcoming').click();
    await expect.poll(() => page.getByTestId('upcoming-row').count()).toBe(2);
    await page.getByTestId('upcoming-row').first().getByTestId('cancel-booking').click();
    // the app's own dialog with the refund preview (no browser confirm)
    await page.getByRole('alertdialog').getByTestId('cancel-confirm').click();
    await expect.poll(() => page.getByText('Booking Cancelled').isVisible()).toBe(true);
    expect(browserDialogs).toEqual([]);
    await expect.poll(() => page.getByTestId('upcoming-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('stat-total-bookings-value').textContent()).toBe('1');

    const adminPage = await admin.newPage();
    await adminPage.goto(`${e2e.server.url}/dashboard/super-admin`);
    const rows = adminPage.getByTestId('admin-booking-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(Math.min(10, seeded.length + 2));
    expect(await adminPage.getByTestId('admin-bookings-table').textContent()).toContain('hajra_e2e');
    // the real statuses: the cancelled one, and the demo traveller's travelled trips as completed (never 'failed')
    const table = (await adminPage.getByTestId('admin-bookings-table').textContent()) ?? '';
    expect(table).toMatch(/cancelled/i);
    expect(table).toMatch(/completed/i);
    expect(table).not.toMatch(/failed/i);
    await expect.poll(() => adminPage.getByTestId('admin-total-bookings-value').textContent()).toBe(String(seededTotal + 1));
    await traveller.close();
    await admin.close();
  });

  it('a signed-out visitor pressing Book is asked to log in and sent to the sign-in page', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.server.url}/transport?type=bus`);
    const card = page.locator('[data-testid=transport-card], [data-testid=package-card]').first();
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => page.getByText('Please log in to book transport').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/auth');
  });
});

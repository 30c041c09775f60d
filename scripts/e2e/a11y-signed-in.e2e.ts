import type { ExpectStatic } from 'vitest';
import { type Auditor, auditFlows, type Finding, inDays, type Lang, WIDTHS } from './a11y-audit.js';

// Accessibility, signed in (a11y-audit.ts): the traveller's, the agent's and the super admin's pages, dialogs and tabs.

async function asTraveller(a: Auditor, expect: ExpectStatic, lang: Lang, findings: Finding[]): Promise<void> {
  for (const width of WIDTHS) {
    const ctx = await a.context(expect, lang, width, { username: 'traveller', password: 'traveller123' });
    const page = await ctx.newPage();
    for (const path of ['/', '/dashboard/end-user', '/packages']) {
      await a.visit(expect, page, path);
      await a.audit(page, `${lang} ${width}px traveller ${path}`, findings);
    }
    await a.visit(expect, page, '/dashboard/end-user');
    await page.getByTestId('tab-my-bookings').click();
    await a.audit(page, `${lang} ${width}px traveller /dashboard/end-user my bookings`, findings);

    await a.visit(expect, page, `/hotels?location=Makkah&checkIn=${inDays(20)}&checkOut=${inDays(23)}&rooms=1&adults=2`);
    const hotel = page.getByTestId('hotel-card').first();
    await expect.poll(() => hotel.isVisible(), { timeout: 15_000 }).toBe(true);
    await a.audit(page, `${lang} ${width}px traveller /hotels results`, findings);
    // Book Now, the card's last button (its name is in the visitor's language)
    await hotel.getByRole('button').last().click();
    await expect.poll(() => page.getByTestId('hotel-booking-dialog').isVisible()).toBe(true);
    await a.audit(page, `${lang} ${width}px traveller hotel booking dialog`, findings);
    await a.checkDialogKeyboard(expect, page, 'hotel-booking-dialog', `${lang} ${width}px traveller hotel booking dialog`, findings);

    // the visa service: offers, the application form, a new application's page (documents to upload)
    await a.visit(expect, page, '/visa');
    const offer = page.getByTestId('visa-offer-card').first();
    await expect.poll(() => offer.isVisible(), { timeout: 15_000 }).toBe(true);
    await a.audit(page, `${lang} ${width}px traveller /visa`, findings);
    await offer.getByTestId('visa-apply').click();
    await page.waitForURL(/\/visa\/apply\//);
    await page.getByTestId('applicant-0-fullName').waitFor();
    await a.audit(page, `${lang} ${width}px traveller /visa/apply/:offerId`, findings);
    await page.getByTestId('applicant-0-fullName').fill('Ayesha Khan');
    await page.getByTestId('applicant-0-passportNumber').fill(`AK${width}001`);
    await page.getByTestId('applicant-0-dateOfBirth').fill('1992-03-14');
    await page.getByTestId('applicant-0-passportExpiry').fill('2031-06-30');
    await page.getByTestId('apply-submit').click();
    await page.waitForURL(/\/visa\/applications\//);
    await page.getByTestId('applicant-card').first().waitFor();
    await a.audit(page, `${lang} ${width}px traveller /visa/applications/:id`, findings);
    await ctx.close();
  }
}

async function asAgent(a: Auditor, expect: ExpectStatic, lang: Lang, findings: Finding[]): Promise<void> {
  for (const width of WIDTHS) {
    const ctx = await a.context(expect, lang, width, { username: 'agent', password: 'agent12345' });
    const page = await ctx.newPage();
    for (const path of ['/', '/developers']) {
      await a.visit(expect, page, path);
      await a.audit(page, `${lang} ${width}px agent ${path}`, findings);
    }
    await a.visit(expect, page, '/dashboard/b2b-agent');
    await a.audit(page, `${lang} ${width}px agent /dashboard/b2b-agent`, findings);
    for (const tab of ['packages', 'flights', 'bookings', 'analytics']) {
      await page.getByTestId(`agent-tab-${tab}`).click();
      await a.audit(page, `${lang} ${width}px agent dashboard ${tab} tab`, findings);
    }
    await page.getByTestId('agent-tab-packages').click();
    await page.getByTestId('quick-add-package').click();
    const dialog = page.getByTestId('package-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const tab of ['basic', 'details', 'images', 'policies']) {
      await dialog.getByTestId(`pkg-tab-${tab}`).click();
      await a.audit(page, `${lang} ${width}px agent package dialog ${tab} tab`, findings);
    }
    await dialog.getByTestId('pkg-tab-basic').click();
    await dialog.getByTestId('pkg-name').focus();
    await a.checkDialogKeyboard(expect, page, 'package-dialog', `${lang} ${width}px agent package dialog`, findings);
    await ctx.close();
  }
}

async function asAdmin(a: Auditor, expect: ExpectStatic, lang: Lang, findings: Finding[]): Promise<void> {
  for (const width of WIDTHS) {
    const ctx = await a.context(expect, lang, width, { username: 'admin', password: 'admin12345' });
    const page = await ctx.newPage();
    await a.visit(expect, page, '/dashboard/super-admin');
    await expect.poll(() => page.getByRole('tab').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const tabs = await page.getByRole('tab').all();
    await a.audit(page, `${lang} ${width}px admin /dashboard/super-admin`, findings);
    for (const [i, tab] of tabs.entries()) {
      if (i === 0) continue;
      await tab.click();
      await a.audit(page, `${lang} ${width}px admin dashboard tab ${(await tab.textContent())?.trim()}`, findings);
    }
    await a.visit(expect, page, '/developers');
    await a.audit(page, `${lang} ${width}px admin /developers`, findings);
    await ctx.close();
  }
}

// Each flow is audited in English and in Urdu at the same time, each language in its own browser contexts: the flows
// wait on pages and the network far more than they compute, so the two overlap well (issue 34: the file took ~5 minutes
// one language after the other). The flows one after another: each flow's describe is a plain one (sibling
// describe.concurrent blocks run all at once: eight flows beside another e2e file starved a slow CI machine, whose pages
// then took over 30 s to come alive and whose longest flows over 300 s).

auditFlows([
  ['signed in as the traveller: welcome page, dashboard tabs, hotel booking dialog, the visa pages', asTraveller],
  ['signed in as the agent: dashboard tabs, the package dialog (all four tabs), developer page', asAgent],
  ['signed in as the super admin: the admin dashboard and its tabs', asAdmin],
]);

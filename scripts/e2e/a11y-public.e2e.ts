import type { ExpectStatic } from 'vitest';
import { type Auditor, auditFlows, type Finding, inDays, type Lang, WIDTHS } from './a11y-audit.js';

// Accessibility, signed out (a11y-audit.ts): every public page at both widths and its open states (the currency
// picker, the mobile menu, the package tabs, flight results, a failed sign-in's toast, the GraphQL sandbox).

async function signedOut(a: Auditor, expect: ExpectStatic, lang: Lang, findings: Finding[]): Promise<void> {
  for (const width of WIDTHS) {
    const ctx = await a.context(expect, lang, width);
    const page = await ctx.newPage();
    for (const path of ['/', '/auth', '/auth?tab=register', '/flights', '/hotels', '/packages', '/transport', '/visa', '/developers', '/no-such-page']) {
      await a.visit(expect, page, path);
      await a.audit(page, `${lang} ${width}px ${path}`, findings);
    }

    await a.visit(expect, page, '/');
    await page.getByTestId('currency-picker').click();
    await expect.poll(() => page.getByTestId('currency-menu').isVisible()).toBe(true);
    await a.audit(page, `${lang} ${width}px / currency picker open`, findings);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('currency-menu').isVisible()).toBe(false);

    if (width < 768) {
      await page.getByTestId('mobile-menu-toggle').click();
      await expect.poll(() => page.getByTestId('mobile-menu').isVisible()).toBe(true);
      await a.audit(page, `${lang} ${width}px / mobile menu open`, findings);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('mobile-menu').count()).toBe(0);
    }

    // tab panels: each package type
    await a.visit(expect, page, '/packages');
    // the Hajj and Holiday tabs (by position: their names are in the visitor's language)
    for (const tab of [1, 2]) {
      const trigger = page.getByRole('tab').nth(tab);
      const type = ((await trigger.getAttribute('data-testid')) ?? '').replace(/^tab-/, '');
      await trigger.click();
      // the tab's choice reached the address (the tabs follow ?type=) and the panel the tab names (aria-controls) is
      // drawn before the audit: a slow machine caught the tab pointing at a panel not (or no longer) in the page
      await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe(type);
      await expect
        .poll(() =>
          trigger.evaluate((el) => el.getAttribute('aria-selected') === 'true' && ((id) => !id || document.getElementById(id) !== null)(el.getAttribute('aria-controls'))),
        )
        .toBe(true);
      await a.audit(page, `${lang} ${width}px /packages tab ${tab + 1}`, findings);
    }

    // search results (flights from the sandbox provider)
    await a.visit(expect, page, `/flights?origin=KHI&destination=DXB&departureDate=${inDays(30)}&tripType=oneway`);
    await a.audit(page, `${lang} ${width}px /flights results`, findings);

    // a toast: a failed sign-in
    await a.visit(expect, page, '/auth');
    await page.getByTestId('username-input').fill('nobody_here');
    await page.getByTestId('password-input').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('toast').isVisible(), { timeout: 10_000 }).toBe(true);
    await a.audit(page, `${lang} ${width}px /auth with a toast`, findings);

    // the GraphQL sandbox page
    await page.goto(`${a.url()}/graphql`);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // GraphiQL's own interface is English (a third-party tool; the page says so)
    await a.audit(page, `${lang} ${width}px /graphql sandbox`, findings, { latin: false });
    await ctx.close();
  }
}

auditFlows([['signed out: every public page and its open states', signedOut]]);

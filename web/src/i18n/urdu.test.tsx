import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../test/handlers';
import { renderApp } from '../test/render';
import { latinWords, renderInUrdu } from '../test/urdu';
import { i18n } from '.';
import { formatDate, formatRelative } from './format';

// Issue 21: the Urdu foundation. The switch, lang/dir on the document, the choice remembered (this device and the
// profile), the Accept-Language the app sends, and a scan that fails on any Latin-script word in the translated areas.

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  // the i18n instance outlives a test: the next one starts in English, as a first visit does
  await act(() => i18n.changeLanguage('en'));
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
afterAll(() => server.close());

const html = document.documentElement;
const URDU_TITLE = /پاکستان کی صفِ اوّل کی/;

describe('the language switch', () => {
  it('switches the landing page to Urdu, right to left, and back; English is unchanged', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Pakistan's leading B2B travel marketplace/ })).toBeTruthy();
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');

    fireEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('heading', { level: 1, name: URDU_TITLE })).toBeTruthy();
    expect(html.lang).toBe('ur');
    expect(html.dir).toBe('rtl');
    expect(window.localStorage.getItem('safarnama.language')).toBe('ur');
    expect(screen.getByTestId('tab-packages').textContent).toContain('پیکجز');
    expect(screen.getByTestId('sign-in-button').textContent).toBe('سائن اِن');
    // the switch now offers English, in English
    expect(screen.getByTestId('language-switch').textContent).toBe('English');

    fireEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('heading', { level: 1, name: /Pakistan's leading B2B travel marketplace/ })).toBeTruthy();
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
    expect(window.localStorage.getItem('safarnama.language')).toBe('en');
    // the switch re-renders on its own once the language has changed (under load, after the heading)
    await waitFor(() => expect(screen.getByTestId('language-switch').textContent).toBe('اردو'));
  });

  it('remembers Urdu across a reload (local storage)', async () => {
    const first = await renderInUrdu('/');
    first.unmount();
    await act(() => i18n.changeLanguage('en'));
    // a new page load: only local storage says Urdu
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: URDU_TITLE })).toBeTruthy();
    expect(html.lang).toBe('ur');
    expect(html.dir).toBe('rtl');
  });

  it('is in the mobile menu too', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByTestId('mobile-menu-toggle'));
    fireEvent.click(within(screen.getByTestId('mobile-menu')).getByTestId('language-switch-mobile'));
    await waitFor(() => expect(html.dir).toBe('rtl'));
    expect(within(screen.getByTestId('mobile-menu')).getByText('فلائٹس')).toBeTruthy();
  });

  it("saves a signed-in user's choice to their profile, and applies the profile's on a device without a choice", async () => {
    const saved: unknown[] = [];
    server.use(
      graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ language: 'ur' }) } })),
      graphql.mutation('SetLanguage', ({ variables }) => {
        saved.push(variables.language);
        return HttpResponse.json({ data: { setLanguage: { __typename: 'User', id: meAs().id, language: variables.language } } });
      }),
    );
    renderApp('/');
    // no choice on this device: the profile's Urdu applies
    await waitFor(() => expect(html.lang).toBe('ur'));
    expect(window.localStorage.getItem('safarnama.language')).toBe('ur');
    fireEvent.click(await screen.findByTestId('language-switch'));
    await waitFor(() => expect(saved).toEqual(['en']));
    await waitFor(() => expect(html.lang).toBe('en'));
  });
});

describe('the shell’s toasts in Urdu', () => {
  it('logging out', async () => {
    server.use(
      graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ language: 'ur' }) } })),
      graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } })),
    );
    renderApp('/');
    await waitFor(() => expect(html.lang).toBe('ur'));
    fireEvent.click((await screen.findAllByTestId('logout-button'))[0]);
    expect(await screen.findByText('لاگ آؤٹ ہو گیا')).toBeTruthy();
    expect(screen.getByText('آپ کامیابی سے لاگ آؤٹ ہو گئے ہیں۔')).toBeTruthy();
  });
});

describe('server messages in Urdu', () => {
  it('sends Accept-Language: ur and shows the wrong-password toast in Urdu', async () => {
    let language: string | null = null;
    server.use(
      graphql.mutation('Login', ({ request }) => {
        language = request.headers.get('accept-language');
        // the server's Urdu (api/src/core/i18n.ts)
        return HttpResponse.json({ errors: [{ message: 'یوزر نیم یا پاس ورڈ درست نہیں', extensions: { code: 'UNAUTHENTICATED' } }], data: null });
      }),
    );
    await renderInUrdu('/auth');
    fireEvent.change(await screen.findByTestId('username-input'), { target: { value: 'ayesha' } });
    fireEvent.change(screen.getByTestId('password-input'), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('سائن اِن نہیں ہو سکا')).toBeTruthy();
    expect(await screen.findByText('یوزر نیم یا پاس ورڈ درست نہیں')).toBeTruthy();
    expect(language).toBe('ur');
  });

  it("shows the form's own checks (the shared rules' messages) in Urdu", async () => {
    await renderInUrdu('/auth?tab=register');
    fireEvent.change(await screen.findByTestId('username-input'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('یوزر نیم کم از کم 3 حروف کا ہونا چاہیے')).toBeTruthy();
    expect(screen.getByText('پہلا نام لکھنا ضروری ہے')).toBeTruthy();
  });
});

describe('formats', () => {
  it('dates with Urdu month names and Western digits; relative times localised; English unchanged', () => {
    expect(formatDate('2026-12-08', 'ur', 'd MMMM yyyy')).toBe('8 دسمبر 2026');
    expect(formatDate('2026-12-08', 'en', 'd MMMM yyyy')).toBe('8 December 2026');
    expect(formatRelative(new Date('2026-12-08T12:00:00Z'), 'ur', new Date('2026-12-05T12:00:00Z'))).toMatch(/^3 .*دن/);
    expect(formatRelative(new Date('2026-12-08T12:00:00Z'), 'en', new Date('2026-12-05T12:00:00Z'))).toBe('in 3 days');
  });

  it('plurals follow the language’s rules', async () => {
    await act(() => i18n.changeLanguage('en'));
    expect(i18n.t('search:roomCount', { count: 1 })).toBe('1 Room');
    expect(i18n.t('search:roomCount', { count: 2 })).toBe('2 Rooms');
  });
});

describe('no English left in the translated areas (Urdu scan)', () => {
  it('the landing page with its top bar, search box (every tab), shortcuts and footer', async () => {
    await renderInUrdu('/');
    expect(await screen.findByRole('heading', { level: 1, name: URDU_TITLE })).toBeTruthy();
    await screen.findByTestId('home-submit');
    expect(latinWords(document.body)).toEqual([]);
    for (const tab of ['hotels', 'packages', 'visa', 'transport']) {
      fireEvent.click(screen.getByTestId(`tab-${tab}`));
      await screen.findByTestId(`panel-${tab}`);
      await screen.findByTestId('home-submit');
      expect(latinWords(document.body), tab).toEqual([]);
    }
    fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
    expect(latinWords(screen.getByTestId('mobile-menu'))).toEqual([]);
  });

  it('the sign-in and register page', async () => {
    await renderInUrdu('/auth');
    await screen.findByTestId('login-submit');
    expect(latinWords(document.body)).toEqual([]);
    fireEvent.click(screen.getByTestId('tab-register'));
    await screen.findByTestId('register-submit');
    expect(latinWords(document.body)).toEqual([]);
  });

  it('the 404 page', async () => {
    await renderInUrdu('/no-such-page');
    expect(await screen.findByText('صفحہ نہیں ملا')).toBeTruthy();
    expect(latinWords(document.body)).toEqual([]);
  });

  it('finds English when there is some (the scan itself)', () => {
    const div = document.createElement('div');
    div.innerHTML = '<p>سفرنامہ Safarnama PKR 125,000 50K+ KHI B2B</p><input placeholder="Any city"><span aria-label="Close menu"></span>';
    expect(latinWords(div)).toEqual(['Any', 'city', 'Close', 'menu']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../test/handlers';
import { renderApp } from '../../test/render';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openPicker() {
  const trigger = await screen.findByTestId('currency-picker');
  await userEvent.click(trigger);
  return screen.findByTestId('currency-menu');
}

describe('currency picker', () => {
  it('lists the seven currencies with rates to 4 decimals and the refresh note', async () => {
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('currency-picker').textContent).toContain('PKR'));
    const menu = await openPicker();
    await waitFor(() => expect(within(menu).getByTestId('currency-option-EUR')).toBeTruthy());
    expect(within(menu).getByTestId('currency-option-USD').textContent).toContain('0.0036');
    expect(within(menu).getByTestId('currency-option-AED').textContent).toContain('0.0131');
    expect(within(menu).getByTestId('currency-option-PKR').textContent).toContain('1.0000');
    expect(within(menu).getByText('Rates update every 5 minutes')).toBeTruthy();
  });

  it('restores a stored choice (the click path is covered end to end in Chromium)', async () => {
    window.localStorage.setItem('safarnama.currency', 'SAR');
    renderApp('/');
    expect((await screen.findByTestId('currency-picker')).textContent).toContain('SAR');
  });

  it('ignores a stored code that is not one of the seven', async () => {
    window.localStorage.setItem('safarnama.currency', 'JPY');
    renderApp('/');
    expect((await screen.findByTestId('currency-picker')).textContent).toContain('PKR');
  });

  it("says 'Failed to fetch currencies' when the API fails", async () => {
    server.use(graphql.query('Currencies', () => HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 })));
    renderApp('/');
    expect(await screen.findByText('Failed to fetch currencies')).toBeTruthy();
  });
});

describe('routes', () => {
  it("shows 'Page Not Found' for an unknown path", async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('highlights the current service link', async () => {
    renderApp('/hotels');
    const nav = await screen.findByRole('navigation', { name: 'Services' });
    await waitFor(() => expect(within(nav).getByText('Hotels').getAttribute('aria-current')).toBe('page'));
    expect(within(nav).getByText('Flights').getAttribute('aria-current')).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, meAs } from '../../test/handlers';
import { renderApp } from '../../test/render';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/auth', () => {
  it('shows the rules’ messages for an empty sign-in', async () => {
    renderApp('/auth');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it("'Create an account' opens the register tab without sending the filled sign-in form", async () => {
    let logins = 0;
    server.use(
      graphql.mutation('Login', () => {
        logins++;
        return HttpResponse.json({ data: { login: meAs() } });
      }),
    );
    renderApp('/auth');
    await screen.findByTestId('login-submit');
    type('username-input', 'ayesha');
    type('password-input', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByTestId('register-submit')).toBeTruthy();
    // a sign-in would have answered by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logins).toBe(0);
  });

  it('shows every registration message', async () => {
    renderApp('/auth?tab=register');
    await screen.findByTestId('register-submit');
    type('username-input', 'ab');
    type('email-input', 'nope');
    type('password-input', '123');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
  });

  it("offers 'Personal Traveler' (default) and 'Travel Agent (B2B)'", async () => {
    renderApp('/auth?tab=register');
    const select = (await screen.findByTestId('role-select')) as HTMLSelectElement;
    expect(select.value).toBe('end_user');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Personal Traveler', 'Travel Agent (B2B)']);
  });

  it("toasts 'Login Failed' with the server's message", async () => {
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({ errors: [{ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }], data: null }),
      ),
    );
    renderApp('/auth');
    await screen.findByTestId('login-submit');
    type('username-input', 'ayesha');
    type('password-input', 'wrong-one');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
  });

  it("signs in: 'Login Successful' / 'Welcome back, <first name>' and the welcome page", async () => {
    server.use(graphql.mutation('Login', () => HttpResponse.json({ data: { login: meAs() } })));
    renderApp('/auth');
    await screen.findByTestId('login-submit');
    type('username-input', 'ayesha');
    type('password-input', 'secret123');
    fireEvent.click(screen.getByTestId('login-submit'));
    // the welcome page's chunk compiles on first use: under `npm test` (api and e2e on the same 2 cores) this once took
    // longer than the default 10 s
    expect(await screen.findByText('Login Successful', undefined, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByText('Welcome back, Ayesha')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('welcome-heading').textContent).toContain('Ayesha'), { timeout: 25_000 });
    expect(screen.getByTestId('role-label').textContent).toBe('Customer');
  }, 60_000);

  it.each([
    ['throttled sign-in (GraphQL error)', 200],
    ['request rate limit (HTTP 429)', 429],
  ])("toasts 'Login Failed' with the wait for a %s", async (_name, status) => {
    const message = 'Too many failed sign-in attempts. Try again in 2 minutes.';
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json(
          { errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 120 } }], data: null },
          { status, headers: status === 429 ? { 'retry-after': '120' } : {} },
        ),
      ),
    );
    renderApp('/auth');
    await screen.findByTestId('login-submit');
    type('username-input', 'ayesha');
    type('password-input', 'wrong-one');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('sends a signed-in visitor from /auth to /', async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent', firstName: '' }) } })));
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // first name empty: greeting falls back to 'User', top bar to the username
    expect((await screen.findByTestId('welcome-heading')).textContent).toContain('User');
    expect(screen.getByTestId('role-label').textContent).toBe('B2B Agent');
    expect(screen.getAllByTestId('welcome-user')[0].textContent).toBe('Welcome, ayesha');
  });
});

describe('dashboard routing', () => {
  it('the Dashboard button picks the route by role', async () => {
    for (const [role, path] of [
      ['super_admin', '/dashboard/super-admin'],
      ['b2b_agent', '/dashboard/b2b-agent'],
      ['end_user', '/dashboard/end-user'],
      ['something_else', '/dashboard/end-user'],
    ]) {
      server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role }) } })));
      const view = renderApp('/flights');
      const button = (await screen.findAllByTestId('dashboard-button'))[0];
      expect(button.getAttribute('href')).toBe(path);
      view.unmount();
    }
  });

  it("refuses /dashboard/super-admin to a non-admin: 'Access Denied', then /", async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })));
    const { router } = renderApp('/dashboard/super-admin');
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
  });
});

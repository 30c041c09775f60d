import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { SESSION_COOKIE } from './session.service.js';

const t = useTestApp();

const HOST = 'safarnama.test';
let n = 0;

async function signedIn(): Promise<string> {
  n++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: `leaver${n}`, email: `leaver${n}@example.pk`, password: 'secret123', firstName: 'Ali', lastName: 'Raza' },
  });
  const header = res.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  return line.split(';')[0];
}

const signedInStill = async (cookie: string) => (await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode === 200;

const getLogout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ url: '/api/logout', headers: { host: HOST, cookie, ...headers } });

const postForm = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { host: HOST, cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: '',
  });

describe('GET /api/logout', () => {
  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an old browser, from another site (Referer)', { referer: 'https://evil.example/page' }],
    ['an old browser, from another site (Origin)', { origin: 'https://evil.example' }],
    ['a look-alike host', { referer: `https://${HOST}.evil.example/` }],
    ['nothing said about where it came from', {}],
  ])('from %s: keeps the session and shows a page whose form logs out', async (_name, headers) => {
    const cookie = await signedIn();
    const res = await getLogout(cookie, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<form method="post" action="/api/logout">');
    expect(res.body).toMatch(/<button type="submit">Log out<\/button>/);
    // no script (the CSP forbids inline script anyway) and nothing from another host
    expect(res.body).not.toMatch(/<script|https?:\/\//i);
    expect(String(res.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(await signedInStill(cookie)).toBe(true);
  });

  it.each([
    ['a link on our own pages', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }],
    ['a typed or bookmarked URL', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }],
    ['an old browser, from our own page', { referer: `http://${HOST}/dashboard/end-user` }],
  ])('from %s: ends the session and goes home', async (_name, headers) => {
    const cookie = await signedIn();
    const res = await getLogout(cookie, headers);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`));
    expect(await signedInStill(cookie)).toBe(false);
  });
});

describe('POST /api/logout from the page’s form', () => {
  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` }],
    ['an Origin of our own host (no Sec-Fetch-Site)', { origin: `http://${HOST}` }],
  ])('with %s: ends the session and redirects to /', async (_name, headers) => {
    const cookie = await signedIn();
    const res = await postForm(cookie, headers);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(await signedInStill(cookie)).toBe(false);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['another Origin (no Sec-Fetch-Site)', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['nothing said', {}],
  ])('with %s: 403 and the session stays', async (_name, headers) => {
    const cookie = await signedIn();
    const res = await postForm(cookie, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await signedInStill(cookie)).toBe(true);
  });

  it('still answers JSON to fetch callers', async () => {
    const cookie = await signedIn();
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'content-type': 'application/json' }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expect(await signedInStill(cookie)).toBe(false);
  });

  it('other routes still refuse form bodies, even from our own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=formy&password=secret123',
    });
    expect(res.statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../modules/accounts/session.service.js';
import { useTestApp } from '../test/app.js';
import { languageOf, translate } from './i18n.js';

// Issue 21: the server's messages in Urdu when the request asks for it, English (the spec's texts) otherwise.
const t = useTestApp();

const gql = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { id } }';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { id language } }';

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ur', 'ur'],
    ['ur-PK,ur;q=0.9,en;q=0.8', 'ur'],
    ['en-GB,en;q=0.9,ur;q=0.5', 'en'],
    ['en;q=0.2, ur', 'ur'],
    ['ur;q=0, en', 'en'],
    ['fr, de', 'en'],
  ])('%s → %s', (header, lang) => expect(languageOf(header)).toBe(lang));
});

describe('translate', () => {
  it('keeps figures and leaves unknown messages in English', () => {
    expect(translate('Too many failed sign-in attempts. Try again in 5 minutes.', 'ur')).toBe(
      'سائن اِن کی بہت سی ناکام کوششیں ہو چکی ہیں۔ 5 منٹ بعد دوبارہ کوشش کریں۔',
    );
    expect(translate('Something nobody translated', 'ur')).toBe('Something nobody translated');
    expect(translate('Invalid username or password', 'en')).toBe('Invalid username or password');
  });
});

describe('Accept-Language on the API', () => {
  it('GraphQL: a wrong password in Urdu with Accept-Language: ur, in English without', async () => {
    const input = { username: 'nobody-here', password: 'wrong-password' };
    const ur = await gql(LOGIN, { input }, { 'accept-language': 'ur-PK,ur;q=0.9' });
    expect(ur.json().errors[0]).toMatchObject({ message: 'یوزر نیم یا پاس ورڈ درست نہیں', extensions: { code: 'UNAUTHENTICATED' } });
    const en = await gql(LOGIN, { input });
    expect(en.json().errors[0].message).toBe('Invalid username or password');
  });

  it('GraphQL: sign-up validation in Urdu', async () => {
    const input = { username: 'ab', email: 'x@example.pk', password: 'secret123', firstName: 'Ali', lastName: 'Raza' };
    const res = await gql(REGISTER, { input }, { 'accept-language': 'ur' });
    expect(res.json().errors[0]).toMatchObject({ message: 'یوزر نیم کم از کم 3 حروف کا ہونا چاہیے', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('GraphQL: a protected field without a session says so in Urdu', async () => {
    const res = await gql('mutation { setLanguage(language: ur) { language } }', {}, { 'accept-language': 'ur' });
    expect(res.json().errors[0].message).toBe('پہلے سائن اِن کریں');
    expect((await gql('mutation { setLanguage(language: ur) { language } }', {})).json().errors[0].message).toBe('Authentication required');
  });

  it('REST: the login route answers in Urdu too, English by default', async () => {
    const payload = { username: 'nobody-here', password: 'wrong-password' };
    const ur = await t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'accept-language': 'ur' } });
    expect(ur.statusCode).toBe(401);
    expect(ur.json().message).toBe('یوزر نیم یا پاس ورڈ درست نہیں');
    const en = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(en.json().message).toBe('Invalid username or password');
  });
});

describe('setLanguage', () => {
  it('stores the signed-in user’s language: English by default, Urdu once chosen, and back', async () => {
    const input = { username: 'urdu-reader', email: 'urdu-reader@example.pk', password: 'secret123', firstName: 'Sana', lastName: 'Mir' };
    const reg = await gql(REGISTER, { input });
    expect(reg.json().data.register.language).toBe('en');
    const header = reg.headers['set-cookie'];
    const cookie = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
    const set = await gql('mutation { setLanguage(language: ur) { language } }', {}, { cookie });
    expect(set.json().data.setLanguage.language).toBe('ur');
    expect((await gql('query { me { language } }', {}, { cookie })).json().data.me.language).toBe('ur');
    await gql('mutation { setLanguage(language: en) { language } }', {}, { cookie });
    expect((await gql('query { me { language } }', {}, { cookie })).json().data.me.language).toBe('en');
  });

  it('a new account starts in the language it registered in (Accept-Language): its welcome is in Urdu', async () => {
    const input = { username: 'urdu-from-start', email: 'urdu-from-start@example.pk', password: 'secret123', firstName: 'Hina', lastName: 'Raza' };
    const reg = await gql(REGISTER, { input }, { 'accept-language': 'ur' });
    expect(reg.json().data.register.language).toBe('ur');
    const header = reg.headers['set-cookie'];
    const cookie = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
    const list = await gql('query { notifications { items { title } } }', {}, { cookie });
    const titles = (list.json().data.notifications.items as { title: string }[]).map((n) => n.title);
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

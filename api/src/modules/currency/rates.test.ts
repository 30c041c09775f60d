import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { Currency } from './currency.entity.js';
import { fetchRates, RatesRefresher, screenRates } from './rates.js';

const RATES_URL = 'https://rates.test/v6/latest/PKR';
const good = {
  result: 'success',
  base_code: 'PKR',
  rates: { PKR: 1, USD: 0.00358, AED: 0.01315, SAR: 0.01342, QAR: 0.01303, GBP: 0.00271, EUR: 0.00309, JPY: 0.55 },
};
const server = setupServer();
let db: TestDb;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  db = await createTestDb();
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await db.close();
});

async function storedRates() {
  const rows = await db.orm.em.fork().find(Currency, {}, { orderBy: { sortOrder: 'asc' } });
  return Object.fromEntries(rows.map((r) => [r.code, r.rateValue]));
}

describe('fetchRates', () => {
  it('reads a PKR-based document and ignores unsupported codes', async () => {
    server.use(http.get(RATES_URL, () => HttpResponse.json(good)));
    const rates = await fetchRates(RATES_URL);
    expect(rates.get('USD')).toBe('0.0035800000');
    expect(rates.has('PKR')).toBe(false);
    expect([...rates.keys()]).not.toContain('JPY');
  });

  it('rebases a USD-based document through its PKR rate', async () => {
    server.use(http.get(RATES_URL, () => HttpResponse.json({ base: 'USD', rates: { PKR: 280, USD: 1, AED: 3.6725 } })));
    const rates = await fetchRates(RATES_URL);
    expect(rates.get('USD')).toBe('0.0035714286');
    expect(rates.get('AED')).toBe('0.0131160714');
  });

  it('fails on an error status, a missing rates object or a foreign base without PKR', async () => {
    server.use(http.get(RATES_URL, () => new HttpResponse('nope', { status: 503 })));
    await expect(fetchRates(RATES_URL)).rejects.toThrow('503');
    server.use(http.get(RATES_URL, () => HttpResponse.json({ base: 'PKR' })));
    await expect(fetchRates(RATES_URL)).rejects.toThrow('no rates');
    server.use(http.get(RATES_URL, () => HttpResponse.json({ base: 'USD', rates: { EUR: 0.9 } })));
    await expect(fetchRates(RATES_URL)).rejects.toThrow('no PKR rate');
  });
});

describe('screenRates', () => {
  it('drops rates that jump more than 50% and keeps the rest', () => {
    const current = new Map([
      ['USD', '0.0035650000'],
      ['EUR', '0.0030820000'],
    ] as const);
    const next = new Map([
      ['USD', '0.0036'],
      ['EUR', '3.08'],
    ] as const);
    const { accepted, rejected } = screenRates(new Map(current), new Map(next));
    expect([...accepted.keys()]).toEqual(['USD']);
    expect(rejected[0]).toMatch(/^EUR=3.08/);
  });
});

describe('RatesRefresher', () => {
  const t0 = new Date('2026-11-22T10:00:00Z');

  it('stores good rates, then skips while they are fresh', async () => {
    server.use(http.get(RATES_URL, () => HttpResponse.json(good)));
    const later = new Date(Date.now() + 10 * 60_000);
    const r = new RatesRefresher(db.orm, RATES_URL, log, { now: () => later });
    expect(await r.refreshOnce()).toBe('updated');
    expect((await storedRates()).USD).toBe('0.00358');
    expect(await r.refreshOnce()).toBe('fresh');
  });

  it('keeps the last good rates when the source fails or talks nonsense', async () => {
    const before = await storedRates();
    const muchLater = new Date(Date.now() + 60 * 60_000);
    server.use(http.get(RATES_URL, () => HttpResponse.error()));
    expect(await new RatesRefresher(db.orm, RATES_URL, log, { now: () => muchLater }).refreshOnce()).toBe('failed');
    server.use(http.get(RATES_URL, () => HttpResponse.json({ base_code: 'PKR', rates: { USD: -1, EUR: 'abc', GBP: 900 } })));
    expect(await new RatesRefresher(db.orm, RATES_URL, log, { now: () => muchLater }).refreshOnce()).toBe('failed');
    expect(await storedRates()).toEqual(before);
    expect(t0).toBeInstanceOf(Date);
  });

  it('refreshes once per interval when several processes race', async () => {
    let calls = 0;
    server.use(
      http.get(RATES_URL, () => {
        calls++;
        return HttpResponse.json({ ...good, rates: { ...good.rates, USD: 0.00359 } });
      }),
    );
    const evenLater = new Date(Date.now() + 120 * 60_000);
    const a = new RatesRefresher(db.orm, RATES_URL, log, { now: () => evenLater });
    const b = new RatesRefresher(db.orm, RATES_URL, log, { now: () => evenLater });
    const outcomes = await Promise.all([a.refreshOnce(), b.refreshOnce()]);
    expect(outcomes.filter((o) => o === 'updated')).toHaveLength(1);
    expect(calls).toBe(1);
  });
});

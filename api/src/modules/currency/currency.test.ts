import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

describe('currencies', () => {
  it('GraphQL lists the seven currencies, PKR first and base', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ currencies { code name symbol rate isBase rateUpdatedAt } }' },
    });
    expect(res.statusCode).toBe(200);
    const { currencies } = res.json().data;
    expect(currencies.map((c: { code: string }) => c.code)).toEqual(['PKR', 'USD', 'AED', 'SAR', 'QAR', 'GBP', 'EUR']);
    expect(currencies[0]).toMatchObject({ code: 'PKR', rate: '1', isBase: true, symbol: 'Rs' });
    expect(currencies.filter((c: { isBase: boolean }) => c.isBase)).toHaveLength(1);
    for (const c of currencies) expect(Number(c.rate)).toBeGreaterThan(0);
  });

  it('GET /api/currencies returns the same list in the spec shape', async () => {
    const [rest, gql] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/currencies' }),
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ currencies { code name symbol rate isBase } }' },
      }),
    ]);
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-type']).toMatch(/application\/json/);
    expect(rest.json()).toEqual(gql.json().data.currencies);
    expect(Object.keys(rest.json()[1]).sort()).toEqual(['code', 'isBase', 'name', 'rate', 'symbol']);
  });
});

import { ApolloServer } from '@apollo/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { fixtureCatalogue } from '../test/catalogue-fixtures.js';
import { useTestApp } from '../test/app.js';
import { countStatements } from '../test/sql.js';

// The lane past Apollo (graphql/precompiled.ts): a repeated hot read is answered without Apollo's pipeline, with the
// very bytes and headers Apollo sends; everything else still goes to Apollo. The cache is off here, so each answer
// is computed (a repeat would otherwise be a cache hit whichever way it went).
const t = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0' } });

beforeAll(async () => {
  t.clock.now = new Date('2026-11-22T10:00:00Z');
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
});

const apolloCalls = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
afterEach(() => apolloCalls.mockClear());

const PAGE = `query LocalHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!) {
  hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency) {
    items { id ...Card } hasMore limit offset
  }
}
fragment Card on Hotel {
  id name imageUrl rating city country description amenities isAvailable availableRooms currency nights roomCount roomType
  pricePerNightFormatted priceBreakdown { taxRate formatted { pricePerNight subtotal taxes total } }
}`;
const stay = { city: 'Makkah', checkInDate: '2026-12-01', checkOutDate: '2026-12-04', rooms: 1, guests: 2, currency: 'EUR' };

async function post(payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: payload as Record<string, unknown> });
  const { date: _date, 'x-request-id': _id, ...rest } = res.headers;
  return { status: res.statusCode, body: res.body, headers: rest };
}

describe('the pre-compiled lane', () => {
  it('answers a repeated hotels page query without Apollo, with the same bytes and headers, for each Accept Apollo serves', async () => {
    for (const [i, accept] of [undefined, 'application/graphql-response+json,application/json;q=0.9', 'application/json', '*/*'].entries()) {
      const headers: Record<string, string> = accept ? { accept } : {};
      const variables = { ...stay, guests: 1 + i };
      // a text of its own each time (a comment), so the first ask goes to Apollo
      const query = `${PAGE}\n# ${i}`;
      const byApollo = await post({ query, variables }, headers);
      expect(apolloCalls).toHaveBeenCalledTimes(1);
      const byLane = await post({ query, variables }, headers);
      expect(apolloCalls).toHaveBeenCalledTimes(1);
      expect(byLane.status).toBe(200);
      expect(byLane.body).toBe(byApollo.body);
      // the rate limiter's count goes on
      const { 'ratelimit-remaining': left, ...rest } = byLane.headers;
      expect(Number(left)).toBe(Number(byApollo.headers['ratelimit-remaining']) - 1);
      expect({ ...rest, 'ratelimit-remaining': byApollo.headers['ratelimit-remaining'] }).toEqual(byApollo.headers);
      expect(JSON.parse(byLane.body).data.hotels.items[0].pricePerNightFormatted).toMatch(/^€/);
      apolloCalls.mockClear();
    }
  });

  it('reads the database once per answer, as Apollo does', async () => {
    await post({ query: PAGE, variables: stay });
    const { count } = await countStatements(() => post({ query: PAGE, variables: { ...stay, guests: 1 } }));
    expect(count).toBe(1);
  });

  it("leaves errors to Apollo: the rule's message and code, as always", async () => {
    await post({ query: PAGE, variables: stay });
    apolloCalls.mockClear();
    const bad = await post({ query: PAGE, variables: { ...stay, checkInDate: '2026-11-22' } });
    expect(apolloCalls).toHaveBeenCalledTimes(1);
    expect(JSON.parse(bad.body).errors[0]).toMatchObject({ message: 'Check-in date must be in the future', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await post({ query: PAGE, variables: { ...stay, rooms: undefined, city: 5 } });
    expect(missing.status).toBe(400);
    expect(apolloCalls).toHaveBeenCalledTimes(2);
  });

  it('leaves to Apollo what it would refuse or has not seen: another media type, a new text, a GET', async () => {
    await post({ query: PAGE, variables: stay });
    apolloCalls.mockClear();
    const html = await post({ query: PAGE, variables: stay }, { accept: 'text/html' });
    expect(html.status).toBe(406);
    await post({ query: `${PAGE}\n`, variables: stay });
    const get = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(PAGE)}&variables=${encodeURIComponent(JSON.stringify(stay))}`, headers: { 'apollo-require-preflight': 'x' } });
    expect(get.statusCode).toBe(200);
    expect(apolloCalls).toHaveBeenCalledTimes(3);
  });
});

import type { ApolloServerPlugin } from '@apollo/server';
import { execute, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../modules/catalogue/catalogue.seed.js';
import { fixtureCatalogue } from '../test/catalogue-fixtures.js';
import { useTestApp } from '../test/app.js';
import type { Context } from './context.js';
import { buildAppSchema } from '../features.js';

// What graphql-js executes, counted: an operation served by the compiled plan never starts an execution.
const counter = { executions: 0 };
const counting: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async executionDidStart() {
        counter.executions++;
      },
    };
  },
};

const t = useTestApp({ hooks: { apolloPlugins: [counting] } });

beforeAll(async () => {
  t.clock.now = new Date('2026-11-22T10:00:00Z');
  await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
});

async function viaApp(query: string, variables: Record<string, unknown> = {}) {
  counter.executions = 0;
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query, variables } });
  return { status: res.statusCode, body: res.json(), executions: counter.executions };
}

/** The same operation run by graphql-js itself on the app's schema, as the reference. */
async function viaGraphql(query: string, variables: Record<string, unknown> = {}) {
  const schema = await buildAppSchema();
  const contextValue = { em: t.db.orm.em.fork(), viewer: null, now: () => t.clock.now, config: t.deps.config, log: t.deps.log } as unknown as Context;
  const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue });
  return JSON.parse(JSON.stringify(result));
}

const stay = { city: 'Makkah', checkInDate: '2026-12-01', checkOutDate: '2026-12-04', rooms: 1, guests: 2 };

// the hotels page's query: a fragment that repeats a field, nested objects, lists, an enum, every currency
const PAGE = `query LocalHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!) {
  hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency) {
    items { id ...Card }
    hasMore limit offset
  }
}
fragment Card on Hotel {
  id name imageUrl rating city country description amenities isAvailable availableRooms currency nights roomCount roomType
  pricePerNightFormatted
  priceBreakdown { taxRate formatted { pricePerNight subtotal taxes total } }
  multiCurrencyPricing { currency formatted totalFormatted }
}`;

describe('pre-compiled hotel search', () => {
  it('answers exactly what graphql-js answers, without running graphql-js', async () => {
    for (const currency of ['PKR', 'USD', 'SAR']) {
      const app = await viaApp(PAGE, { ...stay, currency });
      expect(app.status).toBe(200);
      expect(app.executions).toBe(0);
      expect(app.body.data.hotels.items.length).toBeGreaterThan(0);
      expect(app.body).toEqual(await viaGraphql(PAGE, { ...stay, currency }));
      // the key order too: a client may rely on the document's order
      expect(JSON.stringify(app.body)).toBe(JSON.stringify(await viaGraphql(PAGE, { ...stay, currency })));
    }
  });

  it('keeps aliases, __typename, inline fragments, defaults and every field of a hotel', async () => {
    const query = `{ page: hotels(city: "makkah", checkInDate: "2026-12-01", checkOutDate: "2026-12-03", rooms: 2, guests: 3, pagination: { limit: 2, offset: 1 }) {
      __typename
      hotels: items { __typename ... on Hotel { key: id } slug checkInDate checkOutDate guestCount pricePerNight pricePerNightInPkr
        priceBreakdown { __typename currency pricePerNight subtotal taxes total taxRate formatted { pricePerNight total } }
        multiCurrencyPricing { currency pricePerNight total }
        roomTypes { kind pricePerNightInPkr pricePerNight pricePerNightFormatted maxOccupancy availableRooms isAvailable } }
      more: hasMore limit offset } }`;
    const app = await viaApp(query);
    expect(app.executions).toBe(0);
    expect(app.body.data.page.hotels).toHaveLength(2);
    expect(JSON.stringify(app.body)).toBe(JSON.stringify(await viaGraphql(query)));
  });

  it('leaves to graphql-js what it does not compile, and errors keep their usual shape', async () => {
    // a directive, another root field beside it, introspection
    for (const query of [
      `query($all: Boolean!) { hotels(city: "Makkah", checkInDate: "2026-12-01", checkOutDate: "2026-12-03") { items { id name @include(if: $all) } } }`,
      `{ hotels(city: "Makkah", checkInDate: "2026-12-01", checkOutDate: "2026-12-03") { items { id } } currencies { code } }`,
      `{ __typename hotels(city: "Makkah", checkInDate: "2026-12-01", checkOutDate: "2026-12-03") { items { id } } }`,
    ]) {
      const app = await viaApp(query, { all: true });
      expect(app.executions).toBe(1);
      expect(app.body).toEqual(await viaGraphql(query, { all: true }));
    }
    // the resolver refuses the stay: the ordinary execution words it
    const past = await viaApp(PAGE, { ...stay, checkInDate: '2026-11-01', currency: 'USD' });
    expect(past.executions).toBe(1);
    expect(past.body.errors[0]).toMatchObject({ message: 'Check-in date must be in the future', extensions: { code: 'BAD_USER_INPUT' } });
    expect(past.body.data).toBeNull();
    // variables that do not coerce never reach a resolver
    const bad = await viaApp(PAGE, { ...stay, rooms: 'two', currency: 'USD' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('serves the REST facade too: GET /api/hotels', async () => {
    counter.executions = 0;
    const res = await t.app.inject({ url: '/api/hotels?city=Makkah&checkInDate=2026-12-01&checkOutDate=2026-12-04&currency=GBP' });
    expect(res.statusCode).toBe(200);
    expect(counter.executions).toBe(0);
    expect(res.json()[0].multiCurrencyPricing.GBP.formatted).toMatch(/^£/);
  });
});

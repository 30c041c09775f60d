import { countStatements as countSql } from './sql.js';
import { SESSION_COOKIE } from '../modules/accounts/session.service.js';
import type { TestApp } from './app.js';

// Helpers the agent workspace tests share: sign-ups by role, GraphQL with a cookie, SQL, statement counting.

// test-only: responses are read loosely and checked by the assertions
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;
export type Gql = { data?: Record<string, Loose> | null; errors?: Array<{ message: string; extensions: { code: string; field?: string } }> };

let n = 0;

export function agentHelpers(t: TestApp) {
  async function signUp(role: 'end_user' | 'b2b_agent' | 'super_admin' = 'b2b_agent', firstName = 'Agent'): Promise<{ cookie: string; id: string; username: string }> {
    n++;
    const username = `${role.replace('_', '')}${n}${Math.random().toString(36).slice(2, 6)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, email: `${username}@example.pk`, password: 'secret123', firstName, lastName: 'Tester', role: role === 'super_admin' ? 'end_user' : role },
    });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
    const header = res.headers['set-cookie'];
    const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    const id = res.json().id as string;
    if (role === 'super_admin') await sql("update app_user set role = 'super_admin' where id = ?", [id]);
    return { cookie: line.split(';')[0], id, username };
  }

  async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<Gql> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: { query, variables },
    });
    return res.json() as Gql;
  }

  async function sql<T = Record<string, Loose>>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
  }

  /** Counts the SQL statements the app sends while `fn` runs. */
  // the shared counter (api/src/test/sql.ts): every driver statement, the rate limiter's upsert left out
  async function countStatements(fn: () => Promise<unknown>): Promise<{ count: number; sql: string[] }> {
    const { count, sql } = await countSql(fn);
    return { count, sql };
  }

  return { signUp, gql, sql, countStatements };
}

export const PACKAGE_FIELDS = `id slug name type description duration priceInPkr originalPriceInPkr maxCapacity availableSpots status featured
  rating bookings inclusions exclusions departureCity transportType makkahHotel madinahHotel makkahNights madinahNights
  makkahHotelRating madinahHotelRating visaIncluded advancePaymentPercent cancellationPolicy termsAndConditions images imageUrl
  destinations countries startDate endDate ownerId createdAt`;

export const CREATE = `mutation Create($input: PackageInput!) { createPackage(input: $input) { ${PACKAGE_FIELDS} } }`;
export const UPDATE = `mutation Update($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { ${PACKAGE_FIELDS} } }`;
export const DELETE = 'mutation Delete($id: ID!) { deletePackage(id: $id) { id outcome package { id status } } }';

export function umrahInput(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Premium Umrah from Karachi',
    type: 'umrah',
    description: 'Fourteen nights near the Haram with ziyarat tours.',
    duration: '14 days',
    priceInPkr: '185000',
    maxCapacity: 40,
    inclusions: ['Umrah visa', 'Return flights'],
    exclusions: ['Meals'],
    departureCity: 'Karachi',
    transportType: 'business',
    makkahHotel: 'Swissotel Al Maqam',
    madinahHotel: 'Pullman Zamzam',
    makkahNights: 8,
    madinahNights: 6,
    makkahHotelRating: 5,
    madinahHotelRating: 4,
    visaIncluded: true,
    ...over,
  };
}

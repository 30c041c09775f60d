import { beforeAll, describe, expect, it } from 'vitest';
import { CREATE, type Loose, UPDATE, agentHelpers, umrahInput } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';

// Per-bed prices (issue 36): an agent sets them, a traveller books by rooms, spots are never oversold, and a booking by
// passenger count works as before. On PostgreSQL.

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');

const BEDS = `id type priceInPkr occupancyPrices { occupancy priceInPkr } childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr`;
const CREATE_BEDS = `mutation Create($input: PackageInput!) { createPackage(input: $input) { ${BEDS} } }`;
const UPDATE_BEDS = `mutation Update($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { ${BEDS} } }`;

const TABLE = [
  { occupancy: 'double', priceInPkr: '300000' },
  { occupancy: 'quad', priceInPkr: '250000.50' },
  { occupancy: 'sharing', priceInPkr: '220000' },
];
const EXTRAS = { childWithBedPriceInPkr: '180000', childWithoutBedPriceInPkr: '90000', infantPriceInPkr: '40000' };

let agent: { cookie: string };
let traveller: { cookie: string };

async function createBeds(over: Record<string, unknown> = {}): Promise<Loose> {
  const res = await gql(CREATE_BEDS, { input: umrahInput({ maxCapacity: 20, occupancyPrices: TABLE, ...EXTRAS, ...over }) }, agent.cookie);
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data?.createPackage;
}

const book = (packageId: string, body: Record<string, unknown>, cookie = traveller.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: { type: 'package', packageId, ...body } });

const spots = async (id: string) => Number((await sql<{ s: number }>('select available_spots as s from package where id = ?', [id]))[0].s);

beforeAll(async () => {
  t.clock.now = NOW;
  agent = await signUp('b2b_agent');
  traveller = await signUp('end_user');
});

describe('agents set per-bed prices', () => {
  it('stores the table in occupancy order; the list price becomes the cheapest bed', async () => {
    const pkg = await createBeds({ priceInPkr: '999999' });
    expect(pkg.occupancyPrices).toEqual([
      { occupancy: 'sharing', priceInPkr: '220000.00' },
      { occupancy: 'quad', priceInPkr: '250000.50' },
      { occupancy: 'double', priceInPkr: '300000.00' },
    ]);
    expect(pkg).toMatchObject({ priceInPkr: '220000.00', childWithBedPriceInPkr: '180000.00', childWithoutBedPriceInPkr: '90000.00', infantPriceInPkr: '40000.00' });
    // a new table on update moves the list price too
    const res = await gql(UPDATE_BEDS, { id: pkg.id, input: { occupancyPrices: [{ occupancy: 'triple', priceInPkr: '260000' }] } }, agent.cookie);
    expect(res.data?.updatePackage).toMatchObject({ priceInPkr: '260000.00', occupancyPrices: [{ occupancy: 'triple', priceInPkr: '260000.00' }] });
  });

  it('creates without a list price when the table is given', async () => {
    const res = await gql(CREATE_BEDS, { input: umrahInput({ priceInPkr: null, occupancyPrices: [{ occupancy: 'single', priceInPkr: '410000' }] }) }, agent.cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data?.createPackage.priceInPkr).toBe('410000.00');
  });

  it.each([
    [{ occupancyPrices: [{ occupancy: 'quad', priceInPkr: '1' }, { occupancy: 'quad', priceInPkr: '2' }] }, 'Each occupancy can have one price only'],
    [{ occupancyPrices: [{ occupancy: 'quad', priceInPkr: '0' }] }, 'Each price per bed must be greater than 0'],
    [{ occupancyPrices: [{ occupancy: 'quad', priceInPkr: '10.555' }] }, 'Prices have at most 2 decimals'],
    [{ infantPriceInPkr: '-5' }, 'Child and infant prices must be greater than 0'],
    [{ type: 'holiday', occupancyPrices: [{ occupancy: 'quad', priceInPkr: '100000' }] }, 'Only Umrah and Hajj packages have prices per bed, child or infant prices'],
    [{ type: 'domestic', childWithBedPriceInPkr: '5000' }, 'Only Umrah and Hajj packages have prices per bed, child or infant prices'],
  ])('refuses %j with 400', async (over, message) => {
    const res = await gql(CREATE_BEDS, { input: umrahInput(over) }, agent.cookie);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a package becoming a holiday drops its per-bed prices', async () => {
    const pkg = await createBeds();
    const res = await gql(UPDATE, { id: pkg.id, input: { type: 'holiday' } }, agent.cookie);
    expect(res.errors).toBeUndefined();
    const [row] = await sql('select occupancy_prices, infant_price_in_pkr from package where id = ?', [pkg.id]);
    expect(row).toMatchObject({ occupancy_prices: [], infant_price_in_pkr: null });
  });
});

describe('booking a package by rooms', () => {
  it('prices every bed, child and infant exactly; everyone takes a spot; the rooms are kept', async () => {
    const pkg = await createBeds({ maxCapacity: 30 });
    const rooms = [
      { occupancy: 'quad', adults: 3, childrenWithBed: 1, childrenWithoutBed: 1, infants: 1 },
      { occupancy: 'double', adults: 2 },
      { occupancy: 'sharing', adults: 1 },
    ];
    // 3 × 250,000.50 + 180,000 + 90,000 + 40,000 + 2 × 300,000 + 220,000
    const total = '1880001.50';
    const res = await book(pkg.id, { rooms, totalPriceInPkr: total });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      totalPriceInPkr: total,
      passengerCount: 9,
      rooms: [
        { occupancy: 'quad', adults: 3, childrenWithBed: 1, childrenWithoutBed: 1, infants: 1 },
        { occupancy: 'double', adults: 2, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 },
        { occupancy: 'sharing', adults: 1, childrenWithBed: 0, childrenWithoutBed: 0, infants: 0 },
      ],
    });
    expect(await spots(pkg.id)).toBe(21);
    // over GraphQL too
    const again = await gql(
      `mutation B($input: BookInput!) { book(input: $input) { totalPriceInPkr passengerCount rooms { occupancy adults infants } } }`,
      { input: { type: 'package', packageId: pkg.id, rooms: [{ occupancy: 'double', adults: 1, infants: 1 }] } },
      traveller.cookie,
    );
    expect(again.data?.book).toEqual({ totalPriceInPkr: '340000.00', passengerCount: 2, rooms: [{ occupancy: 'double', adults: 1, infants: 1 }] });
  });

  it.each([
    [[{ occupancy: 'triple', adults: 2 }], 'This package has no triple rooms'],
    [[{ occupancy: 'double', adults: 2, childrenWithBed: 1 }], 'Room 1: a double room has 2 beds (adults and children with a bed)'],
    [[{ occupancy: 'quad', adults: 2 }, { occupancy: 'quad', adults: 0, childrenWithBed: 2 }], 'Room 2: at least one adult'],
    [[{ occupancy: 'quad', adults: 1, infants: 2 }], 'Room 1: at most one infant per adult'],
    [Array.from({ length: 51 }, () => ({ occupancy: 'sharing', adults: 1 })), 'At most 50 rooms in one booking'],
    [[], 'Choose at least one room'],
  ])('refuses rooms %# with 400 and takes no spot', async (rooms, message) => {
    const pkg = await createBeds();
    const res = await book(pkg.id, { rooms });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await spots(pkg.id)).toBe(20);
  });

  it('refuses children or infants the package does not price', async () => {
    const pkg = await createBeds({ childWithBedPriceInPkr: null, infantPriceInPkr: null });
    const child = await book(pkg.id, { rooms: [{ occupancy: 'quad', adults: 2, childrenWithBed: 1 }] });
    expect([child.statusCode, child.json().message]).toEqual([400, 'This package has no price for a child with a bed']);
    const infant = await book(pkg.id, { rooms: [{ occupancy: 'quad', adults: 2, infants: 1 }] });
    expect([infant.statusCode, infant.json().message]).toEqual([400, 'This package has no price for an infant']);
    expect(await spots(pkg.id)).toBe(20);
  });

  it('a package with one price sells quad rooms at it, and nothing else', async () => {
    const res = await gql(CREATE, { input: umrahInput({ priceInPkr: '150000' }) }, agent.cookie);
    const pkg = res.data?.createPackage;
    const quad = await book(pkg.id, { rooms: [{ occupancy: 'quad', adults: 4 }, { occupancy: 'quad', adults: 1 }] });
    expect(quad.statusCode).toBe(201);
    expect(quad.json()).toMatchObject({ totalPriceInPkr: '750000.00', passengerCount: 5 });
    const double = await book(pkg.id, { rooms: [{ occupancy: 'double', adults: 2 }] });
    expect([double.statusCode, double.json().message]).toEqual([400, 'This package has no double rooms']);
  });

  it('refuses a passenger count other than the people in the rooms', async () => {
    const pkg = await createBeds();
    const res = await book(pkg.id, { passengerCount: 1, rooms: [{ occupancy: 'double', adults: 2 }] });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Passenger count must be the people in the rooms (2), or left out']);
    const same = await book(pkg.id, { passengerCount: 2, rooms: [{ occupancy: 'double', adults: 2 }] });
    expect(same.statusCode).toBe(201);
  });

  it('never oversells: 40 parallel bookings of 2 for 10 spots, exactly 5 succeed', async () => {
    const pkg = await createBeds({ maxCapacity: 10 });
    const travellers = await Promise.all(Array.from({ length: 8 }, () => signUp('end_user')));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => book(pkg.id, { rooms: [{ occupancy: 'double', adults: 2 }] }, travellers[i % travellers.length].cookie)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(await spots(pkg.id)).toBe(0);
    const [count] = await sql<{ n: number; people: number }>('select count(*)::int as n, sum(passenger_count)::int as people from booking where package_id = ?', [pkg.id]);
    expect(count).toEqual({ n: 5, people: 10 });
  });

  it('a booking by passenger count is unchanged: passengers × the list price, no rooms', async () => {
    const pkg = await createBeds();
    const res = await book(pkg.id, { passengerCount: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalPriceInPkr: '660000.00', passengerCount: 3, rooms: null });
    expect(await spots(pkg.id)).toBe(17);
  });

  it('cancelling gives every spot back', async () => {
    const pkg = await createBeds();
    const res = await book(pkg.id, { rooms: [{ occupancy: 'quad', adults: 2, childrenWithoutBed: 1, infants: 1 }] });
    expect(await spots(pkg.id)).toBe(16);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/bookings/${res.json().id}/cancel`, headers: { cookie: traveller.cookie }, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect(await spots(pkg.id)).toBe(20);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { checkBooks } from '../ledger/ledger.service.js';

// 50 agents at once booking the last 10 rooms of one Makkah hotel room type for overlapping nights, each for their
// own group through bookGroupHotel (booked and paid from the wallet in one transaction): exactly 10 succeed, no night
// is oversold, and the 40 refused leave nothing behind (no booking holding rooms, no wallet debited).

const t = useTestApp();
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const TODAY = '2026-12-01';
const ARRIVAL = '2027-01-10';
// one takes the first 10 rooms, then 50 race for the last 10
const AGENTS = 51;
let agents: User[] = [];
let groups: string[] = [];
let hotelId: string;

const post = (url: string, cookie: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload });

beforeAll(async () => {
  t.clock.now = new Date(`${TODAY}T06:00:00Z`);
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  const admin = await signUp('super_admin');
  for (let i = 0; i < AGENTS; i += 10) agents.push(...(await Promise.all([...Array(Math.min(10, AGENTS - i)).keys()].map(() => signUp('b2b_agent')))));
  for (const a of agents) {
    const res = await gql('mutation($a: ID!, $m: Decimal!) { setAgentCreditLimit(agentId: $a, amountInPkr: $m) { availableInPkr } }', { a: a.id, m: '1000000' }, admin.cookie);
    expect(res.errors).toBeUndefined();
  }
  groups = await Promise.all(
    agents.map(async (a) => {
      const res = await post('/api/umrah/groups', a.cookie, {
        name: 'Group', arrivalDate: ARRIVAL, departureDate: '2027-01-17', arrivalAirport: 'JED', departureAirport: 'MED', makkahNights: 4, madinahNights: 3, firstCity: 'makkah',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    }),
  );
  [{ id: hotelId }] = await sql<{ id: string }>("select id from hotel where slug = 'makkah-aziziyah-inn'");
  // 10 of its 20 Standard rooms are taken first: 10 are left
  const first = agents[0];
  const res = await post(`/api/umrah/groups/${groups[0]}/hotels`, first.cookie, {
    city: 'makkah', hotelId, roomType: 'Standard', checkInDate: ARRIVAL, checkOutDate: '2027-01-14', roomCount: 10, guestCount: 20,
  });
  expect(res.statusCode, res.body).toBe(201);
  agents = agents.slice(1);
  groups = groups.slice(1);
}, 120_000);

describe('group hotels under concurrency', () => {
  it('50 agents at once for the last 10 rooms, overlapping nights: exactly 10 booked and paid, none oversold, the refused leave nothing', async () => {
    const wallet = async (u: User) => Number((await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: u.cookie } })).json().balanceInPkr);
    // check-ins on the 10th or the 11th, all out on the 13th: the nights of the 11th and 12th are everyone's
    const results = await Promise.all(
      agents.map((a, i) =>
        post(`/api/umrah/groups/${groups[i]}/hotels`, a.cookie, {
          city: 'makkah', hotelId, roomType: 'Standard', checkInDate: i % 2 ? '2027-01-11' : ARRIVAL, checkOutDate: '2027-01-13', roomCount: 1, guestCount: 2,
        }),
      ),
    );
    const ok = results.map((r, i) => ({ r, a: agents[i], g: groups[i] })).filter(({ r }) => r.statusCode === 201);
    const refused = results.map((r, i) => ({ r, a: agents[i], g: groups[i] })).filter(({ r }) => r.statusCode !== 201);
    expect(ok, [...new Set(refused.map(({ r }) => `${r.statusCode} ${r.body}`))].join('\n')).toHaveLength(10);
    for (const { r } of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect((r.json() as Loose).message).toMatch(/^No Standard rooms left on 2027-01-1[012]$/);
    }
    // no night below zero, the shared nights sold out exactly
    const nights = await sql<{ night: string; rooms_available: number; rooms_total: number }>(
      `select n.night::text as night, n.rooms_available, n.rooms_total from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id
        where rt.hotel_id = ? and rt.kind = 'Standard' and n.night >= ? and n.night < '2027-01-14' order by n.night`,
      [hotelId, ARRIVAL],
    );
    expect(nights.map((n) => n.night)).toEqual(['2027-01-10', '2027-01-11', '2027-01-12', '2027-01-13']);
    expect(nights.slice(1, 3).map((n) => Number(n.rooms_available))).toEqual([0, 0]);
    for (const n of nights) expect(Number(n.rooms_available)).toBeGreaterThanOrEqual(0);
    // what the bookings hold is what the nights lost
    const held = await sql<{ night: string; rooms: number }>(
      `select d::date::text as night, sum(b.room_count)::int as rooms from booking b cross join generate_series(b.check_in_date::timestamp, b.check_out_date::timestamp - interval '1 day', interval '1 day') d
        where b.hotel_id = ? and b.room_type = 'Standard' and b.status = 'confirmed' group by d order by d`,
      [hotelId],
    );
    for (const n of nights) expect(held.find((h) => h.night === n.night)?.rooms ?? 0).toBe(Number(n.rooms_total) - Number(n.rooms_available));
    // each success confirmed, paid, recorded as the group's stay; each refusal left nothing
    for (const { a, g } of ok) {
      expect(await wallet(a)).toBeLessThan(0);
      expect((await sql('select count(*)::int as n from umrah_stay where group_id = ?', [g]))[0].n).toBe(1);
    }
    for (const { a, g } of refused) {
      expect(await wallet(a)).toBe(0);
      expect((await sql('select count(*)::int as n from booking where user_id = ?', [a.id]))[0].n).toBe(0);
      expect((await sql('select count(*)::int as n from umrah_stay where group_id = ?', [g]))[0].n).toBe(0);
    }
    expect(await checkBooks(t.db.orm.em.fork())).toEqual([]);
  }, 120_000);
});

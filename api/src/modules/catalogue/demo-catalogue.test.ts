import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../features.js';
import { useTestApp } from '../../test/app.js';
import { marketToday } from '../../rules/dates.js';

// The demo catalogue as `npm start` seeds it: big enough and realistic enough for the issue, every picture served.
const t = useTestApp();

beforeAll(async () => {
  await seedDemo(t.db.orm, t.deps);
}, 120_000);

async function rows<T>(sql: string): Promise<T[]> {
  return t.db.orm.em.getConnection().execute<T[]>(sql);
}

describe('demo catalogue', () => {
  it('has at least 40 packages over all five types, Umrah and Hajj from the five departure cities', async () => {
    const byType = await rows<{ type: string; n: number }>(`select type, count(*)::int as n from package group by type order by type`);
    expect(byType.map((r) => r.type)).toEqual(['domestic', 'hajj', 'holiday', 'international', 'umrah']);
    expect(byType.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(40);
    const cities = await rows<{ city: string }>(
      `select distinct departure_city as city from package where type in ('umrah', 'hajj') order by 1`,
    );
    expect(cities.map((c) => c.city)).toEqual(expect.arrayContaining(['Islamabad', 'Karachi', 'Lahore', 'Multan', 'Peshawar']));
  });

  it('has at least 8 transport options of each type and 60 hotels over the twelve cities', async () => {
    const byType = await rows<{ type: string; n: number }>(`select type, count(*)::int as n from transport_option group by type`);
    expect(byType).toHaveLength(4);
    for (const r of byType) expect(r.n, r.type).toBeGreaterThanOrEqual(8);
    const cities = await rows<{ city: string }>(`select distinct city from hotel order by 1`);
    expect(cities.map((c) => c.city)).toEqual(
      ['Dubai', 'Hunza', 'Islamabad', 'Istanbul', 'Jeddah', 'Karachi', 'Lahore', 'Madinah', 'Makkah', 'Murree', 'Skardu', 'Swat'].sort(),
    );
    const [{ n }] = await rows<{ n: number }>(`select count(*)::int as n from hotel`);
    expect(n).toBeGreaterThanOrEqual(60);
  });

  it('gives every record artwork that the app serves', async () => {
    const records = await rows<{ kind: string; slug: string }>(`
      select 'package' as kind, slug from package union all select 'transport', slug from transport_option
      union all select 'hotel', slug from hotel`);
    for (const r of records) {
      const res = await t.app.inject({ method: 'GET', url: `/media/art/${r.kind}/${r.slug}.svg` });
      expect(res.statusCode, `${r.kind}/${r.slug}`).toBe(200);
      expect(res.body).toMatch(/^<svg /);
      expect(res.body).not.toMatch(/<script|href="http/);
    }
  });

  it('is owned by the demo agents and searchable right away', async () => {
    const owners = await rows<{ username: string; role: string }>(
      `select distinct u.username, u.role from package p join app_user u on u.id = p.owner_id order by 1`,
    );
    expect(owners).toEqual([
      { username: 'agent', role: 'b2b_agent' },
      { username: 'agent2', role: 'b2b_agent' },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/hotels?city=mecca&checkInDate=${plusDays(3)}&checkOutDate=${plusDays(6)}&rooms=1&guests=2&currency=SAR`,
    });
    expect(res.statusCode).toBe(200);
    const hotels = res.json();
    expect(hotels.length).toBeGreaterThanOrEqual(10);
    expect(hotels.every((h: { city: string; isAvailable: boolean }) => h.city === 'Makkah' && h.isAvailable)).toBe(true);
  });

  it('gives the demo traveller a booking history made by the booking service', async () => {
    const bookings = await rows<{ type: string; status: string; total: string; upcoming: boolean }>(
      `select b.type, b.status, b.total_price_in_pkr::text as total, b.travel_date > now() as upcoming
         from booking b join app_user u on u.id = b.user_id where u.username = 'traveller' order by b.created_at`,
    );
    expect(bookings.map((b) => `${b.type}:${b.status}`).sort()).toEqual(
      ['hotel:confirmed', 'package:completed', 'package:completed', 'package:confirmed', 'transport:pending'].sort(),
    );
    expect(bookings.filter((b) => b.upcoming)).toHaveLength(3);
    // the analytics counters saw every one of them
    const [stats] = await rows<{ n: string; revenue: string }>('select sum(bookings)::text as n, sum(revenue)::text as revenue from booking_stats_shard');
    const [actual] = await rows<{ n: string; revenue: string }>("select count(*)::text as n, sum(total_price_in_pkr)::text as revenue from booking where status <> 'cancelled'");
    expect(stats).toEqual(actual);
    // and the hotel's rooms were taken for the stay
    const [taken] = await rows<{ n: number }>(
      `select count(*)::int as n from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id join hotel h on h.id = rt.hotel_id
        where h.slug = 'swissotel-al-maqam-makkah' and rt.kind = 'Deluxe' and n.rooms_available = n.rooms_total - 1`,
    );
    expect(taken.n).toBe(4);
  });

  it('seeds idempotently', async () => {
    const count = async () =>
      (await rows<{ n: string }>(`select (select count(*) from package) + (select count(*) from hotel_room_night) + (select count(*) from booking) as n`))[0].n;
    const before = await count();
    await seedDemo(t.db.orm, t.deps);
    expect(await count()).toBe(before);
  });
});

function plusDays(n: number): string {
  const today = marketToday(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { createTestDb, type TestDb } from '../../test/db.js';
import { Role, User } from '../accounts/user.entity.js';
import { seedCatalogue } from './catalogue.seed.js';
import { extendRoomInventory, RoomInventoryKeeper } from './inventory.js';

let db: TestDb;
const TODAY = '2026-11-22';

beforeAll(async () => {
  db = await createTestDb();
  // an agent the accounts feature already made keeps its row
  const em = db.orm.em.fork();
  em.create(User, {
    username: 'agent',
    email: 'agent@example.pk',
    passwordHash: '$argon2id$existing',
    firstName: 'Existing',
    lastName: 'Agent',
    role: Role.b2b_agent,
    createdAt: new Date(),
  });
  await em.flush();
});
afterAll(async () => {
  await db?.close();
});

async function counts() {
  const [row] = await db.orm.em.getConnection().execute<Array<Record<string, string>>>(`
    select (select count(*) from package) as packages, (select count(*) from transport_option) as transport,
           (select count(*) from hotel) as hotels, (select count(*) from hotel_room_type) as room_types,
           (select count(*) from hotel_room_night) as nights, (select count(*) from app_user) as users,
           (select min(night)::text from hotel_room_night) as first_night, (select max(night)::text from hotel_room_night) as last_night`);
  return row;
}

describe('catalogue seeder', () => {
  it('inserts the catalogue with 365 nights of availability, owned by the demo agents', async () => {
    await seedCatalogue(db.orm, fixtureCatalogue, TODAY);
    const c = await counts();
    const roomTypes = fixtureCatalogue.hotels.reduce((n, h) => n + h.roomTypes.length, 0);
    expect(c).toMatchObject({ packages: '7', transport: '6', hotels: '5', room_types: String(roomTypes), users: '2' });
    expect(Number(c.nights)).toBe(roomTypes * 365);
    expect(c.first_night).toBe(TODAY);
    expect(c.last_night).toBe('2027-11-21');

    const em = db.orm.em.fork();
    const agents = await em.find(User, {}, { orderBy: { username: 'asc' } });
    expect(agents.map((a) => [a.username, a.role, a.passwordHash])).toEqual([
      ['agent', 'b2b_agent', '$argon2id$existing'],
      ['agent2', 'b2b_agent', '!disabled'],
    ]);
    const owners = await em
      .getConnection()
      .execute<Array<{ slug: string; username: string }>>(
        `select p.slug, u.username from package p join app_user u on u.id = p.owner_id where p.slug in ('umrah-economy-karachi', 'umrah-premium-lahore') order by p.slug`,
      );
    expect(owners).toEqual([
      { slug: 'umrah-economy-karachi', username: 'agent' },
      { slug: 'umrah-premium-lahore', username: 'agent2' },
    ]);
    const nightRow = await em
      .getConnection()
      .execute(
        `select n.rooms_total, n.rooms_available from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id join hotel h on h.id = rt.hotel_id where h.slug = 'makkah-clock-tower' and rt.kind = 'Deluxe' and n.night = '2027-01-15'`,
      );
    expect(nightRow).toEqual([{ rooms_total: 5, rooms_available: 5 }]);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    await seedCatalogue(db.orm, fixtureCatalogue, TODAY);
    expect(await counts()).toEqual(before);
  });

  it('tops up the rolling window without touching booked nights', async () => {
    const conn = db.orm.em.getConnection();
    await conn.execute(`update hotel_room_night set rooms_available = 0 where night = '2026-12-01'`);
    const roomTypes = Number((await counts()).room_types);
    expect(await extendRoomInventory(db.orm.em.fork(), TODAY)).toBe(0);
    expect(await extendRoomInventory(db.orm.em.fork(), '2026-11-24')).toBe(roomTypes * 2);
    const c = await counts();
    expect(c.last_night).toBe('2027-11-23');
    const [booked] = await conn.execute(
      `select count(*)::int as n from hotel_room_night where night = '2026-12-01' and rooms_available = 0`,
    );
    expect(booked.n).toBe(roomTypes);
  });

  it('fills a new room type for the whole window, one keeper at a time', async () => {
    const conn = db.orm.em.getConnection();
    const [hotel] = await conn.execute(`select id from hotel where slug = 'makkah-aziziyah-inn'`);
    await conn.execute(`insert into hotel_room_type (hotel_id, kind, price_per_night_pkr, rooms_count) values (?, 'Suite', 40000, 2)`, [
      hotel.id,
    ]);
    const keeper = new RoomInventoryKeeper(db.orm, pino({ level: 'silent' }), () => new Date('2026-11-24T10:00:00Z'));
    const other = new RoomInventoryKeeper(db.orm, pino({ level: 'silent' }), () => new Date('2026-11-24T10:00:00Z'));
    const outcomes = await Promise.all([keeper.runOnce(), other.runOnce()]);
    // PGlite serialises the two on its single connection, so the second may find nothing left rather than the lock
    expect(outcomes.filter((o) => o === 365)).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 365).every((o) => o === 'locked' || o === 0)).toBe(true);
    const [row] = await conn.execute(
      `select count(*)::int as n, min(night)::text as first, max(night)::text as last from hotel_room_night n join hotel_room_type rt on rt.id = n.room_type_id where rt.kind = 'Suite' and rt.hotel_id = ?`,
      [hotel.id],
    );
    expect(row).toEqual({ n: 365, first: '2026-11-24', last: '2027-11-23' });
  });
});

import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import pg from 'pg';
import { migrationsList } from '../api/src/db/migrations/index.js';
import { MARKET_ZONE } from '../api/src/rules/dates.js';

// Fills a scratch database to the size the landing page claims: 50,000 hotels (3 room types each, 365 nights of
// availability from today: ~55 million rows), 2,000 packages and 1,000 transport options. Raw SQL with
// generate_series; the per-night table is loaded without its keys, then indexed once. Replaces the catalogue.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/safarnama_scale npx tsx scripts/seed-scale.ts
//
// It refuses a database whose name lacks "scale" unless SEED_SCALE_FORCE=1. HOTELS / PACKAGES / TRANSPORT override
// the sizes (e.g. HOTELS=2000 for a quick run).

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a scratch database, e.g. postgres://postgres@127.0.0.1:5432/safarnama_scale');
  process.exit(2);
}
const dbName = new URL(url).pathname.slice(1);
if (!dbName.includes('scale') && process.env.SEED_SCALE_FORCE !== '1') {
  console.error(`Refusing to replace the catalogue of "${dbName}": use a scratch database named *scale* or set SEED_SCALE_FORCE=1`);
  process.exit(2);
}
const HOTELS = Number(process.env.HOTELS ?? 50_000);
const PACKAGES = Number(process.env.PACKAGES ?? 2_000);
const TRANSPORT = Number(process.env.TRANSPORT ?? 1_000);
const NIGHTS = 365;
const today = DateTime.now().setZone(MARKET_ZONE).toISODate() as string;

const started = Date.now();
const step = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const t0 = Date.now();
  const out = await fn();
  console.log(`${label.padEnd(52)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
  return out;
};

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  // bulk load: no need to wait for each commit's flush; big sorts for the index builds
  await c.query(`set synchronous_commit = off; set maintenance_work_mem = '1GB'; set work_mem = '256MB'`);
  return c;
}

// Cities with their share of the hotels, country and a typical Standard-room price in PKR.
const CITIES: Array<[city: string, country: string, weight: number, basePkr: number]> = [
  ['Makkah', 'Saudi Arabia', 8, 32000],
  ['Madinah', 'Saudi Arabia', 6, 26000],
  ['Jeddah', 'Saudi Arabia', 4, 22000],
  ['Riyadh', 'Saudi Arabia', 3, 24000],
  ['Dubai', 'United Arab Emirates', 8, 38000],
  ['Abu Dhabi', 'United Arab Emirates', 3, 34000],
  ['Sharjah', 'United Arab Emirates', 2, 18000],
  ['Doha', 'Qatar', 3, 33000],
  ['Istanbul', 'Turkey', 5, 27000],
  ['Antalya', 'Turkey', 2, 21000],
  ['Baku', 'Azerbaijan', 2, 19000],
  ['Kuala Lumpur', 'Malaysia', 3, 17000],
  ['Bangkok', 'Thailand', 3, 16000],
  ['Phuket', 'Thailand', 2, 20000],
  ['London', 'United Kingdom', 3, 55000],
  ['Manchester', 'United Kingdom', 1, 35000],
  ['Lahore', 'Pakistan', 6, 14000],
  ['Karachi', 'Pakistan', 6, 15000],
  ['Islamabad', 'Pakistan', 5, 18000],
  ['Rawalpindi', 'Pakistan', 2, 9000],
  ['Peshawar', 'Pakistan', 2, 8000],
  ['Multan', 'Pakistan', 2, 8000],
  ['Faisalabad', 'Pakistan', 2, 8000],
  ['Murree', 'Pakistan', 3, 12000],
  ['Hunza', 'Pakistan', 2, 13000],
  ['Skardu', 'Pakistan', 2, 12000],
  ['Swat', 'Pakistan', 2, 10000],
  ['Naran', 'Pakistan', 1, 11000],
  ['Gwadar', 'Pakistan', 1, 10000],
  ['Quetta', 'Pakistan', 1, 8000],
];

const AMENITIES = [
  'Free Wi-Fi',
  'Air conditioning',
  'Restaurant',
  '24-hour front desk',
  'Room service',
  'Airport shuttle',
  'Prayer room',
  'Family rooms',
  'Laundry',
  'Fitness centre',
  'Swimming pool',
  'Parking',
];

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const citiesValues = CITIES.map(
  ([city, country, weight, base], i) => `(${i}, ${sqlText(city)}, ${sqlText(city.toLowerCase())}, ${sqlText(country)}, ${weight}, ${base})`,
).join(',\n');
const amenitiesArray = `array[${AMENITIES.map(sqlText).join(', ')}]`;

const main = await client();
try {
  await step('migrate', async () => {
    // the checked-in migrations only (no entities: tsx does not run the decorators the entities use)
    const orm = await MikroORM.init({
      clientUrl: url,
      entities: [],
      discovery: { warnWhenNoEntities: false },
      extensions: [Migrator],
      migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    });
    try {
      await orm.getMigrator().up();
    } finally {
      await orm.close();
    }
  });

  const agentIds = await step('demo agents', async () => {
    await main.query(`
      insert into app_user (username, email, password_hash, first_name, last_name, role) values
        ('agent', 'bookings@alnoor-travels.example.pk', '!disabled', 'Imran', 'Qureshi', 'b2b_agent'),
        ('agent2', 'info@karakoram-tours.example.pk', '!disabled', 'Sana', 'Baig', 'b2b_agent')
      on conflict do nothing`);
    const r = await main.query<{ id: string }>(`select id from app_user where lower(username) in ('agent', 'agent2') order by username`);
    return r.rows.map((row) => row.id);
  });

  await step('clear the catalogue', () =>
    main.query('truncate hotel_room_night, hotel_room_type, hotel, package, transport_option restart identity'),
  );

  await step(`${HOTELS.toLocaleString()} hotels`, () =>
    main.query(
      `
      with cities(i, city, city_key, country, weight, base) as (values ${citiesValues}),
      spread as (
        select c.*, sum(weight) over (order by i) - weight as lo, sum(weight) over (order by i) as hi, sum(weight) over () as total
        from cities c
      )
      insert into hotel (slug, name, city, city_key, country, description, rating, amenities, images, art)
      select 'scale-hotel-' || g,
             (array['Grand', 'Royal', 'Pearl', 'Crescent', 'Olive', 'Emerald', 'Golden', 'Serena', 'Marina', 'Heritage'])[1 + g % 10]
               || ' ' || (array['Residency', 'Suites', 'Inn', 'Palace', 'Plaza', 'Towers', 'Lodge', 'Hotel'])[1 + (g / 10) % 8]
               || ' ' || s.city || ' ' || g,
             s.city, s.city_key, s.country,
             'A ' || (1 + (g * 7) % 5) || '-star stay in ' || s.city || ' with friendly staff, clean rooms and easy transport links.',
             1 + (g * 7) % 5,
             (${amenitiesArray})[1:(4 + g % 8)],
             array['/media/art/hotel/scale-hotel-' || g || '.svg'],
             jsonb_build_object('scene', 'hotel', 'palette', (array['city-blue', 'makkah-dusk', 'desert-gold'])[1 + g % 3], 'label', s.city)
      from generate_series(1, $1::int) g
      join spread s on (g * 7919) % s.total >= s.lo and (g * 7919) % s.total < s.hi`,
      [HOTELS],
    ),
  );

  await step(`${(HOTELS * 3).toLocaleString()} room types`, () =>
    main.query(`
      with cities(i, city, city_key, country, weight, base) as (values ${citiesValues})
      insert into hotel_room_type (hotel_id, kind, price_per_night_pkr, rooms_count, max_occupancy)
      select h.id, k.kind,
             round(c.base * (0.6 + h.rating * 0.2) * k.factor * (0.85 + (abs(hashtext(h.slug)) % 31) / 100.0), -2),
             5 + abs(hashtext(h.slug || k.kind)) % 56, k.occupancy
      from hotel h
      join cities c on c.city_key = h.city_key
      cross join (values ('Standard', 1.0, 2), ('Deluxe', 1.45, 3), ('Suite', 2.6, 4)) as k(kind, factor, occupancy)
      order by h.id, k.factor`),
  );

  // load the ~55M nights without the primary key / foreign key, two connections in parallel, then index once
  await step('drop night keys for the bulk load', () =>
    main.query(`
      alter table hotel_room_night drop constraint hotel_room_night_pkey;
      alter table hotel_room_night drop constraint hotel_room_night_room_type_id_foreign`),
  );
  const [{ max }] = (await main.query<{ max: number }>('select max(id) as max from hotel_room_type')).rows;
  await step(`${(HOTELS * 3 * NIGHTS).toLocaleString()} room nights (2 connections)`, async () => {
    const half = Math.ceil(max / 2);
    const ranges = [
      [1, half],
      [half + 1, max],
    ];
    await Promise.all(
      ranges.map(async ([from, to]) => {
        const c = await client();
        try {
          // some nights partly booked, a few sold out, so searches see real variety
          await c.query(
            `insert into hotel_room_night (room_type_id, night, rooms_total, rooms_available)
             select rt.id, $1::date + i, rt.rooms_count,
                    greatest(0, rt.rooms_count - ((rt.id * 17 + i * 29) % (rt.rooms_count + 4)))
             from hotel_room_type rt cross join generate_series(0, $2::int - 1) i
             where rt.id between $3 and $4`,
            [today, NIGHTS, from, to],
          );
        } finally {
          await c.end();
        }
      }),
    );
  });
  await step('primary key on room nights', () =>
    main.query('alter table hotel_room_night add constraint hotel_room_night_pkey primary key (room_type_id, night)'),
  );
  await step('foreign key on room nights (validated)', () =>
    main.query(`alter table hotel_room_night add constraint hotel_room_night_room_type_id_foreign foreign key (room_type_id)
      references hotel_room_type (id) on update cascade on delete cascade`),
  );

  await step(`${PACKAGES.toLocaleString()} packages`, () =>
    main.query(
      `
      insert into package (slug, name, description, type, art, duration, price_in_pkr, original_price_in_pkr, max_capacity,
        available_spots, featured, rating, bookings_count, inclusions, exclusions, tags, departure_city, transport_type,
        makkah_hotel, madinah_hotel, makkah_nights, madinah_nights, makkah_hotel_rating, madinah_hotel_rating, visa_included,
        cancellation_policy, owner_id)
      select 'scale-package-' || g,
             initcap(t.type) || ' ' || (array['Economy', 'Standard', 'Premium', 'Family', 'Deluxe'])[1 + g % 5] || ' ' || g
               || ' from ' || dep.city,
             'A ' || t.type || ' package departing ' || dep.city || ', with flights, hotels and transfers arranged by a licensed agent.',
             t.type,
             jsonb_build_object('scene', case when t.type in ('umrah', 'hajj') then 'kaaba' when t.type = 'international' then 'city-skyline' else 'mountains' end,
               'palette', 'city-blue', 'label', initcap(t.type)),
             (5 + g % 25) || ' days',
             (case t.type when 'hajj' then 1500000 when 'umrah' then 160000 when 'international' then 150000 else 40000 end) + (g % 40) * 5000,
             case when g % 4 = 0 then (case t.type when 'hajj' then 1600000 when 'umrah' then 180000 when 'international' then 170000 else 50000 end) + (g % 40) * 5000 end,
             20 + g % 30, 10 + g % 10, g % 17 = 0, round((3.5 + (g % 15) / 10.0)::numeric, 1), g % 200,
             array['Return flights', 'Hotel stay', 'Airport transfers', 'Breakfast', 'Guided tours'],
             array['Personal expenses'], array[t.type],
             dep.city, (array['economy', 'business', 'first'])[1 + (g % 10) / 8],
             case when t.type in ('umrah', 'hajj') then 'Makkah hotel ' || (g % 50) end,
             case when t.type in ('umrah', 'hajj') then 'Madinah hotel ' || (g % 50) end,
             case when t.type in ('umrah', 'hajj') then 4 + g % 8 end,
             case when t.type in ('umrah', 'hajj') then 3 + g % 6 end,
             case when t.type in ('umrah', 'hajj') then 3 + g % 3 end,
             case when t.type in ('umrah', 'hajj') then 3 + g % 3 end,
             t.type in ('umrah', 'hajj'),
             'Full refund up to 30 days before departure.',
             ($2::uuid[])[1 + g % 2]
      from generate_series(1, $1::int) g
      cross join lateral (select (array['umrah', 'hajj', 'holiday', 'international', 'domestic'])[1 + g % 5] as type) t
      cross join lateral (select (array['Karachi', 'Lahore', 'Islamabad', 'Peshawar', 'Multan'])[1 + (g / 5) % 5] as city) dep`,
      [PACKAGES, agentIds],
    ),
  );

  await step(`${TRANSPORT.toLocaleString()} transport options`, () =>
    main.query(
      `
      insert into transport_option (slug, type, name, description, operator, price_in_pkr, from_city, to_city, duration, features,
        seats_total, seats_available, art, owner_id)
      select 'scale-transport-' || g, t.type,
             initcap(replace(t.type, '_', ' ')) || ' ' || a.city || case when t.type = 'car_rental' then '' else ' to ' || b.city end || ' ' || g,
             'Reliable ' || replace(t.type, '_', ' ') || ' service from ' || a.city || '.',
             (array['Daewoo Express', 'Faisal Movers', 'Pakistan Railways', 'Careem', 'Safarnama Fleet'])[1 + g % 5],
             (case t.type when 'car_rental' then 8000 when 'bus' then 2500 when 'train' then 4500 else 6000 end) + (g % 20) * 250,
             a.city, case when t.type = 'car_rental' then null else b.city end,
             case when t.type = 'car_rental' then 'Per day' else (2 + g % 16) || 'h' end,
             array['Air conditioning', 'Reclining seats', 'Refreshments'],
             case when t.type in ('bus', 'train') then 40 end, case when t.type in ('bus', 'train') then 20 + g % 20 end,
             jsonb_build_object('scene', case t.type when 'car_rental' then 'car' when 'bus' then 'bus' when 'train' then 'train' else 'plane' end,
               'palette', 'city-blue'),
             ($2::uuid[])[1 + g % 2]
      from generate_series(1, $1::int) g
      cross join lateral (select (array['car_rental', 'bus', 'train', 'airport_transfer'])[1 + g % 4] as type) t
      cross join lateral (select (array['Karachi', 'Lahore', 'Islamabad', 'Peshawar', 'Multan', 'Quetta'])[1 + g % 6] as city) a
      cross join lateral (select (array['Lahore', 'Islamabad', 'Karachi', 'Hyderabad', 'Faisalabad', 'Sialkot'])[1 + (g / 6) % 6] as city) b`,
      [TRANSPORT, agentIds],
    ),
  );

  await step('analyze', () => main.query('analyze hotel, hotel_room_type, hotel_room_night, package, transport_option'));

  const sizes = await main.query<{
    hotels: string;
    room_types: string;
    nights: string;
    packages: string;
    transport: string;
    size: string;
  }>(`
    select (select count(*) from hotel) as hotels, (select count(*) from hotel_room_type) as room_types,
           (select reltuples::bigint from pg_class where relname = 'hotel_room_night') as nights,
           (select count(*) from package) as packages, (select count(*) from transport_option) as transport,
           pg_size_pretty(pg_database_size(current_database())) as size`);
  console.log(sizes.rows[0]);
  console.log(`seed-scale finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await main.end();
}

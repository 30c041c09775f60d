import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { countStatements } from '../../test/sql.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { seedCatalogue } from './catalogue.seed.js';
import { domainEvents } from '../../core/events.js';

const t = useTestApp();
// 10:00 UTC is 15:00 in Karachi: "today" is 2026-11-22
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-22';

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
});

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  return res.json() as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions: { code: string } }> };
}

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const slugs = (items: Array<{ slug: string }>) => items.map((i) => i.slug);

describe('packages', () => {
  it('lists active packages of a type, featured first then cheapest, with every spec field', async () => {
    const { status, body } = await get('/api/packages?type=umrah');
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(['umrah-premium-lahore', 'umrah-economy-karachi', 'umrah-ramadan-islamabad']);
    const economy = body[1];
    expect(economy).toMatchObject({
      name: 'Economy Umrah from Karachi',
      type: 'umrah',
      imageUrl: '/media/art/package/umrah-economy-karachi.svg',
      duration: '14 days',
      priceInPkr: '185000.00',
      originalPriceInPkr: null,
      maxCapacity: 40,
      availableSpots: 40,
      status: 'active',
      featured: false,
      rating: 4.6,
      bookings: 120,
      inclusions: ['Umrah visa', 'Return flights', 'Makkah hotel', 'Madinah hotel', 'Ziyarat tours'],
      exclusions: ['Meals'],
      tags: ['umrah', 'economy'],
      departureCity: 'Karachi',
      transportType: 'economy',
      makkahHotel: 'Swissotel Al Maqam',
      madinahHotel: 'Pullman Zamzam Madinah',
      makkahNights: 8,
      madinahNights: 6,
      makkahHotelRating: 4,
      madinahHotelRating: 4,
      visaIncluded: true,
      advancePaymentPercent: 30,
      destinations: [],
      countries: [],
      startDate: null,
    });
    expect(economy.ownerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body[0]).toMatchObject({ featured: true, originalPriceInPkr: '495000.00', transportType: 'business' });
  });

  it('filters by each type, and lists all types without one', async () => {
    const expected: Record<string, string[]> = {
      umrah: ['umrah-premium-lahore', 'umrah-economy-karachi', 'umrah-ramadan-islamabad'],
      hajj: ['hajj-standard-2027'],
      holiday: ['hunza-valley-escape'],
      international: ['dubai-city-break'],
      domestic: ['murree-weekend'],
    };
    for (const [type, want] of Object.entries(expected)) {
      const { body } = await get(`/api/packages?type=${type}`);
      expect(slugs(body), type).toEqual(want);
    }
    const all = await get('/api/packages');
    expect(all.body).toHaveLength(7);
    expect(all.body[0].slug).toBe('umrah-premium-lahore');
  });

  it('keeps admin fields (destinations, countries, dates) and hides inactive and draft packages', async () => {
    const { body } = await get('/api/packages?type=holiday');
    expect(body[0]).toMatchObject({
      destinations: ['Hunza', 'Attabad Lake'],
      countries: ['Pakistan'],
      startDate: '2027-04-01',
      endDate: '2027-10-31',
    });
    const conn = t.db.orm.em.getConnection();
    await conn.execute(`update package set status = 'inactive' where slug = 'murree-weekend'`);
    try {
      expect((await get('/api/packages?type=domestic')).body).toEqual([]);
    } finally {
      await conn.execute(`update package set status = 'active' where slug = 'murree-weekend'`);
    }
  });

  it('searches name, description and departure city by word prefix, case-insensitively, within a type', async () => {
    const find = async (search: string, type?: string) => {
      const r = await gql('query($s: String, $t: PackageType) { packages(search: $s, type: $t) { items { slug } } }', {
        s: search,
        t: type,
      });
      return slugs((r.data!.packages as { items: Array<{ slug: string }> }).items);
    };
    expect(await find('hunza')).toEqual(['hunza-valley-escape']);
    expect(await find('ATTABAD')).toEqual(['hunza-valley-escape']); // description
    expect(await find('lah', 'umrah')).toEqual(['umrah-premium-lahore']); // prefix, departure city
    expect(await find('umrah isl')).toEqual(['umrah-ramadan-islamabad']); // every word must match
    expect(await find('umrah', 'hajj')).toEqual([]);
    expect(await find('  ')).toHaveLength(7); // nothing to search for
    expect(await find("o'reilly & | !")).toEqual([]); // operators are not syntax
    expect((await get('/api/packages?search=dubai')).body.map((p: { slug: string }) => p.slug)).toEqual(['dubai-city-break']);
  });

  it('returns one package by id, and 404 for an unknown or malformed id', async () => {
    const [first] = (await get('/api/packages?type=hajj')).body;
    const one = await gql('query($id: ID!) { package(id: $id) { id name priceInPkr } }', { id: first.id });
    expect(one.data?.package).toEqual({ id: first.id, name: 'Standard Hajj 2027', priceInPkr: '1850000.00' });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const missing = await gql('query($id: ID!) { package(id: $id) { id } }', { id });
      expect(missing.errors?.[0]).toMatchObject({ message: 'Package not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 400 for an unknown type, on REST and GraphQL', async () => {
    const rest = await get('/api/packages?type=cruise');
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message: 'Type must be one of umrah, hajj, holiday, international, domestic', code: 'BAD_USER_INPUT' });
    const graph = await gql('{ packages(type: cruise) { items { id } } }');
    expect(graph.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('pages with limit and offset, within bounds', async () => {
    const page = async (pagination: Record<string, unknown>) =>
      gql('query($p: PaginationInput) { packages(pagination: $p) { items { slug } hasMore limit offset } }', { p: pagination });
    const first = (await page({ limit: 3 })).data?.packages as { items: unknown[]; hasMore: boolean; limit: number; offset: number };
    expect(first).toMatchObject({ hasMore: true, limit: 3, offset: 0 });
    expect(first.items).toHaveLength(3);
    const last = (await page({ limit: 3, offset: 6 })).data?.packages as { items: unknown[]; hasMore: boolean };
    expect(last.items).toHaveLength(1);
    expect(last.hasMore).toBe(false);
    const beyond = (await page({ offset: 50 })).data?.packages as { items: unknown[]; hasMore: boolean };
    expect(beyond).toMatchObject({ items: [], hasMore: false });
    const defaults = (await page({})).data?.packages as { limit: number };
    expect(defaults.limit).toBe(20);
    for (const [p, message] of [
      [{ limit: 0 }, 'Limit must be between 1 and 100'],
      [{ limit: 101 }, 'Limit must be between 1 and 100'],
      [{ offset: -1 }, 'Offset must be 0 or more'],
      [{ offset: 10_001 }, 'Offset must be at most 10000'],
    ] as const) {
      const r = await page(p);
      expect(r.errors?.[0], JSON.stringify(p)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await get('/api/packages?limit=2&offset=1')).body).toHaveLength(2);
    expect(await get('/api/packages?limit=abc')).toMatchObject({ status: 400, body: { message: 'Limit must be a whole number' } });
    expect(await get('/api/packages?limit=500')).toMatchObject({ status: 400, body: { message: 'Limit must be between 1 and 100' } });
  });

  it('answers a list in one SQL statement', async () => {
    const { count } = await countStatements(() => get('/api/packages?type=umrah'));
    expect(count).toBe(1);
    const searched = await countStatements(() => get('/api/packages?type=umrah&search=karachi'));
    expect(searched.count).toBe(1);
  });

  it('lets the database refuse spots below 0 or above capacity', async () => {
    const conn = t.db.orm.em.getConnection();
    await expect(conn.execute(`update package set available_spots = max_capacity + 1 where slug = 'murree-weekend'`)).rejects.toThrow(
      /package_available_spots_range/,
    );
    await expect(conn.execute(`update package set available_spots = -1 where slug = 'murree-weekend'`)).rejects.toThrow(
      /package_available_spots_range/,
    );
    await expect(conn.execute(`update package set makkah_hotel_rating = 6 where slug = 'murree-weekend'`)).rejects.toThrow(
      /package_hotel_ratings_range/,
    );
    await expect(conn.execute(`update package set advance_payment_percent = 101 where slug = 'murree-weekend'`)).rejects.toThrow(
      /package_advance_payment_range/,
    );
  });
});

describe('transport', () => {
  it('filters by each type, cheapest first, with every spec field', async () => {
    const expected: Record<string, string[]> = {
      car_rental: ['corolla-self-drive-lahore', 'prado-with-driver-islamabad'],
      bus: ['karachi-hyderabad-coach', 'lahore-islamabad-business'],
      train: ['green-line-karachi-lahore'],
      airport_transfer: ['jed-airport-to-makkah'],
    };
    for (const [type, want] of Object.entries(expected)) {
      const { status, body } = await get(`/api/transport?type=${type}`);
      expect(status).toBe(200);
      expect(slugs(body), type).toEqual(want);
    }
    const [, coach] = (await get('/api/transport?type=bus')).body;
    expect(coach).toMatchObject({
      name: 'Lahore to Islamabad, business class coach',
      type: 'bus',
      description: 'Lahore to Islamabad, business class coach, comfortable and on time.',
      priceInPkr: '3600.00',
      fromCity: 'Lahore',
      toCity: 'Islamabad',
      duration: '5h',
      features: ['Air conditioning', 'Reclining seats'],
      seatsTotal: 30,
      seatsAvailable: 30,
      imageUrl: '/media/art/transport/lahore-islamabad-business.svg',
    });
    expect((await get('/api/transport')).body).toHaveLength(6);
  });

  it('answers 400 for an unknown type and pages within bounds', async () => {
    expect(await get('/api/transport?type=boat')).toMatchObject({
      status: 400,
      body: { message: 'Type must be one of car_rental, bus, train, airport_transfer', code: 'BAD_USER_INPUT' },
    });
    const r = await gql('{ transport(pagination: { limit: 2 }) { items { slug } hasMore } }');
    expect(r.data?.transport).toMatchObject({ hasMore: true });
    expect((r.data!.transport as { items: unknown[] }).items).toHaveLength(2);
    const bad = await gql('{ transport(pagination: { limit: 1000 }) { items { slug } } }');
    expect(bad.errors?.[0].message).toBe('Limit must be between 1 and 100');
  });

  it('answers a list in one SQL statement', async () => {
    expect((await countStatements(() => get('/api/transport?type=bus'))).count).toBe(1);
  });
});

const stay = (extra: Record<string, string | number> = {}) => {
  const q = new URLSearchParams({
    city: 'Makkah',
    checkInDate: '2026-12-01',
    checkOutDate: '2026-12-04',
    rooms: '1',
    guests: '2',
    currency: 'PKR',
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
  });
  return `/api/hotels?${q}`;
};

describe('hotel search', () => {
  it('lists the city hotels, best rated first, priced at the cheapest room type that fits', async () => {
    const { status, body } = await get(stay());
    expect(status).toBe(200);
    expect(body.map((h: { name: string }) => h.name)).toEqual(['Clock Tower Hotel', 'Ajyad Hotel', 'Aziziyah Inn']);
    const tower = body[0];
    expect(tower).toMatchObject({
      name: 'Clock Tower Hotel',
      imageUrl: '/media/art/hotel/makkah-clock-tower.svg',
      rating: 5,
      city: 'Makkah',
      country: 'Saudi Arabia',
      description: 'Clock Tower Hotel in Makkah.',
      amenities: ['Free Wi-Fi', 'Air conditioning', 'Restaurant', 'Room service', 'Laundry'],
      isAvailable: true,
      availableRooms: 17,
      currency: 'PKR',
      nights: 3,
      roomCount: 1,
      guestCount: 2,
      roomType: 'Standard',
      pricePerNight: '45000.00',
      pricePerNightInPkr: '45000.00',
      pricePerNightFormatted: 'Rs 45,000',
    });
    expect(Object.keys(tower).sort()).toEqual(
      [
        ...['id', 'name', 'imageUrl', 'rating', 'city', 'country', 'description', 'amenities', 'isAvailable', 'availableRooms'],
        ...['currency', 'nights', 'roomCount', 'guestCount', 'checkInDate', 'checkOutDate', 'roomType', 'pricePerNight'],
        ...['pricePerNightInPkr', 'pricePerNightFormatted', 'priceBreakdown', 'multiCurrencyPricing'],
      ].sort(),
    );
    expect(Object.keys(tower.multiCurrencyPricing)).toEqual(['PKR', 'USD', 'AED', 'SAR', 'QAR', 'GBP', 'EUR']);
  });

  it('prices exactly: conversion rounds once, then subtotal × 16% tax adds up in the requested currency', async () => {
    // USD rate 0.003565: 45,000 × 0.003565 = 160.425 → 160.43; × 3 nights × 2 rooms = 962.58; tax 154.0128 → 154.01
    const { body } = await get(stay({ rooms: 2, guests: 3, currency: 'USD' }));
    const tower = body[0];
    expect(tower).toMatchObject({
      currency: 'USD',
      roomCount: 2,
      pricePerNight: '160.43',
      pricePerNightInPkr: '45000.00',
      pricePerNightFormatted: '$160.43',
    });
    expect(tower.priceBreakdown).toEqual({
      pricePerNight: '160.43',
      subtotal: '962.58',
      taxes: '154.01',
      total: '1116.59',
      taxRate: '0.16',
      formatted: { pricePerNight: '$160.43', subtotal: '$962.58', taxes: '$154.01', total: '$1,116.59' },
    });
    expect(tower.multiCurrencyPricing.PKR).toEqual({
      pricePerNight: '45000.00',
      total: '313200.00',
      formatted: 'Rs 45,000',
      totalFormatted: 'Rs 313,200',
    });
    // SAR rate 0.01337: 601.65 a night; 3,609.90 + 577.58 tax = 4,187.48
    expect(tower.multiCurrencyPricing.SAR).toEqual({
      pricePerNight: '601.65',
      total: '4187.48',
      formatted: 'SAR 601.65',
      totalFormatted: 'SAR 4,187.48',
    });
    expect(tower.multiCurrencyPricing.USD.total).toBe(tower.priceBreakdown.total);
    for (const [code, p] of Object.entries(tower.multiCurrencyPricing) as Array<[string, { pricePerNight: string; total: string }]>) {
      // total = round2(price × 6 × 1.16) up to the rounding of the tax line
      const cents = Math.round(Number(p.pricePerNight) * 100) * 6;
      const expected = cents + Math.round(cents * 0.16);
      expect(Math.round(Number(p.total) * 100), code).toBe(expected);
    }
  });

  it('prices in each of the seven currencies on request', async () => {
    const formattedFor: Record<string, string> = {
      PKR: 'Rs 45,000',
      USD: '$160.43',
      AED: 'AED 589.14',
      SAR: 'SAR 601.65',
      QAR: 'QAR 583.97',
      GBP: '£122.04',
      EUR: '€138.69',
    };
    for (const [currency, formatted] of Object.entries(formattedFor)) {
      const { body } = await get(stay({ currency }));
      expect(body[0].pricePerNightFormatted, currency).toBe(formatted);
      expect(body[0].currency).toBe(currency);
      expect(body[0].multiCurrencyPricing[currency].formatted).toBe(formatted);
    }
  });

  it('matches the city whatever its case or common spelling', async () => {
    for (const city of ['mecca', 'MAKKAH', '  Makkah  ', 'Makkah Al-Mukarramah']) {
      const { body } = await get(stay({ city }));
      expect(
        body.map((h: { name: string }) => h.name),
        city,
      ).toEqual(['Clock Tower Hotel', 'Ajyad Hotel', 'Aziziyah Inn']);
    }
    for (const city of ['Medina', 'madina', 'Madinah']) {
      const { body } = await get(stay({ city }));
      expect(
        body.map((h: { name: string }) => h.name),
        city,
      ).toEqual(['Haram View Madinah']);
    }
    expect((await get(stay({ city: 'Timbuktu' }))).body).toEqual([]);
  });

  it('knows availability over the whole date range, room type by room type', async () => {
    const conn = t.db.orm.em.getConnection();
    // Ajyad: Standard has 1 room left on Dec 2 only, Deluxe sold out on Dec 3 only
    await conn.execute(`
      update hotel_room_night n set rooms_available = case when rt.kind = 'Standard' then 1 else 0 end
      from hotel_room_type rt join hotel h on h.id = rt.hotel_id
      where n.room_type_id = rt.id and h.slug = 'makkah-ajyad'
        and ((rt.kind = 'Standard' and n.night = '2026-12-02') or (rt.kind = 'Deluxe' and n.night = '2026-12-03'))`);
    const ajyad = async (extra: Record<string, string | number>) =>
      (await get(stay(extra))).body.find((h: { name: string }) => h.name === 'Ajyad Hotel');

    // 1 room, Dec 1-4: Standard has 1 room every night → available at the Standard price
    let h = await ajyad({});
    expect(h).toMatchObject({ isAvailable: true, roomType: 'Standard', pricePerNightInPkr: '28000.00', availableRooms: 1 });
    const graph = await gql(`{ hotels(city: "Makkah", checkInDate: "2026-12-01", checkOutDate: "2026-12-04", currency: "SAR") {
      items { name roomTypes { kind pricePerNightInPkr pricePerNight pricePerNightFormatted maxOccupancy availableRooms isAvailable } } } }`);
    const items = (graph.data!.hotels as { items: Array<{ name: string; roomTypes: unknown[] }> }).items;
    expect(items.find((i) => i.name === 'Ajyad Hotel')?.roomTypes).toEqual([
      {
        kind: 'Standard',
        pricePerNightInPkr: '28000.00',
        pricePerNight: '374.36',
        pricePerNightFormatted: 'SAR 374.36',
        maxOccupancy: 2,
        availableRooms: 1,
        isAvailable: true,
      },
      {
        kind: 'Deluxe',
        pricePerNightInPkr: '36000.00',
        pricePerNight: '481.32',
        pricePerNightFormatted: 'SAR 481.32',
        maxOccupancy: 3,
        availableRooms: 0,
        isAvailable: false,
      },
    ]);
    // 2 rooms, Dec 1-4: neither type has 2 rooms every night → not available, shown at the cheapest price
    h = await ajyad({ rooms: 2 });
    expect(h).toMatchObject({ isAvailable: false, roomType: 'Standard', pricePerNightInPkr: '28000.00' });
    // 2 rooms, Dec 3-4: Standard is back to 3, Deluxe sold out → Standard
    h = await ajyad({ rooms: 2, checkInDate: '2026-12-03', checkOutDate: '2026-12-04' });
    expect(h).toMatchObject({ isAvailable: true, roomType: 'Standard', availableRooms: 3 });
    // 3 rooms, Dec 1-2 (before both dips): 3 Standard fit
    h = await ajyad({ rooms: 3, checkInDate: '2026-12-01', checkOutDate: '2026-12-02' });
    expect(h).toMatchObject({ isAvailable: true, availableRooms: 6 });
    // the check-out night itself is not needed: Dec 2 as check-out ignores the Dec 2 dip
    h = await ajyad({ rooms: 2, checkInDate: '2026-12-01', checkOutDate: '2026-12-02' });
    expect(h.isAvailable).toBe(true);
  });

  it('takes the party size into account: each room sleeps its room type occupancy', async () => {
    const tower = async (rooms: number, guests: number) =>
      (await get(stay({ rooms, guests }))).body.find((h: { name: string }) => h.name === 'Clock Tower Hotel');
    expect(await tower(1, 2)).toMatchObject({ isAvailable: true, roomType: 'Standard' });
    expect(await tower(1, 3)).toMatchObject({ isAvailable: true, roomType: 'Deluxe', pricePerNightInPkr: '62000.00' });
    expect(await tower(1, 4)).toMatchObject({ isAvailable: true, roomType: 'Suite', pricePerNightInPkr: '120000.00' });
    expect(await tower(1, 6)).toMatchObject({ isAvailable: false, roomType: 'Standard' });
    expect(await tower(2, 6)).toMatchObject({ isAvailable: true, roomType: 'Deluxe' });
    expect(await tower(3, 6)).toMatchObject({ isAvailable: true, roomType: 'Standard' });
  });

  it('is not available for nights beyond the inventory window', async () => {
    // inventory runs 365 nights from 2026-11-22, i.e. through 2027-11-21
    const inside = await get(stay({ checkInDate: '2027-11-19', checkOutDate: '2027-11-22' }));
    expect(inside.body[0].isAvailable).toBe(true);
    const outside = await get(stay({ checkInDate: '2027-11-20', checkOutDate: '2027-11-23' }));
    expect(outside.body[0]).toMatchObject({ isAvailable: false, availableRooms: 0 });
  });

  it.each([
    [{ city: '' }, 'City is required'],
    [{ city: '   ' }, 'City is required'],
    [{ checkInDate: '' }, 'Check-in date is required'],
    [{ checkOutDate: '' }, 'Check-out date is required'],
    [{ checkInDate: '2026-02-30' }, 'Check-in date must be a date (yyyy-MM-dd)'],
    [{ checkInDate: TODAY }, 'Check-in date must be in the future'],
    [{ checkInDate: '2026-11-01', checkOutDate: '2026-11-03' }, 'Check-in date must be in the future'],
    [{ checkOutDate: '2026-12-01' }, 'Check-out date must be after check-in date'],
    [{ checkOutDate: '2026-11-30' }, 'Check-out date must be after check-in date'],
    [{ checkOutDate: '2027-01-01' }, 'A stay can be at most 30 nights'],
    [{ rooms: 0 }, 'Rooms must be between 1 and 5'],
    [{ rooms: 6 }, 'Rooms must be between 1 and 5'],
    [{ rooms: 'two' }, 'Rooms must be between 1 and 5'],
    [{ guests: 0 }, 'Guests must be between 1 and 6'],
    [{ guests: 7 }, 'Guests must be between 1 and 6'],
    [{ guests: '1.5' }, 'Guests must be between 1 and 6'],
    [{ currency: 'JPY' }, 'Currency must be one of PKR, USD, AED, SAR, QAR, GBP, EUR'],
    [{ currency: 'usd' }, 'Currency must be one of PKR, USD, AED, SAR, QAR, GBP, EUR'],
  ])('answers 400 for %j: %s', async (extra, message) => {
    const { status, body } = await get(stay(extra as Record<string, string | number>));
    expect(status).toBe(400);
    expect(body).toEqual({ message, code: 'BAD_USER_INPUT' });
  });

  it('says City is required when the parameter is missing altogether, and applies the documented defaults', async () => {
    expect(await get('/api/hotels?checkInDate=2026-12-01&checkOutDate=2026-12-02')).toMatchObject({
      status: 400,
      body: { message: 'City is required' },
    });
    const { status, body } = await get('/api/hotels?city=Dubai&checkInDate=2026-12-01&checkOutDate=2026-12-02');
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ name: 'Creek Hotel Dubai', currency: 'PKR', roomCount: 1, guestCount: 2, nights: 1 });
  });

  it('validates on GraphQL with the same messages', async () => {
    const r = await gql(`{ hotels(city: "Makkah", checkInDate: "2026-11-22", checkOutDate: "2026-11-25") { items { id } } }`);
    expect(r.errors?.[0]).toMatchObject({ message: 'Check-in date must be in the future', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('pages a city within bounds', async () => {
    const page = async (limit: number, offset: number) =>
      (
        await gql(
          `query($p: PaginationInput) { hotels(city: "makkah", checkInDate: "2026-12-01", checkOutDate: "2026-12-02", pagination: $p) {
            items { name } hasMore } }`,
          { p: { limit, offset } },
        )
      ).data?.hotels as { items: Array<{ name: string }>; hasMore: boolean };
    expect(await page(2, 0)).toEqual({ items: [{ name: 'Clock Tower Hotel' }, { name: 'Ajyad Hotel' }], hasMore: true });
    expect(await page(2, 2)).toEqual({ items: [{ name: 'Aziziyah Inn' }], hasMore: false });
    expect((await get(stay({ limit: 101 }))).body.message).toBe('Limit must be between 1 and 100');
  });

  it('answers a search in one SQL statement (hotels, room types, availability and the rates together)', async () => {
    const { count, sql } = await countStatements(() => get(stay({ currency: 'USD' })));
    expect(count, sql.join('\n')).toBe(1);
    const graph = await countStatements(() =>
      gql('{ hotels(city: "Makkah", checkInDate: "2026-12-01", checkOutDate: "2026-12-03") { items { id } } }'),
    );
    expect(graph.count).toBe(1);
  });

  it("shows a hotel's facts as they are now (the REST list keeps their JSON between searches)", async () => {
    const conn = t.db.orm.em.getConnection();
    const before = (await get(stay())).body[0];
    await conn.execute(`update hotel set name = 'Clock Tower Hotel "Renamed"', amenities = array['Lift'] where id = ?`, [before.id]);
    try {
      domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
      const after = (await get(stay())).body.find((h: { id: string }) => h.id === before.id);
      expect(after).toMatchObject({ name: 'Clock Tower Hotel "Renamed"', amenities: ['Lift'], pricePerNightFormatted: before.pricePerNightFormatted });
    } finally {
      await conn.execute('update hotel set name = ?, amenities = array(select json_array_elements_text(?::json)) where id = ?', [
        before.name,
        JSON.stringify(before.amenities),
        before.id,
      ]);
      domainEvents.emitEvent('catalogue.changed', { kind: 'inventory' });
    }
    expect((await get(stay())).body[0]).toEqual(before);
  });

  it('prices with the rates as they are now', async () => {
    const conn = t.db.orm.em.getConnection();
    const [{ rate }] = await conn.execute(`select rate from currency where code = 'USD'`);
    await conn.execute(`update currency set rate = 0.004 where code = 'USD'`);
    try {
      // 45,000 × 0.004 = 180.00
      expect((await get(stay({ currency: 'USD' }))).body[0].pricePerNightFormatted).toBe('$180.00');
    } finally {
      await conn.execute(`update currency set rate = ? where code = 'USD'`, [rate]);
    }
    expect((await get(stay({ currency: 'USD' }))).body[0].pricePerNightFormatted).toBe('$160.43');
  });
});

describe("one hotel's prices in every currency (a card's breakdown)", () => {
  const PRICES = `query($hotelId: ID!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {
    hotelPrices(hotelId: $hotelId, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests) {
      currency pricePerNight total formatted totalFormatted } }`;
  const prices = (hotelId: string, extra: Record<string, unknown> = {}) =>
    gql(PRICES, { hotelId, checkInDate: '2026-12-01', checkOutDate: '2026-12-04', rooms: 1, guests: 2, ...extra });

  it("is the search's multiCurrencyPricing for the same stay and party, in every currency", async () => {
    for (const party of [{ rooms: 1, guests: 2 }, { rooms: 1, guests: 3 }, { rooms: 2, guests: 6 }, { rooms: 1, guests: 6 }]) {
      const { body } = await get(stay(party));
      for (const h of body as Array<{ id: string; multiCurrencyPricing: Record<string, Record<string, string>> }>) {
        const r = await prices(h.id, party);
        const list = r.data?.hotelPrices as Array<Record<string, string>>;
        expect(list.map((p) => p.currency)).toEqual(['PKR', 'USD', 'AED', 'SAR', 'QAR', 'GBP', 'EUR']);
        for (const { currency, ...rest } of list) expect(rest, `${h.id} ${currency}`).toEqual(h.multiCurrencyPricing[currency]);
      }
    }
  });

  it('answers in one SQL statement', async () => {
    const { body } = await get(stay());
    const { count } = await countStatements(() => prices(body[0].id));
    expect(count).toBe(1);
  });

  it("says 'Hotel not found' for an unknown or malformed id, and the search's messages for a bad stay", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await prices(id)).errors?.[0]).toMatchObject({ message: 'Hotel not found', extensions: { code: 'NOT_FOUND' } });
    }
    const { body } = await get(stay());
    expect((await prices(body[0].id, { checkInDate: '2026-11-22' })).errors?.[0]).toMatchObject({
      message: 'Check-in date must be in the future',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await prices(body[0].id, { rooms: 9 })).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('artwork', () => {
  it('serves each record its SVG with long cache headers', async () => {
    for (const url of [
      '/media/art/package/umrah-economy-karachi.svg',
      '/media/art/transport/green-line-karachi-lahore.svg',
      '/media/art/hotel/makkah-clock-tower.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('answers 404 JSON for unknown kinds, slugs or extensions', async () => {
    for (const url of [
      '/media/art/package/no-such-package.svg',
      '/media/art/boat/umrah-economy-karachi.svg',
      '/media/art/package/umrah-economy-karachi.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'No such image', code: 'NOT_FOUND' });
    }
    // an encoded slash is refused before any route (security/request-path.ts)
    expect((await t.app.inject({ method: 'GET', url: '/media/art/package/..%2F..%2Fetc.svg' })).statusCode).toBe(400);
  });

  it('renders a record once, then serves it from memory', async () => {
    const url = '/media/art/hotel/dubai-creek-hotel.svg';
    const first = await t.app.inject({ method: 'GET', url });
    const { count } = await countStatements(() => t.app.inject({ method: 'GET', url }));
    expect(count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url })).body).toBe(first.body);
  });
});

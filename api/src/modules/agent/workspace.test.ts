import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREATE, DELETE, type Loose, PACKAGE_FIELDS, UPDATE, agentHelpers, umrahInput } from '../../test/agent-helpers.js';
import { domainEvents } from '../../core/events.js';
import { useTestApp } from '../../test/app.js';
import { ADMIN_FIELDS_REFUSED, NOT_YOUR_PACKAGE } from './workspace.service.js';

const t = useTestApp({ env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-agent-')) } });
const { signUp, gql, sql, countStatements } = agentHelpers(t);
// 10:00 UTC on 22 Nov 2026 is 15:00 in Karachi: "this month" is November 2026
const NOW = new Date('2026-11-22T10:00:00Z');

beforeAll(() => {
  t.clock.now = NOW;
});

const MY = `query My($search: String, $type: PackageType, $pagination: PaginationInput) {
  myPackages(search: $search, type: $type, pagination: $pagination) { items { id name type status availableSpots maxCapacity } hasMore }
}`;

async function create(cookie: string, over: Record<string, unknown> = {}) {
  const res = await gql(CREATE, { input: umrahInput(over) }, cookie);
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data?.createPackage as Loose;
}

const book = (cookie: string, packageId: string, passengerCount = 1) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: { type: 'package', packageId, passengerCount } });

const row = async (id: string) => (await sql('select * from package where id = ?', [id]))[0];

describe('createPackage', () => {
  it('creates an active package of the agent with every spot free; it is on /api/packages under its type at once', async () => {
    const agent = await signUp();
    const pkg = await create(agent.cookie, { originalPriceInPkr: '199000.50', featured: true, advancePaymentPercent: 25 });
    expect(pkg).toMatchObject({
      name: 'Premium Umrah from Karachi',
      type: 'umrah',
      status: 'active',
      priceInPkr: '185000.00',
      originalPriceInPkr: '199000.50',
      maxCapacity: 40,
      availableSpots: 40,
      bookings: 0,
      featured: true,
      transportType: 'business',
      makkahNights: 8,
      makkahHotelRating: 5,
      visaIncluded: true,
      advancePaymentPercent: 25,
      inclusions: ['Umrah visa', 'Return flights'],
      exclusions: ['Meals'],
      images: [],
      ownerId: agent.id,
      destinations: [],
    });
    expect(pkg.slug).toMatch(/^premium-umrah-from-karachi-[0-9a-f]{6}$/);
    // no image uploaded: the generated artwork
    expect(pkg.imageUrl).toBe(`/media/art/package/${pkg.slug}.svg`);
    const listed = (await t.app.inject({ url: '/api/packages?type=umrah' })).json() as Array<{ id: string }>;
    expect(listed.map((p) => p.id)).toContain(pkg.id);
    const holiday = (await t.app.inject({ url: '/api/packages?type=holiday' })).json() as Array<{ id: string }>;
    expect(holiday.map((p) => p.id)).not.toContain(pkg.id);
  });

  it('applies the spec defaults: economy, 30% advance payment, not featured, no visa', async () => {
    const agent = await signUp();
    const pkg = await create(agent.cookie, {
      transportType: undefined,
      visaIncluded: undefined,
      advancePaymentPercent: undefined,
      featured: undefined,
    });
    expect(pkg).toMatchObject({ transportType: 'economy', advancePaymentPercent: 30, featured: false, visaIncluded: false });
  });

  it('keeps Makkah / Madinah details only on Umrah and Hajj packages', async () => {
    const agent = await signUp();
    const pkg = await create(agent.cookie, { type: 'holiday', name: 'Hunza Valley Escape' });
    expect(pkg).toMatchObject({ type: 'holiday', makkahHotel: null, makkahNights: null, madinahHotelRating: null, departureCity: 'Karachi' });
  });

  it('answers every rule with the spec message (400 over REST-mapped codes) and creates nothing', async () => {
    const agent = await signUp();
    const count = async () => (await sql<{ c: number }>('select count(*)::int as c from package'))[0].c;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'Package name is required'],
      [{ name: null }, 'name', 'Package name is required'],
      [{ name: '   ' }, 'name', 'Package name is required'],
      [{ description: 'Too short' }, 'description', 'Description must be at least 10 characters'],
      [{ description: null }, 'description', 'Description must be at least 10 characters'],
      [{ duration: '' }, 'duration', 'Duration is required'],
      [{ priceInPkr: '0' }, 'priceInPkr', 'Price must be greater than 0'],
      [{ priceInPkr: null }, 'priceInPkr', 'Price must be greater than 0'],
      [{ priceInPkr: '12.345' }, 'priceInPkr', 'Prices have at most 2 decimals'],
      [{ originalPriceInPkr: '0' }, 'originalPriceInPkr', 'Original price must be greater than 0'],
      [{ maxCapacity: 0 }, 'maxCapacity', 'Max capacity must be greater than 0'],
      [{ maxCapacity: null }, 'maxCapacity', 'Max capacity must be greater than 0'],
      [{ inclusions: [] }, 'inclusions', 'At least one inclusion is required'],
      [{ inclusions: ['  '] }, 'inclusions', 'At least one inclusion is required'],
      [{ inclusions: null }, 'inclusions', 'At least one inclusion is required'],
      [{ type: null }, 'type', 'Package type must be one of umrah, hajj, holiday, international, domestic'],
      [{ makkahHotelRating: 0 }, 'makkahHotelRating', 'Hotel rating must be between 1 and 5'],
      [{ madinahHotelRating: 6 }, 'madinahHotelRating', 'Hotel rating must be between 1 and 5'],
      [{ makkahNights: -1 }, 'makkahNights', 'Nights must be 0 or more'],
      [{ madinahNights: -3 }, 'madinahNights', 'Nights must be 0 or more'],
      [{ advancePaymentPercent: -1 }, 'advancePaymentPercent', 'Advance payment must be between 0 and 100'],
      [{ advancePaymentPercent: 101 }, 'advancePaymentPercent', 'Advance payment must be between 0 and 100'],
      [{ images: ['https://elsewhere.example/x.jpg'] }, 'images', 'Images must be uploaded with the image uploader'],
    ];
    for (const [over, field, message] of cases) {
      const res = await gql(CREATE, { input: umrahInput(over) }, agent.cookie);
      expect(res.errors?.[0], JSON.stringify(over)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    // a missing key reads as empty: the rule's own message, not GraphQL's
    const { name: _n, ...noName } = umrahInput();
    expect((await gql(CREATE, { input: noName }, agent.cookie)).errors?.[0].message).toBe('Package name is required');
    // the transport class is a GraphQL enum: anything else never reaches the service
    expect((await gql(CREATE, { input: umrahInput({ transportType: 'premium' }) }, agent.cookie)).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
  });

  it('401 signed out, 403 for travellers on every workspace operation', async () => {
    const traveller = await signUp('end_user');
    const agent = await signUp();
    const pkg = await create(agent.cookie);
    const ops: Array<[string, Record<string, unknown>]> = [
      [CREATE, { input: umrahInput() }],
      [UPDATE, { id: pkg.id, input: { name: 'Mine now' } }],
      [DELETE, { id: pkg.id }],
      [MY, {}],
      ['{ agentStats { totalPackages } }', {}],
      ['{ agentActivity { id } }', {}],
      ['{ agentMonthly { month } }', {}],
    ];
    for (const [query, variables] of ops) {
      expect((await gql(query, variables)).errors?.[0].extensions.code, query).toBe('UNAUTHENTICATED');
      expect((await gql(query, variables, traveller.cookie)).errors?.[0].extensions.code, query).toBe('FORBIDDEN');
    }
    expect((await row(pkg.id)).name).toBe('Premium Umrah from Karachi');
  });
});

describe('ownership', () => {
  it('agent B can neither update nor delete agent A’s package (403) and nothing changes', async () => {
    const a = await signUp();
    const b = await signUp();
    const pkg = await create(a.cookie);
    const before = await row(pkg.id);
    const update = await gql(UPDATE, { id: pkg.id, input: umrahInput({ name: 'Hijacked', maxCapacity: 1 }) }, b.cookie);
    expect(update.errors?.[0]).toMatchObject({ message: NOT_YOUR_PACKAGE, extensions: { code: 'FORBIDDEN' } });
    const del = await gql(DELETE, { id: pkg.id }, b.cookie);
    expect(del.errors?.[0]).toMatchObject({ message: NOT_YOUR_PACKAGE, extensions: { code: 'FORBIDDEN' } });
    expect(await row(pkg.id)).toEqual(before);
    // and B does not see it among its packages
    const mine = await gql(MY, {}, b.cookie);
    expect(mine.data?.myPackages.items.map((p: { id: string }) => p.id)).not.toContain(pkg.id);
  });

  it('the owner updates its package; fields left out keep their values', async () => {
    const a = await signUp();
    const pkg = await create(a.cookie);
    const res = await gql(UPDATE, { id: pkg.id, input: { name: 'Economy Umrah from Karachi', priceInPkr: '150000', status: 'inactive' } }, a.cookie);
    expect(res.errors).toBeUndefined();
    expect(res.data?.updatePackage).toMatchObject({
      name: 'Economy Umrah from Karachi',
      priceInPkr: '150000.00',
      status: 'inactive',
      description: pkg.description,
      makkahHotel: 'Swissotel Al Maqam',
      maxCapacity: 40,
      inclusions: ['Umrah visa', 'Return flights'],
    });
    // the update is still checked by the same rules
    const bad = await gql(UPDATE, { id: pkg.id, input: { ...umrahInput(), inclusions: [] } }, a.cookie);
    expect(bad.errors?.[0].message).toBe('At least one inclusion is required');
    expect((await gql(UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: umrahInput() }, a.cookie)).errors?.[0].extensions.code).toBe(
      'NOT_FOUND',
    );
  });

  it('the super admin manages any package and alone sets destinations, countries and dates', async () => {
    const agent = await signUp();
    const admin = await signUp('super_admin');
    const pkg = await create(agent.cookie);
    const refused = await gql(UPDATE, { id: pkg.id, input: { destinations: ['Makkah'] } }, agent.cookie);
    expect(refused.errors?.[0]).toMatchObject({ message: ADMIN_FIELDS_REFUSED, extensions: { code: 'FORBIDDEN' } });
    const refusedCreate = await gql(CREATE, { input: umrahInput({ startDate: '2027-01-01' }) }, agent.cookie);
    expect(refusedCreate.errors?.[0].message).toBe(ADMIN_FIELDS_REFUSED);
    // empty values from an agent's form are ignored
    expect((await gql(UPDATE, { id: pkg.id, input: { destinations: [], countries: [], startDate: null } }, agent.cookie)).errors).toBeUndefined();

    const res = await gql(
      UPDATE,
      { id: pkg.id, input: { destinations: ['Makkah', 'Madinah'], countries: ['Saudi Arabia'], startDate: '2027-01-10', endDate: '2027-01-24' } },
      admin.cookie,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updatePackage).toMatchObject({ destinations: ['Makkah', 'Madinah'], countries: ['Saudi Arabia'], startDate: '2027-01-10', endDate: '2027-01-24', ownerId: agent.id });
    const order = await gql(UPDATE, { id: pkg.id, input: { startDate: '2027-02-10', endDate: '2027-01-24' } }, admin.cookie);
    expect(order.errors?.[0]).toMatchObject({ message: 'End date must be on or after the start date', extensions: { field: 'endDate' } });
    // the agent editing it later keeps the admin's fields
    await gql(UPDATE, { id: pkg.id, input: { name: 'Renamed by agent' } }, agent.cookie);
    expect((await row(pkg.id)).destinations).toEqual(['Makkah', 'Madinah']);

    const own = await gql(CREATE, { input: umrahInput({ type: 'hajj', countries: ['Saudi Arabia'] }) }, admin.cookie);
    expect(own.data?.createPackage).toMatchObject({ ownerId: null, countries: ['Saudi Arabia'], type: 'hajj' });
    expect((await gql(DELETE, { id: pkg.id }, admin.cookie)).data?.deletePackage.outcome).toBe('deleted');
  });
});

describe('capacity', () => {
  it('keeps booked = max - available when the capacity changes and refuses a capacity below what is booked', async () => {
    const agent = await signUp();
    const traveller = await signUp('end_user');
    const pkg = await create(agent.cookie, { maxCapacity: 10 });
    expect((await book(traveller.cookie, pkg.id, 2)).statusCode).toBe(201);
    expect((await book(traveller.cookie, pkg.id, 1)).statusCode).toBe(201);

    const grown = await gql(UPDATE, { id: pkg.id, input: { maxCapacity: 25 } }, agent.cookie);
    expect(grown.data?.updatePackage).toMatchObject({ maxCapacity: 25, availableSpots: 22 });
    const shrunk = await gql(UPDATE, { id: pkg.id, input: { maxCapacity: 3 } }, agent.cookie);
    expect(shrunk.data?.updatePackage).toMatchObject({ maxCapacity: 3, availableSpots: 0 });

    const before = await row(pkg.id);
    const refused = await gql(UPDATE, { id: pkg.id, input: { maxCapacity: 2, name: 'Should not stick' } }, agent.cookie);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Max capacity cannot be less than the 3 spots already booked',
      extensions: { code: 'BAD_USER_INPUT', field: 'maxCapacity' },
    });
    expect(await row(pkg.id)).toEqual(before);
  });

  it('bookings racing capacity changes: never oversold, booked always = max - available', async () => {
    const agent = await signUp();
    const travellers = await Promise.all([1, 2, 3, 4].map(() => signUp('end_user')));
    const pkg = await create(agent.cookie, { maxCapacity: 20 });
    const capacities = [12, 30, 15, 25, 18, 40, 22];
    const results = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => book(travellers[i % travellers.length].cookie, pkg.id).then((r) => ({ kind: 'book', status: r.statusCode }))),
      ...capacities.map((maxCapacity) =>
        gql(UPDATE, { id: pkg.id, input: { maxCapacity } }, agent.cookie).then((r) => ({ kind: 'capacity', status: r.errors ? 400 : 200 })),
      ),
    ]);
    const booked = results.filter((r) => r.kind === 'book' && r.status === 201).length;
    expect(results.filter((r) => r.kind === 'book').every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const final = await row(pkg.id);
    // new bookings hold their spots while they wait for their advance (issue 16)
    const holding = (await sql<{ c: number }>('select count(*)::int as c from booking where package_id = ? and inventory_held', [pkg.id]))[0].c;
    expect(holding).toBe(booked);
    expect(final.max_capacity - final.available_spots).toBe(booked);
    expect(final.available_spots).toBeGreaterThanOrEqual(0);
  });
});

describe('deletePackage', () => {
  it('deletes a package nobody booked and archives one with bookings (it leaves /packages, history stays)', async () => {
    const agent = await signUp();
    const traveller = await signUp('end_user');
    const unbooked = await create(agent.cookie, { name: 'Never booked' });
    const booked = await create(agent.cookie, { name: 'Booked once' });
    const b = (await book(traveller.cookie, booked.id)).json();
    await t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, headers: { cookie: traveller.cookie }, payload: {} });

    expect((await gql(DELETE, { id: unbooked.id }, agent.cookie)).data?.deletePackage).toEqual({ id: unbooked.id, outcome: 'deleted', package: null });
    expect(await row(unbooked.id)).toBeUndefined();
    // a cancelled booking is still history
    expect((await gql(DELETE, { id: booked.id }, agent.cookie)).data?.deletePackage).toEqual({
      id: booked.id,
      outcome: 'archived',
      package: { id: booked.id, status: 'inactive' },
    });
    expect((await row(booked.id)).status).toBe('inactive');
    const listed = (await t.app.inject({ url: '/api/packages?type=umrah&limit=100' })).json() as Array<{ id: string }>;
    expect(listed.map((p) => p.id)).not.toContain(booked.id);
    // archived packages take no bookings
    expect((await book(traveller.cookie, booked.id)).statusCode).toBe(409);
    expect((await gql(DELETE, { id: unbooked.id }, agent.cookie)).errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('catalogue.changed', () => {
  it('is announced once per committed package write (create, update, delete), never for a refused one', async () => {
    const seen: string[] = [];
    const off = domainEvents.onEvent('catalogue.changed', ({ kind }) => seen.push(kind));
    try {
      const agent = await signUp();
      const other = await signUp();
      const pkg = await create(agent.cookie);
      expect(seen).toEqual(['package']);
      await gql(UPDATE, { id: pkg.id, input: { name: 'Renamed Umrah package' } }, agent.cookie);
      expect(seen).toEqual(['package', 'package']);
      // refused writes change nothing and say nothing
      expect((await gql(UPDATE, { id: pkg.id, input: { maxCapacity: 0 } }, agent.cookie)).errors).toBeDefined();
      expect((await gql(DELETE, { id: pkg.id }, other.cookie)).errors).toBeDefined();
      expect(seen).toHaveLength(2);
      await gql(DELETE, { id: pkg.id }, agent.cookie);
      expect(seen).toEqual(['package', 'package', 'package']);
    } finally {
      off();
    }
  });
});

describe('myPackages', () => {
  it('agents see their own packages in any status, newest first; the super admin sees everyone’s', async () => {
    const a = await signUp();
    const b = await signUp();
    const admin = await signUp('super_admin');
    t.clock.now = new Date(NOW.getTime() - 60_000);
    const first = await create(a.cookie, { name: 'Hajj Deluxe 2027', type: 'hajj' });
    t.clock.now = NOW;
    const second = await create(a.cookie, { name: 'Umrah in Ramadan', status: 'inactive' });
    const others = await create(b.cookie, { name: 'Umrah for families' });

    const mine = await gql(MY, {}, a.cookie);
    expect(mine.data?.myPackages.items.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    const all = await gql(MY, { pagination: { limit: 100 } }, admin.cookie);
    expect(all.data?.myPackages.items.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([first.id, second.id, others.id]));
  });

  it('searches names case-insensitively by word prefix, filters by type, pages', async () => {
    const a = await signUp();
    await create(a.cookie, { name: 'Shawwal Umrah Saver' });
    await create(a.cookie, { name: 'Hajj Classic', type: 'hajj' });
    await create(a.cookie, { name: 'Skardu Explorer', type: 'domestic', description: 'Umrah is not this one: Skardu and Deosai.' });
    const names = async (variables: Record<string, unknown>) =>
      ((await gql(MY, variables, a.cookie)).data?.myPackages.items as Array<{ name: string }>).map((p) => p.name).sort();
    expect(await names({ search: 'UMR' })).toEqual(['Shawwal Umrah Saver']);
    expect(await names({ search: 'shawwal saver' })).toEqual(['Shawwal Umrah Saver']);
    expect(await names({ search: 'hajj' })).toEqual(['Hajj Classic']);
    expect(await names({ type: 'domestic' })).toEqual(['Skardu Explorer']);
    expect(await names({ search: 'umrah', type: 'domestic' })).toEqual([]);
    expect(await names({ search: '%' })).toHaveLength(3);
    const page = await gql(MY, { pagination: { limit: 2 } }, a.cookie);
    expect(page.data?.myPackages).toMatchObject({ hasMore: true });
    expect(page.data?.myPackages.items).toHaveLength(2);
  });

  it('answers a list in one SQL statement besides the session lookup, however many packages', async () => {
    const a = await signUp();
    for (let i = 0; i < 12; i++) await create(a.cookie, { name: `Package number ${i}` });
    const baseline = await countStatements(() => gql('{ me { id } }', {}, a.cookie));
    const big = await countStatements(() => gql(`query { myPackages(pagination: { limit: 50 }) { items { ${PACKAGE_FIELDS} } } }`, {}, a.cookie));
    const searched = await countStatements(() => gql(MY, { search: 'package', type: 'umrah' }, a.cookie));
    // `me` reads the user once; myPackages reads the page once
    expect(big.count, big.sql.join('\n')).toBe(baseline.count);
    expect(searched.count, searched.sql.join('\n')).toBe(baseline.count);
  });
});

describe('agent dashboard figures', () => {
  // bookings inserted as they would be after months of trading: seller, status, total, date
  async function seedBooking(sellerId: string, userId: string, packageId: string, status: string, total: string, createdAt: string) {
    await sql(
      `insert into booking (user_id, seller_id, type, item_name, package_id, passenger_count, total_price_in_pkr, status, created_at, travel_date)
       values (?, ?, 'package', 'Seeded package', ?, 1, ?, ?, ?, ?)`,
      [userId, sellerId, packageId, total, status, createdAt, '2027-03-01T00:00:00Z'],
    );
  }

  it('computes the four cards, the performance summary, months and activity from seeded data', async () => {
    const agent = await signUp();
    const other = await signUp();
    const traveller = await signUp('end_user');
    // one package last month, two this month (Karachi time: 1 Nov 00:30 PKT is still 31 Oct in UTC)
    t.clock.now = new Date('2026-10-20T09:00:00Z');
    const old = await create(agent.cookie, { name: 'October Umrah' });
    t.clock.now = new Date('2026-10-31T19:30:00Z');
    const early = await create(agent.cookie, { name: 'First of November' });
    t.clock.now = NOW;
    const fresh = await create(agent.cookie, { name: 'Fresh Hajj', type: 'hajj' });
    await create(other.cookie, { name: 'Not mine' });
    await sql('update package set rating = 4.0, bookings_count = 30 where id = ?', [old.id]);
    await sql('update package set rating = 5.0, bookings_count = 10 where id = ?', [early.id]);

    await seedBooking(agent.id, traveller.id, old.id, 'completed', '100000.00', '2026-09-15T10:00:00Z');
    await seedBooking(agent.id, traveller.id, old.id, 'completed', '200000.00', '2026-10-05T10:00:00Z');
    await seedBooking(agent.id, traveller.id, old.id, 'cancelled', '999999.00', '2026-10-06T10:00:00Z');
    await seedBooking(agent.id, traveller.id, early.id, 'confirmed', '150000.00', '2026-11-02T10:00:00Z');
    await seedBooking(agent.id, traveller.id, early.id, 'confirmed', '100000.50', '2026-11-10T10:00:00Z');
    await seedBooking(agent.id, traveller.id, fresh.id, 'pending', '50000.00', '2026-11-21T10:00:00Z');
    await seedBooking(agent.id, traveller.id, fresh.id, 'cancelled', '70000.00', '2026-11-21T11:00:00Z');
    // another agent's sale counts for nobody here
    await seedBooking(other.id, traveller.id, fresh.id, 'confirmed', '123456.00', '2026-11-21T12:00:00Z');

    const stats = await gql(
      `{ agentStats { totalPackages packagesAddedThisMonth activePackages activeBookings pendingBookings totalBookings
          bookingConversionPercent monthlyEarnings lastMonthEarnings earningsChangePercent averageRating reviewCount } }`,
      {},
      agent.cookie,
    );
    expect(stats.errors).toBeUndefined();
    expect(stats.data?.agentStats).toEqual({
      totalPackages: 3,
      packagesAddedThisMonth: 2,
      activePackages: 3,
      activeBookings: 3,
      pendingBookings: 1,
      totalBookings: 7,
      // 5 of 7 not cancelled
      bookingConversionPercent: 71,
      // 150,000 + 100,000.50 + 50,000 (the cancelled one does not count)
      monthlyEarnings: '300000.50',
      lastMonthEarnings: '200000.00',
      earningsChangePercent: 50,
      // (4.0 × 30 + 5.0 × 10) / 40 = 4.25 → 4.3
      averageRating: 4.3,
      reviewCount: 40,
    });

    const months = await gql('{ agentMonthly(months: 3) { month bookings earnings } }', {}, agent.cookie);
    expect(months.data?.agentMonthly).toEqual([
      { month: '2026-09', bookings: 1, earnings: '100000.00' },
      { month: '2026-10', bookings: 1, earnings: '200000.00' },
      { month: '2026-11', bookings: 3, earnings: '300000.50' },
    ]);
    expect((await gql('{ agentMonthly(months: 30) { month } }', {}, agent.cookie)).errors?.[0].message).toBe('Months must be between 1 and 24');

    const later = new Date(NOW.getTime() + 60_000);
    t.clock.now = later;
    await gql(UPDATE, { id: old.id, input: { name: 'October Umrah (updated)' } }, agent.cookie);
    t.clock.now = NOW;
    const activity = await gql('{ agentActivity(limit: 4) { id kind description status at amountInPkr } }', {}, agent.cookie);
    expect(activity.data?.agentActivity).toEqual([
      { id: `package:${old.id}`, kind: 'package', description: 'Package updated: October Umrah (updated)', status: 'updated', at: later.toISOString(), amountInPkr: null },
      { id: `package:${fresh.id}`, kind: 'package', description: 'Package created: Fresh Hajj', status: 'new', at: NOW.toISOString(), amountInPkr: null },
      expect.objectContaining({ kind: 'booking', status: 'cancelled', description: `Booking cancelled: Seeded package by ${traveller.username}`, amountInPkr: '70000.00' }),
      expect.objectContaining({ kind: 'booking', status: 'pending', description: `Booking request: Seeded package by ${traveller.username}` }),
    ]);
  });

  it('a new agent starts from zeros; the figures take one SQL statement each', async () => {
    const agent = await signUp();
    const stats = await gql('{ agentStats { totalPackages activeBookings monthlyEarnings earningsChangePercent averageRating reviewCount bookingConversionPercent } }', {}, agent.cookie);
    expect(stats.data?.agentStats).toEqual({
      totalPackages: 0,
      activeBookings: 0,
      monthlyEarnings: '0.00',
      earningsChangePercent: null,
      averageRating: null,
      reviewCount: 0,
      bookingConversionPercent: null,
    });
    const baseline = await countStatements(() => gql('{ me { id } }', {}, agent.cookie));
    for (const query of ['{ agentStats { totalPackages } }', '{ agentActivity { id } }', '{ agentMonthly { month } }']) {
      const { count, sql: seen } = await countStatements(() => gql(query, {}, agent.cookie));
      expect(count, seen.join('\n')).toBe(baseline.count);
    }
  });
});

describe('bookings(sold: true)', () => {
  it('lists only bookings of what the caller sells, not its own trips', async () => {
    const a = await signUp();
    const b = await signUp();
    const traveller = await signUp('end_user');
    const mine = await create(a.cookie, { name: 'Sold by A' });
    const theirs = await create(b.cookie, { name: 'Sold by B' });
    const sale = (await book(traveller.cookie, mine.id)).json();
    const trip = (await book(a.cookie, theirs.id)).json();
    const q = 'query($sold: Boolean) { bookings(sold: $sold) { items { id bookedBy } } }';
    const sold = (await gql(q, { sold: true }, a.cookie)).data?.bookings.items.map((x: { id: string }) => x.id);
    expect(sold).toEqual([sale.id]);
    const all = (await gql(q, {}, a.cookie)).data?.bookings.items.map((x: { id: string }) => x.id);
    expect(all).toEqual(expect.arrayContaining([sale.id, trip.id]));
  });
});

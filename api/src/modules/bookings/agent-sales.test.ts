import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';

// Issue 17 points 3 and 4: a travel agent books for a customer (no account) with a markup on the net price.

const t = useTestApp();
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-22';

type Json = Record<string, unknown>;
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const ids: Record<string, string> = {};
let n = 0;

function cookieOf(header: string | string[] | undefined): string {
  return ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0];
}

async function signUp(role: 'end_user' | 'b2b_agent' = 'b2b_agent'): Promise<string> {
  n++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: `seller${n}`, email: `seller${n}@example.pk`, password: 'secret123', firstName: 'Sales', lastName: `N${n}`, role },
  });
  return cookieOf(res.headers['set-cookie']);
}

type Auth = { cookie?: string; key?: string };
const headersOf = (auth: Auth): Record<string, string> => ({
  ...(auth.cookie ? { cookie: auth.cookie } : {}),
  ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}),
});
const cookie = (c: string): Auth => ({ cookie: c });

async function gql(auth: Auth, query: string, variables: Json = {}): Promise<{ data?: Loose; errors?: Loose[] }> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headersOf(auth) }, payload: { query, variables } });
  return res.json();
}
const rest = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: Json) =>
  t.app.inject({ method, url, headers: headersOf(auth), ...(payload ? { payload } : {}) });

async function sql<T = Json>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
}

const SALE = 'id totalPriceInPkr markupInPkr sellingPriceInPkr passengerCount bookedBy customer { leadName phone email passengers { name passportNumber } }';
const BOOK = `mutation($input: BookInput!) { book(input: $input) { ${SALE} } }`;
const QUOTE = 'query($input: BookInput!, $m: Decimal) { quote(input: $input, markupInPkr: $m) { itemName passengerCount netPriceInPkr markupInPkr sellingPriceInPkr } }';
const SET = 'mutation($p: MarkupProductType!, $k: MarkupKind!, $v: Decimal!) { setMarkup(productType: $p, kind: $k, value: $v) { productType kind value updatedAt } }';
const MINE = '{ myMarkups { productType kind value updatedAt } }';

const customer = (over: Json = {}): Json => ({
  leadName: 'Bilal Ahmed',
  phone: '+92 300 1234567',
  email: 'Bilal@Example.pk',
  passengers: [
    { name: 'Bilal Ahmed', passportNumber: 'ab1234567' },
    { name: 'Sana Bilal', passportNumber: 'CD 765432' },
  ],
  ...over,
});
const packageFor = (slug: string, over: Json = {}): Json => ({ type: 'package', packageId: ids[slug], passengerCount: 2, customer: customer(), ...over });

async function counts(): Promise<{ bookings: number; spots: number }> {
  const [b] = await sql<{ n: string }>('select count(*) as n from booking');
  const [p] = await sql<{ available_spots: number }>('select available_spots from package where id = ?', [ids['umrah-economy-karachi']]);
  return { bookings: Number(b.n), spots: Number(p.available_spots) };
}

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  for (const row of await sql<{ slug: string; id: string }>('select slug, id::text as id from package union all select slug, id::text from hotel union all select slug, id::text from transport_option')) {
    ids[row.slug] = row.id;
  }
});

describe('booking for a customer', () => {
  it('an agent books a package for a walk-in customer: the booking records the agent and the customer, passports upper-cased', async () => {
    const agent = await signUp();
    const res = await gql(cookie(agent), BOOK, { input: packageFor('umrah-economy-karachi') });
    expect(res.errors).toBeUndefined();
    const b = res.data.book;
    expect(b).toMatchObject({
      totalPriceInPkr: '370000.00',
      markupInPkr: '0.00',
      sellingPriceInPkr: '370000.00',
      passengerCount: 2,
      bookedBy: `seller${n}`,
      customer: {
        leadName: 'Bilal Ahmed',
        phone: '+92 300 1234567',
        email: 'bilal@example.pk',
        passengers: [
          { name: 'Bilal Ahmed', passportNumber: 'AB1234567' },
          { name: 'Sana Bilal', passportNumber: 'CD765432' },
        ],
      },
    });
    const [row] = await sql<Json>(
      `select b.customer_name, b.customer_phone, b.customer_email, b.passengers, b.markup_in_pkr::text as markup, b.selling_price_in_pkr::text as selling,
              b.total_price_in_pkr::text as total, u.username
         from booking b join app_user u on u.id = b.user_id where b.id = ?`,
      [b.id],
    );
    expect(row).toEqual({
      customer_name: 'Bilal Ahmed',
      customer_phone: '+92 300 1234567',
      customer_email: 'bilal@example.pk',
      passengers: [
        { name: 'Bilal Ahmed', passportNumber: 'AB1234567' },
        { name: 'Sana Bilal', passportNumber: 'CD765432' },
      ],
      markup: '0.00',
      selling: '370000.00',
      total: '370000.00',
      username: `seller${n}`,
    });
  });

  it('books hotels and transport for a customer too (passengers optional there), through REST as well', async () => {
    const agent = await signUp();
    const hotel = await rest('POST', '/api/bookings', cookie(agent), {
      type: 'hotel',
      hotelId: ids['makkah-aziziyah-inn'],
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-13',
      roomCount: 1,
      guestCount: 2,
      roomType: 'Standard',
      customer: { leadName: 'Hina Raza', phone: '03001234567', email: 'hina@example.pk' },
    });
    expect(hotel.statusCode).toBe(201);
    expect(hotel.json()).toMatchObject({ type: 'hotel', customer: { leadName: 'Hina Raza', passengers: [] }, markupInPkr: '0.00' });
    expect(hotel.json().sellingPriceInPkr).toBe(hotel.json().totalPriceInPkr);

    const ride = await rest('POST', '/api/bookings', cookie(agent), {
      type: 'transport',
      transportId: ids['lahore-islamabad-business'],
      passengerCount: 1,
      customer: { leadName: 'Hina Raza', phone: '03001234567', email: 'hina@example.pk', passengers: [{ name: 'Hina Raza', passportNumber: 'zx9988776' }] },
    });
    expect(ride.statusCode).toBe(201);
    expect(ride.json()).toMatchObject({ totalPriceInPkr: '3600.00', customer: { passengers: [{ name: 'Hina Raza', passportNumber: 'ZX9988776' }] } });
  });

  it('bad customer input answers 400 with the rule’s message and changes nothing', async () => {
    const agent = await signUp();
    const before = await counts();
    const cases: Array<[Json, string]> = [
      [{ customer: customer({ leadName: '  ' }) }, 'Lead passenger name is required'],
      [{ customer: customer({ phone: '12' }) }, 'Phone must be a phone number (7 to 15 digits, optionally starting with +)'],
      [{ customer: customer({ email: 'not-an-email' }) }, 'Please enter a valid email address'],
      [{ customer: customer({ passengers: [{ name: 'A', passportNumber: 'AB12' }, { name: 'B', passportNumber: 'CD765432' }] }) }, 'Passport number must be 6 to 9 letters or digits'],
      [{ customer: customer({ passengers: [{ name: 'A', passportNumber: 'AB-12345' }, { name: 'B', passportNumber: 'CD765432' }] }) }, 'Passport number must be 6 to 9 letters or digits'],
      [{ customer: customer({ passengers: [{ name: 'A', passportNumber: 'AB1234567890' }, { name: 'B', passportNumber: 'CD765432' }] }) }, 'Passport number must be 6 to 9 letters or digits'],
      [{ customer: customer({ passengers: [{ name: '', passportNumber: 'AB123456' }, { name: 'B', passportNumber: 'CD765432' }] }) }, 'Passenger name is required'],
      [{ customer: customer({ passengers: [{ name: 'A', passportNumber: 'AB123456' }] }) }, 'Enter the name and passport number of each of the 2 passenger(s)'],
      [{ customer: customer({ passengers: [] }) }, 'Enter the name and passport number of each of the 2 passenger(s)'],
      [{ customer: customer({ markupInPkr: '-5' }) }, 'Markup must be an amount in PKR with at most 2 decimals, 0 or more'],
      [{ customer: customer({ markupInPkr: '10.505' }) }, 'Markup must be an amount in PKR with at most 2 decimals, 0 or more'],
    ];
    for (const [over, message] of cases) {
      const res = await rest('POST', '/api/bookings', cookie(agent), packageFor('umrah-economy-karachi', over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'BAD_USER_INPUT' });
      const g = await gql(cookie(agent), BOOK, { input: packageFor('umrah-economy-karachi', over) });
      expect(g.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await counts()).toEqual(before);
  });

  it('a traveller cannot book for a customer (403, nothing changes), nor quote with a markup', async () => {
    const traveller = await signUp('end_user');
    const before = await counts();
    const res = await rest('POST', '/api/bookings', cookie(traveller), packageFor('umrah-economy-karachi'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only travel agents book for customers', code: 'FORBIDDEN' });
    const g = await gql(cookie(traveller), BOOK, { input: packageFor('umrah-economy-karachi') });
    expect(g.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await counts()).toEqual(before);
    const q = await gql(cookie(traveller), QUOTE, { input: { type: 'package', packageId: ids['umrah-economy-karachi'] }, m: '500' });
    expect(q.errors?.[0].extensions.code).toBe('FORBIDDEN');
    // a plain quote: no markup
    const plain = await gql(cookie(traveller), QUOTE, { input: { type: 'package', packageId: ids['umrah-economy-karachi'] } });
    expect(plain.data.quote).toEqual({ itemName: expect.any(String), passengerCount: 1, netPriceInPkr: '185000.00', markupInPkr: '0.00', sellingPriceInPkr: '185000.00' });
  });

  it('the customer is the booking agent’s and the admin’s to see, not the package’s seller’s nor a stranger’s', async () => {
    const agent = await signUp();
    const made = await gql(cookie(agent), BOOK, { input: packageFor('umrah-premium-lahore') });
    expect(made.errors).toBeUndefined();
    const id = made.data.book.id;
    const [seller] = await sql<{ owner_id: string }>('select owner_id::text as owner_id from package where id = ?', [ids['umrah-premium-lahore']]);
    expect(seller.owner_id).toBeTruthy();
    // the seller, signed in
    await sql("update app_user set password_hash = (select password_hash from app_user where username = 'seller1') where id = ?", [seller.owner_id]);
    const [{ username }] = await sql<{ username: string }>('select username from app_user where id = ?', [seller.owner_id]);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'secret123' } });
    const sellerCookie = cookieOf(login.headers['set-cookie']);
    const seen = await gql(cookie(sellerCookie), `query($id: ID!) { booking(id: $id) { id customer { leadName } markupInPkr sellingPriceInPkr } }`, { id });
    expect(seen.data.booking).toEqual({ id, customer: null, markupInPkr: null, sellingPriceInPkr: null });
    const own = await gql(cookie(agent), `query($id: ID!) { booking(id: $id) { customer { leadName } } }`, { id });
    expect(own.data.booking.customer.leadName).toBe('Bilal Ahmed');
    const admin = await signUp('end_user');
    await sql("update app_user set role = 'super_admin' where username = ?", [`seller${n}`]);
    const byAdmin = await gql(cookie(admin), `query($id: ID!) { booking(id: $id) { customer { leadName passengers { passportNumber } } sellingPriceInPkr } }`, { id });
    expect(byAdmin.data.booking).toEqual({ customer: { leadName: 'Bilal Ahmed', passengers: [{ passportNumber: 'AB1234567' }, { passportNumber: 'CD765432' }] }, sellingPriceInPkr: '900000.00' });
    const stranger = await signUp();
    const other = await gql(cookie(stranger), `query($id: ID!) { booking(id: $id) { id } }`, { id });
    expect(other.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('the agent’s sales to customers are one list (forCustomers), with the customer and the figures', async () => {
    const agent = await signUp();
    const sale = await gql(cookie(agent), BOOK, { input: packageFor('hunza-valley-escape') });
    await gql(cookie(agent), BOOK, { input: { type: 'package', packageId: ids['hunza-valley-escape'] } });
    const list = await gql(cookie(agent), `{ bookings(forCustomers: true, pagination: { limit: 10 }) { items { ${SALE} } hasMore } }`);
    expect(list.data.bookings.items.map((b: Json) => b.id)).toEqual([sale.data.book.id]);
    expect(list.data.bookings.items[0]).toMatchObject({ customer: { leadName: 'Bilal Ahmed' }, totalPriceInPkr: '170000.00', sellingPriceInPkr: '170000.00' });
    const all = await gql(cookie(agent), '{ bookings(pagination: { limit: 10 }) { items { id } } }');
    expect(all.data.bookings.items).toHaveLength(2);
  });

  it('a partner with the agent’s API key books for a customer as the agent', async () => {
    const agent = await signUp();
    const key = await gql(cookie(agent), 'mutation { createApiKey(name: "Shop") { secret } }');
    const secret = key.data.createApiKey.secret as string;
    const res = await rest('POST', '/api/bookings', { key: secret }, packageFor('hunza-valley-escape'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bookedBy: `seller${n}`, customer: { leadName: 'Bilal Ahmed' }, totalPriceInPkr: '170000.00' });
  });
});

describe('markups', () => {
  it('an agent sets markups per product type (GraphQL and REST); bad values are 400 and change nothing; travellers get 403', async () => {
    const agent = await signUp();
    const initial = await gql(cookie(agent), MINE);
    expect(initial.data.myMarkups).toEqual([
      { productType: 'package', kind: 'percent', value: '0.00', updatedAt: null },
      { productType: 'hotel', kind: 'percent', value: '0.00', updatedAt: null },
      { productType: 'transport', kind: 'percent', value: '0.00', updatedAt: null },
      { productType: 'flight', kind: 'percent', value: '0.00', updatedAt: null },
    ]);
    const set = await gql(cookie(agent), SET, { p: 'package', k: 'percent', v: '12.5' });
    expect(set.data.setMarkup).toMatchObject({ productType: 'package', kind: 'percent', value: '12.50' });
    const put = await rest('PUT', '/api/agent/markups', cookie(agent), { productType: 'hotel', kind: 'fixed', value: 2500 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ productType: 'hotel', kind: 'fixed', value: '2500.00' });

    const bad: Array<[Json, string]> = [
      [{ productType: 'hotel', kind: 'percent', value: '100.01' }, 'Markup percent must be between 0 and 100, with at most 2 decimals'],
      [{ productType: 'hotel', kind: 'percent', value: '-1' }, 'Markup must be an amount in PKR with at most 2 decimals, 0 or more'],
      [{ productType: 'hotel', kind: 'fixed', value: '12.345' }, 'Markup must be an amount in PKR with at most 2 decimals, 0 or more'],
      [{ productType: 'hotel', kind: 'fixed', value: 'abc' }, 'Markup must be an amount in PKR with at most 2 decimals, 0 or more'],
      [{ productType: 'cruise', kind: 'fixed', value: '10' }, 'Product type must be one of package, hotel, transport, flight'],
      [{ productType: 'hotel', kind: 'share', value: '10' }, 'Markup kind must be one of percent, fixed'],
    ];
    for (const [payload, message] of bad) {
      const res = await rest('PUT', '/api/agent/markups', cookie(agent), payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
    }
    const gqlBad = await gql(cookie(agent), SET, { p: 'hotel', k: 'percent', v: '150' });
    expect(gqlBad.errors?.[0]).toMatchObject({ message: 'Markup percent must be between 0 and 100, with at most 2 decimals', extensions: { code: 'BAD_USER_INPUT' } });
    const listed = (await rest('GET', '/api/agent/markups', cookie(agent))).json() as Json[];
    expect(listed.map((m) => [m.productType, m.kind, m.value])).toEqual([
      ['package', 'percent', '12.50'],
      ['hotel', 'fixed', '2500.00'],
      ['transport', 'percent', '0.00'],
      ['flight', 'percent', '0.00'],
    ]);

    const traveller = await signUp('end_user');
    expect((await rest('PUT', '/api/agent/markups', cookie(traveller), { productType: 'hotel', kind: 'fixed', value: '1' })).statusCode).toBe(403);
    expect((await rest('GET', '/api/agent/markups', cookie(traveller))).statusCode).toBe(403);
    expect((await rest('GET', '/api/agent/markups', {})).statusCode).toBe(401);
  });

  it('selling price = net + markup, to the paisa: percent (rounded half up), fixed, and the per-booking override; the quote equals the booking', async () => {
    const agent = await signUp();
    // 185,000 × 2 = 370,000 net; 7.33 % of it = 27,121.00
    await gql(cookie(agent), SET, { p: 'package', k: 'percent', v: '7.33' });
    // 3,600 × 1 net (bus, per seat); fixed Rs 499.99
    await gql(cookie(agent), SET, { p: 'transport', k: 'fixed', v: '499.99' });

    const cases: Array<{ input: Json; net: string; markup: string; selling: string }> = [
      { input: packageFor('umrah-economy-karachi'), net: '370000.00', markup: '27121.00', selling: '397121.00' },
      // 35,000 × 1 × 7.33 % = 2,565.50
      {
        input: packageFor('murree-weekend', { passengerCount: 1, customer: customer({ passengers: [{ name: 'Ali', passportNumber: 'AA1111111' }] }) }),
        net: '35000.00',
        markup: '2565.50',
        selling: '37565.50',
      },
      {
        input: { type: 'transport', transportId: ids['lahore-islamabad-business'], passengerCount: 1, customer: customer({ passengers: [] }) },
        net: '3600.00',
        markup: '499.99',
        selling: '4099.99',
      },
      // the override wins over the setting
      { input: packageFor('umrah-economy-karachi', { customer: customer({ markupInPkr: '1234.56' }) }), net: '370000.00', markup: '1234.56', selling: '371234.56' },
      { input: packageFor('umrah-economy-karachi', { customer: customer({ markupInPkr: '0' }) }), net: '370000.00', markup: '0.00', selling: '370000.00' },
    ];
    for (const c of cases) {
      const quote = await gql(cookie(agent), QUOTE, { input: c.input });
      expect(quote.errors).toBeUndefined();
      expect(quote.data.quote).toMatchObject({ netPriceInPkr: c.net, markupInPkr: c.markup, sellingPriceInPkr: c.selling });
      const booked = await gql(cookie(agent), BOOK, { input: c.input });
      expect(booked.errors).toBeUndefined();
      expect(booked.data.book).toMatchObject({ totalPriceInPkr: c.net, markupInPkr: c.markup, sellingPriceInPkr: c.selling });
      const [row] = await sql<Json>('select total_price_in_pkr::text as net, markup_in_pkr::text as markup, selling_price_in_pkr::text as selling from booking where id = ?', [
        booked.data.book.id,
      ]);
      expect(row).toEqual({ net: c.net, markup: c.markup, selling: c.selling });
    }

    // the quote takes an override without the customer's details
    const q = await gql(cookie(agent), QUOTE, { input: { type: 'package', packageId: ids['murree-weekend'] }, m: '750.25' });
    expect(q.data.quote).toMatchObject({ netPriceInPkr: '35000.00', markupInPkr: '750.25', sellingPriceInPkr: '35750.25' });
    // booking for themselves (no customer): no markup, nothing of a sale stored
    const own = await gql(cookie(agent), BOOK, { input: { type: 'package', packageId: ids['murree-weekend'] } });
    expect(own.data.book).toMatchObject({ totalPriceInPkr: '35000.00', markupInPkr: null, sellingPriceInPkr: null, customer: null });
  });

  it('a percent markup rounds half away from zero to the paisa', async () => {
    const agent = await signUp();
    await gql(cookie(agent), SET, { p: 'transport', k: 'percent', v: '33.33' });
    // 9,000 × 33.33 % = 2,999.70
    const car = await gql(cookie(agent), QUOTE, { input: { type: 'transport', transportId: ids['corolla-self-drive-lahore'] } });
    expect(car.data.quote).toMatchObject({ netPriceInPkr: '9000.00', markupInPkr: '2999.70', sellingPriceInPkr: '11999.70' });
    // a half paisa: 1,010 × 0.05 % = 0.505 → 0.51; 1,009 × 0.05 % = 0.5045 → 0.50
    await gql(cookie(agent), SET, { p: 'package', k: 'percent', v: '0.05' });
    const one = customer({ passengers: [{ name: 'Ali', passportNumber: 'AA1111111' }] });
    for (const [price, markup, selling] of [
      ['1010.00', '0.51', '1010.51'],
      ['1009.00', '0.50', '1009.50'],
      ['1009.99', '0.50', '1010.49'],
    ]) {
      await sql('update package set price_in_pkr = ? where id = ?', [price, ids['dubai-city-break']]);
      const input = packageFor('dubai-city-break', { passengerCount: 1, customer: one });
      const quote = await gql(cookie(agent), QUOTE, { input });
      expect(quote.data.quote).toMatchObject({ netPriceInPkr: price, markupInPkr: markup, sellingPriceInPkr: selling });
      const booked = await gql(cookie(agent), BOOK, { input });
      expect(booked.data.book).toMatchObject({ totalPriceInPkr: price, markupInPkr: markup, sellingPriceInPkr: selling });
    }
  });

  it('the quote changes nothing (no spots, no booking)', async () => {
    const agent = await signUp();
    const before = await counts();
    const q = await gql(cookie(agent), QUOTE, { input: packageFor('umrah-economy-karachi') });
    expect(q.errors).toBeUndefined();
    expect(await counts()).toEqual(before);
  });
});

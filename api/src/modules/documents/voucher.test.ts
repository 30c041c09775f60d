import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { payBooking } from '../../test/payments.js';
import { pdfQrCode, pdfText } from '../../test/pdf.js';
import { makePng } from '../../test/png.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { imageStoreFor } from '../agent/uploads.routes.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { mailAttachmentRenderer } from '../mail/outbox.js';
import { systemContext } from '../../core/context.js';

// Issue 18 points 1 and 5: the e-voucher PDF (read back as text, its QR code decoded from the drawn page), the public
// check its QR code opens, and who may download it.

const ORIGIN = 'https://safarnama.test';
const t = useTestApp({ env: { PUBLIC_URL: ORIGIN } });
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-22';

type Json = Record<string, unknown>;
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const ids: Record<string, string> = {};
let n = 0;

function cookieOf(header: string | string[] | undefined): string {
  return ((Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0];
}

async function signUp(role: 'end_user' | 'b2b_agent', firstName: string, lastName: string): Promise<{ cookie: string; username: string; email: string }> {
  n++;
  const username = `voucher${n}`;
  const email = `${username}@example.pk`;
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { username, email, password: 'secret123', firstName, lastName, role } });
  expect(res.statusCode).toBe(201);
  return { cookie: cookieOf(res.headers['set-cookie']), username, email };
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: Json) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
async function gql(cookie: string | undefined, query: string, variables: Json = {}): Promise<{ data?: Loose; errors?: Loose[] }> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });
  return res.json();
}
async function sql<T = Json>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
}
const codeOf = async (bookingId: string) => (await sql<{ code: string }>('select code from voucher where booking_id = ?', [bookingId]))[0]?.code;
const reference = (id: string) => id.slice(0, 8).toUpperCase();

async function voucher(bookingId: string, cookie: string): Promise<{ bytes: Buffer; text: string; disposition: string }> {
  const res = await get(`/api/bookings/${bookingId}/voucher.pdf`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const bytes = res.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { bytes, text: await pdfText(bytes), disposition: String(res.headers['content-disposition']) };
}

beforeAll(async () => {
  t.clock.now = NOW;
  await seedCatalogue(t.db.orm, fixtureCatalogue, TODAY);
  for (const row of await sql<{ slug: string; id: string }>('select slug, id::text as id from package union all select slug, id::text from hotel')) ids[row.slug] = row.id;
});

describe('e-voucher PDF', () => {
  it('a paid package booking: reference, traveller, itinerary, hotels, amounts paid and due, policy; the QR code opens /v/{code}', async () => {
    const user = await signUp('end_user', 'Ayesha', 'Siddiqui');
    const booked = await post('/api/bookings', user.cookie, { type: 'package', packageId: ids['umrah-economy-karachi'], passengerCount: 2 });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    // pending: no voucher yet
    expect((await get(`/api/bookings/${id}/voucher.pdf`, user.cookie)).statusCode).toBe(404);
    expect((await gql(user.cookie, 'query($id: ID!) { booking(id: $id) { voucherUrl } }', { id })).data.booking.voucherUrl).toBeNull();

    await payBooking(t, user.cookie, id);
    const { data } = await gql(user.cookie, 'query($id: ID!) { booking(id: $id) { status voucherUrl amountPaidInPkr balanceDueInPkr } }', { id });
    // 185,000 × 2 = 370,000; the 30 % advance (111,000) confirms it, 259,000 remains
    expect(data.booking).toMatchObject({ status: 'confirmed', voucherUrl: `/api/bookings/${id}/voucher.pdf`, amountPaidInPkr: '111000.00', balanceDueInPkr: '259000.00' });

    const started = performance.now();
    const { bytes, text, disposition } = await voucher(id, user.cookie);
    const ms = performance.now() - started;
    expect(disposition).toBe(`attachment; filename="voucher-${reference(id)}.pdf"`);
    for (const expected of [
      `#${reference(id)}`,
      id,
      'CONFIRMED',
      'Ayesha Siddiqui',
      user.email,
      'Economy Umrah from Karachi',
      'Swissotel Al Maqam',
      '8 nights',
      'Pullman Zamzam Madinah',
      '6 nights',
      'Economy',
      'Karachi',
      'Rs 370,000',
      'Rs 111,000',
      'Rs 259,000',
      '31 days or more before travel: 100 % of what was paid is refunded',
      'Less than 15 days before travel: no refund',
      'support@safarnama.pk',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const code = await codeOf(id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await pdfQrCode(bytes)).toBe(`${ORIGIN}/v/${code}`);
    // the code is made once: a second download carries the same
    await voucher(id, user.cookie);
    expect(await codeOf(id)).toBe(code);
    console.log(`voucher download (package, first): ${ms.toFixed(0)} ms, ${bytes.length} bytes`);
  });

  it('a hotel stay: hotel, room type, nights, check-in and check-out', async () => {
    const user = await signUp('end_user', 'Usman', 'Tariq');
    const booked = await post(`/api/hotels/${ids['makkah-clock-tower']}/book`, user.cookie, {
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-13',
      roomCount: 1,
      guestCount: 2,
      roomType: 'Deluxe',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    await payBooking(t, user.cookie, id);
    const { bytes, text } = await voucher(id, user.cookie);
    for (const expected of [`#${reference(id)}`, 'Usman Tariq', 'HOTEL STAY', 'Clock Tower Hotel, Makkah', 'Deluxe', 'Check-in', 'Thu, 10 Dec 2026', 'Check-out', 'Sun, 13 Dec 2026', 'Nights 3', 'Rs 215,760']) {
      expect(text, expected).toContain(expected);
    }
    expect(await pdfQrCode(bytes)).toBe(`${ORIGIN}/v/${await codeOf(id)}`);
  });

  it('an agent’s customer with a markup: agency name, logo and contact, the customer and passengers, the selling price and never the net', async () => {
    const agent = await signUp('b2b_agent', 'Hijaz', 'Travels');
    // the agency's logo: one of its uploads, as its profile picture
    const logo = `${crypto.randomUUID()}.png`;
    await imageStoreFor(t.deps).put(logo, makePng(48, 48));
    await sql('update app_user set profile_image_url = ? where username = ?', [`/media/uploads/${logo}`, agent.username]);
    const set = await gql(agent.cookie, 'mutation { setMarkup(productType: package, kind: fixed, value: "25000") { value } }');
    expect(set.errors).toBeUndefined();
    const booked = await post('/api/bookings', agent.cookie, {
      type: 'package',
      packageId: ids['umrah-economy-karachi'],
      passengerCount: 2,
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
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    expect(booked.json()).toMatchObject({ totalPriceInPkr: '370000.00', sellingPriceInPkr: '395000.00' });
    await payBooking(t, agent.cookie, id);

    const { bytes, text } = await voucher(id, agent.cookie);
    for (const expected of ['Hijaz Travels', agent.email, 'Bilal Ahmed', '+92 300 1234567', 'bilal@example.pk', 'Sana Bilal', 'AB1234567', 'CD765432', 'Rs 395,000', 'Rs 259,000']) {
      expect(text, expected).toContain(expected);
    }
    // the net price the agent pays is the agent's business
    expect(text).not.toContain('370,000');
    // the logo is drawn (an image XObject on the page)
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    expect(await pdfQrCode(bytes)).toBe(`${ORIGIN}/v/${await codeOf(id)}`);

    // the public check: status and initials, nothing personal
    const code = await codeOf(id);
    const check = await get(`/api/vouchers/${code}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ valid: true, status: 'confirmed', reference: reference(id), type: 'package', itemName: 'Economy Umrah from Karachi', passengerCount: 2, leadInitials: 'B. A.' });
    for (const secret of ['Bilal', 'Ahmed', 'Sana', '1234567', 'bilal@example.pk', 'AB1234567', 'CD765432', 'Hijaz', agent.email, id]) {
      expect(check.body, secret).not.toContain(secret);
    }
    const viaGraphql = await gql(undefined, 'query($c: String!) { voucherCheck(code: $c) { valid status reference leadInitials } }', { c: code });
    expect(viaGraphql.data.voucherCheck).toEqual({ valid: true, status: 'confirmed', reference: reference(id), leadInitials: 'B. A.' });
  });
});

describe('who gets a voucher, and the public check', () => {
  it('the booker and the super admin download it; another user gets 404, signed out 401; unknown codes 404', async () => {
    const owner = await signUp('end_user', 'Kamran', 'Akmal');
    const other = await signUp('end_user', 'Nadia', 'Hussain');
    const admin = await signUp('end_user', 'Site', 'Admin');
    await sql("update app_user set role = 'super_admin' where username = ?", [admin.username]);
    const booked = await post('/api/bookings', owner.cookie, { type: 'package', packageId: ids['umrah-economy-karachi'], passengerCount: 1 });
    const id = booked.json().id as string;
    await payBooking(t, owner.cookie, id);

    expect((await get(`/api/bookings/${id}/voucher.pdf`, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${id}/voucher.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/bookings/not-a-uuid/voucher.pdf`, owner.cookie)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${crypto.randomUUID()}/voucher.pdf`, admin.cookie)).statusCode).toBe(404);
    const { text } = await voucher(id, admin.cookie);
    expect(text).toContain('Kamran Akmal');

    for (const bad of ['nope', 'A'.repeat(32)]) {
      const res = await get(`/api/vouchers/${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ message: 'Voucher not found', code: 'NOT_FOUND' });
    }
    // an encoded slash never reaches the route: the request path is refused as ambiguous (security/request-path.ts)
    const traversal = await get(`/api/vouchers/${encodeURIComponent('../../etc/passwd')}`);
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().code).toBe('BAD_REQUEST');
    const missing = await gql(undefined, 'query { voucherCheck(code: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA") { valid } }');
    expect(missing.errors?.[0]).toMatchObject({ message: 'Voucher not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('the package’s seller downloads it too; the mail attachment renders the same voucher without a caller', async () => {
    const seller = await signUp('b2b_agent', 'Makkah', 'Tours');
    const traveller = await signUp('end_user', 'Imran', 'Khan');
    await sql("update package set owner_id = (select id from app_user where username = ?) where slug = 'hunza-valley-escape'", [seller.username]);
    const booked = await post('/api/bookings', traveller.cookie, { type: 'package', packageId: ids['hunza-valley-escape'], passengerCount: 1 });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    // not confirmed yet: nothing to attach
    const render = mailAttachmentRenderer('voucher');
    expect(render).toBeDefined();
    const ctx = systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now });
    expect(await render!(ctx, id)).toBeNull();
    await payBooking(t, traveller.cookie, id);

    const { text } = await voucher(id, seller.cookie);
    expect(text).toContain('Imran Khan');
    expect(text).toContain('Hunza Valley Escape');
    const attached = await render!(systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now }), id);
    expect(attached).toMatchObject({ filename: `voucher-${reference(id)}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(attached!.content)).toContain(`#${reference(id)}`);
    expect(await pdfQrCode(attached!.content)).toBe(`${ORIGIN}/v/${await codeOf(id)}`);
  });

  it('a cancelled booking: the voucher says CANCELLED and the check says it is no longer valid', async () => {
    const user = await signUp('end_user', 'Zara', 'Sheikh');
    const booked = await post('/api/bookings', user.cookie, { type: 'package', packageId: ids['umrah-economy-karachi'], passengerCount: 1 });
    const id = booked.json().id as string;
    await payBooking(t, user.cookie, id);
    await voucher(id, user.cookie);
    const code = await codeOf(id);
    const before = await get(`/api/vouchers/${code}`);
    expect(before.json()).toMatchObject({ valid: true, status: 'confirmed', leadInitials: 'Z. S.' });
    expect(before.body).not.toContain('Zara');
    expect(before.body).not.toContain(user.email);

    const cancelled = await gql(user.cookie, 'mutation($id: ID!) { cancelBooking(id: $id) { status voucherUrl } }', { id });
    expect(cancelled.data.cancelBooking).toEqual({ status: 'cancelled', voucherUrl: `/api/bookings/${id}/voucher.pdf` });
    const { text } = await voucher(id, user.cookie);
    expect(text).toContain('CANCELLED');
    expect(text).toContain('no longer valid');
    expect((await get(`/api/vouchers/${code}`)).json()).toMatchObject({ valid: false, status: 'cancelled', reference: reference(id) });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRAND_MESSAGES } from '../../rules/brand.js';
import { urduMessage } from '../../rules/messages-ur.js';
import { MAX_IMAGE_BYTES, PACKAGE_MESSAGES } from '../../rules/packages.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { payBooking } from '../../test/payments.js';
import { pdfText } from '../../test/pdf.js';
import { makePng } from '../../test/png.js';
import { deleteUnusedUploads } from '../agent/upload-cleanup.js';
import { imageStoreFor } from '../agent/uploads.routes.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';

// The agency's brand (issue 39, part C) on the real PostgreSQL: GraphQL and the multipart REST route, the logo held to
// the package images' checks, who may read and write it, and the brand on an agency customer's voucher and e-mail.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-brand-'));
const t = useTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://safarnama.test' } });
const { signUp, gql, sql } = agentHelpers(t);
const NOW = new Date('2026-11-22T10:00:00Z');
type Account = { cookie: string; id: string; username: string };

const FIELDS = 'tradingName phone whatsapp address licenceNumber logoUrl updatedAt';
const SET = `mutation($i: AgencyBrandInput!) { setAgencyBrand(input: $i) { ${FIELDS} } }`;
const GET = `query { agencyBrand { ${FIELDS} } }`;
const REMOVE_LOGO = `mutation { removeAgencyLogo { ${FIELDS} } }`;

type Part = { name: string; value: string } | { name: string; fileName: string; type: string; bytes: Buffer };
function multipart(parts: Part[]): { body: Buffer; type: string } {
  const boundary = `----brand${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'bytes' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'bytes' in p ? p.bytes : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const fields = (over: Record<string, string> = {}): Part[] =>
  Object.entries({ tradingName: 'Hijaz Travels', phone: '+92 21 3456 7890', whatsapp: '+92 300 1112223', address: 'Shop 4, Tariq Road, Karachi', licenceNumber: 'DTS-1234', ...over }).map(
    ([name, value]) => ({ name, value }),
  );
const logoPart = (bytes: Buffer, fileName = 'logo.png', type = 'image/png'): Part => ({ name: 'logo', fileName, type, bytes });

function putBrand(cookie: string, parts: Part[]) {
  const { body, type } = multipart(parts);
  // a cookie caller's multipart write carries X-Requested-With (security/csrf.ts)
  return t.app.inject({ method: 'PUT', url: '/api/agency/brand', payload: body, headers: { cookie, 'content-type': type, 'x-requested-with': 'fetch' } });
}
const getBrand = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/agency/brand', headers: { cookie } });
const brandRow = async (agencyId: string) => (await sql('select * from agency_brand where agency_id = ?', [agencyId]))[0] ?? null;

let owner: Account;
let staff: Account;
let manager: Account;
let other: Account;

async function member(agencyId: string, role: 'staff' | 'manager'): Promise<Account> {
  const account = await signUp('b2b_agent', role === 'staff' ? 'Staff' : 'Manager');
  await sql("insert into agency_member (user_id, agency_id, role, status, created_at) values (?, ?, ?, 'active', ?)", [account.id, agencyId, role, NOW]);
  return account;
}

beforeAll(async () => {
  t.clock.now = NOW;
  owner = await signUp('b2b_agent', 'Owner');
  other = await signUp('b2b_agent', 'Other');
  staff = await member(owner.id, 'staff');
  manager = await member(owner.id, 'manager');
});

describe('the brand over GraphQL', () => {
  it('set and read by the agency (staff read it), validated, another agency sees none of it', async () => {
    expect((await gql(GET, {}, owner.cookie)).data?.agencyBrand).toBeNull();
    const set = await gql(SET, { i: { tradingName: '  Hijaz Travels  ', phone: '+92 21 3456 7890', whatsapp: '', address: 'Tariq Road, Karachi', licenceNumber: 'DTS-1234' } }, owner.cookie);
    expect(set.errors).toBeUndefined();
    expect(set.data?.setAgencyBrand).toMatchObject({ tradingName: 'Hijaz Travels', phone: '+92 21 3456 7890', whatsapp: null, address: 'Tariq Road, Karachi', licenceNumber: 'DTS-1234', logoUrl: null });
    for (const who of [owner, staff, manager]) expect((await gql(GET, {}, who.cookie)).data?.agencyBrand?.tradingName).toBe('Hijaz Travels');
    expect((await gql(GET, {}, other.cookie)).data?.agencyBrand).toBeNull();
    expect((await getBrand(other.cookie)).statusCode).toBe(404);
    expect((await getBrand(other.cookie)).json()).toEqual({ message: BRAND_MESSAGES.notFound, code: 'NOT_FOUND' });

    // a manager may change it, staff may not (403), nothing changed
    expect((await gql(SET, { i: { tradingName: 'Hijaz Travels & Tours' } }, manager.cookie)).errors).toBeUndefined();
    const refused = await gql(SET, { i: { tradingName: 'Staff Was Here' } }, staff.cookie);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(REMOVE_LOGO, {}, staff.cookie)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const before = await brandRow(owner.id);
    expect(before.trading_name).toBe('Hijaz Travels & Tours');

    // bad input: 400 with the rule's message, nothing changed
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ tradingName: '' }, BRAND_MESSAGES.tradingName],
      [{ tradingName: 'x'.repeat(121) }, BRAND_MESSAGES.tradingNameLong],
      [{ tradingName: 'Hijaz', phone: '12345' }, BRAND_MESSAGES.phone],
      [{ tradingName: 'Hijaz', phone: '+92 300 1234567 ext 5' }, BRAND_MESSAGES.phone],
      [{ tradingName: 'Hijaz', whatsapp: 'call me' }, BRAND_MESSAGES.whatsapp],
      [{ tradingName: 'Hijaz', address: 'a'.repeat(301) }, BRAND_MESSAGES.addressLong],
      [{ tradingName: 'Hijaz', licenceNumber: 'L'.repeat(61) }, BRAND_MESSAGES.licenceLong],
      [{ tradingName: 'Hijaz\u0007' }, 'Trading name must not contain control characters'],
    ];
    for (const [input, message] of bad) {
      const res = await gql(SET, { i: input }, owner.cookie);
      expect(res.errors?.[0], JSON.stringify(input)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await brandRow(owner.id)).toEqual(before);

    // not an agent: 403
    const traveller = await signUp('end_user', 'Traveller');
    expect((await gql(GET, {}, traveller.cookie)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('PUT /api/agency/brand (multipart)', () => {
  it('stores the fields and a real PNG logo, served back at its /media/uploads path; GET answers it', async () => {
    const png = makePng(1, 1);
    const res = await putBrand(owner.cookie, [...fields(), logoPart(png)]);
    expect(res.statusCode, res.body).toBe(200);
    const brand = res.json();
    expect(brand).toMatchObject({ tradingName: 'Hijaz Travels', phone: '+92 21 3456 7890', whatsapp: '+92 300 1112223', address: 'Shop 4, Tariq Road, Karachi', licenceNumber: 'DTS-1234' });
    expect(brand.logoUrl).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    const media = await t.app.inject({ method: 'GET', url: brand.logoUrl });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.rawPayload.equals(png)).toBe(true);
    expect((await getBrand(staff.cookie)).json()).toEqual(brand);
    // the fields alone (JSON or multipart without a logo) keep the logo
    const again = await putBrand(owner.cookie, fields({ tradingName: 'Hijaz Travels' }));
    expect(again.json().logoUrl).toBe(brand.logoUrl);
  });

  it('refuses a text file called logo.png (415), a logo over 5 MB (413), a bad phone (400), staff (403): nothing changed', async () => {
    const before = await brandRow(owner.id);
    const text = await putBrand(owner.cookie, [...fields({ tradingName: 'Changed' }), logoPart(Buffer.from('this is not an image at all'))]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: PACKAGE_MESSAGES.notAnImage, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const big = await putBrand(owner.cookie, [...fields({ tradingName: 'Changed' }), logoPart(Buffer.concat([makePng(1, 1), Buffer.alloc(MAX_IMAGE_BYTES)]))]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: PACKAGE_MESSAGES.imageTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    const phone = await putBrand(owner.cookie, [...fields({ tradingName: 'Changed', phone: 'not a phone' }), logoPart(makePng(2, 2))]);
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ message: BRAND_MESSAGES.phone, code: 'BAD_USER_INPUT' });
    const byStaff = await putBrand(staff.cookie, [...fields({ tradingName: 'Changed' }), logoPart(makePng(2, 2))]);
    expect(byStaff.statusCode).toBe(403);
    const twoFiles = await putBrand(owner.cookie, [...fields({ tradingName: 'Changed' }), logoPart(makePng(2, 2), 'a.png'), { name: 'banner', fileName: 'b.png', type: 'image/png', bytes: makePng(2, 2) }]);
    expect(twoFiles.statusCode).toBe(400);
    const notMultipart = await t.app.inject({ method: 'PUT', url: '/api/agency/brand', payload: '[1]', headers: { cookie: owner.cookie, 'content-type': 'application/json' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(await brandRow(owner.id)).toEqual(before);
    // no upload row or file was left by the refusals
    expect(await sql('select file_name from upload_ticket where user_id = ?', [owner.id])).toHaveLength(1);
  });

  it('a replaced logo is left to the upload clean-up, which keeps the one in use; removeAgencyLogo clears it', async () => {
    const first = (await getBrand(owner.cookie)).json().logoUrl as string;
    const replaced = await putBrand(owner.cookie, [...fields(), logoPart(makePng(3, 3))]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json().logoUrl as string;
    expect(second).not.toBe(first);
    const store = imageStoreFor(t.deps);
    const done = await deleteUnusedUploads(t.db.orm.em.fork(), store, new Date(NOW.getTime() + 25 * 3600 * 1000));
    expect(done.files).toBe(1);
    expect(await store.open(first.split('/').pop() as string)).toBeNull();
    const kept = await store.open(second.split('/').pop() as string);
    expect(kept).not.toBeNull();
    kept?.stream.destroy();

    const removed = await gql(REMOVE_LOGO, {}, owner.cookie);
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeAgencyLogo).toMatchObject({ tradingName: 'Hijaz Travels', logoUrl: null });
    expect((await gql(REMOVE_LOGO, {}, other.cookie)).errors?.[0]).toMatchObject({ message: BRAND_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    // put it back for the documents below
    expect((await putBrand(owner.cookie, [...fields(), logoPart(makePng(8, 8))])).statusCode).toBe(200);
  });
});

describe('the brand on what the agency’s customers see', () => {
  it('an agency customer’s e-voucher and e-mail carry the trading name, contact and licence; the traveller’s own booking does not', async () => {
    await seedCatalogue(t.db.orm, fixtureCatalogue, '2026-11-22');
    const [{ id: packageId }] = await sql<{ id: string }>("select id::text as id from package where slug = 'umrah-economy-karachi'");
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: staff.cookie },
      payload: {
        type: 'package',
        packageId,
        passengerCount: 1,
        customer: { leadName: 'Bilal Ahmed', phone: '+92 300 1234567', email: 'bilal@example.pk', passengers: [{ name: 'Bilal Ahmed', passportNumber: 'AB1234567' }] },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    await payBooking(t, owner.cookie, id);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/voucher.pdf`, headers: { cookie: owner.cookie } });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Hijaz Travels', 'WhatsApp +92 300 1112223', 'Shop 4, Tariq Road, Karachi', 'Licence No. DTS-1234', 'Bilal Ahmed']) expect(text, expected).toContain(expected);
    // the logo is drawn
    expect(pdf.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    const [mail] = await sql<{ subject: string; text_body: string; html_body: string }>(
      "select subject, text_body, html_body from mail_message where to_address = 'bilal@example.pk' and key like ?",
      [`booking:${id}:confirmed%`],
    );
    expect(mail.subject).toMatch(/^Hijaz Travels: /);
    expect(mail.text_body).toContain('— Hijaz Travels (booked through Safarnama)');
    expect(mail.html_body).toContain('Licence No. DTS-1234');
    expect(mail.html_body).toMatch(/<img src="https:\/\/safarnama\.test\/media\/uploads\/[0-9a-f-]{36}\.png"/);

    // a traveller's own booking: Safarnama's voucher as before
    const traveller = await signUp('end_user', 'Ayesha');
    const own = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie: traveller.cookie }, payload: { type: 'package', packageId, passengerCount: 1 } });
    await payBooking(t, traveller.cookie, own.json().id);
    const ownPdf = await t.app.inject({ method: 'GET', url: `/api/bookings/${own.json().id}/voucher.pdf`, headers: { cookie: traveller.cookie } });
    expect(await pdfText(ownPdf.rawPayload)).not.toContain('Hijaz');
  });
});

describe('messages', () => {
  it('every brand message has its Urdu', () => {
    const all = [...Object.values(BRAND_MESSAGES), ...['Trading name', 'Address', 'Licence number', 'Whatsapp', 'Phone'].flatMap((l) => [`${l} must not contain control characters`, `${l} is too long`])];
    expect(all.filter((m) => !urduMessage(m))).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { payBooking } from '../../test/payments.js';
import { pdfText } from '../../test/pdf.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { mailAttachmentRenderer } from '../mail/outbox.js';

// The seller's copy of a booking's documents (security finding: the seller's voucher and invoice showed another
// agency's customer). Agency A sells a package; agency B sells it on to B's customer with B's markup. A and A's staff
// get the operator's copy of the voucher, invoice and credit note (reference, product, dates, travellers' names, A's
// net), never B's customer's contacts, passports, B's selling price or markup; B, B's staff and the super admin see
// everything as before. The JSON booking reads the same rule (payments/scope.ts bookingView).

const t = useTestApp({ env: { PUBLIC_URL: 'https://safarnama.test' } });
const { signUp, gql, sql } = agentHelpers(t);
type Account = { cookie: string; id: string; username: string };

const NOW = new Date('2026-11-22T10:00:00Z');
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

// B's customer buys for two travellers and does not travel
const CUSTOMER = { leadName: 'Kashif Mirza', phone: '+92 321 7654321', email: 'kashif.mirza@example.pk' };
const PASSENGERS = [
  { name: 'Sana Kashif', passportNumber: 'AB1234567' },
  { name: 'Omar Kashif', passportNumber: 'CD7654321' },
];
// 2 × Rs 50,000 net, 30 % advance (Rs 30,000); B's markup Rs 12,345: the customer's price Rs 112,345, of which
// Rs 42,345 counts as paid on B's voucher (the price less the Rs 70,000 balance)
const NET = 'Rs 100,000';
const ADVANCE = 'Rs 30,000';
const BALANCE = 'Rs 70,000';
const SALE_SECRETS = [CUSTOMER.leadName, CUSTOMER.phone, CUSTOMER.email, 'kashif.mirza', ...PASSENGERS.map((p) => p.passportNumber), '112,345', '12,345', '42,345', 'For the customer'];

let n = 0;
async function staffOf(owner: Account): Promise<Account> {
  n++;
  const email = `seller-view-staff${n}${Math.random().toString(36).slice(2, 6)}@example.pk`;
  const invited = await gql('mutation($e: String!) { inviteAgencyMember(email: $e, role: staff) { path } }', { e: email }, owner.cookie);
  expect(invited.errors).toBeUndefined();
  const token = String(invited.data?.inviteAgencyMember.path).slice('/join/'.length);
  const username = `sellerviewstaff${n}${Math.random().toString(36).slice(2, 6)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query: 'mutation($i: AcceptAgencyInvitationInput!) { acceptAgencyInvitation(input: $i) { id } }',
      variables: { i: { token, username, password: 'secret123', firstName: 'Staff', lastName: 'Member' } },
    },
  });
  const body = res.json();
  expect(body.errors).toBeUndefined();
  const header = res.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return { cookie: line.split(';')[0], id: body.data.acceptAgencyInvitation.id, username };
}

async function pdf(url: string, cookie: string): Promise<string> {
  const res = await get(url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

function expectNone(text: string, secrets: string[], who: string): void {
  for (const secret of secrets) expect(text, `${who}: ${secret}`).not.toContain(secret);
}

let sellerA: Account;
let staffA: Account;
let agencyB: Account;
let staffB: Account;
let admin: Account;
let bookingId: string;
let paymentId: string;
let reference: string;

beforeAll(async () => {
  t.clock.now = NOW;
  [sellerA, agencyB, admin] = await Promise.all([signUp('b2b_agent', 'Makkah'), signUp('b2b_agent', 'Hijaz'), signUp('super_admin', 'Site')]);
  [staffA, staffB] = await Promise.all([staffOf(sellerA), staffOf(agencyB)]);
  const [pkg] = await sql<{ id: string }>(
    `insert into package (slug, name, description, type, duration, price_in_pkr, max_capacity, available_spots, advance_payment_percent, refund_tiers, owner_id, start_date, end_date)
     values ('seller-view-' || gen_random_uuid(), 'Seller View Umrah', 'A package for the seller view tests.', 'umrah', '10 days', 50000, 20, 20, 30,
             '[{"minDaysBefore":0,"refundPercent":100}]', ?, '2027-01-15', '2027-01-25') returning id`,
    [sellerA.id],
  );
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: agencyB.cookie },
    payload: { type: 'package', packageId: pkg.id, passengerCount: 2, customer: { ...CUSTOMER, passengers: PASSENGERS, markupInPkr: '12345' } },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  expect(booked.json()).toMatchObject({ totalPriceInPkr: '100000.00', markupInPkr: '12345.00', sellingPriceInPkr: '112345.00' });
  bookingId = booked.json().id as string;
  reference = bookingId.slice(0, 8).toUpperCase();
  paymentId = String((await payBooking(t, agencyB.cookie, bookingId)).id);
});

describe('the voucher of an agency’s sale of another agency’s package', () => {
  it('the seller and its staff: reference, product, dates, travellers’ names and the net; none of the customer’s contacts, passports, selling price or markup', async () => {
    for (const [who, account] of [['seller', sellerA], ['seller’s staff', staffA]] as const) {
      const text = await pdf(`/api/bookings/${bookingId}/voucher.pdf`, account.cookie);
      expectNone(text, [...SALE_SECRETS, '· passport'], who);
      for (const expected of [`#${reference}`, bookingId, 'CONFIRMED', 'Seller View Umrah', 'Departure Fri, 15 Jan 2027', 'Booked on Sun, 22 Nov 2026', 'Sana Kashif', 'Omar Kashif', 'Travellers 2', NET, ADVANCE, BALANCE]) {
        expect(text, `${who}: ${expected}`).toContain(expected);
      }
    }
  });

  it('the booking agency, its staff and the super admin: the customer, passports and the selling price, as before', async () => {
    for (const [who, account] of [['agency', agencyB], ['agency’s staff', staffB], ['super admin', admin]] as const) {
      const text = await pdf(`/api/bookings/${bookingId}/voucher.pdf`, account.cookie);
      for (const expected of [`#${reference}`, CUSTOMER.leadName, CUSTOMER.phone, CUSTOMER.email, 'Sana Kashif · passport AB1234567', 'Omar Kashif · passport CD7654321', 'Rs 112,345', 'Rs 42,345', BALANCE, 'Hijaz Tester']) {
        expect(text, `${who}: ${expected}`).toContain(expected);
      }
      // the net B pays stays B's business
      expect(text, who).not.toContain(NET);
    }
  });

  it('the mail attachment is the customer’s voucher (it is mailed to the customer)', async () => {
    const ctx = systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now });
    const attached = await mailAttachmentRenderer('voucher')?.(ctx, bookingId);
    const text = await pdfText(attached?.content ?? Buffer.alloc(0));
    for (const expected of [CUSTOMER.leadName, CUSTOMER.phone, 'Rs 112,345']) expect(text).toContain(expected);
  });

  it('the JSON booking answers by the same rule: the seller gets no customer, markup or selling price', async () => {
    const query = 'query($id: ID!) { booking(id: $id) { totalPriceInPkr markupInPkr sellingPriceInPkr customer { leadName phone email passengers { name passportNumber } } } }';
    for (const account of [sellerA, staffA]) {
      const seen = await gql(query, { id: bookingId }, account.cookie);
      expect(seen.errors).toBeUndefined();
      expect(seen.data?.booking).toEqual({ totalPriceInPkr: '100000.00', markupInPkr: null, sellingPriceInPkr: null, customer: null });
    }
    for (const account of [agencyB, staffB, admin]) {
      const seen = await gql(query, { id: bookingId }, account.cookie);
      expect(seen.data?.booking).toMatchObject({ markupInPkr: '12345.00', sellingPriceInPkr: '112345.00', customer: { leadName: CUSTOMER.leadName, phone: CUSTOMER.phone, email: CUSTOMER.email } });
    }
  });
});

describe('a traveller’s own booking of the seller’s package', () => {
  it('the seller’s voucher and invoice name the traveller without their e-mail; the traveller’s own carry it', async () => {
    const traveller = await signUp('end_user', 'Zainab');
    const email = `${traveller.username}@example.pk`;
    const [{ package_id: packageId }] = await sql<{ package_id: string }>('select package_id from booking where id = ?', [bookingId]);
    const booked = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie: traveller.cookie }, payload: { type: 'package', packageId, passengerCount: 1 } });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const paid = String((await payBooking(t, traveller.cookie, id)).id);
    const voucher = await pdf(`/api/bookings/${id}/voucher.pdf`, sellerA.cookie);
    expect(voucher).toContain('Zainab Tester');
    expect(voucher).not.toContain(email);
    const invoice = await pdf(`/api/payments/${paid}/invoice.pdf`, sellerA.cookie);
    expect(invoice).toContain('Zainab Tester');
    expect(invoice).not.toContain(email);
    expect(await pdf(`/api/bookings/${id}/voucher.pdf`, traveller.cookie)).toContain(email);
    expect(await pdf(`/api/payments/${paid}/invoice.pdf`, traveller.cookie)).toContain(email);
  });
});

describe('the invoice and credit note of the agency’s payment', () => {
  it('the seller and its staff: the buyer agency, the booking and the amount paid; not the customer or the buyer’s contacts', async () => {
    for (const [who, account] of [['seller', sellerA], ['seller’s staff', staffA]] as const) {
      const text = await pdf(`/api/payments/${paymentId}/invoice.pdf`, account.cookie);
      for (const expected of [`Booking: #${reference}`, 'Hijaz Tester', agencyB.username, 'Advance payment: Seller View Umrah, 2 travellers', 'Total paid (PKR) Rs 30,000.00']) {
        expect(text, `${who}: ${expected}`).toContain(expected);
      }
      expectNone(text, [...SALE_SECRETS, `${agencyB.username}@example.pk`, 'Sana Kashif'], who);
    }
  });

  it('the payer agency, its staff and the super admin: the customer it was bought for, as before', async () => {
    for (const [who, account] of [['agency', agencyB], ['agency’s staff', staffB], ['super admin', admin]] as const) {
      const text = await pdf(`/api/payments/${paymentId}/invoice.pdf`, account.cookie);
      for (const expected of [`For the customer: ${CUSTOMER.leadName}`, `${CUSTOMER.phone}, ${CUSTOMER.email}`, `${agencyB.username}@example.pk`]) {
        expect(text, `${who}: ${expected}`).toContain(expected);
      }
    }
  });

  it('cancelled and refunded: the seller’s credit note leaves the customer out; the agency’s names them; the voucher says CANCELLED to both', async () => {
    const cancelled = await gql('mutation($id: ID!) { cancelBooking(id: $id) { status } }', { id: bookingId }, agencyB.cookie);
    expect(cancelled.errors).toBeUndefined();
    const [refund] = await sql<{ id: string }>('select id from payment_refund where booking_id = ?', [bookingId]);
    expect(refund).toBeDefined();
    const url = `/api/refunds/${refund.id}/credit-note.pdf`;
    for (const [who, account] of [['seller', sellerA], ['seller’s staff', staffA]] as const) {
      const text = await pdf(url, account.cookie);
      expect(text, who).toContain(`Booking: #${reference}`);
      expectNone(text, [...SALE_SECRETS, `${agencyB.username}@example.pk`], who);
      const voucher = await pdf(`/api/bookings/${bookingId}/voucher.pdf`, account.cookie);
      expect(voucher).toContain('CANCELLED');
      expectNone(voucher, [...SALE_SECRETS, '· passport'], who);
    }
    for (const [who, account] of [['agency', agencyB], ['agency’s staff', staffB], ['super admin', admin]] as const) {
      expect(await pdf(url, account.cookie), who).toContain(`For the customer: ${CUSTOMER.leadName}`);
    }
    // anyone else still gets 404
    const stranger = await signUp('b2b_agent');
    expect((await get(url, stranger.cookie)).statusCode).toBe(404);
  });
});

import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type Viewer } from '../../core/context.js';
import { marketToday } from '../../rules/dates.js';
import { fixtureCatalogue } from '../../test/catalogue-fixtures.js';
import { cancelBooking, cancellationQuote } from '../bookings/bookings.service.js';
import { seedCatalogue } from '../catalogue/catalogue.seed.js';
import { JobQueue } from '../../jobs/queue.js';
import { agentHelpers, type Loose } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { payBooking } from '../../test/payments.js';
import { expireHold, holdExpiryJob } from '../bookings/holds.js';
import { DiskImageStore } from '../agent/image-store.js';
import { deleteUnusedUploads } from '../agent/upload-cleanup.js';
import { paymentGateways } from './gateways/index.js';
import { jazzCashSecureHash } from './gateways/jazzcash.js';
import { sandboxWebhookJob } from './gateways/sandbox.js';
import { receivePaymentEvent } from './payments.service.js';
import { reconcileStalePayments } from './reconcile.js';
import { processRefund, refundJob } from './refunds.service.js';

// Paying for bookings through the API, on the real PostgreSQL: the REST and GraphQL shapes, who may pay what (404 for
// someone else's booking, 409 for one that cannot take money), a double click making one attempt, advance then
// balance, cancellation quotes by tier and the refunds they make, bank transfers decided by the super admin from an
// uploaded proof, transport requests the operator accepts, reconciliation, JazzCash's form and browser return, and the
// whole sandbox path over HTTP through the job queue.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-payments-'));
const SALT = 'checkout-test-salt';
const t = useTestApp({
  env: {
    DATA_DIR: dataDir,
    PAYMENTS_SANDBOX_SECRET: 'checkout-test-secret-0123456789',
    BANK_TRANSFER_ACCOUNT_TITLE: 'Safarnama Travel (Pvt) Ltd',
    BANK_TRANSFER_BANK_NAME: 'Test Bank Limited',
    BANK_TRANSFER_IBAN: 'PK36SCBL0000001123456702',
    JAZZCASH_MERCHANT_ID: 'MC12345',
    JAZZCASH_PASSWORD: 'pa55w0rd',
    JAZZCASH_INTEGRITY_SALT: SALT,
  },
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { signUp, gql, sql } = agentHelpers(t);
type User = Awaited<ReturnType<typeof signUp>>;

const DAY = 86_400_000;
let agent: User;
let traveller: User;
let admin: User;
let packageId: string;

const post = (url: string, cookie: string | undefined, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const ctx = (viewer: Viewer | null = null) => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: t.deps.now }, viewer);
// the traveller as a service caller: moving the clock days ahead would end their HTTP session
const asTraveller = () => ctx({ id: traveller.id, username: traveller.username, role: 'end_user' });

async function bookPackage(user: User, over: Record<string, unknown> = {}, id = packageId): Promise<Loose> {
  const res = await post('/api/bookings', user.cookie, { type: 'package', packageId: id, passengerCount: 2, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t.clock.now = new Date();
  await seedCatalogue(t.db.orm, fixtureCatalogue, marketToday(t.clock.now));
  [agent, traveller, admin] = await Promise.all([signUp('b2b_agent'), signUp('end_user', 'Hajra'), signUp('super_admin')]);
  // 100,000 a person, 25 % up front; tiers as the agent set them in the Policies tab
  const created = await gql(
    `mutation($input: PackageInput!) { createPackage(input: $input) { id advancePaymentPercent refundTiers { minDaysBefore refundPercent } } }`,
    {
      input: {
        name: 'Checkout Umrah',
        type: 'umrah',
        description: 'A package for the payment tests.',
        duration: '10 days',
        priceInPkr: '100000',
        maxCapacity: 50,
        inclusions: ['Visa'],
        advancePaymentPercent: 25,
        refundTiers: [
          { minDaysBefore: 15, refundPercent: 50 },
          { minDaysBefore: 31, refundPercent: 100 },
          { minDaysBefore: 0, refundPercent: 0 },
        ],
      },
    },
    agent.cookie,
  );
  expect(created.errors).toBeUndefined();
  packageId = created.data?.createPackage.id;
  // sorted most notice first
  expect(created.data?.createPackage.refundTiers).toEqual([
    { minDaysBefore: 31, refundPercent: 100 },
    { minDaysBefore: 15, refundPercent: 50 },
    { minDaysBefore: 0, refundPercent: 0 },
  ]);
});

describe('refund tiers on packages', () => {
  const UPDATE = 'mutation($id: ID!, $input: PackageInput!) { updatePackage(id: $id, input: $input) { refundTiers { minDaysBefore refundPercent } } }';

  it('are edited with updatePackage (left out: kept) and checked by their rule', async () => {
    const created = await gql('mutation($input: PackageInput!) { createPackage(input: $input) { id refundTiers { minDaysBefore refundPercent } } }', {
      input: { name: 'Tier Test Tour', type: 'domestic', description: 'A package for the tier tests.', duration: '3 days', priceInPkr: '20000', maxCapacity: 5, inclusions: ['Hotel'] },
    }, agent.cookie);
    const id = created.data?.createPackage.id;
    // the defaults
    expect(created.data?.createPackage.refundTiers).toEqual([
      { minDaysBefore: 31, refundPercent: 100 },
      { minDaysBefore: 15, refundPercent: 50 },
      { minDaysBefore: 0, refundPercent: 0 },
    ]);
    const changed = await gql(UPDATE, { id, input: { refundTiers: [{ minDaysBefore: 7, refundPercent: 80 }, { minDaysBefore: 1, refundPercent: 20 }] } }, agent.cookie);
    expect(changed.data?.updatePackage.refundTiers).toEqual([
      { minDaysBefore: 7, refundPercent: 80 },
      { minDaysBefore: 1, refundPercent: 20 },
    ]);
    const kept = await gql(UPDATE, { id, input: { name: 'Tier Test Tour II' } }, agent.cookie);
    expect(kept.data?.updatePackage.refundTiers).toHaveLength(2);
    const bad = [
      [[{ minDaysBefore: 7, refundPercent: 20 }, { minDaysBefore: 1, refundPercent: 80 }], 'Refund tiers: more notice must never refund less'],
      [[{ minDaysBefore: 7, refundPercent: 120 }], 'Refund tier percent must be a whole number from 0 to 100'],
      [[{ minDaysBefore: 7, refundPercent: 50 }, { minDaysBefore: 7, refundPercent: 40 }], 'Refund tiers must each have different days'],
    ] as const;
    for (const [refundTiers, message] of bad) {
      const res = await gql(UPDATE, { id, input: { refundTiers } }, agent.cookie);
      expect(res.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('POST /api/bookings/{id}/payments', () => {
  it('starts the advance: 201 {id, status, amountInPkr, redirectUrl}; a double click gets the same attempt', async () => {
    const booking = await bookPackage(traveller);
    // 25 % of 200,000, the rest due 14 days before travel (the default departure is 7 days out: at once)
    expect(booking).toMatchObject({ status: 'pending', amountDueNowInPkr: '50000.00', balanceDueInPkr: '150000.00', paymentStatus: 'unpaid' });
    expect(booking.balanceDueAt).toBe(t.clock.now.toISOString());
    const res = await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'sandbox' });
    expect(res.statusCode).toBe(201);
    const started = res.json();
    expect(started).toMatchObject({ status: 'initiated', amountInPkr: '50000.00', method: 'sandbox', purpose: 'advance', bookingId: booking.id });
    expect(started.redirectUrl).toBe(`http://localhost:80/pay/${started.id}`);
    expect(started).not.toHaveProperty('instructions');
    expect(new Date(started.expiresAt).getTime()).toBe(new Date(booking.holdExpiresAt).getTime());
    const again = await Promise.all(Array.from({ length: 5 }, () => post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'sandbox' })));
    expect(new Set(again.map((r) => r.json().id))).toEqual(new Set([started.id]));
    expect(await sql('select id from payment where booking_id = ?', [booking.id])).toHaveLength(1);
  });

  it('answers 404 for someone else’s booking or no booking, 401 signed out, 400 for a method it cannot use', async () => {
    const booking = await bookPackage(traveller);
    const stranger = await signUp('end_user');
    for (const [url, cookie] of [
      [`/api/bookings/${booking.id}/payments`, stranger.cookie],
      [`/api/bookings/${booking.id}/payments`, agent.cookie],
      ['/api/bookings/00000000-0000-4000-8000-000000000000/payments', traveller.cookie],
      ['/api/bookings/not-a-uuid/payments', traveller.cookie],
    ]) {
      const res = await post(url, cookie, { method: 'sandbox' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found', code: 'NOT_FOUND' });
    }
    expect((await post(`/api/bookings/${booking.id}/payments`, undefined, { method: 'sandbox' })).statusCode).toBe(401);
    const noMethod = await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, {});
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().message).toBe('Method must be one of sandbox, jazzcash, bank_transfer, wallet');
    expect(await sql('select id from payment where booking_id = ?', [booking.id])).toHaveLength(0);
  });

  it('advance then balance: the first payment confirms, the second pays in full; then 409 paid in full', async () => {
    const booking = await bookPackage(traveller);
    await payBooking(t, traveller.cookie, booking.id);
    const confirmed = (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json();
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'partially_paid',
      amountPaidInPkr: '50000.00',
      amountDueNowInPkr: '0.00',
      balanceDueInPkr: '150000.00',
      payable: true,
    });
    expect(confirmed.payments).toMatchObject([{ status: 'succeeded', purpose: 'advance', amountInPkr: '50000.00', method: 'sandbox' }]);
    const balance = await payBooking(t, traveller.cookie, booking.id);
    expect(balance).toMatchObject({ purpose: 'balance', amountInPkr: '150000.00' });
    const paid = (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json();
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', amountPaidInPkr: '200000.00', balanceDueInPkr: '0.00', payable: false });
    const again = await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'sandbox' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This booking is already paid in full', code: 'CONFLICT' });
  });

  it('a webhook delivered again never pays twice', async () => {
    const booking = await bookPackage(traveller);
    const started = (await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'sandbox' })).json();
    const sandbox = paymentGateways(t.deps.config).sandbox;
    const { body } = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(), em }, started.reference, 'success'));
    const event = sandbox.eventOf(body ?? '');
    await Promise.all(Array.from({ length: 5 }, () => receivePaymentEvent(ctx(), event)));
    const after = (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json();
    expect(after).toMatchObject({ status: 'confirmed', amountPaidInPkr: '50000.00' });
  });

  it('answers 409 with a clear message for an expired, a cancelled or a lapsed booking', async () => {
    const expired = await bookPackage(traveller);
    const lapsed = await bookPackage(traveller);
    const cancelled = await bookPackage(traveller);
    expect((await post(`/api/bookings/${cancelled.id}/cancel`, traveller.cookie)).statusCode).toBe(200);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 21 * 60_000);
    try {
      await expireHold(ctx(), expired.id);
      const answers = await Promise.all([expired, lapsed, cancelled].map((b) => post(`/api/bookings/${b.id}/payments`, traveller.cookie, { method: 'sandbox' })));
      expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual([
        [409, 'This booking has expired: its hold ran out before it was paid. Please book again.'],
        [409, 'The hold on this booking has run out: please book again'],
        [409, 'This booking is cancelled'],
      ]);
      expect((await get(`/api/bookings/${expired.id}`, traveller.cookie)).json()).toMatchObject({ status: 'expired', payable: false, amountDueNowInPkr: '0.00', balanceDueInPkr: '0.00' });
    } finally {
      t.clock.now = start;
    }
  });

  it('JazzCash: a signed form to post; its browser return is verified and sent back to the checkout page', async () => {
    const booking = await bookPackage(traveller);
    const res = await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'jazzcash' });
    expect(res.statusCode).toBe(201);
    const started = res.json();
    expect(started.form.url).toBe('https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/');
    const fields = Object.fromEntries(started.form.fields.map((f: { name: string; value: string }) => [f.name, f.value]));
    expect(fields).toMatchObject({ pp_TxnRefNo: started.reference, pp_Amount: '5000000', pp_ReturnURL: 'http://localhost:80/api/payments/webhooks/jazzcash' });
    expect(fields.pp_SecureHash).toBe(jazzCashSecureHash(fields, SALT));
    const answer: Record<string, string> = { pp_Amount: '5000000', pp_MerchantID: 'MC12345', pp_ResponseCode: '000', pp_ResponseMessage: 'Success', pp_TxnRefNo: started.reference, pp_RetreivalReferenceNo: '261201101010' };
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/jazzcash',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ ...answer, pp_SecureHash: jazzCashSecureHash(answer, SALT) }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/pay/${started.id}`);
    expect((await get(`/api/bookings/${booking.id}`, traveller.cookie)).json()).toMatchObject({ status: 'confirmed', amountPaidInPkr: '50000.00' });
  });
});

describe('cancellation quotes and refunds', () => {
  const quote = async (id: string, cookie = traveller.cookie) => (await get(`/api/bookings/${id}/cancellation-quote`, cookie)).json();

  it('quotes by the booking’s tiers (calendar days before travel) and refunds through the sandbox', async () => {
    const start = t.clock.now;
    const travel = new Date(start.getTime() + 60 * DAY);
    const booking = await bookPackage(traveller, { travelDate: travel.toISOString() });
    expect(await quote(booking.id)).toMatchObject({ paidInPkr: '0.00', refundInPkr: '0.00', penaltyInPkr: '0.00', refundPercent: 0 });
    await payBooking(t, traveller.cookie, booking.id);
    const at = async (daysBefore: number) => {
      t.clock.now = new Date(travel.getTime() - daysBefore * DAY);
      return cancellationQuote(asTraveller(), booking.id);
    };
    try {
      expect(await at(45)).toEqual({
        bookingId: booking.id,
        paidInPkr: '50000.00',
        refundInPkr: '50000.00',
        penaltyInPkr: '0.00',
        refundPercent: 100,
        daysBeforeTravel: 45,
        tiers: [
          { minDaysBefore: 31, refundPercent: 100 },
          { minDaysBefore: 15, refundPercent: 50 },
          { minDaysBefore: 0, refundPercent: 0 },
        ],
      });
      expect(await at(31)).toMatchObject({ refundPercent: 100, daysBeforeTravel: 31 });
      expect(await at(30)).toMatchObject({ refundPercent: 50, refundInPkr: '25000.00', penaltyInPkr: '25000.00' });
      expect(await at(15)).toMatchObject({ refundPercent: 50 });
      expect(await at(14)).toMatchObject({ refundPercent: 0, refundInPkr: '0.00', penaltyInPkr: '50000.00' });

      // cancelled 20 days out: half back, through the sandbox, by the refund job (here: run directly)
      t.clock.now = new Date(travel.getTime() - 20 * DAY);
      await cancelBooking(asTraveller(), booking.id);
      t.clock.now = start;
      const cancelled = (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json();
      expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending', refunds: [{ amountInPkr: '25000.00', reason: 'cancellation', status: 'pending', method: 'sandbox' }] });
      await processRefund(ctx(), cancelled.refunds[0].id);
      const after = (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json();
      expect(after).toMatchObject({ paymentStatus: 'partially_refunded', amountPaidInPkr: '50000.00', amountRefundedInPkr: '25000.00', refunds: [{ status: 'succeeded' }] });
      expect(after.refunds[0].reference).toMatch(/^sbr_/);
      const [txn] = await sql('select refunded_in_pkr from payment_sandbox_txn where reference = ?', [after.payments[0].reference]);
      expect(txn.refunded_in_pkr).toBe('25000.00');
      // a cancelled booking quotes nothing more
      expect((await get(`/api/bookings/${booking.id}/cancellation-quote`, traveller.cookie)).statusCode).toBe(409);
    } finally {
      t.clock.now = start;
    }
  });

  it('hotel stays use the configured tiers; a quote of someone else’s booking is 404', async () => {
    const [hotel] = await sql<{ id: string }>("select id from hotel where slug = 'makkah-clock-tower'");
    const day = (n: number) => new Date(t.clock.now.getTime() + n * DAY).toISOString().slice(0, 10);
    const res = await post(`/api/hotels/${hotel.id}/book`, traveller.cookie, { checkInDate: day(5), checkOutDate: day(7), roomType: 'Standard', guestCount: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({ amountDueNowInPkr: booking.totalPriceInPkr, balanceDueAt: null });
    await payBooking(t, traveller.cookie, booking.id);
    // REFUND_TIERS_HOTEL's default 7:100,2:50,0:0 — check-in 5 calendar days out (Pakistan time): 50 %
    expect(await quote(booking.id)).toMatchObject({ refundPercent: 50, tiers: [{ minDaysBefore: 7 }, { minDaysBefore: 2 }, { minDaysBefore: 0 }] });
    expect((await get(`/api/bookings/${booking.id}/cancellation-quote`, agent.cookie)).statusCode).toBe(404);
  });
});

describe('bank transfers', () => {
  async function uploadProof(user: User): Promise<string> {
    const url = await gql('mutation { createPaymentProofUploadUrl { uploadURL } }', {}, user.cookie);
    expect(url.errors).toBeUndefined();
    const res = await t.app.inject({
      method: 'PUT',
      url: new URL(url.data?.createPaymentProofUploadUrl.uploadURL).pathname,
      payload: Buffer.from('%PDF-1.4\n% bank slip\n'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().file;
  }

  it('instructions and a longer hold; proof; the super admin confirms; a cancellation is paid back by hand', async () => {
    const start = t.clock.now;
    const travel = new Date(start.getTime() + 90 * DAY);
    const booking = await bookPackage(traveller, { travelDate: travel.toISOString() });
    const res = await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'bank_transfer' });
    expect(res.statusCode).toBe(201);
    const started = res.json();
    expect(started.instructions).toEqual({
      accountTitle: 'Safarnama Travel (Pvt) Ltd',
      bankName: 'Test Bank Limited',
      iban: 'PK36SCBL0000001123456702',
      reference: started.reference,
      amountInPkr: '50000.00',
      payBy: new Date(new Date(booking.createdAt).getTime() + 24 * 3600_000).toISOString(),
    });
    expect(started).not.toHaveProperty('redirectUrl');
    // the booking now waits a day for the transfer
    expect((await get(`/api/bookings/${booking.id}`, traveller.cookie)).json().holdExpiresAt).toBe(started.instructions.payBy);

    const file = await uploadProof(traveller);
    const submitted = await gql(
      'mutation($id: ID!, $file: String!) { submitBankTransferProof(paymentId: $id, file: $file) { id proofSubmittedAt proofUrl status } }',
      { id: started.id, file },
      traveller.cookie,
    );
    expect(submitted.data?.submitBankTransferProof).toMatchObject({ status: 'initiated', proofUrl: `/api/payments/${started.id}/proof` });
    // someone else's upload, or the same file twice elsewhere, is refused
    const other = await bookPackage(admin);
    const otherPay = (await post(`/api/bookings/${other.id}/payments`, admin.cookie, { method: 'bank_transfer' })).json();
    const stolen = await gql('mutation($id: ID!, $file: String!) { submitBankTransferProof(paymentId: $id, file: $file) { id } }', { id: otherPay.id, file }, admin.cookie);
    expect(stolen.errors?.[0]).toMatchObject({ message: 'Upload the proof first: this file is not one of your uploads', extensions: { code: 'BAD_USER_INPUT' } });

    const queue = await gql('{ payments(filter: { awaitingReview: true }) { items { id reference payerName proofUrl booking { id itemName } } } }', {}, admin.cookie);
    expect(queue.data?.payments.items).toEqual([
      { id: started.id, reference: started.reference, payerName: traveller.username, proofUrl: `/api/payments/${started.id}/proof`, booking: { id: booking.id, itemName: 'Checkout Umrah' } },
    ]);
    const proof = await get(`/api/payments/${started.id}/proof`, admin.cookie);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.body).toContain('bank slip');
    expect((await get(`/api/payments/${started.id}/proof`, (await signUp('end_user')).cookie)).statusCode).toBe(404);
    expect((await get(`/api/payments/${started.id}/proof`)).statusCode).toBe(401);
    // the unused-upload cleanup counts an attached proof as used, a day later too
    const store = new DiskImageStore(path.join(dataDir, 'uploads'));
    await deleteUnusedUploads(t.db.orm.em.fork(), store, new Date(Date.now() + 2 * DAY));
    expect((await get(`/api/payments/${started.id}/proof`, admin.cookie)).statusCode).toBe(200);

    const notAdmin = await gql('mutation($id: ID!) { confirmBankTransfer(paymentId: $id) { id } }', { id: started.id }, traveller.cookie);
    expect(notAdmin.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const confirmed = await gql('mutation($id: ID!) { confirmBankTransfer(paymentId: $id) { id status booking { status paymentStatus } } }', { id: started.id }, admin.cookie);
    expect(confirmed.data?.confirmBankTransfer).toMatchObject({ status: 'succeeded', booking: { status: 'confirmed', paymentStatus: 'partially_paid' } });
    const twice = await gql('mutation($id: ID!) { confirmBankTransfer(paymentId: $id) { id } }', { id: started.id }, admin.cookie);
    expect(twice.errors?.[0]).toMatchObject({ message: 'This transfer is already confirmed', extensions: { code: 'CONFLICT' } });

    // cancelled 90 days out: all of it back, by hand
    const cancelled = (await post(`/api/bookings/${booking.id}/cancel`, traveller.cookie)).json();
    expect(cancelled).toMatchObject({ paymentStatus: 'refund_pending', refunds: [{ status: 'awaiting_transfer', amountInPkr: '50000.00', method: 'bank_transfer' }] });
    const toMake = await gql('{ refunds(filter: { status: awaiting_transfer }) { items { id bookingId amountInPkr } } }', {}, admin.cookie);
    expect(toMake.data?.refunds.items).toEqual([{ id: cancelled.refunds[0].id, bookingId: booking.id, amountInPkr: '50000.00' }]);
    const recorded = await gql(
      'mutation($id: ID!) { recordRefund(refundId: $id, reference: "IBFT-2026-0042") { status reference settledAt } }',
      { id: cancelled.refunds[0].id },
      admin.cookie,
    );
    expect(recorded.data?.recordRefund).toMatchObject({ status: 'succeeded', reference: 'IBFT-2026-0042' });
    expect((await get(`/api/bookings/${booking.id}`, traveller.cookie)).json()).toMatchObject({ paymentStatus: 'refunded', amountRefundedInPkr: '50000.00' });
    const again = await gql('mutation($id: ID!) { recordRefund(refundId: $id, reference: "IBFT-2") { status } }', { id: cancelled.refunds[0].id }, admin.cookie);
    expect(again.errors?.[0].extensions.code).toBe('CONFLICT');
  });

  it('a rejected transfer fails with the reason; the payer may pay another way', async () => {
    const booking = await bookPackage(traveller);
    const started = (await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'bank_transfer' })).json();
    const rejected = await gql(
      'mutation($id: ID!) { rejectBankTransfer(paymentId: $id, reason: "No transfer with this reference arrived") { status failureReason } }',
      { id: started.id },
      admin.cookie,
    );
    expect(rejected.data?.rejectBankTransfer).toEqual({ status: 'failed', failureReason: 'No transfer with this reference arrived' });
    expect((await get(`/api/bookings/${booking.id}`, traveller.cookie)).json()).toMatchObject({ status: 'pending', payable: true });
  });
});

describe('transport requests', () => {
  it('wait for the operator; once accepted they are paid in full and confirmed', async () => {
    const [option] = await sql<{ id: string }>(
      `insert into transport_option (slug, name, type, description, price_in_pkr, from_city, duration, owner_id)
       values ('request-van', 'Request Van', 'airport_transfer', 'A van with a driver.', 12000, 'Lahore', '1 hour', ?) returning id`,
      [agent.id],
    );
    const booked = (await post('/api/bookings', traveller.cookie, { type: 'transport', transportId: option.id, passengerCount: 3 })).json();
    expect(booked).toMatchObject({ status: 'pending', payable: false, holdExpiresAt: null, amountDueNowInPkr: '12000.00' });
    const early = await post(`/api/bookings/${booked.id}/payments`, traveller.cookie, { method: 'sandbox' });
    expect(early.json()).toEqual({ message: 'The operator has not confirmed this request yet: you can pay once they do', code: 'CONFLICT' });
    const otherAgent = await signUp('b2b_agent');
    const ACCEPT = 'mutation($id: ID!) { confirmBookingRequest(id: $id) { status payable requestAcceptedAt } }';
    expect((await gql(ACCEPT, { id: booked.id }, otherAgent.cookie)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(ACCEPT, { id: booked.id }, agent.cookie)).data?.confirmBookingRequest).toMatchObject({ status: 'pending', payable: true });
    expect((await gql(ACCEPT, { id: booked.id }, agent.cookie)).errors?.[0].extensions.code).toBe('CONFLICT');
    const started = await payBooking(t, traveller.cookie, booked.id);
    expect(started).toMatchObject({ purpose: 'full', amountInPkr: '12000.00' });
    expect((await get(`/api/bookings/${booked.id}`, traveller.cookie)).json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    // the agent sees the payment of what it sells; another agent does not
    const mine = await gql('{ payments { items { id bookingId } } }', {}, agent.cookie);
    expect(mine.data?.payments.items.map((p: Loose) => p.bookingId)).toContain(booked.id);
    const theirs = await gql('{ payments { items { id bookingId } } }', {}, otherAgent.cookie);
    expect(theirs.data?.payments.items).toEqual([]);
  });
});

describe('reconciliation and late money', () => {
  it('settles a payment whose webhook was lost, and ends an abandoned one', async () => {
    const start = t.clock.now;
    const sandbox = paymentGateways(t.deps.config).sandbox;
    const lost = await bookPackage(traveller);
    const abandoned = await bookPackage(traveller);
    const lostPay = (await post(`/api/bookings/${lost.id}/payments`, traveller.cookie, { method: 'sandbox' })).json();
    const abandonedPay = (await post(`/api/bookings/${abandoned.id}/payments`, traveller.cookie, { method: 'sandbox' })).json();
    // decided at the sandbox, but no webhook ever arrives
    await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(), em }, lostPay.reference, 'success'));
    await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(), em }, abandonedPay.reference, 'abandon'));
    try {
      t.clock.now = new Date(start.getTime() + 14 * 60_000);
      const early = await reconcileStalePayments(ctx());
      expect(early.settled).toBe(0);
      t.clock.now = new Date(start.getTime() + 16 * 60_000);
      const run = await reconcileStalePayments(ctx());
      expect(run.settled).toBeGreaterThanOrEqual(2);
      expect((await get(`/api/bookings/${lost.id}`, traveller.cookie)).json()).toMatchObject({ status: 'confirmed', payments: [{ status: 'succeeded' }] });
      expect((await get(`/api/bookings/${abandoned.id}`, traveller.cookie)).json()).toMatchObject({ status: 'pending', payments: [{ status: 'cancelled' }] });
      // asked again: nothing changes
      expect((await reconcileStalePayments(ctx())).settled).toBe(0);
    } finally {
      t.clock.now = start;
    }
  });

  it('money that arrives after the booking was cancelled goes back automatically', async () => {
    const booking = await bookPackage(traveller);
    const started = (await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'sandbox' })).json();
    const sandbox = paymentGateways(t.deps.config).sandbox;
    const { body } = await t.db.orm.em.fork().transactional((em) => sandbox.decide({ ...ctx(), em }, started.reference, 'success'));
    expect((await post(`/api/bookings/${booking.id}/cancel`, traveller.cookie)).json()).toMatchObject({ status: 'cancelled', payments: [{ status: 'cancelled' }] });
    // the checkout page no longer takes it (the gateway itself may still have: below)
    const closed = await post(`/api/payments/sandbox/${started.id}/complete`, traveller.cookie, { outcome: 'success' });
    expect(closed.json()).toEqual({ message: 'This payment is cancelled: start a new one from the booking', code: 'CONFLICT' });
    await receivePaymentEvent(ctx(), sandbox.eventOf(body ?? ''));
    const after = (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json();
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending', amountPaidInPkr: '50000.00', refunds: [{ reason: 'late_payment', amountInPkr: '50000.00' }] });
    await processRefund(ctx(), after.refunds[0].id);
    expect((await get(`/api/bookings/${booking.id}`, traveller.cookie)).json()).toMatchObject({ paymentStatus: 'refunded', amountRefundedInPkr: '50000.00' });
  });
});

describe('the sandbox path over HTTP, through the job queue', () => {
  let queue: JobQueue;
  beforeAll(async () => {
    t.clock.now = new Date();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    queue = await JobQueue.start({
      connectionString: t.db.url,
      orm: t.db.orm,
      config: t.deps.config,
      log: t.deps.log,
      jobs: [sandboxWebhookJob({ retryDelaySeconds: 1 }), refundJob(), holdExpiryJob()],
      pollingIntervalSeconds: 0.5,
      poolMax: 2,
      selfUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    });
  });
  afterAll(() => queue?.stop(1000));

  async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('book → pay → Pay on the sandbox page → confirmed; the balance; cancel → the refund goes out; the admin sees both payments', async () => {
    t.clock.now = new Date();
    const booking = await bookPackage(traveller, { travelDate: new Date(t.clock.now.getTime() + 45 * DAY).toISOString() });
    const payAndComplete = async () => {
      const started = (await post(`/api/bookings/${booking.id}/payments`, traveller.cookie, { method: 'sandbox' })).json();
      const page = await gql('query($id: ID!) { payment(id: $id) { amountInPkr status checkoutStatus booking { itemName status holdExpiresAt } } }', { id: started.id }, traveller.cookie);
      expect(page.data?.payment).toMatchObject({ amountInPkr: started.amountInPkr, status: 'initiated', checkoutStatus: 'open', booking: { itemName: 'Checkout Umrah' } });
      // the page is the payer's: anyone else pressing its buttons gets 404
      expect((await post(`/api/payments/sandbox/${started.id}/complete`, agent.cookie, { outcome: 'success' })).statusCode).toBe(404);
      const done = await post(`/api/payments/sandbox/${started.id}/complete`, traveller.cookie, { outcome: 'success' });
      expect(done.json()).toEqual({ paymentId: started.id, outcome: 'success', status: 'initiated', amountInPkr: started.amountInPkr });
      const twice = await post(`/api/payments/sandbox/${started.id}/complete`, traveller.cookie, { outcome: 'failure' });
      expect(twice.json()).toEqual({ message: 'This checkout is already finished', code: 'CONFLICT' });
      return started;
    };
    const advance = await payAndComplete();
    const confirmed = await until(
      async () => (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json(),
      (b) => b.status === 'confirmed',
    );
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'partially_paid', amountPaidInPkr: '50000.00', balanceDueInPkr: '150000.00' });
    const balance = await payAndComplete();
    expect(balance).toMatchObject({ purpose: 'balance', amountInPkr: '150000.00' });
    await until(
      async () => (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json(),
      (b) => b.paymentStatus === 'paid',
    );
    const quote = (await get(`/api/bookings/${booking.id}/cancellation-quote`, traveller.cookie)).json();
    expect(quote).toMatchObject({ refundPercent: 100, refundInPkr: '200000.00', penaltyInPkr: '0.00' });
    expect((await post(`/api/bookings/${booking.id}/cancel`, traveller.cookie)).statusCode).toBe(200);
    const refunded = await until(
      async () => (await get(`/api/bookings/${booking.id}`, traveller.cookie)).json(),
      (b) => b.paymentStatus === 'refunded',
    );
    // each payment back through the sandbox (the test's clock stands still: the order within one moment is not fixed)
    const byPayment = (rows: Loose[]) => [...rows].sort((a, b) => Number(a.amountInPkr) - Number(b.amountInPkr));
    expect(byPayment(refunded.refunds).map((r: Loose) => [r.paymentId, r.amountInPkr, r.status])).toEqual([
      [advance.id, '50000.00', 'succeeded'],
      [balance.id, '150000.00', 'succeeded'],
    ]);
    const seen = await gql('query($id: ID!) { payments(filter: { bookingId: $id }) { items { id amountInPkr status } } }', { id: booking.id }, admin.cookie);
    expect(byPayment(seen.data?.payments.items).map((p: Loose) => [p.id, p.status])).toEqual([
      [advance.id, 'succeeded'],
      [balance.id, 'succeeded'],
    ]);
    const methods = await gql('{ paymentMethods { method available } }');
    expect(methods.data?.paymentMethods).toEqual([
      { method: 'sandbox', available: true },
      { method: 'jazzcash', available: true },
      { method: 'bank_transfer', available: true },
      // the wallet: for B2B agents only (ledger/wallet.test.ts)
      { method: 'wallet', available: false },
    ]);
  }, 60_000);
});

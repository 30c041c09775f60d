import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { JobQueue } from '../../jobs/queue.js';
import { useTestApp } from '../../test/app.js';
import { addSettlementStep } from '../../test/settlement.js';
import { makeReference } from './gateways/gateway.js';
import { paymentGateways } from './gateways/index.js';
import { JAZZCASH_HOSTS, JAZZCASH_PATHS, jazzCashSecureHash } from './gateways/jazzcash.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookJob, signSandboxPayload } from './gateways/sandbox.js';
import { Payment, PaymentMethod, PaymentPurpose, PaymentStatus } from './payment.entity.js';
import { type PaymentChange, reconcilePayment } from './payments.service.js';

// The webhook endpoint on the real PostgreSQL: signatures checked before anything is stored, each event recorded once
// by its id and applied to its payment in the same transaction (ten concurrent deliveries credit once), late and
// surplus successes, JazzCash's IPN and an inquiry settling a pending payment, and the whole sandbox path (checkout
// decided → job queue → signed webhook over HTTP → payment settled).

const SECRET = 'payments-test-secret-0123456789';
const SALT = 'u8x2w6p4t0';
const t = useTestApp({
  env: {
    PAYMENTS_SANDBOX_SECRET: SECRET,
    JAZZCASH_MERCHANT_ID: 'MC12345',
    JAZZCASH_PASSWORD: 'pa55w0rd',
    JAZZCASH_INTEGRITY_SALT: SALT,
  },
});

const msw = setupServer();
beforeAll(() => msw.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => msw.resetHandlers());
afterAll(() => msw.close());

// what a settlement step saw (where the booking side plugs in)
const changes: PaymentChange[] = [];
let removeHook: () => void;
beforeAll(() => {
  removeHook = addSettlementStep({
    name: 'test: changes seen',
    paymentSettled: async (_ctx, change) => {
      changes.push(change);
    },
  });
});
afterAll(() => removeHook());

const em = () => t.db.orm.em.fork();
const ctx = () => systemContext({ em: em(), config: t.deps.config, log: t.deps.log });

let userId: string;
beforeAll(async () => {
  const [user] = await em().execute<{ id: string }[]>(
    `insert into "app_user" ("username", "email", "password_hash", "first_name", "last_name", "role")
     values ('payer', 'payer@example.com', 'x', 'Pay', 'Er', 'end_user') returning "id"`,
  );
  userId = user.id;
});

async function booking(): Promise<string> {
  const [row] = await em().execute<{ id: string }[]>(
    `insert into "booking" ("user_id", "type", "item_name", "passenger_count", "total_price_in_pkr", "status", "created_at")
     values (?, 'package', 'Umrah Economy', 2, '50000.00', 'pending', now()) returning "id"`,
    [userId],
  );
  return row.id;
}

async function payment(over: Partial<Pick<Payment, 'method' | 'purpose' | 'amountInPkr'>> & { bookingId?: string } = {}): Promise<Payment> {
  const e = em();
  const now = new Date();
  const p = e.create(Payment, {
    booking: over.bookingId ?? (await booking()),
    payer: userId,
    method: over.method ?? PaymentMethod.sandbox,
    purpose: over.purpose ?? PaymentPurpose.advance,
    amountInPkr: over.amountInPkr ?? '15000.00',
    gatewayReference: makeReference(now),
    createdAt: now,
    updatedAt: now,
  });
  await e.flush();
  return p;
}

function sandboxBody(p: Payment, type = 'payment.succeeded', amountInPkr = p.amountInPkr, id = `evt_${crypto.randomUUID()}`): string {
  return JSON.stringify({
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { reference: p.gatewayReference, amountInPkr, transactionId: type === 'payment.succeeded' ? 'sbx_42' : null, message: 'from the test' },
  });
}

function deliver(body: string, signature = signSandboxPayload(SECRET, body, Math.floor(t.clock.now.getTime() / 1000))) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

function eventsOf(reference: string | null | undefined) {
  return em().execute<{ event_id: string; result: string; payment_id: string | null; processed_at: string | null }[]>(
    'select "event_id", "result", "payment_id", "processed_at" from "payment_event" where "reference" = ? order by "received_at"',
    [reference],
  );
}

async function stored(p: Payment) {
  return { payment: await em().findOneOrFail(Payment, { id: p.id }), events: await eventsOf(p.gatewayReference) };
}

describe('POST /api/payments/webhooks/:gateway', () => {
  it('refuses a bad signature with 401 and stores nothing', async () => {
    t.clock.now = new Date();
    const p = await payment();
    const body = sandboxBody(p);
    const forged = await deliver(body, signSandboxPayload('not-the-secret-0123456789', body, Math.floor(Date.now() / 1000)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Invalid webhook signature', code: 'UNAUTHENTICATED' });
    const tampered = await deliver(body.replace(p.amountInPkr, '1.00'), signSandboxPayload(SECRET, body, Math.floor(Date.now() / 1000)));
    expect(tampered.statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.json()).toEqual({ message: 'Missing or malformed webhook signature', code: 'UNAUTHENTICATED' });
    const after = await stored(p);
    expect(after.payment.status).toBe(PaymentStatus.initiated);
    expect(after.events).toEqual([]);
  });

  it('answers 404 for a gateway that is not there, and 400 for a signed payload it cannot read', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No such payment gateway', code: 'NOT_FOUND' });
    const bad = await deliver('{"id": 1}');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_USER_INPUT');
  });

  it('records one webhook delivered 10 times at once as one event and settles the payment once', async () => {
    t.clock.now = new Date();
    const p = await payment();
    const before = changes.length;
    const body = sandboxBody(p);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const replayed = answers.map((a) => a.json().replayed);
    expect(replayed.filter((r) => r === false)).toHaveLength(1);
    const after = await stored(p);
    expect(after.events).toHaveLength(1);
    expect(after.events[0]).toMatchObject({ result: 'applied: initiated → succeeded', payment_id: p.id });
    expect(after.events[0].processed_at).toBeTruthy();
    expect(after.payment).toMatchObject({ status: PaymentStatus.succeeded, surplus: false, gatewayTransactionId: 'sbx_42' });
    expect(after.payment.settledAt).toBeInstanceOf(Date);
    // the booking side's hook ran once, for this payment
    expect(changes.slice(before).map((c) => [c.payment.id, c.from, c.to])).toEqual([[p.id, 'initiated', 'succeeded']]);
    // and again later: still a 200 that changes nothing
    const late = await deliver(body);
    expect(late.json()).toMatchObject({ replayed: true });
    expect((await stored(p)).events).toHaveLength(1);
  });

  it('moves a payment only forward: a failure then a late success is recorded, a failure after success is not', async () => {
    t.clock.now = new Date();
    const p = await payment();
    expect((await deliver(sandboxBody(p, 'payment.failed'))).statusCode).toBe(200);
    expect((await stored(p)).payment).toMatchObject({ status: PaymentStatus.failed, failureReason: 'from the test' });
    await deliver(sandboxBody(p, 'payment.succeeded'));
    expect((await stored(p)).payment).toMatchObject({ status: PaymentStatus.succeeded, failureReason: null });
    await deliver(sandboxBody(p, 'payment.failed'));
    const after = await stored(p);
    expect(after.payment.status).toBe(PaymentStatus.succeeded);
    expect(after.events.map((e) => e.result)).toEqual(['applied: initiated → failed', 'applied: failed → succeeded', 'ignored: already succeeded']);
  });

  it('counts one success per booking and purpose: a second is surplus; an amount that differs is held', async () => {
    t.clock.now = new Date();
    const bookingId = await booking();
    const first = await payment({ bookingId });
    const second = await payment({ bookingId });
    const balance = await payment({ bookingId, purpose: PaymentPurpose.balance, amountInPkr: '35000.00' });
    await Promise.all([deliver(sandboxBody(first)), deliver(sandboxBody(second)), deliver(sandboxBody(balance))]);
    const states = await Promise.all([first, second, balance].map(async (p) => (await stored(p)).payment));
    expect(states.map((s) => s.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    // whichever came second is the surplus
    expect(states.slice(0, 2).filter((s) => s.surplus)).toHaveLength(1);
    expect(states[2].surplus).toBe(false);

    const odd = await payment();
    const held = await deliver(sandboxBody(odd, 'payment.succeeded', '14999.00'));
    expect(held.statusCode).toBe(200);
    const after = await stored(odd);
    expect(after.payment.status).toBe(PaymentStatus.initiated);
    expect(after.events[0].result).toBe('held: the gateway reports 14999.00, the payment is for 15000.00');
  });

  it('records an event for a reference nobody has, changing nothing', async () => {
    const ghost = { gatewayReference: 'PNOBODY0000000000000', amountInPkr: '10.00' } as Payment;
    const answer = await deliver(sandboxBody(ghost));
    expect(answer.statusCode).toBe(200);
    expect(await eventsOf(ghost.gatewayReference)).toMatchObject([{ result: 'ignored: no payment has this reference', payment_id: null }]);
  });
});

describe('JazzCash IPN and inquiry', () => {
  const ipn = (p: Payment, code: string, message: string) => {
    t.clock.now = new Date();
    const fields: Record<string, string> = {
      pp_Amount: String(Number(p.amountInPkr) * 100),
      pp_MerchantID: 'MC12345',
      pp_ResponseCode: code,
      pp_ResponseMessage: message,
      pp_RetreivalReferenceNo: '261123183512',
      pp_TxnRefNo: p.gatewayReference ?? '',
      pp_TxnCurrency: 'PKR',
    };
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/jazzcash',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, pp_SecureHash: jazzCashSecureHash(fields, SALT) }).toString(),
    });
  };

  it('takes a signed form post (no cookie, so no CSRF question), refuses a tampered one', async () => {
    const p = await payment({ method: PaymentMethod.jazzcash, amountInPkr: '12500.00' });
    const pending = await ipn(p, '124', 'Voucher issued');
    expect(pending.statusCode).toBe(200);
    expect((await stored(p)).payment.status).toBe(PaymentStatus.initiated);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/jazzcash',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pp_TxnRefNo=${p.gatewayReference}&pp_ResponseCode=000&pp_Amount=1250000&pp_SecureHash=${'A'.repeat(64)}`,
    });
    expect(tampered.statusCode).toBe(401);
    expect((await stored(p)).payment.status).toBe(PaymentStatus.initiated);
  });

  it('settles a pending payment from a status inquiry, once', async () => {
    t.clock.now = new Date();
    const p = await payment({ method: PaymentMethod.jazzcash, amountInPkr: '12500.00' });
    await ipn(p, '124', 'Voucher issued');
    msw.use(
      http.post(`${JAZZCASH_HOSTS.sandbox}${JAZZCASH_PATHS.inquiry}`, async ({ request }) => {
        const asked = (await request.json()) as Record<string, string>;
        const answer = {
          pp_ResponseCode: '000',
          pp_PaymentResponseCode: '000',
          pp_PaymentResponseMessage: 'Paid at the counter',
          pp_TxnRefNo: asked.pp_TxnRefNo,
          pp_Amount: '1250000',
          pp_RetreivalReferenceNo: '261124101010',
        };
        return HttpResponse.json({ ...answer, pp_SecureHash: jazzCashSecureHash(answer, SALT) });
      }),
    );
    const settled = await reconcilePayment(ctx(), p.id);
    expect(settled).toMatchObject({ replayed: false, result: 'applied: initiated → succeeded' });
    expect((await stored(p)).payment).toMatchObject({ status: PaymentStatus.succeeded, gatewayTransactionId: '261124101010' });
    // asked again, and then the IPN for the same success: nothing more changes
    expect(await reconcilePayment(ctx(), p.id)).toMatchObject({ replayed: true });
    const ipnAfter = await ipn(p, '000', 'Success');
    expect(ipnAfter.json()).toMatchObject({ replayed: false });
    const after = await stored(p);
    expect(after.events.map((e) => e.result)).toEqual(['noted: pending at the gateway', 'applied: initiated → succeeded', 'ignored: already succeeded']);
  });
});

describe('the sandbox path end to end', () => {
  it('checkout decided → webhook job → signed POST to the app → payment settled', async () => {
    t.clock.now = new Date();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const selfUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const queue = await JobQueue.start({
      connectionString: t.db.url,
      orm: t.db.orm,
      config: t.deps.config,
      log: t.deps.log,
      jobs: [sandboxWebhookJob({ retryDelaySeconds: 1 })],
      pollingIntervalSeconds: 0.5,
      selfUrl,
    });
    try {
      const p = await payment();
      const sandbox = paymentGateways(t.deps.config).sandbox;
      const checkout = await sandbox.initiate(ctx(), {
        paymentId: p.id,
        reference: p.gatewayReference ?? '',
        amountInPkr: p.amountInPkr,
        description: 'Umrah Economy (advance)',
        billReference: 'B1',
        returnUrl: `${selfUrl}/bookings`,
        expiresAt: new Date(Date.now() + 20 * 60_000),
      });
      expect(checkout).toEqual({ kind: 'redirect', url: `/pay/${p.id}` });
      await sandbox.complete(ctx(), p.gatewayReference ?? '', 'success');
      const deadline = Date.now() + 10_000;
      while ((await stored(p)).payment.status === PaymentStatus.initiated && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const after = await stored(p);
      expect(after.payment.status).toBe(PaymentStatus.succeeded);
      expect(after.events).toHaveLength(1);
    } finally {
      await queue.stop(1000);
    }
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { systemContext } from '../../../core/context.js';
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../../core/errors.js';
import { JobQueue } from '../../../jobs/queue.js';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { type CallbackRequest, makeReference } from './gateway.js';
import { paymentGateways } from './index.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxGateway, sandboxSecret, sandboxWebhookJob, signSandboxPayload } from './sandbox.js';

// The sandbox gateway: signed webhooks (HMAC-SHA256 over timestamp and body, constant-time check, 5 minute tolerance),
// its own books on the real PostgreSQL (decide once, inquire, refund at most what was paid, once per refund reference),
// and webhook delivery through the job queue, retried with backoff until the endpoint says 2xx.

const SECRET = 'sandbox-test-secret-0123456789';
const log = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', PAYMENTS_SANDBOX_SECRET: SECRET });
const sandbox: SandboxGateway = paymentGateways(config).sandbox;
let db: TestDb;
let clock = new Date();
const ctx = () => systemContext({ em: db.orm.em.fork(), config, log, now: () => clock });

beforeAll(async () => {
  db = await createTestDb({ poolMax: 4 });
});
afterAll(async () => {
  await db?.close();
});

const body = JSON.stringify({
  id: 'evt_0f8fad5b-d9cb-469f-a165-70867728950e',
  type: 'payment.succeeded',
  created: 1795000000,
  data: { reference: 'P20261123133000ABCDE', amountInPkr: '12500.50', transactionId: 'sbx_1', message: 'Paid' },
});
const at = new Date(1795000000 * 1000);
const signed = (b: string, secret = SECRET, t = 1795000000): CallbackRequest => ({
  headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, b, t) },
  rawBody: b,
  contentType: 'application/json',
});

describe('sandbox webhook signatures', () => {
  it('accepts a signed event and reads it', () => {
    expect(sandbox.verifyCallback(signed(body), at)).toEqual({
      gateway: 'sandbox',
      eventId: 'evt_0f8fad5b-d9cb-469f-a165-70867728950e',
      reference: 'P20261123133000ABCDE',
      outcome: 'succeeded',
      amountInPkr: '12500.50',
      gatewayTransactionId: 'sbx_1',
      message: 'Paid',
      payload: JSON.parse(body),
    });
    // within the tolerance either way
    expect(sandbox.verifyCallback(signed(body), new Date(at.getTime() + 299_000)).outcome).toBe('succeeded');
  });

  it('refuses anything not signed by the secret, now', () => {
    const refused = (req: CallbackRequest, now = at) => () => sandbox.verifyCallback(req, now);
    expect(refused({ ...signed(body), rawBody: body.replace('12500.50', '1.00') })).toThrow(new AuthError('Invalid webhook signature'));
    expect(refused(signed(body, 'another-secret-0123456789'))).toThrow('Invalid webhook signature');
    expect(refused({ ...signed(body), headers: {} })).toThrow('Missing or malformed webhook signature');
    expect(refused({ ...signed(body), headers: { [SANDBOX_SIGNATURE_HEADER]: 't=abc,v1=00' } })).toThrow(AuthError);
    // a captured message replayed later, or a timestamp moved to look fresh
    expect(refused(signed(body), new Date(at.getTime() + 301_000))).toThrow('Webhook signature has expired');
    const moved = String(signed(body).headers[SANDBOX_SIGNATURE_HEADER]).replace('t=1795000000', 't=1795000100');
    expect(refused({ ...signed(body), headers: { [SANDBOX_SIGNATURE_HEADER]: moved } })).toThrow('Invalid webhook signature');
  });

  it('refuses a signed but malformed payload as bad input', () => {
    expect(() => sandbox.verifyCallback(signed('{"id":'), at)).toThrow(new ValidationError('Malformed webhook payload: not JSON'));
    expect(() => sandbox.verifyCallback(signed(body.replace('payment.succeeded', 'payment.maybe')), at)).toThrow(ValidationError);
  });

  it('keeps a generated secret in DATA_DIR when PAYMENTS_SANDBOX_SECRET is unset', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-sandbox-secret-'));
    try {
      const own = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const secret = sandboxSecret(own);
      const file = path.join(dataDir, 'payments-sandbox-secret');
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(sandboxSecret(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }))).toBe(secret);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

async function openCheckout(amountInPkr = '5000.00', minutes = 20) {
  const reference = makeReference(clock);
  const checkout = await sandbox.initiate(ctx(), {
    paymentId: crypto.randomUUID(),
    reference,
    amountInPkr,
    description: 'Test',
    billReference: 'B1',
    returnUrl: 'http://127.0.0.1/pay/return',
    expiresAt: new Date(clock.getTime() + minutes * 60_000),
  });
  return { reference, checkout };
}

describe('sandbox books', () => {
  it('opens a checkout on the app’s own page and answers inquiries as it is decided', async () => {
    clock = new Date();
    const { reference, checkout } = await openCheckout();
    expect(reference).toMatch(/^P\d{14}[A-Z2-9]{5}$/);
    expect(checkout).toMatchObject({ kind: 'redirect' });
    expect(checkout.kind === 'redirect' && checkout.url).toMatch(/^\/pay\/[0-9a-f-]{36}$/);
    expect((await sandbox.inquire(ctx(), reference)).outcome).toBe('pending');
    const queue = await JobQueue.start({ connectionString: db.url, orm: db.orm, config, log, jobs: [sandboxWebhookJob()], pollingIntervalSeconds: 10 });
    try {
      await sandbox.complete(ctx(), reference, 'success');
      await expect(sandbox.complete(ctx(), reference, 'failure')).rejects.toThrow(new ConflictError('This checkout is already finished'));
      expect(await sandbox.inquire(ctx(), reference)).toMatchObject({ outcome: 'succeeded', amountInPkr: '5000.00' });

      const declined = await openCheckout();
      await sandbox.complete(ctx(), declined.reference, 'failure');
      expect((await sandbox.inquire(ctx(), declined.reference)).outcome).toBe('failed');
      const abandoned = await openCheckout();
      await sandbox.complete(ctx(), abandoned.reference, 'abandon');
      expect((await sandbox.inquire(ctx(), abandoned.reference)).outcome).toBe('cancelled');
      // a webhook is queued for the decisions a gateway reports, none for an abandoned page
      const [{ count }] = await db.orm.em.fork().execute<{ count: string }[]>(
        "select count(*)::int as count from pgboss.job where name = 'payments_sandbox_webhook'",
      );
      expect(Number(count)).toBe(2);
    } finally {
      await queue.stop(1000);
    }
    const expired = await openCheckout('100.00', 1);
    clock = new Date(clock.getTime() + 61_000);
    expect((await sandbox.inquire(ctx(), expired.reference)).outcome).toBe('cancelled');
    await expect(sandbox.complete(ctx(), expired.reference, 'success')).rejects.toThrow('This checkout has expired');
    await expect(sandbox.complete(ctx(), 'PNOSUCHREFERENCE0000', 'success')).rejects.toThrow(NotFoundError);
    expect((await sandbox.inquire(ctx(), 'PNOSUCHREFERENCE0000')).outcome).toBe('unknown');
  });

  it('refunds at most what was paid, once per refund reference', async () => {
    clock = new Date();
    const { reference } = await openCheckout('1000.00');
    const refund = (amountInPkr: string, refundReference: string) =>
      sandbox.refund(ctx(), { reference, gatewayTransactionId: null, amountInPkr, refundReference });
    expect(await refund('100.00', 'R1')).toMatchObject({ outcome: 'failed', message: 'Only a paid transaction can be refunded' });
    const queue = await JobQueue.start({ connectionString: db.url, orm: db.orm, config, log, jobs: [sandboxWebhookJob()], pollingIntervalSeconds: 10 });
    try {
      await sandbox.complete(ctx(), reference, 'success');
    } finally {
      await queue.stop(1000);
    }
    const first = await refund('600.00', 'R1');
    expect(first).toMatchObject({ outcome: 'succeeded', message: 'Refunded' });
    // the same refund asked again (a retry after a timeout): answered, not repeated
    expect(await refund('600.00', 'R1')).toMatchObject({ outcome: 'succeeded', gatewayRefundId: first.gatewayRefundId });
    expect(await refund('400.01', 'R2')).toMatchObject({ outcome: 'failed', message: 'The refund is more than what is left to refund' });
    // ten different refunds at once for what is left: exactly what is left goes back
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => refund('100.00', `R-race-${i}`)));
    expect(racing.filter((r) => r.outcome === 'succeeded')).toHaveLength(4);
    const [row] = await db.orm.em.fork().execute<{ refunded: string; n: number }[]>(
      'select refunded_in_pkr as refunded, jsonb_array_length(refunds) as n from payment_sandbox_txn where reference = ?',
      [reference],
    );
    expect(row).toEqual({ refunded: '1000.00', n: 5 });
    await expect(refund('0', 'R3')).rejects.toThrow(ValidationError);
  });
});

describe('sandbox webhook delivery', () => {
  it('delivers the signed event to the app, retrying with backoff until it answers 2xx', async () => {
    clock = new Date();
    const received: { at: number; signature: string; body: string }[] = [];
    const endpoint = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const seen = received.some((r) => r.body === raw);
        received.push({ at: Date.now(), signature: String(req.headers[SANDBOX_SIGNATURE_HEADER]), body: raw });
        // an event's first delivery meets an app that is down
        res.writeHead(seen ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => endpoint.listen(0, '127.0.0.1', r));
    const selfUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
    const queue = await JobQueue.start({
      connectionString: db.url,
      orm: db.orm,
      config,
      log,
      jobs: [sandboxWebhookJob({ retryDelaySeconds: 1 })],
      pollingIntervalSeconds: 0.5,
      selfUrl,
    });
    try {
      const { reference } = await openCheckout('2500.00');
      await sandbox.complete(ctx(), reference, 'success');
      // (events the earlier tests queued are delivered here too: only this one's count)
      const ours = () => received.filter((r) => r.body.includes(reference));
      const deadline = Date.now() + 15_000;
      while (ours().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const [first, second] = ours();
      expect(ours()).toHaveLength(2);
      expect(second.at - first.at).toBeGreaterThanOrEqual(950);
      // the same event both times, each attempt signed afresh; both verify
      expect(second.body).toBe(first.body);
      for (const r of [first, second]) {
        const event = sandbox.verifyCallback({ headers: { [SANDBOX_SIGNATURE_HEADER]: r.signature }, rawBody: r.body, contentType: 'application/json' }, new Date());
        expect(event).toMatchObject({ reference, outcome: 'succeeded', amountInPkr: '2500.00' });
      }
      await new Promise((r) => setTimeout(r, 700));
      expect(ours()).toHaveLength(2);
    } finally {
      await queue.stop(1000);
      endpoint.close();
    }
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LockMode } from '@mikro-orm/core';
import * as v from 'valibot';
import type { Config } from '../../../config.js';
import type { ServiceContext } from '../../../core/context.js';
import { AuthError, ConflictError, NotFoundError, ValidationError } from '../../../core/errors.js';
import { check } from '../../../core/validation.js';
import { defineJob, enqueueInTransaction, type JobOptions, wakeWorker } from '../../../jobs/queue.js';
import { compare, isDecimal, round2 } from '../../../rules/money.js';
import { SandboxTransaction } from '../payment.entity.js';
import {
  type CallbackRequest,
  type Checkout,
  type CheckoutRequest,
  type GatewayEvent,
  headerValue,
  type Inquiry,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  safeEqual,
} from './gateway.js';

// The offline gateway, on by default: the app's own checkout page (/pay/{paymentId}) stands in for the gateway's,
// its decisions are kept in payment_sandbox_txn (the gateway's books), and it tells the app what happened the way a
// real gateway does: an HMAC-SHA256-signed webhook to POST /api/payments/webhooks/sandbox, delivered by the job queue
// with retries and backoff. So the whole path (signature, replay, retries, reconciliation) runs without a network.

export const SANDBOX_SIGNATURE_HEADER = 'safarnama-sandbox-signature';
// a signed message older (or newer) than this is refused, so a captured one cannot be replayed later
export const SANDBOX_TOLERANCE_SECONDS = 5 * 60;
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed with the body. */
export function signSandboxPayload(secret: string, body: string, unixSeconds: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

function parseSignature(header: string | undefined): { t: number; v1: string } | undefined {
  if (!header || header.length > 200) return undefined;
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return undefined;
  return { t: Number(t), v1 };
}

const SandboxEventSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^evt_[0-9a-f-]{36}$/, 'Malformed webhook payload: id')),
  type: v.picklist(['payment.succeeded', 'payment.failed'], 'Malformed webhook payload: type'),
  created: v.pipe(v.number('Malformed webhook payload: created'), v.integer('Malformed webhook payload: created')),
  data: v.object(
    {
      reference: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/, 'Malformed webhook payload: reference')),
      amountInPkr: v.pipe(v.string(), v.check((s: string) => isDecimal(s), 'Malformed webhook payload: amountInPkr')),
      transactionId: v.nullable(v.pipe(v.string(), v.maxLength(100))),
      message: v.nullable(v.pipe(v.string(), v.maxLength(500))),
    },
    'Malformed webhook payload: data',
  ),
});
export type SandboxEventBody = v.InferOutput<typeof SandboxEventSchema>;

export type SandboxOutcome = 'success' | 'failure' | 'abandon';

// Where the sandbox's signing secret lives when PAYMENTS_SANDBOX_SECRET is unset: made once (random, 0600) beside the
// embedded database's password, so webhooks signed before a restart still verify after it.
const SECRET_FILE = 'payments-sandbox-secret';
const secrets = new Map<string, string>();

export function sandboxSecret(config: Config): string {
  if (config.payments.sandboxSecret) return config.payments.sandboxSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  let secret = secrets.get(file);
  if (secret) return secret;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (!secret) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const made = crypto.randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
      secret = made;
    } catch (err) {
      // another process made it first: use theirs
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  secrets.set(file, secret);
  return secret;
}

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  // the secret is read when first needed, so an app that never takes a sandbox payment never makes the file
  constructor(private readonly secret: () => string) {}

  async initiate(ctx: ServiceContext, request: CheckoutRequest): Promise<Checkout> {
    await ctx.em.insert(SandboxTransaction, {
      reference: request.reference,
      paymentId: request.paymentId,
      amountInPkr: round2(request.amountInPkr),
      createdAt: ctx.now(),
      expiresAt: request.expiresAt,
    });
    return { kind: 'redirect', url: `/pay/${request.paymentId}` };
  }

  /**
   * The payer's choice on the sandbox checkout page: Pay, Decline or Abandon. Decided once, before the checkout
   * expires; Pay and Decline then send a signed webhook through the job queue, in the same transaction (after
   * `delaySeconds`, for tests of slow gateways). Abandon sends nothing, like a payer closing the tab: the attempt
   * ends when reconciliation asks.
   */
  async complete(ctx: ServiceContext, reference: string, outcome: SandboxOutcome, opts: { delaySeconds?: number } = {}): Promise<SandboxTransaction> {
    const txn = await ctx.em.transactional(async (em) => {
      const decided = await this.decide({ ...ctx, em }, reference, outcome);
      if (decided.body) await enqueueInTransaction(em, SANDBOX_WEBHOOK_JOB, { body: decided.body }, opts.delaySeconds ? { startAfter: opts.delaySeconds } : {});
      return decided.txn;
    });
    // committed: deliver now rather than at the worker's next poll
    if (txn.status !== 'abandoned' && !opts.delaySeconds) wakeWorker(SANDBOX_WEBHOOK_JOB);
    return txn;
  }

  /**
   * Records the payer's choice in the sandbox's books (inside the caller's transaction) and answers the webhook body it
   * sends for it (null for Abandon). complete() delivers that body as a signed webhook; seeds, which run before the job
   * queue, apply it in process (eventOf).
   */
  async decide(ctx: ServiceContext, reference: string, outcome: SandboxOutcome): Promise<{ txn: SandboxTransaction; body: string | null }> {
    const open = await ctx.em.findOne(SandboxTransaction, { reference }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!open) throw new NotFoundError('Checkout not found');
    if (open.status !== 'open') throw new ConflictError('This checkout is already finished');
    const now = ctx.now();
    if (open.expiresAt <= now) throw new ConflictError('This checkout has expired');
    open.status = outcome === 'success' ? 'succeeded' : outcome === 'failure' ? 'failed' : 'abandoned';
    open.decidedAt = now;
    await ctx.em.flush();
    if (outcome === 'abandon') return { txn: open, body: null };
    const body: SandboxEventBody = {
      id: `evt_${crypto.randomUUID()}`,
      type: outcome === 'success' ? 'payment.succeeded' : 'payment.failed',
      created: Math.floor(now.getTime() / 1000),
      data: {
        reference: open.reference,
        amountInPkr: open.amountInPkr,
        transactionId: outcome === 'success' ? `sbx_${crypto.randomBytes(8).toString('hex')}` : null,
        message: outcome === 'success' ? 'Paid' : 'Declined by the payer',
      },
    };
    return { txn: open, body: JSON.stringify(body) };
  }

  /** The event a webhook body stands for, once its signature checked (or for a body this sandbox made itself). */
  eventOf(rawBody: string): GatewayEvent {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new ValidationError('Malformed webhook payload: not JSON');
    }
    const body = check(SandboxEventSchema, parsed);
    return {
      gateway: 'sandbox',
      eventId: body.id,
      reference: body.data.reference,
      outcome: body.type === 'payment.succeeded' ? 'succeeded' : 'failed',
      amountInPkr: round2(body.data.amountInPkr),
      gatewayTransactionId: body.data.transactionId,
      message: body.data.message,
      payload: parsed as Record<string, unknown>,
    };
  }

  verifyCallback(request: CallbackRequest, now: Date): GatewayEvent {
    const signature = parseSignature(headerValue(request.headers, SANDBOX_SIGNATURE_HEADER));
    if (!signature) throw new AuthError('Missing or malformed webhook signature');
    if (Math.abs(now.getTime() / 1000 - signature.t) > SANDBOX_TOLERANCE_SECONDS) throw new AuthError('Webhook signature has expired');
    const expected = signSandboxPayload(this.secret(), request.rawBody, signature.t).split('v1=')[1];
    if (!safeEqual(expected, signature.v1)) throw new AuthError('Invalid webhook signature');
    return this.eventOf(request.rawBody);
  }

  async inquire(ctx: ServiceContext, reference: string): Promise<Inquiry> {
    const txn = await ctx.em.findOne(SandboxTransaction, { reference }, { refresh: true });
    const base = { reference, gatewayTransactionId: null, payload: txn ? { reference, status: txn.status } : { reference, status: null } };
    if (!txn) return { ...base, outcome: 'unknown', amountInPkr: null, message: 'No such checkout' };
    const amountInPkr = txn.amountInPkr;
    switch (txn.status) {
      case 'succeeded':
        return { ...base, outcome: 'succeeded', amountInPkr, message: 'Paid' };
      case 'failed':
        return { ...base, outcome: 'failed', amountInPkr, message: 'Declined by the payer' };
      case 'abandoned':
        return { ...base, outcome: 'cancelled', amountInPkr, message: 'Abandoned by the payer' };
      default:
        return txn.expiresAt <= ctx.now()
          ? { ...base, outcome: 'cancelled', amountInPkr, message: 'Checkout expired unpaid' }
          : { ...base, outcome: 'pending', amountInPkr, message: 'Waiting for the payer' };
    }
  }

  async refund(ctx: ServiceContext, request: RefundRequest): Promise<RefundResult> {
    if (!isDecimal(request.amountInPkr) || compare(request.amountInPkr, 0) <= 0) throw new ValidationError('Refund amount must be more than 0');
    const amount = round2(request.amountInPkr);
    const entry = { refundReference: request.refundReference, id: `sbr_${crypto.randomUUID()}`, amountInPkr: amount, at: ctx.now().toISOString() };
    // one statement: the refund is recorded only if it fits what is left and was not made before under this reference
    const rows = await ctx.em.execute<{ reference: string }[]>(
      `update "payment_sandbox_txn"
          set "refunded_in_pkr" = "refunded_in_pkr" + ?::numeric, "refunds" = "refunds" || ?::jsonb
        where "reference" = ? and "status" = 'succeeded' and "refunded_in_pkr" + ?::numeric <= "amount_in_pkr"
          and not "refunds" @> ?::jsonb
        returning "reference"`,
      [amount, JSON.stringify([entry]), request.reference, amount, JSON.stringify([{ refundReference: request.refundReference }])],
    );
    if (rows.length === 1) return { outcome: 'succeeded', gatewayRefundId: entry.id, message: 'Refunded', payload: entry };
    const txn = await ctx.em.findOne(SandboxTransaction, { reference: request.reference }, { refresh: true });
    const earlier = txn?.refunds.find((r) => r.refundReference === request.refundReference);
    if (earlier) return { outcome: 'succeeded', gatewayRefundId: earlier.id, message: 'Refunded', payload: earlier };
    const message = !txn ? 'No such transaction' : txn.status !== 'succeeded' ? 'Only a paid transaction can be refunded' : 'The refund is more than what is left to refund';
    return { outcome: 'failed', gatewayRefundId: null, message, payload: { reference: request.reference, message } };
  }
}

export const SANDBOX_WEBHOOK_JOB = 'payments_sandbox_webhook';

declare module '../../../jobs/queue.js' {
  interface JobPayloads {
    // the event's JSON exactly as it will be signed and sent (the same bytes on every attempt)
    [SANDBOX_WEBHOOK_JOB]: { body: string };
  }
}

// like a real gateway: retried for about 8 minutes (2 s doubling, 8 retries), each attempt signed afresh
export const SANDBOX_WEBHOOK_RETRIES: JobOptions = { retryLimit: 8, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 60, concurrency: 10 };

/** The webhook delivery job: POSTs the signed event to this app's endpoint; any answer but 2xx is retried. */
export function sandboxWebhookJob(options: JobOptions = SANDBOX_WEBHOOK_RETRIES) {
  return defineJob(
    SANDBOX_WEBHOOK_JOB,
    async (data, run) => {
      const base = run.selfUrl ?? run.ctx.config.publicUrl;
      if (!base) throw new Error('No URL to deliver sandbox webhooks to');
      const signature = signSandboxPayload(sandboxSecret(run.ctx.config), data.body, Math.floor(run.ctx.now().getTime() / 1000));
      const res = await fetch(new URL(SANDBOX_WEBHOOK_PATH, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        body: data.body,
        signal: AbortSignal.timeout(10_000),
      });
      // read (not cancel) the answer, so the connection is reused
      await res.text().catch(() => '');
      if (!res.ok) throw new Error(`The webhook endpoint answered ${res.status}`);
    },
    { ...SANDBOX_WEBHOOK_RETRIES, ...options },
  );
}

import crypto from 'node:crypto';
import type { ServiceContext } from '../../../core/context.js';
import type { DecimalString } from '../../../rules/money.js';

// One interface for every payment gateway: start a checkout, check what the gateway tells us, ask it about an
// attempt, give money back. Amounts are PKR decimal strings ("1250.00"); each adapter converts to its own units.

export const GATEWAY_NAMES = ['sandbox', 'jazzcash'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export function isGatewayName(value: string): value is GatewayName {
  return (GATEWAY_NAMES as readonly string[]).includes(value);
}

/** What a checkout needs to know about the attempt. */
export type CheckoutRequest = {
  paymentId: string;
  // our reference for this attempt, unique per gateway (makeReference)
  reference: string;
  amountInPkr: DecimalString;
  // shown to the payer (JazzCash: at most 200 characters)
  description: string;
  // the payer's own reference for what they buy, e.g. the booking's short id (JazzCash: at most 20 letters and digits)
  billReference: string;
  // where the payer's browser comes back to (absolute)
  returnUrl: string;
  // the gateway stops taking this attempt then
  expiresAt: Date;
  payerMobile?: string;
};

/** How the payer's browser gets to the gateway. */
export type Checkout =
  // open this URL (the sandbox's own page)
  | { kind: 'redirect'; url: string }
  // post these fields as a form to this URL (JazzCash page redirection)
  | { kind: 'form_post'; url: string; fields: Record<string, string> };

/** An incoming message as the HTTP layer received it: the signature covers the raw bytes. */
export type CallbackRequest = {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  contentType: string;
};

export type GatewayOutcome = 'succeeded' | 'failed' | 'pending' | 'cancelled';

// who reports on a payment: a gateway, the super admin deciding a bank transfer from its proof, or the wallet (an
// agent's payment from its own wallet, settled in the transaction that debits it)
export type EventSource = GatewayName | 'bank_transfer' | 'wallet';

/** A verified message from a gateway about one attempt. */
export type GatewayEvent = {
  gateway: EventSource;
  // unique per gateway: the same message delivered again carries the same id
  eventId: string;
  // our reference for the attempt (CheckoutRequest.reference)
  reference: string;
  outcome: GatewayOutcome;
  // what the gateway says was paid, when it says
  amountInPkr: DecimalString | null;
  // the gateway's own id for the transaction
  gatewayTransactionId: string | null;
  message: string | null;
  // the message as received (stored in payment_event)
  payload: Record<string, unknown>;
};

// what the gateway says about an attempt when asked; `unknown`: it has no such attempt (or would not say)
export type Inquiry = Omit<GatewayEvent, 'gateway' | 'eventId' | 'outcome'> & { outcome: GatewayOutcome | 'unknown' };

export type RefundRequest = {
  reference: string;
  gatewayTransactionId: string | null;
  amountInPkr: DecimalString;
  // ours, unique per refund: asking again with the same one must not refund twice
  refundReference: string;
};

export type RefundResult = {
  outcome: 'succeeded' | 'pending' | 'failed';
  gatewayRefundId: string | null;
  message: string | null;
  payload: Record<string, unknown>;
};

export interface PaymentGateway {
  readonly name: GatewayName;
  initiate(ctx: ServiceContext, request: CheckoutRequest): Promise<Checkout>;
  /** Checks the message's signature (AuthError when it fails: nothing may be stored) and reads it (ValidationError when malformed). */
  verifyCallback(request: CallbackRequest, now: Date): GatewayEvent;
  /** Asks the gateway what became of an attempt (UpstreamError when it cannot be reached). */
  inquire(ctx: ServiceContext, reference: string): Promise<Inquiry>;
  refund(ctx: ServiceContext, request: RefundRequest): Promise<RefundResult>;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new attempt reference: 'P', the UTC time to the second and 5 random characters, 20 letters and digits in all
 * (JazzCash's pp_TxnRefNo allows at most 20, alphanumeric), sortable by time.
 */
export function makeReference(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const random = Array.from(crypto.randomBytes(5), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `P${stamp}${random}`;
}

/** One header's value (the first, when repeated). */
export function headerValue(headers: CallbackRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Compares two secrets' encodings in constant time (false when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

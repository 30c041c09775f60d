import crypto from 'node:crypto';

// Duffel's webhooks (shared/reference/duffel.md §6): the X-Duffel-Signature check and the event envelope read into
// what the flights module acts on. Delivery is at least once and unordered: dedupe on `id`, then re-read the order.

const SIGNATURE = /^t=(.+),v1=(.+)$/;

/**
 * `header`: X-Duffel-Signature, `t=<unix seconds>,v1=<hex>`; v1 is HMAC-SHA256 with the webhook's secret (its UTF-8
 * bytes as given, not base64-decoded) over `<t>.<raw body bytes>`. Compared in constant time. No timestamp
 * tolerance is documented, so none is applied here (dedupe on the event id instead).
 */
export function verifyDuffelSignature(rawBody: Buffer | string, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const match = SIGNATURE.exec(header.trim());
  if (!match) return false;
  const [, timestamp, given] = match;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const expected = crypto.createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestamp}.`).update(body).digest();
  if (!/^[0-9a-fA-F]+$/.test(given) || given.length !== expected.length * 2) return false;
  return crypto.timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

export type DuffelEventType =
  | 'order.created'
  | 'order.creation_failed'
  | 'order.airline_initiated_change_detected'
  | 'order_cancellation.created'
  | 'order_cancellation.confirmed'
  | 'air.payment.succeeded'
  | 'air.payment.failed'
  | 'air.payment.pending'
  | 'air.payment.cancelled'
  | 'air.order.changed'
  | 'ping.triggered';

export interface DuffelEvent {
  id: string; // wev_…: deliveries repeat, dedupe on it
  type: DuffelEventType | (string & {});
  orderId: string | null;
  changeId: string | null; // an airline-initiated change (aic_…)
  reference: string | null; // our order id, metadata.safarnama_ref, when the object carries the order's metadata
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The event's envelope `{id, type, data: {object}}`; null when it is not one. The object depends on the type:
 * an order (order.created, order.creation_failed, air.order.changed: its id and metadata), the order with `aic_id`
 * (order.airline_initiated_change_detected in v2, which no longer carries the changes: list them by order), a
 * cancellation or a payment (their order_id), nothing useful for ping.triggered. Unknown types are read the same way.
 */
export function parseDuffelEvent(body: unknown): DuffelEvent | null {
  if (!body || typeof body !== 'object') return null;
  const envelope = body as { id?: unknown; type?: unknown; data?: unknown };
  const id = str(envelope.id);
  const type = str(envelope.type);
  if (!id || !type) return null;
  const data = envelope.data && typeof envelope.data === 'object' ? (envelope.data as { object?: unknown }) : {};
  const object = (data.object && typeof data.object === 'object' ? data.object : {}) as Record<string, unknown>;
  const objectId = str(object.id);
  const metadata = object.metadata && typeof object.metadata === 'object' ? (object.metadata as Record<string, unknown>) : {};

  let orderId = str(object.order_id);
  if (!orderId && objectId?.startsWith('ord_')) orderId = objectId;
  // order.created and air.order.changed carry the order itself, whatever its id looks like
  if (!orderId && objectId && (type === 'order.created' || type === 'air.order.changed' || type === 'order.airline_initiated_change_detected')) {
    orderId = objectId;
  }
  let changeId = str(object.aic_id);
  if (!changeId && objectId?.startsWith('aic_')) changeId = objectId;
  if (type === 'ping.triggered') orderId = changeId = null;
  return { id, type, orderId, changeId, reference: str(metadata.safarnama_ref) };
}

import crypto from 'node:crypto';

// Safarnama-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>[,v1=<with the previous secret>]
// (docs/features/webhooks.md). The body signed is the exact text sent, never a re-encoding of it.

export const SIGNATURE_HEADER = 'Safarnama-Signature';
export const EVENT_ID_HEADER = 'Safarnama-Event-Id';
// how old a signature's timestamp may be for verifySignature by default (replays of a captured request)
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A new endpoint secret: `whsec_` + 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The Safarnama-Signature value for `body` sent at `timestamp` (unix seconds): one v1 per secret, in order. */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  if (!Number.isInteger(timestamp) || timestamp < 0) throw new Error('signatureHeader: timestamp must be unix seconds');
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${hmac(secret, timestamp, body)}`)].join(',');
}

/**
 * Whether a Safarnama-Signature header signs `body` (the raw text received) with `secret`: one of its v1 values
 * matches (compared in constant time) and its timestamp is within `toleranceSeconds` (default 300) of `now`.
 */
export function verifySignature(header: string, body: string, secret: string, opts: { toleranceSeconds?: number; now?: Date } = {}): boolean {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  const now = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  // every value is compared (no early exit on a match), each in constant time
  let ok = false;
  for (const signature of signatures) ok = crypto.timingSafeEqual(Buffer.from(signature, 'hex'), expected) || ok;
  return ok;
}

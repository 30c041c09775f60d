// A partner's webhook receiver for Safarnama events: verifies the signature over the raw body, dedupes by event id,
// answers 200 at once and handles the event afterwards. Standalone (Node 20, node:http and node:crypto only, nothing
// from Safarnama's code): copy this file into your own system.
//
//   WEBHOOK_SECRET=whsec_… PORT=8080 npx tsx scripts/partner-webhook-receiver.ts
//
// Register its public HTTPS URL as an endpoint (createWebhookEndpoint, `POST /api/webhooks/endpoints`, or
// scripts/partner-example.ts with SAFARNAMA_WEBHOOK_URL); the answer carries the secret, once. Each request is
//
//   POST <your URL>
//   Safarnama-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>[,v1=<the previous secret's>]
//   Safarnama-Event-Id: <the event's id>
//   {"id":"…","type":"booking.confirmed","createdAt":"…","data":{…}}
//
// Delivery is at least once: a retry, a resend or a crash between your 2xx and Safarnama's record of it sends the same
// event (the same id, the same bytes) again. See docs/features/webhooks.md.
import crypto from 'node:crypto';
import http from 'node:http';

export const SIGNATURE_HEADER = 'safarnama-signature';
export const EVENT_ID_HEADER = 'safarnama-event-id';

/** An event as Safarnama sends it; `data` depends on `type` (the catalogue in docs/features/webhooks.md). */
export interface SafarnamaEvent<TData = unknown> {
  id: string;
  type: string;
  /** when the change committed, ISO 8601 */
  createdAt: string;
  data: TData;
}

export interface VerifyOptions {
  /** how far (seconds) the signature's timestamp may be from `now`: an older request is a replay. Default 300. */
  toleranceSeconds?: number;
  /** the receiver's clock; default the current time */
  now?: Date;
}

/**
 * Whether `header` (the Safarnama-Signature value) signs `rawBody` (the bytes received, exactly: never a re-encoding
 * of the parsed JSON) with `secret`. Any of its v1 values may match (during a rotation there are two, one per
 * secret); each is compared in constant time; a timestamp further than `toleranceSeconds` from `now` is refused.
 */
export function verifySafarnamaSignature(header: string | string[] | undefined, rawBody: Buffer | string, secret: string, { toleranceSeconds = 300, now = new Date() }: VerifyOptions = {}): boolean {
  if (typeof header !== 'string' || !secret) return false;
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
    // other schemes (a future v2) are ignored
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  // every value is compared (no early exit), each in constant time
  let ok = false;
  for (const signature of signatures) ok = crypto.timingSafeEqual(signature, expected) || ok;
  return ok;
}

export interface ReceiverOptions {
  /** 0 picks a free port (tests) */
  port: number;
  /** default all interfaces */
  host?: string;
  /** the endpoint's signing secret (whsec_…) */
  secret: string;
  /** called once per event id, after the 200 has been sent; a throw (or rejection) lets a later retry in again */
  onEvent: (event: SafarnamaEvent) => void | Promise<void>;
  /** how many processed event ids to remember (oldest forgotten first). Default 10,000. */
  dedupeSize?: number;
  /** the largest body accepted (bytes). Default 1 MiB. */
  maxBodyBytes?: number;
  /** signature tolerance, as in verifySafarnamaSignature */
  toleranceSeconds?: number;
  /** one line per request handled (received, duplicate, refused, failed); default silent */
  log?: (line: string) => void;
}

export interface Receiver {
  server: http.Server;
  port: number;
  url: string;
  /** counts since start */
  stats: { received: number; duplicates: number; refused: number; failed: number };
  /** stops accepting requests and waits for the events being handled */
  close(): Promise<void>;
}

/**
 * The processed event ids, bounded: a Set keeps insertion order, so the oldest id is the first one. Safarnama retries
 * for 72 hours; size it for what arrives in that time, or better:
 *
 * A REAL SYSTEM STORES THE PROCESSED IDS IN ITS DATABASE, IN THE SAME TRANSACTION AS THE EVENT'S EFFECT (a table with
 * the event id as its primary key: `insert … on conflict do nothing`, and when no row was inserted the event was
 * already handled, so the transaction does nothing else). Then a crash between the effect and the record cannot apply
 * an event twice, a restart does not forget, and every instance behind a load balancer shares the same record. This
 * in-memory set is lost on restart and is per process: it is the example's stand-in for that table.
 */
class SeenIds {
  private readonly ids = new Set<string>();
  constructor(private readonly max: number) {}

  /** Records `id`; false when it was already there. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    while (this.ids.size > this.max) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }

  delete(id: string): void {
    this.ids.delete(id);
  }
}

function isEvent(value: unknown): value is SafarnamaEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && v.id.length > 0 && typeof v.type === 'string' && typeof v.createdAt === 'string' && 'data' in v;
}

/** Starts the receiver; resolves once it listens (`port` is then the real one, also for port 0). */
export function startReceiver(options: ReceiverOptions): Promise<Receiver> {
  const { secret, onEvent, dedupeSize = 10_000, maxBodyBytes = 1024 * 1024, toleranceSeconds = 300, log = () => {} } = options;
  if (!secret) throw new Error('startReceiver: the endpoint secret is required');
  const seen = new SeenIds(dedupeSize);
  const stats = { received: 0, duplicates: 0, refused: 0, failed: 0 };
  const handling = new Set<Promise<void>>();

  const answer = (res: http.ServerResponse, status: number, text: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
  };

  // Runs after the answer is sent: Safarnama waits 10 s at most, and a slow answer is a failed attempt, retried.
  const handle = (event: SafarnamaEvent) => {
    const done = (async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        await onEvent(event);
      } catch (err) {
        // not recorded as processed: a resend (or a retry, had we answered an error) is handled again
        seen.delete(event.id);
        stats.failed++;
        log(`failed     ${event.id} ${event.type}: ${err instanceof Error ? err.message : String(err)}`);
      }
    })();
    handling.add(done);
    void done.finally(() => handling.delete(done));
  };

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return answer(res, 405, 'POST only');
    }
    // the raw bytes, kept as they came: the signature covers exactly these
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (tooLarge) {
        stats.refused++;
        return answer(res, 413, 'body too large');
      }
      const rawBody = Buffer.concat(chunks);
      if (!verifySafarnamaSignature(req.headers[SIGNATURE_HEADER], rawBody, secret, { toleranceSeconds })) {
        stats.refused++;
        log(`refused    bad or stale signature from ${req.socket.remoteAddress ?? '?'}`);
        return answer(res, 400, 'bad signature');
      }
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        event = undefined;
      }
      if (!isEvent(event)) {
        stats.refused++;
        return answer(res, 400, 'not an event');
      }
      // the id from the signed body, not from the (unsigned) Safarnama-Event-Id header
      if (!seen.add(event.id)) {
        stats.duplicates++;
        log(`duplicate  ${event.id} ${event.type}: already handled, ignored`);
        return answer(res, 200, 'duplicate');
      }
      stats.received++;
      answer(res, 200, 'ok');
      handle(event);
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
      resolve({
        server,
        port,
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
        stats,
        close: async () => {
          await new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          });
          await Promise.all(handling);
        },
      });
    });
  });
}

if (process.argv[1] && process.argv[1] === import.meta.filename) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error('Set WEBHOOK_SECRET (the whsec_… secret shown when the endpoint was created)');
    process.exit(1);
  }
  const receiver = await startReceiver({
    port: Number(process.env.PORT ?? 8080),
    secret,
    log: (line) => console.log(line),
    onEvent: (event) => console.log(`event      ${event.id} ${event.type} at ${event.createdAt} ${JSON.stringify(event.data)}`),
  });
  console.log(`listening on port ${receiver.port}: POST Safarnama events here (behind your HTTPS front end)`);
  const stop = () => {
    void receiver.close().then(() => {
      console.log(`stopped: ${receiver.stats.received} event(s), ${receiver.stats.duplicates} duplicate(s), ${receiver.stats.refused} refused`);
      process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

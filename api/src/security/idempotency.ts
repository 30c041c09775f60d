import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, parse, stripIgnoredCharacters } from 'graphql';
import type { AppDeps } from '../deps.js';
import { forbiddenCharsMessage, hasForbiddenChars } from '../rules/text.js';
import { sendError } from './caller.js';
import { REQUEST_TIMEOUT_MS } from './slow-clients.js';

// Idempotency keys on every write (issue 38, docs/features/idempotency.md), Stripe's semantics: a POST, PUT, PATCH or
// DELETE under /api/* or a GraphQL mutation carrying `Idempotency-Key` runs once per caller and key for 24 h; a retry
// with the same request gets the first answer again (status, content type, body; `Idempotent-Replayed: true`), one
// while the first still runs gets 409 IDEMPOTENCY_KEY_IN_USE, one with another request gets 422
// IDEMPOTENCY_KEY_REUSED. A request without the header meets a header lookup and nothing else: no parsing, no database.

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
export const IDEMPOTENCY_MESSAGES = {
  malformed: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
  reused: 'This Idempotency-Key was already used with a different request',
  inUse: 'A request with this Idempotency-Key is still being processed: retry shortly',
} as const;

const HEADER = 'idempotency-key';
const KEY = /^[\x20-\x7e]{1,255}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Payment gateways' and the airline's webhook posts: deduplicated by their own event ids, never by this header. */
export const IDEMPOTENCY_EXEMPT_ROUTES: ReadonlySet<string> = new Set(['/api/payments/webhooks/:gateway', '/api/flights/webhooks/duffel']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with every object's keys in order: the same value, however its keys were ordered, gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value)) ?? 'null';
}
function sorted(value: unknown): Json | undefined {
  if (value === null || typeof value !== 'object') return value as Json | undefined;
  if (Buffer.isBuffer(value)) return { sha256: sha256(value) };
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return sorted((value as { toJSON: () => unknown }).toJSON());
  if (Array.isArray(value)) return value.map((v) => sorted(v) ?? null);
  const out: { [key: string]: Json } = {};
  for (const k of Object.keys(value).sort()) {
    const v = sorted((value as Record<string, unknown>)[k]);
    if (v !== undefined) out[k] = v;
  }
  return out;
}
const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** What a request asks, for comparing a retry with the first: the hash of its fingerprint, or null when the header does not apply. */
type Fingerprint = { hash: string; persisted: boolean } | null;

function restFingerprint(req: FastifyRequest): Fingerprint {
  const route = req.routeOptions.url;
  if (route === undefined || !route.startsWith('/api/') || IDEMPOTENCY_EXEMPT_ROUTES.has(route)) return null;
  // a body a handler streams itself (a multipart upload) is unread here: its media type and length stand for it
  const contentType = String(req.headers['content-type'] ?? '').split(';')[0];
  const body = req.body !== undefined ? req.body : req.headers['content-length'] ? { unread: contentType, length: req.headers['content-length'] } : null;
  return { hash: sha256(canonicalJson([req.method, route, req.params ?? {}, req.query ?? {}, body])), persisted: false };
}

/** A mutation's fingerprint (its document without insignificant characters, operation name, variables); null for anything else. */
function graphqlFingerprint(req: FastifyRequest): Fingerprint {
  const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } } | null;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const operationName = typeof body.operationName === 'string' ? body.operationName : null;
  const variables = body.variables ?? {};
  if (typeof body.query !== 'string') {
    // an automatic persisted query sent as its hash alone may be a mutation: its hash stands for the document
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    return typeof hash === 'string' ? { hash: sha256(canonicalJson({ persistedQuery: hash, operationName, variables })), persisted: true } : null;
  }
  let operation;
  try {
    operation = getOperationAST(parse(body.query, { noLocation: true }), operationName ?? undefined);
  } catch {
    // Apollo answers a document that does not parse
    return null;
  }
  if (operation?.operation !== 'mutation') return null;
  return { hash: sha256(canonicalJson({ query: stripIgnoredCharacters(body.query), operationName, variables })), persisted: false };
}

function fingerprintOf(req: FastifyRequest): Fingerprint {
  if (!WRITES.has(req.method)) return null;
  if (req.routeOptions.url === '/graphql') return req.method === 'POST' ? graphqlFingerprint(req) : null;
  return restFingerprint(req);
}

/** Whose key it is: the signed-in user (by session or API key: the key's owner), else the client's address. */
function subjectOf(req: FastifyRequest): string {
  const viewer = req.caller?.viewer;
  return viewer ? `user:${viewer.id}` : `addr:${req.ip}`;
}

type Claim = { subject: string; key: string; token: string; persisted: boolean; settled: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * On shutdown, once HTTP is closed and before the database pool: waits up to `waitMs` for the requests the drain cut
     * off (they still run) to record their answers, so a client's retry gets the answer (never a second run); then frees
     * the keys of those still running, whose work the closing pool rolls back, so the retry runs instead of meeting 409
     * until the key counts as abandoned (REQUEST_TIMEOUT_MS, 10 minutes). Answers how many it freed.
     */
    releaseHeldIdempotencyKeys: (waitMs: number) => Promise<number>;
  }
}
type Held = { request_hash: string; state: 'running' | 'completed'; status_code: number | null; content_type: string | null; body: Buffer | null };

/**
 * Claims `key` for `subject` in one statement: a new key, or one whose row has expired (24 h) or was abandoned (still
 * running after the longest a request may take), is taken; a held key is returned as it stands.
 */
export async function claimKey(
  em: EntityManager,
  claim: { subject: string; key: string; hash: string; token: string },
  now: Date,
): Promise<{ won: true } | { won: false; held: Held | null }> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const abandoned = new Date(now.getTime() - REQUEST_TIMEOUT_MS);
  const won = await em.execute<{ token: string }[]>(
    `insert into idempotency_record (subject, key, request_hash, state, token, created_at) values (?, ?, ?, 'running', ?, ?)
     on conflict (subject, key) do update set request_hash = excluded.request_hash, state = 'running', token = excluded.token,
       status_code = null, content_type = null, body = null, created_at = excluded.created_at
     where idempotency_record.created_at <= ? or (idempotency_record.state = 'running' and idempotency_record.created_at <= ?)
     returning token`,
    [claim.subject, claim.key, claim.hash, claim.token, now, expired, abandoned],
  );
  if (won.length) return { won: true };
  const [held] = await em.execute<Held[]>(
    'select request_hash, state, status_code, content_type, body from idempotency_record where subject = ? and key = ?',
    [claim.subject, claim.key],
  );
  return { won: false, held: held ?? null };
}

/** Drops expired keys (they count as absent anyway); now and then, from a request that claims one. */
export async function sweepIdempotencyRecords(em: EntityManager, now: Date): Promise<void> {
  await em.execute('delete from idempotency_record where created_at <= ?', [new Date(now.getTime() - IDEMPOTENCY_TTL_MS)]);
}

// the answer as bytes, copied now: a large text answer arrives in a pooled buffer reused once the response closes
// (http/protection.ts); undefined for a stream, which is not kept
function answerBytes(payload: unknown): Buffer | null | undefined {
  if (payload === undefined || payload === null || payload === '') return null;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return Buffer.from(payload);
  return undefined;
}

// answers that did not run the request to its end, or may be tried again as they are: the key is free again
const releases = (status: number) => status >= 500 || status === 429;

/**
 * The hooks, registered after the caller hook (they read req.caller) and before the routes: preHandler (after the
 * body is parsed) claims or answers; onSend stores the answer before it leaves (a retry never finds the key running
 * once the first answer is out), or releases the key on a 5xx or 429; onResponse releases a key whose request ended
 * without onSend (a hijacked reply). Global onSend hooks run before @fastify/compress's (added per route), so the
 * answer is kept uncompressed.
 */
export function registerIdempotency(app: FastifyInstance, deps: AppDeps): void {
  const claims = new WeakMap<FastifyRequest, Claim>();
  // the claims whose answer is not recorded (or whose release not done) yet: they leave once that is written
  const open = new Set<Claim>();
  const em = () => deps.orm.em.fork();

  const release = async (req: FastifyRequest, claim: Claim) => {
    claim.settled = true;
    try {
      await em().execute('delete from idempotency_record where subject = ? and key = ? and token = ?', [claim.subject, claim.key, claim.token]);
    } finally {
      open.delete(claim);
    }
    req.log.debug({ idempotencyKey: claim.key }, 'idempotency key released');
  };

  const replay = (reply: FastifyReply, held: Held) => {
    reply.code(held.status_code ?? 200).header('idempotent-replayed', 'true');
    if (held.content_type) reply.header('content-type', held.content_type);
    return reply.send(held.body && held.body.length ? held.body : undefined);
  };

  // true: the request goes on (it holds the key); false: it was answered here
  const enter = async (req: FastifyRequest, reply: FastifyReply, key: string, fingerprint: NonNullable<Fingerprint>): Promise<boolean> => {
    const subject = subjectOf(req);
    const now = deps.now();
    if (Math.random() < 0.001) await sweepIdempotencyRecords(em(), now);
    // a key released between the claim and the read (the first answered 5xx) is claimed again
    for (let attempt = 0; attempt < 3; attempt++) {
      const token = crypto.randomUUID();
      const result = await claimKey(em(), { subject, key, hash: fingerprint.hash, token }, now);
      if (result.won) {
        const claim = { subject, key, token, persisted: fingerprint.persisted, settled: false };
        claims.set(req, claim);
        open.add(claim);
        return true;
      }
      const { held } = result;
      if (!held) continue;
      if (held.request_hash !== fingerprint.hash) {
        await sendError(req, reply, 422, IDEMPOTENCY_MESSAGES.reused, 'IDEMPOTENCY_KEY_REUSED');
        return false;
      }
      if (held.state === 'completed') {
        await replay(reply, held);
        return false;
      }
      break;
    }
    reply.header('retry-after', '1');
    await sendError(req, reply, 409, IDEMPOTENCY_MESSAGES.inUse, 'IDEMPOTENCY_KEY_IN_USE');
    return false;
  };

  app.addHook('preHandler', (req, reply, done) => {
    const key = req.headers[HEADER];
    if (key === undefined) return done();
    const fingerprint = fingerprintOf(req);
    if (fingerprint === null) return done();
    if (typeof key !== 'string' || !KEY.test(key)) {
      // answered here: done() is not called (Fastify's rule for callback hooks that reply)
      const message = typeof key === 'string' && hasForbiddenChars(key) ? forbiddenCharsMessage('Idempotency-Key') : IDEMPOTENCY_MESSAGES.malformed;
      void sendError(req, reply, 400, message, 'BAD_USER_INPUT');
      return;
    }
    enter(req, reply, key, fingerprint).then(
      (goOn) => {
        if (goOn) done();
      },
      (err: unknown) => done(err as Error),
    );
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.headers[HEADER] === undefined) return done(null, payload);
    const claim = claims.get(req);
    if (!claim || claim.settled) return done(null, payload);
    claim.settled = true;
    const body = answerBytes(payload);
    const status = reply.statusCode;
    // an automatic persisted query the server did not know yet: the client sends the document next, under the same key
    const unknownDocument = claim.persisted && body?.includes('PERSISTED_QUERY_NOT_FOUND');
    const work =
      releases(status) || body === undefined || unknownDocument
        ? release(req, claim)
        : em()
            .execute(`update idempotency_record set state = 'completed', status_code = ?, content_type = ?, body = ? where subject = ? and key = ? and token = ?`, [
              status,
              String(reply.getHeader('content-type') ?? '') || null,
              body,
              claim.subject,
              claim.key,
              claim.token,
            ])
            .then(() => undefined)
            .finally(() => open.delete(claim));
    work.then(
      () => done(null, payload),
      (err: unknown) => {
        // the answer still goes out; a key left running is taken over once abandoned
        req.log.error({ err, idempotencyKey: claim.key }, 'idempotency key: the answer was not recorded');
        done(null, payload);
      },
    );
  });

  app.decorate('releaseHeldIdempotencyKeys', async (waitMs: number) => {
    // requests the drain cut off still run: their answers are recorded (or their keys released) as they finish
    const until = Date.now() + waitMs;
    while (open.size && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    const left = [...open].filter((claim) => !claim.settled);
    open.clear();
    for (const claim of left) claim.settled = true;
    if (!left.length) return 0;
    // one statement for them all (a list as JSON: the query builder would spread an array binding into a list of values)
    await em().execute(
      `delete from idempotency_record r using jsonb_to_recordset(?::jsonb) as h(subject text, token uuid)
       where r.subject = h.subject and r.token = h.token and r.state = 'running'`,
      [JSON.stringify(left.map(({ subject, token }) => ({ subject, token })))],
    );
    return left.length;
  });

  app.addHook('onResponse', (req, _reply, done) => {
    if (req.headers[HEADER] === undefined) return done();
    const claim = claims.get(req);
    if (claim && !claim.settled) release(req, claim).catch((err: unknown) => req.log.error({ err }, 'idempotency key: not released'));
    done();
  });
}

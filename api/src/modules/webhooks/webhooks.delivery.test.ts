import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemContext } from '../../core/context.js';
import { JobQueue } from '../../jobs/queue.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { deliverDueWebhooks, nextAttemptAt, RETRY_WINDOW_MS, retryDelayMs } from './deliver.js';
import { deleteOldWebhookEvents, webhookJobs } from './jobs.js';
import { publishWebhookEvent, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './outbox.js';
import { verifySignature } from './sign.js';

// Delivery against a real receiver (an HTTP server on 127.0.0.1, so WEBHOOK_ALLOW_PRIVATE) and a simulated clock: the
// test moves t.clock and calls deliverDueWebhooks as the jobs would.

const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
const h = agentHelpers(t);
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const HOUR = 3_600_000;
const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now });
const deliver = (opts: { timeoutMs?: number; limit?: number } = {}) => deliverDueWebhooks(ctx(), opts);
const advance = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

async function endpointFor(cookie: string, events: readonly string[] = WEBHOOK_EVENT_TYPES, url = receiver.url) {
  const res = await h.gql(
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id status } } }',
    { input: { url, events } },
    cookie,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
}

async function publish(type: WebhookEventType, ownerIds: string[], data: Record<string, unknown> = {}) {
  return t.db.orm.em.fork().transactional((tx) => publishWebhookEvent(tx, { type, ownerIds, data, now: t.clock.now }));
}

// the endpoint's pending deliveries' next moment (the retries' schedule), or null
async function nextDue(endpointId: string): Promise<Date | null> {
  const [row] = await h.sql<{ next: Date | null }>(
    `select min(next_attempt_at) as next from webhook_delivery where endpoint_id = ? and status = 'pending' and next_attempt_at <> 'infinity'`,
    [endpointId],
  );
  return row?.next ? new Date(row.next) : null;
}

describe('delivering webhooks', () => {
  it('POSTs every event type, signed with the secret over the exact body, with the event id in a header', async () => {
    t.clock.now = new Date();
    receiver.received = [];
    receiver.answer = 200;
    const agent = await h.signUp('b2b_agent');
    const { secret, endpoint } = await endpointFor(agent.cookie);
    const ids: string[] = [];
    for (const type of WEBHOOK_EVENT_TYPES) ids.push((await publish(type, [agent.id], { kind: type, amountInPkr: '1500.00', note: 'اردو ✓' }))!);
    const r = await deliver();
    expect(r).toEqual({ delivered: WEBHOOK_EVENT_TYPES.length, failed: 0, attempted: WEBHOOK_EVENT_TYPES.length });

    expect(receiver.received.map((x) => x.eventId).sort()).toEqual([...ids].sort());
    for (const got of receiver.received) {
      expect(got.method).toBe('POST');
      expect(got.headers['content-type']).toBe('application/json');
      expect(got.headers['user-agent']).toBe('Safarnama-Webhooks/1');
      const signature = String(got.headers['safarnama-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(signature, got.body, secret, { now: t.clock.now })).toBe(true);
      expect(verifySignature(signature, got.body, 'whsec_wrong', { now: t.clock.now })).toBe(false);
      const payload = JSON.parse(got.body);
      expect(Object.keys(payload)).toEqual(['id', 'type', 'createdAt', 'data']);
      expect(payload.id).toBe(got.eventId);
      expect(payload.data).toEqual({ kind: payload.type, amountInPkr: '1500.00', note: 'اردو ✓' });
      expect(payload.createdAt).toBe(t.clock.now.toISOString());
    }
    const rows = await h.sql<{ status: string; attempts: number; delivered_at: Date }>('select status, attempts, delivered_at from webhook_delivery where endpoint_id = ?', [endpoint.id]);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1 && row.delivered_at)).toBe(true);
    const attempts = await h.sql<{ status_code: number; error: string | null; latency_ms: number }>(
      'select a.status_code, a.error, a.latency_ms from webhook_attempt a join webhook_delivery d on d.id = a.delivery_id where d.endpoint_id = ?',
      [endpoint.id],
    );
    expect(attempts).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    expect(attempts.every((a) => a.status_code === 200 && a.error === null && a.latency_ms >= 0)).toBe(true);
    // nothing is due any more
    expect((await deliver()).attempted).toBe(0);
  });

  it('sends nothing for a change that was rolled back', async () => {
    receiver.received = [];
    const agent = await h.signUp('b2b_agent');
    await endpointFor(agent.cookie);
    const before = await h.sql<{ n: number }>('select count(*)::int as n from webhook_event');
    await expect(
      t.db.orm.em.fork().transactional(async (tx) => {
        await publishWebhookEvent(tx, { type: 'booking.confirmed', ownerIds: [agent.id], data: {}, now: t.clock.now });
        throw new Error('the booking could not be confirmed');
      }),
    ).rejects.toThrow('could not be confirmed');
    expect(await h.sql<{ n: number }>('select count(*)::int as n from webhook_event')).toEqual(before);
    expect((await deliver()).attempted).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it('loses nothing while the receiver is down for 10 minutes: every event arrives after it returns, duplicates counted', async () => {
    t.clock.now = new Date();
    receiver.received = [];
    const agent = await h.signUp('b2b_agent');
    const { secret, endpoint } = await endpointFor(agent.cookie, ['booking.created', 'payment.succeeded']);
    const published: string[] = [];
    // a minute of a receiver that takes events but answers 500 (so they are sent again: duplicates), then 10 minutes down
    receiver.answer = 500;
    const start = t.clock.now.getTime();
    let downed = false;
    let upAgain = false;
    while (t.clock.now.getTime() - start < 40 * 60_000) {
      const elapsed = t.clock.now.getTime() - start;
      if (elapsed >= 60_000 && !downed) {
        downed = true;
        await receiver.down();
      }
      if (elapsed >= 11 * 60_000 && !upAgain) {
        upAgain = true;
        receiver.answer = 200;
        await receiver.up();
      }
      // events keep coming during the outage
      if (elapsed < 11 * 60_000) for (let i = 0; i < 3; i++) published.push((await publish(i % 2 ? 'payment.succeeded' : 'booking.created', [agent.id], { n: published.length }))!);
      await deliver();
      if (upAgain && (await nextDue(endpoint.id)) === null) break;
      advance(15_000);
    }
    expect(upAgain).toBe(true);
    const pending = await h.sql('select id from webhook_delivery where endpoint_id = ? and status <> ?', [endpoint.id, 'delivered']);
    expect(pending).toEqual([]);

    const accepted = receiver.received.filter((r) => r.status === 200);
    const times = new Map<string, number>();
    for (const r of receiver.received) times.set(r.eventId, (times.get(r.eventId) ?? 0) + 1);
    // every event delivered (a 2xx) at least once, none lost, each verifiable
    expect(new Set(accepted.map((r) => r.eventId))).toEqual(new Set(published));
    expect(receiver.received.every((r) => verifySignature(String(r.headers['safarnama-signature']), r.body, secret, { now: t.clock.now, toleranceSeconds: 3600 }))).toBe(true);
    const duplicates = [...times.values()].reduce((sum, n) => sum + n - 1, 0);
    console.log(`webhooks outage: ${published.length} events, ${receiver.received.length} requests received, ${duplicates} duplicates (same event id again), 0 lost`);
    expect(duplicates).toBeGreaterThan(0);
    // the attempts during the outage are in the log: refused connections, without a status
    const refused = await h.sql<{ n: number }>(
      `select count(*)::int as n from webhook_attempt a join webhook_delivery d on d.id = a.delivery_id where d.endpoint_id = ? and a.status_code is null and a.error like '%ECONNREFUSED%'`,
      [endpoint.id],
    );
    expect(refused[0]!.n).toBeGreaterThan(0);
    // healthy again: failing_since cleared by the successes
    expect((await h.sql('select status, failing_since from webhook_endpoint where id = ?', [endpoint.id]))[0]).toEqual({ status: 'enabled', failing_since: null });
  });

  it('retries with back-off for 72 hours, then disables the endpoint and e-mails its owner (in Urdu for an Urdu reader)', async () => {
    t.clock.now = new Date();
    receiver.received = [];
    receiver.answer = 503;
    const agent = await h.signUp('b2b_agent');
    await h.sql(`update app_user set language = 'ur' where id = ?`, [agent.id]);
    const { endpoint } = await endpointFor(agent.cookie, ['booking.cancelled']);
    const start = t.clock.now.getTime();
    const first = await publish('booking.cancelled', [agent.id], { n: 1 });
    let late: string | null = null;
    const attemptTimes: number[] = [];
    for (let i = 0; i < 100; i++) {
      // an event shortly before the end: still pending when the endpoint is disabled
      if (!late && t.clock.now.getTime() - start > 70 * HOUR) late = await publish('booking.cancelled', [agent.id], { n: 2 });
      const r = await deliver();
      if (r.attempted) attemptTimes.push(t.clock.now.getTime() - start);
      const [ep] = await h.sql<{ status: string }>('select status from webhook_endpoint where id = ?', [endpoint.id]);
      if (ep!.status === 'disabled') break;
      const next = await nextDue(endpoint.id);
      expect(next).not.toBeNull();
      t.clock.now = new Date(Math.max(next!.getTime(), t.clock.now.getTime() + 1));
    }
    const [ep] = await h.sql<{ status: string; disabled_reason: string; disabled_at: Date; failing_since: Date }>(
      'select status, disabled_reason, disabled_at, failing_since from webhook_endpoint where id = ?',
      [endpoint.id],
    );
    expect(ep).toMatchObject({ status: 'disabled', disabled_reason: 'Every delivery failed for 72 hours' });
    expect(new Date(ep!.disabled_at).getTime() - new Date(ep!.failing_since).getTime()).toBeGreaterThanOrEqual(72 * HOUR);
    // the first attempts come quickly, then hours apart: 30 s, 1 min, 2 min … at most 6 h (±20 %)
    expect(attemptTimes[0]).toBe(0);
    expect(attemptTimes[1]! - attemptTimes[0]!).toBeGreaterThanOrEqual(24_000);
    expect(attemptTimes[1]! - attemptTimes[0]!).toBeLessThanOrEqual(36_000);
    const gaps = attemptTimes.slice(1).map((at, i) => at - attemptTimes[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(6 * HOUR * 1.2);
    // the first event: retried until 72 hours after its first failure, then failed
    const [firstDelivery] = await h.sql<{ status: string; attempts: number }>('select status, attempts from webhook_delivery where event_id = ?', [first]);
    expect(firstDelivery!.status).toBe('failed');
    expect(firstDelivery!.attempts).toBeGreaterThan(15);
    expect(firstDelivery!.attempts).toBeLessThan(30);
    // the owner's e-mail, queued in the transaction that disabled it, in Urdu
    const mails = await h.sql<{ to_address: string; subject: string; text_body: string }>('select to_address, subject, text_body from mail_message where user_id = ? and key like ?', [agent.id, 'webhook-disabled:%']);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(`${agent.username}@example.pk`);
    expect(mails[0]!.subject).toContain('ویب ہک');
    expect(mails[0]!.text_body).toContain(receiver.url);

    // the later event waits (no attempt while disabled); new events reach the endpoint no more
    const [lateDelivery] = await h.sql<{ status: string; next_attempt_at: unknown }>('select status, next_attempt_at from webhook_delivery where event_id = ?', [late]);
    expect(lateDelivery!.status).toBe('pending');
    expect(await publish('booking.cancelled', [agent.id])).toBeNull();
    advance(HOUR);
    expect((await deliver()).attempted).toBe(0);

    // fixed and enabled again: the waiting event goes out
    receiver.answer = 200;
    receiver.received = [];
    // three days later the session has expired: signed in again
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: agent.username, password: 'secret123' } });
    const cookie = String(([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]).split(';')[0]!;
    const enabled = await h.gql('mutation($id: ID!) { enableWebhookEndpoint(id: $id) { status disabledReason failingSince } }', { id: endpoint.id }, cookie);
    expect(enabled.errors).toBeUndefined();
    expect(enabled.data!.enableWebhookEndpoint).toEqual({ status: 'enabled', disabledReason: null, failingSince: null });
    expect(await deliver()).toMatchObject({ delivered: 1, attempted: 1 });
    expect(receiver.received.map((r) => r.eventId)).toEqual([late]);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    t.clock.now = new Date();
    receiver.received = [];
    receiver.answer = 200;
    const agent = await h.signUp('b2b_agent');
    const { secret: oldSecret, endpoint } = await endpointFor(agent.cookie, ['wallet.low_funds']);
    const rotated = await h.gql('mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { previousSecretExpiresAt } } }', { id: endpoint.id }, agent.cookie);
    const { secret: newSecret } = rotated.data!.rotateWebhookSecret as { secret: string };
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSecret).not.toBe(oldSecret);
    expect(new Date(rotated.data!.rotateWebhookSecret.endpoint.previousSecretExpiresAt).getTime()).toBe(t.clock.now.getTime() + 24 * HOUR);

    for (const [after, both] of [
      [HOUR, true],
      [23 * HOUR, true],
      [24 * HOUR + 1000, false],
    ] as const) {
      const at = t.clock.now;
      t.clock.now = new Date(at.getTime() + after);
      receiver.received = [];
      await publish('wallet.low_funds', [agent.id], { availableInPkr: '100.00' });
      await deliver();
      const got = receiver.received[0]!;
      const header = String(got.headers['safarnama-signature']);
      expect(header.split(',v1=').length - 1, `${after / HOUR} h after`).toBe(both ? 2 : 1);
      expect(verifySignature(header, got.body, newSecret, { now: t.clock.now })).toBe(true);
      expect(verifySignature(header, got.body, oldSecret, { now: t.clock.now })).toBe(both);
      t.clock.now = at;
    }
  });

  it('never sends a delivery from two dispatchers at once (claims skip locked rows and hold a lease)', async () => {
    t.clock.now = new Date();
    receiver.received = [];
    receiver.answer = 200;
    const agent = await h.signUp('b2b_agent');
    await endpointFor(agent.cookie, ['booking.created'], `${receiver.url}/a`);
    await endpointFor(agent.cookie, ['booking.created'], `${receiver.url}/b`);
    for (let i = 0; i < 60; i++) await publish('booking.created', [agent.id], { i });
    const results = await Promise.all([deliver({ limit: 40 }), deliver({ limit: 40 }), deliver({ limit: 40 }), deliver({ limit: 40 })]);
    expect(results.reduce((sum, r) => sum + r.attempted, 0)).toBe(120);
    const perDelivery = new Map<string, number>();
    for (const r of receiver.received) perDelivery.set(`${r.eventId}:${r.path}`, (perDelivery.get(`${r.eventId}:${r.path}`) ?? 0) + 1);
    expect(receiver.received).toHaveLength(120);
    expect(perDelivery.size).toBe(120);
  });

  it('counts an unanswered request as failed after the timeout, and a redirect as failed without following it', async () => {
    t.clock.now = new Date();
    const agent = await h.signUp('b2b_agent');
    const { endpoint } = await endpointFor(agent.cookie, ['booking.amended']);
    const internal = await startWebhookReceiver('/internal');
    try {
      receiver.received = [];
      receiver.answer = 'hang';
      await publish('booking.amended', [agent.id]);
      expect(await deliver({ timeoutMs: 300 })).toMatchObject({ failed: 1, attempted: 1 });
      receiver.answer = { status: 302, headers: { location: internal.url } };
      advance(HOUR);
      expect(await deliver()).toMatchObject({ failed: 1, attempted: 1 });
      expect(internal.received).toEqual([]);
      const attempts = await h.sql<{ status_code: number | null; error: string }>(
        'select a.status_code, a.error from webhook_attempt a join webhook_delivery d on d.id = a.delivery_id where d.endpoint_id = ? order by a.at',
        [endpoint.id],
      );
      expect(attempts[0]).toMatchObject({ status_code: null, error: expect.stringContaining('timed out') });
      expect(attempts[1]).toEqual({ status_code: 302, error: `redirect not followed (Location: ${internal.url})` });
    } finally {
      receiver.answer = 200;
      await internal.close();
    }
  });

  it('keeps 30 days of events: older ones go with their deliveries and attempts', async () => {
    t.clock.now = new Date();
    receiver.answer = 200;
    const agent = await h.signUp('b2b_agent');
    const { endpoint } = await endpointFor(agent.cookie, ['visa_application.status_changed']);
    const old = await publish('visa_application.status_changed', [agent.id]);
    await deliver();
    advance(20 * 86_400_000);
    const recent = await publish('visa_application.status_changed', [agent.id]);
    await deliver();
    advance(11 * 86_400_000);
    expect(await deleteOldWebhookEvents(ctx())).toBeGreaterThanOrEqual(1);
    const left = await h.sql<{ event_id: string }>('select event_id from webhook_delivery where endpoint_id = ?', [endpoint.id]);
    expect(left.map((l) => l.event_id)).toEqual([recent]);
    expect(await h.sql('select 1 from webhook_event where id = ?', [old])).toEqual([]);
  });
});

describe('the dispatch job', () => {
  it('delivers an event as soon as its transaction commits, without waiting for the sweep', async () => {
    t.clock.now = new Date();
    receiver.answer = 200;
    const agent = await h.signUp('b2b_agent');
    await endpointFor(agent.cookie, ['umrah_group.visa_submitted']);
    // the dispatch job only (no sweep): what delivers is the hint given after the commit
    const dispatch = webhookJobs().filter((job) => job.name === 'webhook_dispatch');
    const queue = await JobQueue.start({ connectionString: t.db.url, orm: t.db.orm, config: t.deps.config, log: t.deps.log, jobs: dispatch, pollingIntervalSeconds: 30, poolMax: 2 });
    try {
      receiver.received = [];
      const committedAt = Date.now();
      const id = await publish('umrah_group.visa_submitted', [agent.id], { umrahGroup: { id: 'g1' } });
      await vi.waitFor(() => expect(receiver.received.map((r) => r.eventId)).toEqual([id]), { timeout: 10_000, interval: 20 });
      // far sooner than the worker's 30-second poll
      expect(Date.now() - committedAt).toBeLessThan(5_000);
      await vi.waitFor(async () => expect((await h.sql('select status from webhook_delivery where event_id = ?', [id]))[0]).toEqual({ status: 'delivered' }), { timeout: 10_000, interval: 20 });

      // published inside a savepoint (a nested transaction): the wake-up waits for the outer commit, not the savepoint's
      receiver.received = [];
      let nested: string | null = null;
      await t.db.orm.em.fork().transactional(async (tx) => {
        nested = await tx.transactional((inner) => publishWebhookEvent(inner, { type: 'umrah_group.visa_submitted', ownerIds: [agent.id], data: {}, now: t.clock.now }));
        // the outer transaction goes on after the savepoint was released
        await tx.execute('select pg_sleep(0.2)');
      });
      await vi.waitFor(() => expect(receiver.received.map((r) => r.eventId)).toEqual([nested]), { timeout: 10_000, interval: 20 });
    } finally {
      await queue.stop(1000);
    }
  });
});

describe('the retry schedule', () => {
  it('doubles from 30 seconds up to 6 hours, with ±20 % jitter, until 72 hours after the first failure', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 12, 40].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 15_360_000, 21_600_000, 21_600_000, 21_600_000]);
    const first = new Date('2026-12-01T00:00:00Z');
    const mid = () => 0.5;
    expect(nextAttemptAt(1, first, first, mid)).toEqual(new Date(first.getTime() + 30_000));
    expect(nextAttemptAt(1, first, first, () => 0)).toEqual(new Date(first.getTime() + 24_000));
    expect(nextAttemptAt(1, first, first, () => 1)).toEqual(new Date(first.getTime() + 36_000));
    // the last retry is at the 72-hour mark, and nothing after it
    const nearEnd = new Date(first.getTime() + RETRY_WINDOW_MS - 1000);
    expect(nextAttemptAt(20, first, nearEnd, mid)).toEqual(new Date(first.getTime() + RETRY_WINDOW_MS));
    expect(nextAttemptAt(21, first, new Date(first.getTime() + RETRY_WINDOW_MS), mid)).toBeNull();
  });
});

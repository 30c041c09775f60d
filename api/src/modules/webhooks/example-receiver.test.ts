import { afterEach, describe, expect, it, vi } from 'vitest';
import { startReceiver, verifySafarnamaSignature, type Receiver, type SafarnamaEvent } from '../../../../scripts/partner-webhook-receiver.js';
import { systemContext } from '../../core/context.js';
import { agentHelpers } from '../../test/agent-helpers.js';
import { useTestApp } from '../../test/app.js';
import { deliverDueWebhooks } from './deliver.js';
import { publishWebhookEvent, WEBHOOK_EVENT_TYPES } from './outbox.js';
import { signatureHeader } from './sign.js';

// The partner's example receiver (scripts/partner-webhook-receiver.ts, standalone: it shares no code with the server)
// checked against the server's own signer: what we send, it accepts; what we did not send, it refuses. The last case
// puts it behind a real endpoint and lets the dispatcher deliver to it (so WEBHOOK_ALLOW_PRIVATE: it is on 127.0.0.1).

const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
const h = agentHelpers(t);

const now = new Date('2026-12-01T10:00:00Z');
const ts = Math.floor(now.getTime() / 1000);
// non-ASCII on purpose: the HMAC covers the UTF-8 bytes as sent
const body = JSON.stringify({ id: 'e1', type: 'booking.confirmed', createdAt: now.toISOString(), data: { booking: { id: 'b1', itemName: 'عمرہ پیکیج' } } });

describe('verifySafarnamaSignature (the example receiver)', () => {
  it('accepts what the server signs, with one secret and with two (a rotation), from a string or the raw bytes', () => {
    expect(verifySafarnamaSignature(signatureHeader(['whsec_a'], ts, body), body, 'whsec_a', { now })).toBe(true);
    expect(verifySafarnamaSignature(signatureHeader(['whsec_a'], ts, body), Buffer.from(body, 'utf8'), 'whsec_a', { now })).toBe(true);
    const rotated = signatureHeader(['whsec_new', 'whsec_old'], ts, body);
    expect(verifySafarnamaSignature(rotated, body, 'whsec_new', { now })).toBe(true);
    expect(verifySafarnamaSignature(rotated, body, 'whsec_old', { now })).toBe(true);
  });

  it('refuses a tampered body, a re-encoded one, a wrong secret and a malformed header', () => {
    const header = signatureHeader(['whsec_a'], ts, body);
    expect(verifySafarnamaSignature(header, body.replace('b1', 'b2'), 'whsec_a', { now })).toBe(false);
    expect(verifySafarnamaSignature(header, JSON.stringify(JSON.parse(body), null, 1), 'whsec_a', { now })).toBe(false);
    expect(verifySafarnamaSignature(header, body, 'whsec_b', { now })).toBe(false);
    expect(verifySafarnamaSignature(signatureHeader(['whsec_new', 'whsec_old'], ts, body), body, 'whsec_other', { now })).toBe(false);
    expect(verifySafarnamaSignature(`t=${ts}`, body, 'whsec_a', { now })).toBe(false);
    expect(verifySafarnamaSignature(header.replace(/^t=\d+,/, ''), body, 'whsec_a', { now })).toBe(false);
    expect(verifySafarnamaSignature(`${header.slice(0, -2)}zz`, body, 'whsec_a', { now })).toBe(false);
    expect(verifySafarnamaSignature(undefined, body, 'whsec_a', { now })).toBe(false);
    expect(verifySafarnamaSignature(header, body, '', { now })).toBe(false);
  });

  it('refuses a stale timestamp (a replay), and a signature from the future, beyond the tolerance', () => {
    const header = signatureHeader(['whsec_a'], ts, body);
    expect(verifySafarnamaSignature(header, body, 'whsec_a', { now: new Date(now.getTime() + 300_000) })).toBe(true);
    expect(verifySafarnamaSignature(header, body, 'whsec_a', { now: new Date(now.getTime() + 301_000) })).toBe(false);
    expect(verifySafarnamaSignature(header, body, 'whsec_a', { now: new Date(now.getTime() - 301_000) })).toBe(false);
    expect(verifySafarnamaSignature(header, body, 'whsec_a', { now: new Date(now.getTime() + 3_600_000), toleranceSeconds: 3_600 })).toBe(true);
    // the default clock: a request signed a day ago is refused
    expect(verifySafarnamaSignature(signatureHeader(['whsec_a'], Math.floor(Date.now() / 1000) - 86_400, body), body, 'whsec_a')).toBe(false);
  });
});

describe('startReceiver (the example receiver)', () => {
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  const post = (raw: string, header: string | undefined) =>
    fetch(receiver!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(header ? { 'safarnama-signature': header } : {}) },
      body: raw,
    });
  const signed = (raw: string, secrets = ['whsec_r']) => signatureHeader(secrets, Math.floor(Date.now() / 1000), raw);

  it('answers 200 and handles an event once: a repeated event id (a retry, a resend) is acknowledged, not handled again', async () => {
    const onEvent = vi.fn<(e: SafarnamaEvent) => void>();
    receiver = await startReceiver({ port: 0, host: '127.0.0.1', secret: 'whsec_r', onEvent });
    expect(receiver.port).toBeGreaterThan(0);
    const first = await post(body, signed(body));
    expect(first.status).toBe(200);
    // the retry is signed again (a new timestamp), the body the same bytes
    const again = await post(body, signed(body, ['whsec_r', 'whsec_previous']));
    expect(again.status).toBe(200);
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    await receiver.close();
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent.mock.calls[0]![0]).toEqual(JSON.parse(body));
    expect(receiver.stats).toMatchObject({ received: 1, duplicates: 1, refused: 0 });
  });

  it('concurrent deliveries of one event: handled once', async () => {
    const onEvent = vi.fn<(e: SafarnamaEvent) => Promise<void>>(() => new Promise((r) => setTimeout(r, 20)));
    receiver = await startReceiver({ port: 0, host: '127.0.0.1', secret: 'whsec_r', onEvent });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, signed(body))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    await receiver.close();
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(receiver.stats).toMatchObject({ received: 1, duplicates: 9 });
  });

  it('answers before handling: a slow handler does not hold the 200', async () => {
    let release!: () => void;
    const onEvent = vi.fn(() => new Promise<void>((r) => (release = r)));
    receiver = await startReceiver({ port: 0, host: '127.0.0.1', secret: 'whsec_r', onEvent });
    const res = await post(body, signed(body));
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    release();
  });

  it('refuses (400) a bad, missing or stale signature and a tampered body, handling nothing', async () => {
    const onEvent = vi.fn();
    receiver = await startReceiver({ port: 0, host: '127.0.0.1', secret: 'whsec_r', onEvent });
    expect((await post(body, signed(body, ['whsec_wrong']))).status).toBe(400);
    expect((await post(body, undefined)).status).toBe(400);
    expect((await post(body, signatureHeader(['whsec_r'], Math.floor(Date.now() / 1000) - 600, body))).status).toBe(400);
    expect((await post(body.replace('b1', 'b2'), signed(body))).status).toBe(400);
    // signed, but not an event
    expect((await post('{"hello":1}', signed('{"hello":1}'))).status).toBe(400);
    expect((await fetch(receiver.url)).status).toBe(405);
    await receiver.close();
    expect(onEvent).not.toHaveBeenCalled();
    expect(receiver.stats).toMatchObject({ received: 0, refused: 5 });
  });

  it('a handler that throws lets the event in again (a resend is handled), and the receiver keeps going', async () => {
    let calls = 0;
    const onEvent = vi.fn(() => {
      if (++calls === 1) throw new Error('database down');
    });
    const log = vi.fn();
    receiver = await startReceiver({ port: 0, host: '127.0.0.1', secret: 'whsec_r', onEvent, log });
    expect((await post(body, signed(body))).status).toBe(200);
    await vi.waitFor(() => expect(receiver!.stats.failed).toBe(1));
    expect((await post(body, signed(body))).status).toBe(200);
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    expect(log.mock.calls.some(([line]) => String(line).includes('database down'))).toBe(true);
  });

  it('remembers a bounded number of ids, forgetting the oldest', async () => {
    const onEvent = vi.fn();
    receiver = await startReceiver({ port: 0, host: '127.0.0.1', secret: 'whsec_r', onEvent, dedupeSize: 2 });
    const event = (id: string) => JSON.stringify({ id, type: 'webhook.test', createdAt: now.toISOString(), data: {} });
    for (const id of ['a', 'b', 'c', 'a']) expect((await post(event(id), signed(event(id)))).status).toBe(200);
    await receiver.close();
    // 'a' was forgotten when 'c' came (at most 2 remembered), so its second delivery is handled again
    expect(onEvent.mock.calls.map(([e]) => (e as SafarnamaEvent).id)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('behind a real endpoint: every delivery verifies, each event is handled once, a resend after a rotation is deduped', async () => {
    t.clock.now = new Date();
    const agent = await h.signUp('b2b_agent');
    const handled: SafarnamaEvent[] = [];
    const onEvent = (e: SafarnamaEvent) => void handled.push(e);
    // registering needs the receiver's URL and gives the secret: listen first, then start again on that port with it
    receiver = await startReceiver({ port: 0, host: '127.0.0.1', secret: 'whsec_not_yet', onEvent });
    const created = await h.gql(
      'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }',
      { input: { url: receiver.url, events: WEBHOOK_EVENT_TYPES } },
      agent.cookie,
    );
    expect(created.errors).toBeUndefined();
    const { secret, endpoint } = created.data!.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
    const port = receiver.port;
    await receiver.close();
    receiver = await startReceiver({ port, host: '127.0.0.1', secret, onEvent });

    const ids: string[] = [];
    for (const type of WEBHOOK_EVENT_TYPES) {
      ids.push((await t.db.orm.em.fork().transactional((tx) => publishWebhookEvent(tx, { type, ownerIds: [agent.id], data: { note: 'اردو ✓' }, now: t.clock.now })))!);
    }
    const ctx = () => systemContext({ em: t.db.orm.em.fork(), config: t.deps.config, log: t.deps.log, now: () => t.clock.now });
    expect(await deliverDueWebhooks(ctx())).toMatchObject({ delivered: ids.length, failed: 0 });
    await vi.waitFor(() => expect(handled).toHaveLength(ids.length));

    // the partner has not switched secrets yet: the deliveries carry both signatures for 24 h, the old one matches
    const rotated = await h.gql('mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', { id: endpoint.id }, agent.cookie);
    expect(rotated.errors).toBeUndefined();
    const resent = await h.gql('mutation($id: ID!) { resendWebhookEvent(eventId: $id) { id } }', { id: ids[0] }, agent.cookie);
    expect(resent.errors).toBeUndefined();
    expect(await deliverDueWebhooks(ctx())).toMatchObject({ delivered: 1, failed: 0 });
    await receiver.close();

    expect(handled.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect(handled.map((e) => e.type).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(handled.every((e) => (e.data as { note: string }).note === 'اردو ✓')).toBe(true);
    expect(receiver.stats).toMatchObject({ received: ids.length, duplicates: 1, refused: 0, failed: 0 });
  });
});

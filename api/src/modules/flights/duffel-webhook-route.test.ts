import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';

// Duffel's webhooks at our route: the X-Duffel-Signature over the raw bytes (401 when it does not verify, nothing
// recorded), each event applied once by its id (a redelivery is a 200 that changes nothing), a body that is not an
// event 400, and the route absent (404) without DUFFEL_WEBHOOK_SECRET.

const SECRET = 'whsec_route_test_0123456789';
const t = useTestApp({ env: { DUFFEL_ACCESS_TOKEN: 'duffel_test_route', DUFFEL_WEBHOOK_SECRET: SECRET } });

function signed(body: string, secret = SECRET, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${crypto.createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}
const deliver = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flights/webhooks/duffel',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-duffel-signature': signature } : {}) },
  });
const event = (id: string, type = 'order.created', orderId = 'ord_0000UnknownToUs') =>
  JSON.stringify({ id, type, api_version: 'v2', live_mode: false, idempotency_key: orderId, created_at: '2026-11-27T10:00:00Z', data: { object: { id: orderId } } });

describe('POST /api/flights/webhooks/duffel', () => {
  it('a signed event is applied once; its redelivery changes nothing', async () => {
    const body = event('wev_route_1');
    const first = await deliver(body, signed(body));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, replayed: false });
    const again = await deliver(body, signed(body));
    expect(again.json()).toEqual({ received: true, replayed: true });
    const rows = await t.db.orm.em.fork().execute("select type from airline_event where provider = 'duffel' and event_id = 'wev_route_1'");
    expect(rows).toEqual([{ type: 'order.created' }]);
  });

  it('a wrong or missing signature, or a re-encoded body, is 401 and records nothing', async () => {
    const body = event('wev_route_2');
    expect((await deliver(body)).statusCode).toBe(401);
    expect((await deliver(body, signed(body, 'another-secret'))).statusCode).toBe(401);
    // the same JSON with other whitespace: the signature covers the bytes as sent
    const reencoded = JSON.stringify(JSON.parse(body), null, 2);
    expect((await deliver(reencoded, signed(body))).statusCode).toBe(401);
    const rows = await t.db.orm.em.fork().execute("select 1 from airline_event where event_id = 'wev_route_2'");
    expect(rows).toEqual([]);
  });

  it('a signed body that is not an event is 400', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const res = await deliver(body, signed(body));
    expect(res.statusCode).toBe(400);
    const text = 'not json';
    expect((await deliver(text, signed(text))).statusCode).toBe(400);
  });
});

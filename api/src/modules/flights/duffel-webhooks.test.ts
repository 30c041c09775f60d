import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseDuffelEvent, verifyDuffelSignature } from './duffel.js';

// Duffel's webhook signature (X-Duffel-Signature) and event envelope (shared/reference/duffel.md §6).

// the reference's test vector (Duffel's Ruby client spec)
const SECRET = 'a_secret';
const HEADER = 't=1641667496,v1=691f25ffb1f206c0fda5bb7b1a9d60fafe42c5f42819d44a06a7cfe09486f102';
const BODY =
  '{"created_at":"2022-01-08T18:44:56.129339Z","data":{"changes":{},"object":{}},"id":"eve_0000AFEsrBKZAcKgGtZCnQ","live_mode":false,"object":"order","type":"order.updated"}';

function sign(body: string, secret: string, t = '1700000000'): string {
  return `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

describe('verifyDuffelSignature', () => {
  it("accepts the reference's test vector, as a string and as raw bytes", () => {
    expect(verifyDuffelSignature(BODY, HEADER, SECRET)).toBe(true);
    expect(verifyDuffelSignature(Buffer.from(BODY, 'utf8'), HEADER, SECRET)).toBe(true);
  });

  it('refuses a tampered body, another secret, a tampered signature or timestamp', () => {
    expect(verifyDuffelSignature(BODY.replace('order.updated', 'order.created'), HEADER, SECRET)).toBe(false);
    expect(verifyDuffelSignature(`${BODY} `, HEADER, SECRET)).toBe(false);
    expect(verifyDuffelSignature(BODY, HEADER, 'another_secret')).toBe(false);
    expect(verifyDuffelSignature(BODY, HEADER.replace(/.$/, '3'), SECRET)).toBe(false);
    expect(verifyDuffelSignature(BODY, HEADER.replace('1641667496', '1641667497'), SECRET)).toBe(false);
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyDuffelSignature(BODY, undefined, SECRET)).toBe(false);
    expect(verifyDuffelSignature(BODY, '', SECRET)).toBe(false);
    expect(verifyDuffelSignature(BODY, 'v1=691f25ff,t=1641667496', SECRET)).toBe(false);
    expect(verifyDuffelSignature(BODY, 't=1641667496', SECRET)).toBe(false);
    expect(verifyDuffelSignature(BODY, 't=1641667496,v1=not-hex', SECRET)).toBe(false);
    expect(verifyDuffelSignature(BODY, 't=1641667496,v1=691f', SECRET)).toBe(false);
  });

  it('checks any body signed with the secret as UTF-8 text', () => {
    const body = JSON.stringify({ id: 'wev_1', type: 'ping.triggered', data: { object: {} } });
    expect(verifyDuffelSignature(body, sign(body, 'sec_ünïcode'), 'sec_ünïcode')).toBe(true);
  });
});

describe('parseDuffelEvent', () => {
  const envelope = (type: string, object: Record<string, unknown>) => ({
    id: 'wev_0001',
    type,
    api_version: 'v2',
    live_mode: false,
    idempotency_key: 'x',
    created_at: '2026-11-20T10:00:00Z',
    data: { object },
  });
  const order = { id: 'ord_0001', booking_reference: 'RZPVXB', metadata: { safarnama_ref: 'FO-1001' } };

  it('reads the order events: the order id and our reference', () => {
    for (const type of ['order.created', 'air.order.changed']) {
      expect(parseDuffelEvent(envelope(type, order))).toEqual({ id: 'wev_0001', type, orderId: 'ord_0001', changeId: null, reference: 'FO-1001' });
    }
    expect(parseDuffelEvent(envelope('order.creation_failed', { metadata: { safarnama_ref: 'FO-1002' } }))).toEqual({
      id: 'wev_0001',
      type: 'order.creation_failed',
      orderId: null,
      changeId: null,
      reference: 'FO-1002',
    });
  });

  it('reads order.airline_initiated_change_detected (v2: data.object.id and aic_id)', () => {
    expect(parseDuffelEvent(envelope('order.airline_initiated_change_detected', { id: 'ord_0001', aic_id: 'aic_0001' }))).toMatchObject({
      orderId: 'ord_0001',
      changeId: 'aic_0001',
    });
  });

  it('reads cancellations and payments by their order_id', () => {
    expect(parseDuffelEvent(envelope('order_cancellation.confirmed', { id: 'ore_1', order_id: 'ord_0001', refund_to: 'balance' }))).toMatchObject({
      type: 'order_cancellation.confirmed',
      orderId: 'ord_0001',
      changeId: null,
    });
    for (const type of ['air.payment.succeeded', 'air.payment.failed']) {
      expect(parseDuffelEvent(envelope(type, { id: 'pay_1', order_id: 'ord_0001', status: 'succeeded' }))).toMatchObject({ type, orderId: 'ord_0001' });
    }
  });

  it('reads ping.triggered and unknown types generically; refuses what is not an event', () => {
    expect(parseDuffelEvent(envelope('ping.triggered', {}))).toEqual({ id: 'wev_0001', type: 'ping.triggered', orderId: null, changeId: null, reference: null });
    expect(parseDuffelEvent(envelope('air.airline_credit.created', { id: 'acd_1', order_id: 'ord_0009' }))).toMatchObject({
      type: 'air.airline_credit.created',
      orderId: 'ord_0009',
    });
    expect(parseDuffelEvent(JSON.parse(BODY))).toEqual({ id: 'eve_0000AFEsrBKZAcKgGtZCnQ', type: 'order.updated', orderId: null, changeId: null, reference: null });
    expect(parseDuffelEvent(null)).toBeNull();
    expect(parseDuffelEvent('order.created')).toBeNull();
    expect(parseDuffelEvent({ type: 'order.created' })).toBeNull();
    expect(parseDuffelEvent({ id: 'wev_1' })).toBeNull();
  });
});

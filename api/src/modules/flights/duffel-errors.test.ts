import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AirlineRefusedError,
  AirlineUnavailableError,
  InsufficientBalanceError,
  OfferGoneError,
  PriceChangedError,
} from './airline.js';
import { DuffelAirline } from './duffel.js';
import { API, duffelError, fromPkr, heldOrder, NOW, offer, order, orderInput, TOKEN, toPkr } from './duffel-fixtures.js';

// Duffel's failures as airline.ts's errors (shared/reference/duffel.md §1): error codes and types, HTTP statuses,
// no answer, and the rate limit (a used-up window waited for; a 429 retried once after its reset). No real sleeps.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function airline(opts: { requestTimeoutMs?: number } = {}) {
  const events: string[] = [];
  const log = { warn: vi.fn(), info: vi.fn() };
  const sleep = vi.fn(async (ms: number) => {
    events.push(`sleep ${ms}`);
  });
  const duffel = new DuffelAirline({ accessToken: TOKEN, toPkr, fromPkr, log, sleep, ...opts });
  return { duffel, log, sleep, events };
}

const query = { origin: 'KHI', destination: 'DXB', departureDate: '2026-12-01', adults: 1, children: 0, infants: 0, tripClass: 'Y' as const };
const fail = (status: number, type: string, code: string, requestId?: string) => HttpResponse.json(duffelError(status, type, code, 'Something went wrong', requestId), { status });

describe('Duffel errors → airline errors', () => {
  it('offer gone: offer_no_longer_available, 404, not_found on an offer', async () => {
    const { duffel } = airline();
    server.use(http.get(`${API}/air/offers/off_a`, () => fail(422, 'validation_error', 'offer_no_longer_available')));
    server.use(http.get(`${API}/air/offers/off_b`, () => fail(404, 'invalid_request_error', 'not_found')));
    server.use(http.get(`${API}/air/offers/off_c`, () => new HttpResponse(null, { status: 404 })));
    for (const id of ['off_a', 'off_b', 'off_c']) await expect(duffel.price(id, NOW)).rejects.toBeInstanceOf(OfferGoneError);
    server.use(
      http.get(`${API}/air/offers/off_0001`, () => HttpResponse.json({ data: offer() })),
      http.post(`${API}/air/orders`, () => fail(422, 'validation_error', 'not_found')),
    );
    await expect(duffel.createOrder(orderInput(), NOW)).rejects.toBeInstanceOf(OfferGoneError);
  });

  it('payment_amount_does_not_match_order_amount on ordering: PriceChangedError with the total read again', async () => {
    let reads = 0;
    server.use(
      http.get(`${API}/air/offers/off_0001`, () => HttpResponse.json({ data: offer({ total_amount: ++reads === 1 ? '150.00' : '160.00' }) })),
      http.post(`${API}/air/orders`, () => fail(422, 'validation_error', 'payment_amount_does_not_match_order_amount')),
    );
    const err = await airline()
      .duffel.createOrder(orderInput(), NOW)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PriceChangedError);
    expect((err as PriceChangedError).newTotalPkr).toBe('44800.00');
    expect(reads).toBe(2);
  });

  it('price_changed when paying a hold: PriceChangedError with the order total read again', async () => {
    let reads = 0;
    server.use(
      http.get(`${API}/air/orders/ord_0001`, () => HttpResponse.json({ data: heldOrder({ total_amount: ++reads === 1 ? '150.00' : '170.00' }) })),
      http.post(`${API}/air/payments`, () => fail(422, 'validation_error', 'price_changed')),
    );
    await expect(airline().duffel.payOrder('ord_0001', '42000.00', NOW)).rejects.toMatchObject({ code: 'PRICE_CHANGED', newTotalPkr: '47600.00' });
  });

  it('insufficient_balance: InsufficientBalanceError', async () => {
    server.use(
      http.get(`${API}/air/orders/ord_0001`, () => HttpResponse.json({ data: heldOrder() })),
      http.post(`${API}/air/payments`, () => fail(422, 'invalid_state_error', 'insufficient_balance')),
    );
    await expect(airline().duffel.payOrder('ord_0001', '42000.00', NOW)).rejects.toBeInstanceOf(InsufficientBalanceError);
  });

  it('airline_error (502 airline_unknown, unsupported_action): AirlineRefusedError', async () => {
    server.use(
      http.get(`${API}/air/offers/off_0001`, () => HttpResponse.json({ data: offer() })),
      http.post(`${API}/air/orders`, () => fail(502, 'airline_error', 'airline_unknown')),
      http.post(`${API}/air/order_cancellations`, () => fail(422, 'airline_error', 'unsupported_action')),
      http.get(`${API}/air/orders/ord_0001`, () => HttpResponse.json({ data: order() })),
    );
    const { duffel } = airline();
    await expect(duffel.createOrder(orderInput(), NOW)).rejects.toBeInstanceOf(AirlineRefusedError);
    await expect(duffel.quoteCancellation('ord_0001', NOW)).rejects.toBeInstanceOf(AirlineRefusedError);
  });

  it('500: AirlineRefusedError, not retried, the request id logged (the order may exist)', async () => {
    let posts = 0;
    server.use(
      http.get(`${API}/air/offers/off_0001`, () => HttpResponse.json({ data: offer() })),
      http.post(`${API}/air/orders`, () => {
        posts++;
        return fail(500, 'api_error', 'internal_server_error', 'req_500');
      }),
    );
    const { duffel, log } = airline();
    await expect(duffel.createOrder(orderInput(), NOW)).rejects.toBeInstanceOf(AirlineRefusedError);
    expect(posts).toBe(1);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'req_500', reference: 'FO-1001', outcomeUnknown: true }), expect.any(String));
  });

  it('401 and 403: AirlineRefusedError, the configuration problem logged', async () => {
    const { duffel, log } = airline();
    server.use(http.get(`${API}/air/orders/ord_a`, () => fail(401, 'authentication_error', 'missing_authorization_header')));
    server.use(http.get(`${API}/air/orders/ord_b`, () => fail(403, 'invalid_request_error', 'unavailable_feature')));
    await expect(duffel.getOrder('ord_a', NOW)).rejects.toBeInstanceOf(AirlineRefusedError);
    await expect(duffel.getOrder('ord_b', NOW)).rejects.toBeInstanceOf(AirlineRefusedError);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0][1]).toContain('DUFFEL_ACCESS_TOKEN');
  });

  it('other 4xx (validation): AirlineRefusedError; search too', async () => {
    server.use(http.post(`${API}/air/offer_requests`, () => fail(422, 'validation_error', 'validation_required')));
    await expect(airline().duffel.search(query, NOW)).rejects.toBeInstanceOf(AirlineRefusedError);
  });

  it('503, 504, no answer and our timeout: AirlineUnavailableError (a search without an answer too)', async () => {
    const { duffel } = airline();
    server.use(
      http.get(`${API}/air/orders/ord_503`, () => fail(503, 'api_error', 'service_unavailable')),
      http.get(`${API}/air/orders/ord_504`, () => new HttpResponse('Gateway Timeout', { status: 504 })),
      http.get(`${API}/air/orders/ord_net`, () => HttpResponse.error()),
      http.post(`${API}/air/offer_requests`, () => HttpResponse.error()),
    );
    for (const id of ['ord_503', 'ord_504', 'ord_net']) await expect(duffel.getOrder(id, NOW)).rejects.toBeInstanceOf(AirlineUnavailableError);
    await expect(duffel.search(query, NOW)).rejects.toBeInstanceOf(AirlineUnavailableError);
    server.use(
      http.get(`${API}/air/orders/ord_slow`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({ data: order() });
      }),
    );
    await expect(airline({ requestTimeoutMs: 20 }).duffel.getOrder('ord_slow', NOW)).rejects.toMatchObject({ code: 'AIRLINE_UNAVAILABLE' });
  });
});

describe('Duffel rate limit', () => {
  const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toUTCString();

  it('429: waits until ratelimit-reset (injected sleep), retries once, succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/air/orders/ord_0001`, () =>
        ++calls === 1
          ? HttpResponse.json(duffelError(429, 'rate_limit_error', 'rate_limit_exceeded'), { status: 429, headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': inSeconds(4) } })
          : HttpResponse.json({ data: order() }),
      ),
    );
    const { duffel, sleep } = airline();
    expect((await duffel.getOrder('ord_0001', NOW)).status).toBe('ticketed');
    expect(calls).toBe(2);
    expect(sleep).toHaveBeenCalledTimes(1);
    const waited = sleep.mock.calls[0][0];
    expect(waited).toBeGreaterThan(2_000);
    expect(waited).toBeLessThanOrEqual(4_000);
  });

  it('429 again after the retry, or a reset too far away to wait for: AirlineUnavailableError', async () => {
    let calls = 0;
    let reset = inSeconds(2);
    server.use(
      http.get(`${API}/air/orders/ord_0001`, () => {
        calls++;
        return HttpResponse.json(duffelError(429, 'rate_limit_error', 'rate_limit_exceeded'), { status: 429, headers: { 'ratelimit-reset': reset } });
      }),
    );
    const a = airline();
    await expect(a.duffel.getOrder('ord_0001', NOW)).rejects.toBeInstanceOf(AirlineUnavailableError);
    expect(calls).toBe(2);
    expect(a.sleep).toHaveBeenCalledTimes(1);
    calls = 0;
    reset = inSeconds(60);
    const b = airline();
    await expect(b.duffel.getOrder('ord_0001', NOW)).rejects.toBeInstanceOf(AirlineUnavailableError);
    expect(calls).toBe(1);
    expect(b.sleep).not.toHaveBeenCalled();
  });

  it('429 without ratelimit-reset: waits a second and retries once', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/air/orders/ord_0001`, () =>
        ++calls === 1 ? HttpResponse.json(duffelError(429, 'rate_limit_error', 'rate_limit_exceeded'), { status: 429 }) : HttpResponse.json({ data: order() }),
      ),
    );
    const { duffel, sleep } = airline();
    await duffel.getOrder('ord_0001', NOW);
    expect(sleep.mock.calls).toEqual([[1_000]]);
  });

  it('ratelimit-remaining 0 on the last answer: the next call waits for the reset first', async () => {
    let remaining = '0';
    const { duffel, sleep, events } = airline();
    server.use(
      http.get(`${API}/air/orders/ord_0001`, () => {
        events.push('request');
        return HttpResponse.json({ data: order() }, { headers: { 'ratelimit-limit': '60', 'ratelimit-remaining': remaining, 'ratelimit-reset': inSeconds(5) } });
      }),
    );
    await duffel.getOrder('ord_0001', NOW);
    expect(sleep).not.toHaveBeenCalled();
    remaining = '59';
    await duffel.getOrder('ord_0001', NOW);
    expect(events).toHaveLength(3);
    expect(events[0]).toBe('request');
    expect(events[1]).toMatch(/^sleep \d+$/);
    expect(events[2]).toBe('request');
    const waited = Number(events[1].split(' ')[1]);
    expect(waited).toBeGreaterThan(3_000);
    expect(waited).toBeLessThanOrEqual(5_000);
    // the window had room again: no more waiting
    await duffel.getOrder('ord_0001', NOW);
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});

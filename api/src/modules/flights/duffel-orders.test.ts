import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AirNotFoundError, InvalidOrderStateError, PriceChangedError, QuoteExpiredError } from './airline.js';
import { DuffelAirline } from './duffel.js';
import { API, change, duffelError, fromPkr, heldOrder, NOW, offer, order, orderInput, TOKEN, toPkr } from './duffel-fixtures.js';

// The Duffel adapter's orders against msw (shared/reference/duffel.md §3-§5): instant and hold orders, 202 pending,
// paying a hold, order statuses and tickets, cancellation quotes and their confirmation, airline-initiated changes.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function airline() {
  const log = { warn: vi.fn(), info: vi.fn() };
  return new DuffelAirline({ accessToken: TOKEN, toPkr, fromPkr, log, sleep: async () => undefined });
}

type Seen = { method: string; path: string; search: string; headers: Headers; body: unknown };
/** Records every request to Duffel, answering from `routes` ("METHOD /path" → [status, data]). */
function duffelRoutes(routes: Record<string, () => [number, unknown]>): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({ method: request.method, path: url.pathname, search: url.search, headers: request.headers, body: text ? JSON.parse(text) : undefined });
      const route = routes[`${request.method} ${url.pathname}`];
      if (!route) return HttpResponse.json(duffelError(404, 'invalid_request_error', 'not_found'), { status: 404 });
      const [status, data] = route();
      return HttpResponse.json((status >= 400 ? data : { data }) as JsonBodyType, { status });
    }),
  );
  return seen;
}

const orderPassengersExpected = [
  {
    id: 'pas_adult1',
    title: 'mr',
    gender: 'm',
    given_name: 'Ali',
    family_name: 'Khan',
    born_on: '1985-03-02',
    email: 'ali@example.com',
    phone_number: '+923001234567',
    identity_documents: [{ type: 'passport', unique_identifier: 'AB1234561', issuing_country_code: 'PK', expires_on: '2031-01-01' }],
    infant_passenger_id: 'pas_inf1',
  },
  expect.objectContaining({ id: 'pas_child1', given_name: 'Sara', born_on: '2018-05-10' }),
  expect.objectContaining({ id: 'pas_inf1', given_name: 'Omar', born_on: '2026-01-15' }),
];

describe('Duffel createOrder', () => {
  it('instant: reads the offer for its passenger ids, orders paid from the balance, maps the ticketed order', async () => {
    const seen = duffelRoutes({ 'GET /air/offers/off_0001': () => [200, offer()], 'POST /air/orders': () => [201, order()] });
    const result = await airline().createOrder(orderInput(), NOW);

    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /air/offers/off_0001', 'POST /air/orders']);
    expect(seen[1].headers.get('duffel-version')).toBe('v2');
    expect(seen[1].headers.get('content-type')).toBe('application/json');
    expect(seen[1].body).toEqual({
      data: {
        type: 'instant',
        selected_offers: ['off_0001'],
        passengers: orderPassengersExpected,
        payments: [{ type: 'balance', amount: '150.00', currency: 'USD' }],
        metadata: { safarnama_ref: 'FO-1001' },
      },
    });
    expect(result).toMatchObject({ providerOrderId: 'ord_0001', bookingReference: 'RZPVXB', status: 'ticketed', totalPkr: '42000.00', paymentRequiredBy: null });
    // tickets by position in the order's passengers; the EMD is not a ticket
    expect(result.tickets).toEqual([
      { passengerIndex: 0, number: '1762106312810' },
      { passengerIndex: 1, number: '1762106312811' },
      { passengerIndex: 2, number: '1762106312812' },
    ]);
    expect(result.slices).toHaveLength(2);
    expect(result.slices[0].segments[0].departingAt).toBe('2026-12-01T04:35:00+05:00');
  });

  it('hold: no payments; the order is held until payment_required_by', async () => {
    const seen = duffelRoutes({ 'GET /air/offers/off_0001': () => [200, offer()], 'POST /air/orders': () => [201, heldOrder()] });
    const result = await airline().createOrder(orderInput({ type: 'hold' }), NOW);
    const body = seen[1].body as { data: Record<string, unknown> };
    expect(body.data.type).toBe('hold');
    expect(body.data).not.toHaveProperty('payments');
    expect(result).toMatchObject({ status: 'held', paymentRequiredBy: '2026-11-22T10:00:00.000Z', tickets: [] });
  });

  it('a hold of an instant-only offer is refused without ordering', async () => {
    const instant = offer({ payment_requirements: { requires_instant_payment: true, payment_required_by: null, price_guarantee_expires_at: null } });
    const seen = duffelRoutes({ 'GET /air/offers/off_0001': () => [200, instant] });
    await expect(airline().createOrder(orderInput({ type: 'hold' }), NOW)).rejects.toBeInstanceOf(InvalidOrderStateError);
    expect(seen).toHaveLength(1);
  });

  it('the offer at another total than agreed: PriceChangedError with the new total, no order', async () => {
    const seen = duffelRoutes({ 'GET /air/offers/off_0001': () => [200, offer({ total_amount: '155.50' })] });
    const err = await airline()
      .createOrder(orderInput(), NOW)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PriceChangedError);
    expect((err as PriceChangedError).newTotalPkr).toBe('43540.00');
    expect(seen.map((s) => s.method)).toEqual(['GET']);
  });

  it('sends passports only when the offer takes them; the passengers must match the offer', async () => {
    const seen = duffelRoutes({
      'GET /air/offers/off_0001': () => [200, offer({ passenger_identity_documents_required: false, supported_passenger_identity_document_types: [] })],
      'POST /air/orders': () => [201, order()],
    });
    await airline().createOrder(orderInput(), NOW);
    expect((seen[1].body as { data: { passengers: object[] } }).data.passengers[0]).not.toHaveProperty('identity_documents');
    const twoAdults = orderInput({ passengers: [orderInput().passengers[0], orderInput().passengers[0]] });
    await expect(airline().createOrder(twoAdults, NOW)).rejects.toBeInstanceOf(InvalidOrderStateError);
  });

  it('202: accepted, not confirmed → status pending', async () => {
    duffelRoutes({
      'GET /air/offers/off_0001': () => [200, offer()],
      'POST /air/orders': () => [202, { id: 'ord_0002', booking_reference: null, slices: null, documents: [], metadata: { safarnama_ref: 'FO-1001' } }],
    });
    const result = await airline().createOrder(orderInput(), NOW);
    expect(result).toMatchObject({ providerOrderId: 'ord_0002', status: 'pending', bookingReference: null, totalPkr: '42000.00', tickets: [] });
    expect(result.slices).toHaveLength(2);
  });

  it('202 without a body: still pending, from the offer', async () => {
    server.use(
      http.get(`${API}/air/offers/off_0001`, () => HttpResponse.json({ data: offer() })),
      http.post(`${API}/air/orders`, () => new HttpResponse(null, { status: 202 })),
    );
    expect(await airline().createOrder(orderInput(), NOW)).toMatchObject({ providerOrderId: '', status: 'pending', totalPkr: '42000.00' });
  });
});

describe('Duffel payOrder', () => {
  it('re-reads the order, pays its total from the balance, and reads the ticketed order', async () => {
    let paid = false;
    const seen = duffelRoutes({
      'GET /air/orders/ord_0001': () => [200, paid ? order() : heldOrder()],
      'POST /air/payments': () => {
        paid = true;
        return [201, { id: 'pay_1', order_id: 'ord_0001', amount: '150.00', currency: 'USD', type: 'balance', status: 'succeeded' }];
      },
    });
    const result = await airline().payOrder('ord_0001', '42000.00', NOW);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /air/orders/ord_0001', 'POST /air/payments', 'GET /air/orders/ord_0001']);
    expect(seen[1].body).toEqual({ data: { order_id: 'ord_0001', payment: { type: 'balance', amount: '150.00', currency: 'USD' } } });
    expect(result.status).toBe('ticketed');
  });

  it('an amount that is not the order total now: PriceChangedError, not paid', async () => {
    const seen = duffelRoutes({ 'GET /air/orders/ord_0001': () => [200, heldOrder({ total_amount: '160.00' })] });
    await expect(airline().payOrder('ord_0001', '42000.00', NOW)).rejects.toMatchObject({ code: 'PRICE_CHANGED', newTotalPkr: '44800.00' });
    expect(seen).toHaveLength(1);
  });

  it('refuses an order that is not awaiting payment', async () => {
    duffelRoutes({ 'GET /air/orders/ord_0001': () => [200, order()] });
    await expect(airline().payOrder('ord_0001', '42000.00', NOW)).rejects.toBeInstanceOf(InvalidOrderStateError);
  });
});

describe('Duffel getOrder', () => {
  it('maps statuses: cancelled, held, paid without tickets yet (pending)', async () => {
    let current = order({ cancelled_at: '2026-11-21T00:00:00Z' });
    duffelRoutes({ 'GET /air/orders/ord_0001': () => [200, current] });
    const duffel = airline();
    expect((await duffel.getOrder('ord_0001', NOW)).status).toBe('cancelled');
    current = heldOrder();
    expect((await duffel.getOrder('ord_0001', NOW)).status).toBe('held');
    current = order({ documents: [] });
    expect((await duffel.getOrder('ord_0001', NOW)).status).toBe('pending');
  });

  it('maps airline-initiated changes: removed → before, added → after, action_taken → status', async () => {
    duffelRoutes({
      'GET /air/orders/ord_0001': () => [200, order({ airline_initiated_changes: [change(), change({ id: 'aic_2', action_taken: 'accepted' }), change({ id: 'aic_3', action_taken: 'cancelled' })] })],
    });
    const { changes } = await airline().getOrder('ord_0001', NOW);
    expect(changes.map((c) => [c.id, c.status])).toEqual([
      ['aic_0001', 'pending'],
      ['aic_2', 'accepted'],
      ['aic_3', 'cancelled'],
    ]);
    expect(changes[0].detectedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(changes[0].before[0].segments[0].departingAt).toBe('2026-12-01T04:35:00+05:00');
    expect(changes[0].after[0].segments[0].departingAt).toBe('2026-12-01T05:35:00+05:00');
  });

  it('an unknown order (404) is AirNotFoundError', async () => {
    duffelRoutes({});
    await expect(airline().getOrder('ord_nope', NOW)).rejects.toBeInstanceOf(AirNotFoundError);
  });
});

describe('Duffel cancellation', () => {
  const quote = (over: Record<string, unknown> = {}) => ({
    id: 'ore_1',
    order_id: 'ord_0001',
    refund_amount: '110.00',
    refund_currency: 'USD',
    refund_to: 'balance',
    expires_at: '2026-11-20T10:15:00Z',
    confirmed_at: null,
    ...over,
  });

  it('quotes: refund in PKR, the penalty is the paid total less the refund, refund_to mapped', async () => {
    let current = quote();
    const seen = duffelRoutes({ 'GET /air/orders/ord_0001': () => [200, order()], 'POST /air/order_cancellations': () => [201, current] });
    const duffel = airline();
    expect(await duffel.quoteCancellation('ord_0001', NOW)).toEqual({
      id: 'ore_1',
      refundPkr: '30800.00',
      penaltyPkr: '11200.00',
      refundTo: 'balance',
      expiresAt: '2026-11-20T10:15:00.000Z',
    });
    expect(seen[1].body).toEqual({ data: { order_id: 'ord_0001' } });
    current = quote({ refund_to: 'airline_credits' });
    expect(await duffel.quoteCancellation('ord_0001', NOW)).toMatchObject({ refundTo: 'airline_credits' });
    current = quote({ refund_to: 'voucher', refund_amount: '200.00' });
    expect(await duffel.quoteCancellation('ord_0001', NOW)).toMatchObject({ refundTo: 'airline_credits', penaltyPkr: '0.00' });
    // v2: no quote amount → no refund
    current = quote({ refund_amount: null, refund_currency: null });
    expect(await duffel.quoteCancellation('ord_0001', NOW)).toMatchObject({ refundPkr: '0.00', penaltyPkr: '42000.00' });
  });

  it('an unpaid hold refunds nothing to awaiting_payment: refundTo none, nothing kept', async () => {
    duffelRoutes({
      'GET /air/orders/ord_0001': () => [200, heldOrder()],
      'POST /air/order_cancellations': () => [201, quote({ refund_amount: '0.00', refund_to: 'awaiting_payment' })],
    });
    expect(await airline().quoteCancellation('ord_0001', NOW)).toMatchObject({ refundPkr: '0.00', penaltyPkr: '0.00', refundTo: 'none' });
  });

  it('confirms the latest quote, then reads the cancelled order', async () => {
    const seen = duffelRoutes({
      'GET /air/orders/ord_0001': () => [200, seen.some((s) => s.path.endsWith('/confirm')) ? order({ cancelled_at: '2026-11-20T10:05:00Z' }) : order()],
      'POST /air/order_cancellations': () => [201, quote()],
      'POST /air/order_cancellations/ore_1/actions/confirm': () => [200, quote({ confirmed_at: '2026-11-20T10:05:00Z' })],
    });
    const duffel = airline();
    await duffel.quoteCancellation('ord_0001', NOW);
    const result = await duffel.confirmCancellation('ore_1', NOW);
    expect(result.status).toBe('cancelled');
    const confirm = seen.find((s) => s.path.endsWith('/confirm'));
    expect(confirm?.body).toBeUndefined();
    expect(confirm?.headers.get('content-type')).toBeNull();
  });

  it('a quote past expires_at or not the latest is QuoteExpiredError, without calling Duffel', async () => {
    let n = 0;
    const seen = duffelRoutes({ 'GET /air/orders/ord_0001': () => [200, order()], 'POST /air/order_cancellations': () => [201, quote({ id: `ore_${++n}` })] });
    const duffel = airline();
    await duffel.quoteCancellation('ord_0001', NOW);
    await expect(duffel.confirmCancellation('ore_1', new Date('2026-11-20T10:16:00Z'))).rejects.toBeInstanceOf(QuoteExpiredError);
    await duffel.quoteCancellation('ord_0001', NOW);
    await expect(duffel.confirmCancellation('ore_1', NOW)).rejects.toBeInstanceOf(QuoteExpiredError);
    expect(seen.filter((s) => s.path.endsWith('/confirm'))).toHaveLength(0);
  });

  it("Duffel's refusal to confirm a quote it no longer takes is QuoteExpiredError", async () => {
    duffelRoutes({ 'POST /air/order_cancellations/ore_9/actions/confirm': () => [422, duffelError(422, 'invalid_state_error', 'order_cancellation_expired')] });
    await expect(airline().confirmCancellation('ore_9', NOW)).rejects.toBeInstanceOf(QuoteExpiredError);
  });

  it('an order already cancelled is InvalidOrderStateError', async () => {
    duffelRoutes({ 'GET /air/orders/ord_0001': () => [200, order()], 'POST /air/order_cancellations': () => [422, duffelError(422, 'invalid_state_error', 'already_cancelled')] });
    await expect(airline().quoteCancellation('ord_0001', NOW)).rejects.toMatchObject({ code: 'INVALID_STATE', message: 'This order is already cancelled' });
  });
});

describe('Duffel airline-initiated changes', () => {
  it('accepts a change, then reads the order', async () => {
    const seen = duffelRoutes({
      'POST /air/airline_initiated_changes/aic_0001/actions/accept': () => [200, change({ action_taken: 'accepted' })],
      'GET /air/orders/ord_0001': () => [200, order({ airline_initiated_changes: [change({ action_taken: 'accepted' })] })],
    });
    const result = await airline().acceptChange('aic_0001', NOW);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /air/airline_initiated_changes/aic_0001/actions/accept', 'GET /air/orders/ord_0001']);
    expect(seen[0].headers.get('duffel-version')).toBe('v2');
    expect(result.changes[0].status).toBe('accepted');
  });

  it('an order that cannot be changed is InvalidOrderStateError; an unknown change AirNotFoundError', async () => {
    duffelRoutes({ 'POST /air/airline_initiated_changes/aic_0001/actions/accept': () => [422, duffelError(422, 'airline_error', 'order_not_changeable')] });
    await expect(airline().acceptChange('aic_0001', NOW)).rejects.toBeInstanceOf(InvalidOrderStateError);
    await expect(airline().acceptChange('aic_nope', NOW)).rejects.toBeInstanceOf(AirNotFoundError);
  });

  it('lists the changes of an order', async () => {
    const seen = duffelRoutes({ 'GET /air/airline_initiated_changes': () => [200, [change()]] });
    const changes = await airline().listAirlineChanges('ord_0001');
    expect(seen[0].search).toBe('?order_id=ord_0001');
    expect(changes.map((c) => [c.id, c.status, c.before.length, c.after.length])).toEqual([['aic_0001', 'pending', 1, 1]]);
  });
});

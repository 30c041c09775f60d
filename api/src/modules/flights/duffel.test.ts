import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OfferGoneError } from './airline.js';
import { DuffelAirline, SEARCH_TIMEOUT_NOTICE } from './duffel.js';
import { API, DXB, fromPkr, KHI, LHR, NOW, offer, segment, slice, TOKEN, toPkr } from './duffel-fixtures.js';
import { durationMinutes, localToIso } from './duffel-map.js';

// The Duffel adapter's search and pricing against msw handlers in the documented shapes (shared/reference/duffel.md):
// headers, the {data} envelope, the offer's mapping (PKR, local times with offsets, baggage, conditions, holds).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function airline(opts: { requestTimeoutMs?: number } = {}) {
  const log = { warn: vi.fn(), info: vi.fn() };
  const sleep = vi.fn(async (_ms: number) => undefined);
  const duffel = new DuffelAirline({ accessToken: TOKEN, toPkr, fromPkr, log, sleep, ...opts });
  return { duffel, log, sleep };
}

const query = { origin: 'KHI', destination: 'DXB', departureDate: '2026-12-01', returnDate: '2026-12-08', adults: 1, children: 1, infants: 1, tripClass: 'C' as const };

function expectDuffelHeaders(request: Request, withBody: boolean) {
  expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  expect(request.headers.get('duffel-version')).toBe('v2');
  expect(request.headers.get('accept')).toBe('application/json');
  expect(request.headers.get('accept-encoding')).toContain('gzip');
  expect(request.headers.get('content-type')).toBe(withBody ? 'application/json' : null);
}

describe('Duffel search', () => {
  it('posts an offer request (query parameters, passengers by type and age, cabin, two slices) and maps the offers', async () => {
    const seen: { url: URL; body: unknown }[] = [];
    server.use(
      http.post(`${API}/air/offer_requests`, async ({ request }) => {
        expectDuffelHeaders(request, true);
        seen.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json({ data: { id: 'orq_1', offers: [offer()] } }, { status: 201 });
      }),
    );
    const { duffel } = airline();
    const result = await duffel.search(query, NOW);

    expect(seen).toHaveLength(1);
    expect(seen[0].url.searchParams.get('return_offers')).toBe('true');
    expect(seen[0].url.searchParams.get('supplier_timeout')).toBe('8000');
    expect(seen[0].body).toEqual({
      data: {
        slices: [
          { origin: 'KHI', destination: 'DXB', departure_date: '2026-12-01' },
          { origin: 'DXB', destination: 'KHI', departure_date: '2026-12-08' },
        ],
        passengers: [{ type: 'adult' }, { age: 8 }, { age: 1 }],
        cabin_class: 'business',
      },
    });
    expect(result.notice).toBeUndefined();
    expect(result.offers).toHaveLength(1);
    const o = result.offers[0];
    expect(o).toMatchObject({
      id: 'off_0001',
      provider: 'duffel',
      totalPkr: '42000.00',
      expiresAt: '2026-11-20T10:30:00.000Z',
      holdable: true,
      paymentRequiredBy: '2026-11-22T10:00:00.000Z',
      conditions: { refundable: true, refundPenaltyPkr: '11200.00', changeable: null, changePenaltyPkr: null },
      owner: { code: 'EK', name: 'Emirates' },
      passengers: [
        { id: 'pas_adult1', type: 'adult' },
        { id: 'pas_child1', type: 'child' },
        { id: 'pas_inf1', type: 'infant' },
      ],
    });
    expect(o.slices.map((s) => [s.origin, s.destination, s.durationMinutes])).toEqual([
      ['KHI', 'DXB', 125],
      ['DXB', 'KHI', 190],
    ]);
    expect(o.slices[0].segments[0]).toEqual({
      origin: 'KHI',
      destination: 'DXB',
      departingAt: '2026-12-01T04:35:00+05:00',
      arrivingAt: '2026-12-01T05:40:00+04:00',
      durationMinutes: 125,
      carrier: 'EK',
      carrierName: 'Emirates',
      flightNumber: 'EK 601',
      aircraft: 'Boeing 777-300ER',
      baggage: { checkedPieces: 2, checkedKg: null, carryOnPieces: 1 },
    });
    expect(o.slices[1].segments[0].arrivingAt).toBe('2026-12-09T02:20:00+05:00');
  });

  it('sends economy and first, one slice without a return date, and the configured supplier timeout', async () => {
    const bodies: { url: string; body: { data: { cabin_class: string; slices: unknown[]; passengers: unknown[] } } }[] = [];
    server.use(
      http.post(`${API}/air/offer_requests`, async ({ request }) => {
        bodies.push({ url: request.url, body: (await request.json()) as (typeof bodies)[number]['body'] });
        return HttpResponse.json({ data: { id: 'orq_1', offers: [] } }, { status: 201 });
      }),
    );
    const duffel = new DuffelAirline({ accessToken: TOKEN, toPkr, fromPkr, supplierTimeoutMs: 12_000 });
    const one = { ...query, returnDate: undefined, adults: 2, children: 0, infants: 0 };
    expect(await duffel.search({ ...one, tripClass: 'Y' }, NOW)).toEqual({ offers: [] });
    await duffel.search({ ...one, tripClass: 'F' }, NOW);
    expect(bodies.map((b) => b.body.data.cabin_class)).toEqual(['economy', 'first']);
    expect(bodies[0].body.data.slices).toHaveLength(1);
    expect(bodies[0].body.data.passengers).toEqual([{ type: 'adult' }, { type: 'adult' }]);
    expect(new URL(bodies[0].url).searchParams.get('supplier_timeout')).toBe('12000');
  });

  it('reads holds: instant-only offers and a null payment_requirements are not holdable', async () => {
    const instant = offer({ id: 'off_i', payment_requirements: { requires_instant_payment: true, payment_required_by: null, price_guarantee_expires_at: null } });
    const unknown = offer({ id: 'off_n', payment_requirements: null, conditions: null });
    server.use(http.post(`${API}/air/offer_requests`, () => HttpResponse.json({ data: { id: 'orq_1', offers: [instant, unknown] } }, { status: 201 })));
    const { offers } = await airline().duffel.search(query, NOW);
    expect(offers.map((o) => [o.id, o.holdable, o.paymentRequiredBy])).toEqual([
      ['off_i', false, null],
      ['off_n', false, null],
    ]);
    expect(offers[1].conditions).toEqual({ refundable: null, refundPenaltyPkr: null, changeable: null, changePenaltyPkr: null });
  });

  it('answers no offers with a notice when the supplier times out (504 gateway_timeout_error), never throwing', async () => {
    server.use(
      http.post(`${API}/air/offer_requests`, () =>
        HttpResponse.json({ meta: { status: 504, request_id: 'r1' }, errors: [{ type: 'api_error', code: 'gateway_timeout_error', message: 'timeout' }] }, { status: 504 }),
      ),
    );
    expect(await airline().duffel.search(query, NOW)).toEqual({ offers: [], notice: SEARCH_TIMEOUT_NOTICE });
  });

  it('answers no offers with a notice when our own request times out (abort)', async () => {
    server.use(
      http.post(`${API}/air/offer_requests`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({ data: { offers: [offer()] } }, { status: 201 });
      }),
    );
    expect(await airline({ requestTimeoutMs: 20 }).duffel.search(query, NOW)).toEqual({ offers: [], notice: SEARCH_TIMEOUT_NOTICE });
  });
});

describe('Duffel price', () => {
  it('gets the offer again and tells a price change against the total last seen (from the search)', async () => {
    let total = '150.00';
    server.use(
      http.post(`${API}/air/offer_requests`, () => HttpResponse.json({ data: { id: 'orq_1', offers: [offer()] } }, { status: 201 })),
      http.get(`${API}/air/offers/:id`, ({ request, params }) => {
        expectDuffelHeaders(request, false);
        expect(params.id).toBe('off_0001');
        return HttpResponse.json({ data: offer({ total_amount: total }) });
      }),
    );
    const { duffel } = airline();
    // never seen: no previous total
    expect(await duffel.price('off_0001', NOW)).toMatchObject({ priceChanged: false, previousTotalPkr: null });
    await duffel.search(query, NOW);
    total = '160.00';
    const priced = await duffel.price('off_0001', NOW);
    expect(priced).toMatchObject({ priceChanged: true, previousTotalPkr: '42000.00' });
    expect(priced.offer.totalPkr).toBe('44800.00');
    expect(await duffel.price('off_0001', NOW)).toMatchObject({ priceChanged: false, previousTotalPkr: null });
  });

  it('throws OfferGoneError for an expired offer', async () => {
    server.use(http.get(`${API}/air/offers/:id`, () => HttpResponse.json({ data: offer({ expires_at: '2026-11-20T09:59:00Z' }) })));
    await expect(airline().duffel.price('off_0001', NOW)).rejects.toBeInstanceOf(OfferGoneError);
  });
});

describe('Duffel mapping', () => {
  it('turns local times into ISO with the airport offset (summer and winter time, coordinates when no time_zone)', () => {
    expect(localToIso('2026-07-01T09:45:00', LHR)).toBe('2026-07-01T09:45:00+01:00');
    expect(localToIso('2026-12-01T09:45:00', LHR)).toBe('2026-12-01T09:45:00+00:00');
    expect(localToIso('2026-12-01T04:35:00', KHI)).toBe('2026-12-01T04:35:00+05:00');
    expect(localToIso('2020-06-13T16:38:02', DXB)).toBe('2020-06-13T16:38:02+04:00');
    expect(localToIso('2026-12-01T04:35:00', { ...KHI, time_zone: null })).toBe('2026-12-01T04:35:00+05:00');
  });

  it('reads ISO durations in minutes, and computes a missing one from the times', async () => {
    expect(durationMinutes('PT02H26M')).toBe(146);
    expect(durationMinutes('P1DT2H5M')).toBe(1565);
    expect(durationMinutes(null)).toBeNull();
    const noDuration = offer({
      slices: [slice({ duration: null, segments: [segment({ duration: null, origin: LHR, destination: KHI, departing_at: '2026-12-01T21:00:00', arriving_at: '2026-12-02T10:00:00' })] })],
    });
    server.use(http.get(`${API}/air/offers/:id`, () => HttpResponse.json({ data: noDuration })));
    const { offer: o } = await airline().duffel.price('off_0001', NOW);
    // 21:00 UTC → 10:00 +05:00 (05:00 UTC): 8 hours
    expect(o.slices[0].durationMinutes).toBe(480);
    expect(o.slices[0].segments[0].durationMinutes).toBe(480);
  });

  it('shows no baggage when the segment lists none', async () => {
    server.use(http.get(`${API}/air/offers/:id`, () => HttpResponse.json({ data: offer({ slices: [slice({ segments: [segment({ passengers: [] })] })] }) })));
    const { offer: o } = await airline().duffel.price('off_0001', NOW);
    expect(o.slices[0].segments[0].baggage).toEqual({ checkedPieces: 0, checkedKg: null, carryOnPieces: 0 });
  });
});

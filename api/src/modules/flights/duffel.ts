import Big from 'big.js';
import { DEFAULT_CHILD_AGE } from '../travel/provider.js';
import {
  type AirlineChange,
  type AirlineProvider,
  type AirOrder,
  type AirSearchQuery,
  type AirSearchResult,
  type CancellationQuote,
  type CreateAirOrderInput,
  InsufficientBalanceError,
  InvalidOrderStateError,
  OfferGoneError,
  type OrderPassengerInput,
  type PassengerType,
  type PricedOffer,
  PriceChangedError,
  QuoteExpiredError,
  AirlineRefusedError,
} from './airline.js';
import { type DuffelErrorContext, type DuffelSubject, isPriceChange, isTimeout, mapDuffelError } from './duffel-errors.js';
import { DUFFEL_BASE_URL, DuffelHttp, type DuffelLog, type DuffelRequest, type DuffelResponse, Lru } from './duffel-http.js';
import { DuffelMapper, isHoldable, passengerType } from './duffel-map.js';
import type {
  DuffelAirlineInitiatedChange,
  DuffelOffer,
  DuffelOfferRequest,
  DuffelOrder,
  DuffelOrderCancellation,
  DuffelPayment,
} from './duffel-types.js';

export { type DuffelEvent, type DuffelEventType, parseDuffelEvent, verifyDuffelSignature } from './duffel-webhooks.js';

// The Duffel airline (DUFFEL_ACCESS_TOKEN), built against shared/reference/duffel.md (API v2). Every failure
// leaves as one of airline.ts's errors (duffel-errors.ts); a search that times out answers no offers with a notice.

export interface DuffelAirlineOptions {
  accessToken: string;
  baseUrl?: string; // https://api.duffel.com
  toPkr: (amount: string, currency: string) => string;
  fromPkr: (pkr: string, currency: string) => string;
  supplierTimeoutMs?: number; // how long Duffel waits for the airlines in a search (8 000)
  // per request; a search waits supplierTimeoutMs + 5 s unless set, other calls 30 s
  requestTimeoutMs?: number;
  log?: DuffelLog;
  sleep?: (ms: number) => Promise<void>;
}

export const SEARCH_TIMEOUT_NOTICE = 'The airline did not answer in time; please search again';
const CABINS = { Y: 'economy', C: 'business', F: 'first' } as const;
const INFANT_AGE = 1;
const DEFAULT_SUPPLIER_TIMEOUT_MS = 8_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const noop = () => undefined;

export class DuffelAirline implements AirlineProvider {
  readonly name = 'duffel' as const;
  readonly sandbox = false;
  private readonly http: DuffelHttp;
  private readonly map: DuffelMapper;
  private readonly log: DuffelLog;
  private readonly supplierTimeoutMs: number;
  private readonly searchTimeoutMs: number;
  private readonly requestTimeoutMs: number;
  // the last total seen for an offer (search or price), to tell a price change
  private readonly lastTotals = new Lru<string, string>(10_000);
  // quotes given, and the latest per order: only the latest can be confirmed, before it expires
  private readonly quotes = new Lru<string, { orderId: string; expiresAt: string }>(2_000);
  private readonly latestQuote = new Lru<string, string>(2_000);

  constructor(private readonly options: DuffelAirlineOptions) {
    this.log = options.log ?? { warn: noop, info: noop };
    this.http = new DuffelHttp({
      accessToken: options.accessToken,
      baseUrl: options.baseUrl ?? DUFFEL_BASE_URL,
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      log: this.log,
    });
    this.map = new DuffelMapper(options.toPkr, this.log);
    this.supplierTimeoutMs = options.supplierTimeoutMs ?? DEFAULT_SUPPLIER_TIMEOUT_MS;
    this.searchTimeoutMs = options.requestTimeoutMs ?? this.supplierTimeoutMs + 5_000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  }

  async search(query: AirSearchQuery, _now: Date): Promise<AirSearchResult> {
    const slices = [{ origin: query.origin, destination: query.destination, departure_date: query.departureDate }];
    if (query.returnDate) slices.push({ origin: query.destination, destination: query.origin, departure_date: query.returnDate });
    const passengers = [
      ...repeat(query.adults, () => ({ type: 'adult' as const })),
      ...repeat(query.children, () => ({ age: DEFAULT_CHILD_AGE })),
      ...repeat(query.infants, () => ({ age: INFANT_AGE })),
    ];
    let res: DuffelResponse<DuffelOfferRequest>;
    try {
      res = await this.http.request<DuffelOfferRequest>({
        method: 'POST',
        path: '/air/offer_requests',
        query: { return_offers: 'true', supplier_timeout: String(this.supplierTimeoutMs) },
        body: { slices, passengers, cabin_class: CABINS[query.tripClass] },
        timeoutMs: this.searchTimeoutMs,
      });
    } catch (err) {
      if (isTimeout(err)) {
        this.log.info({ origin: query.origin, destination: query.destination }, 'Duffel search timed out');
        return { offers: [], notice: SEARCH_TIMEOUT_NOTICE };
      }
      throw mapDuffelError(err, this.ctx('search', 'offer'));
    }
    const offers = [];
    for (const raw of res.data?.offers ?? []) {
      try {
        const offer = this.map.offer(raw);
        this.lastTotals.set(offer.id, offer.totalPkr);
        offers.push(offer);
      } catch (err) {
        this.log.warn({ offerId: raw.id, err: err instanceof Error ? err.message : String(err) }, 'Duffel offer skipped: unreadable');
      }
    }
    return { offers };
  }

  async price(offerId: string, now: Date): Promise<PricedOffer> {
    const raw = await this.getOffer(offerId, 'price');
    if (Date.parse(raw.expires_at) <= now.getTime()) throw new OfferGoneError();
    const offer = this.map.offer(raw);
    const previous = this.lastTotals.get(offerId);
    this.lastTotals.set(offerId, offer.totalPkr);
    const priceChanged = previous !== undefined && !new Big(previous).eq(offer.totalPkr);
    return { offer, priceChanged, previousTotalPkr: priceChanged ? (previous as string) : null };
  }

  async createOrder(input: CreateAirOrderInput, now: Date): Promise<AirOrder> {
    const offer = await this.getOffer(input.offerId, 'createOrder');
    if (Date.parse(offer.expires_at) <= now.getTime()) throw new OfferGoneError();
    const totalPkr = this.map.pkr(offer.total_amount, offer.total_currency);
    this.lastTotals.set(offer.id, totalPkr);
    if (!new Big(input.totalPkr).eq(totalPkr)) throw new PriceChangedError(totalPkr);
    if (input.type === 'hold' && !isHoldable(offer)) throw new InvalidOrderStateError('This fare must be paid at once; it cannot be held');
    const body = {
      type: input.type,
      selected_offers: [offer.id],
      passengers: orderPassengers(input, offer),
      ...(input.type === 'instant' ? { payments: [{ type: 'balance', amount: offer.total_amount, currency: offer.total_currency }] } : {}),
      metadata: { safarnama_ref: input.reference },
    };
    const res = await this.call<DuffelOrder>(
      'createOrder',
      'offer',
      { method: 'POST', path: '/air/orders', body, timeoutMs: this.requestTimeoutMs },
      { reference: input.reference, offerId: offer.id },
      async () => this.map.pkr((await this.getOffer(offer.id, 'createOrder')).total_amount, offer.total_currency),
    );
    if (res.status === 202) {
      // accepted, not confirmed: order.created or order.creation_failed follows (§3)
      this.log.info({ reference: input.reference, orderId: res.data?.id ?? null, requestId: res.requestId }, 'Duffel order accepted, pending');
      // what Duffel left out of the pending order, from the offer
      const fromOffer: DuffelOrder = {
        id: '',
        total_amount: offer.total_amount,
        total_currency: offer.total_currency,
        slices: offer.slices,
        conditions: offer.conditions,
        passengers: offer.passengers,
      };
      const given = Object.entries(res.data ?? {}).filter(([, v]) => v !== null && v !== undefined);
      return this.map.order(Object.assign(fromOffer, Object.fromEntries(given)), 'pending');
    }
    return this.map.order(res.data);
  }

  async payOrder(providerOrderId: string, amountPkr: string, now: Date): Promise<AirOrder> {
    // re-read first: a hold's price can move (§3)
    const order = await this.getRawOrder(providerOrderId, 'payOrder');
    if (order.cancelled_at) throw new InvalidOrderStateError('This order is cancelled');
    if (!order.payment_status?.awaiting_payment) throw new InvalidOrderStateError('This order is not awaiting payment');
    const totalPkr = this.map.pkr(order.total_amount, order.total_currency);
    if (!new Big(amountPkr).eq(totalPkr)) throw new PriceChangedError(totalPkr);
    const payment = await this.call<DuffelPayment>(
      'payOrder',
      'order',
      {
        method: 'POST',
        path: '/air/payments',
        body: { order_id: order.id, payment: { type: 'balance', amount: order.total_amount, currency: order.total_currency } },
        timeoutMs: this.requestTimeoutMs,
      },
      { orderId: order.id },
      async () => {
        const fresh = await this.getRawOrder(order.id, 'payOrder');
        return this.map.pkr(fresh.total_amount, fresh.total_currency);
      },
    );
    if (payment.data?.status === 'failed') {
      this.log.warn({ orderId: order.id, reason: payment.data.failure_reason ?? null }, 'Duffel payment failed');
      if (/balance/i.test(payment.data.failure_reason ?? '')) throw new InsufficientBalanceError();
      throw new AirlineRefusedError('The airline did not accept the payment');
    }
    return this.getOrder(order.id, now);
  }

  async getOrder(providerOrderId: string, _now: Date): Promise<AirOrder> {
    return this.map.order(await this.getRawOrder(providerOrderId, 'getOrder'));
  }

  async quoteCancellation(providerOrderId: string, _now: Date): Promise<CancellationQuote> {
    const order = await this.getRawOrder(providerOrderId, 'quoteCancellation');
    if (order.cancelled_at) throw new InvalidOrderStateError('This order is already cancelled');
    const res = await this.call<DuffelOrderCancellation>('quoteCancellation', 'order', {
      method: 'POST',
      path: '/air/order_cancellations',
      body: { order_id: order.id },
      timeoutMs: this.requestTimeoutMs,
    });
    const quote = this.map.quote(res.data, order);
    this.quotes.set(quote.id, { orderId: order.id, expiresAt: quote.expiresAt });
    this.latestQuote.set(order.id, quote.id);
    return quote;
  }

  async confirmCancellation(quoteId: string, now: Date): Promise<AirOrder> {
    // what this process knows of the quote; Duffel decides for quotes given elsewhere
    const known = this.quotes.get(quoteId);
    if (known && (Date.parse(known.expiresAt) <= now.getTime() || this.latestQuote.get(known.orderId) !== quoteId)) {
      throw new QuoteExpiredError();
    }
    const res = await this.call<DuffelOrderCancellation>('confirmCancellation', 'cancellation quote', {
      method: 'POST',
      path: `/air/order_cancellations/${encodeURIComponent(quoteId)}/actions/confirm`,
      timeoutMs: this.requestTimeoutMs,
    });
    const orderId = res.data?.order_id ?? known?.orderId;
    if (!orderId) throw new AirlineRefusedError('The airline confirmed the cancellation without naming the order');
    return this.getOrder(orderId, now);
  }

  async acceptChange(changeId: string, now: Date): Promise<AirOrder> {
    const res = await this.call<DuffelAirlineInitiatedChange>('acceptChange', 'airline change', {
      method: 'POST',
      path: `/air/airline_initiated_changes/${encodeURIComponent(changeId)}/actions/accept`,
      timeoutMs: this.requestTimeoutMs,
    });
    if (!res.data?.order_id) throw new AirlineRefusedError('The airline accepted the change without naming the order');
    return this.getOrder(res.data.order_id, now);
  }

  /** The airline-initiated changes of an order (the v2 webhook names only the order and the change). */
  async listAirlineChanges(orderId: string): Promise<AirlineChange[]> {
    const res = await this.call<DuffelAirlineInitiatedChange[]>('listAirlineChanges', 'order', {
      method: 'GET',
      path: '/air/airline_initiated_changes',
      query: { order_id: orderId },
      timeoutMs: this.requestTimeoutMs,
    });
    return (res.data ?? []).map((c) => this.map.change(c));
  }

  // ---- helpers ----

  private async getOffer(offerId: string, op: string): Promise<DuffelOffer> {
    const path = `/air/offers/${encodeURIComponent(offerId)}`;
    return (await this.call<DuffelOffer>(op, 'offer', { method: 'GET', path, timeoutMs: this.requestTimeoutMs })).data;
  }

  private async getRawOrder(orderId: string, op: string): Promise<DuffelOrder> {
    const path = `/air/orders/${encodeURIComponent(orderId)}`;
    return (await this.call<DuffelOrder>(op, 'order', { method: 'GET', path, timeoutMs: this.requestTimeoutMs })).data;
  }

  /** One request, its failure mapped; a price change answered with the total re-read by `newTotalPkr`. */
  private async call<T>(
    op: string,
    subject: DuffelSubject,
    req: DuffelRequest,
    extra?: Record<string, unknown>,
    newTotalPkr?: () => Promise<string>,
  ): Promise<DuffelResponse<T>> {
    try {
      return await this.http.request<T>(req);
    } catch (err) {
      if (newTotalPkr && isPriceChange(err)) {
        const total = await newTotalPkr();
        this.log.info({ op, ...extra, newTotalPkr: total }, 'Duffel: the price changed');
        throw new PriceChangedError(total);
      }
      throw mapDuffelError(err, this.ctx(op, subject, extra));
    }
  }

  private ctx(op: string, subject: DuffelSubject, extra?: Record<string, unknown>): DuffelErrorContext {
    return { op, subject, log: this.log, extra };
  }
}

function repeat<T>(n: number, make: () => T): T[] {
  return Array.from({ length: Math.max(0, n) }, make);
}

/**
 * Our passengers onto the offer's (by type, in order): each gets the offer passenger's id; the i-th infant rides on
 * the i-th adult's lap (infant_passenger_id). Passports go when the offer requires or supports them.
 */
export function orderPassengers(input: CreateAirOrderInput, offer: DuffelOffer): Record<string, unknown>[] {
  const offeredOf = (type: PassengerType) => offer.passengers.filter((p) => passengerType(p) === type);
  const oursOf = (type: PassengerType) => input.passengers.filter((p) => p.type === type);
  const offered = { adult: offeredOf('adult'), child: offeredOf('child'), infant: offeredOf('infant') };
  const ours = { adult: oursOf('adult'), child: oursOf('child'), infant: oursOf('infant') };
  const types = ['adult', 'child', 'infant'] as const;
  if (types.some((t) => offered[t].length !== ours[t].length) || ours.infant.length > ours.adult.length) {
    throw new InvalidOrderStateError('The passengers do not match this offer');
  }
  const passports = offer.passenger_identity_documents_required === true || (offer.supported_passenger_identity_document_types ?? []).includes('passport');
  const out: Record<string, unknown>[] = [];
  for (const type of types) {
    ours[type].forEach((p, i) => {
      out.push({
        id: offered[type][i].id,
        title: p.title,
        gender: p.gender,
        given_name: p.givenName,
        family_name: p.familyName,
        born_on: p.bornOn,
        email: input.contact.email,
        phone_number: input.contact.phone,
        ...(passports ? { identity_documents: [passport(p)] } : {}),
        ...(type === 'adult' && offered.infant[i] ? { infant_passenger_id: offered.infant[i].id } : {}),
      });
    });
  }
  return out;
}

function passport(p: OrderPassengerInput) {
  return { type: 'passport', unique_identifier: p.passportNumber, issuing_country_code: p.passportCountry, expires_on: p.passportExpiresOn };
}

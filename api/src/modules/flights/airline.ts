import type { ProviderFlightQuery } from '../travel/provider.js';

// The interface for selling flights (issue 35), beside the search interface of modules/travel/provider.ts. An airline
// provider searches, prices an offer again, creates orders (instant: paid at once; hold: paid by the airline's
// deadline), pays held orders, cancels through a refund quote, and reports and accepts airline-initiated changes.
// Two implementations: the offline sandbox airline (default, deterministic, its scenarios fixed by route) and Duffel
// (DUFFEL_ACCESS_TOKEN). Money is PKR, decimal strings with two places; times are ISO 8601.
// Errors are the classes at the end of this file, whatever the provider; a provider never throws its own HTTP errors.

export type AirlineName = 'sandbox' | 'duffel';
export type PassengerType = 'adult' | 'child' | 'infant';

export interface FareConditions {
  // null: the airline did not say
  refundable: boolean | null;
  refundPenaltyPkr: string | null;
  changeable: boolean | null;
  changePenaltyPkr: string | null;
}

export interface AirSegment {
  origin: string; // IATA airport
  destination: string;
  departingAt: string; // ISO 8601 with the departure airport's UTC offset
  arrivingAt: string; // ISO 8601 with the arrival airport's UTC offset
  durationMinutes: number;
  carrier: string; // marketing carrier IATA code
  carrierName: string;
  flightNumber: string; // with the carrier code, e.g. "PK 741"
  aircraft: string | null;
  // per passenger
  baggage: { checkedPieces: number; checkedKg: number | null; carryOnPieces: number };
}

export interface AirSlice {
  origin: string;
  destination: string;
  durationMinutes: number;
  segments: AirSegment[];
}

export interface AirOfferPassenger {
  // the provider's id, sent back when ordering (Duffel's pas_…); the sandbox numbers them
  id: string;
  type: PassengerType;
}

export interface AirOffer {
  id: string;
  provider: AirlineName;
  totalPkr: string; // the whole party
  expiresAt: string;
  holdable: boolean;
  // for a hold placed now: the latest moment it must be paid (null for instant-only offers)
  paymentRequiredBy: string | null;
  conditions: FareConditions;
  owner: { code: string; name: string };
  passengers: AirOfferPassenger[];
  slices: AirSlice[];
}

export type AirSearchQuery = ProviderFlightQuery;

export interface AirSearchResult {
  offers: AirOffer[];
  // why there are no offers, when the provider can say (a supplier timeout)
  notice?: string;
}

export interface PricedOffer {
  offer: AirOffer;
  priceChanged: boolean;
  // the total before, when it changed
  previousTotalPkr: string | null;
}

export interface OrderPassengerInput {
  type: PassengerType;
  title: 'mr' | 'ms' | 'mrs' | 'miss' | 'dr';
  givenName: string;
  familyName: string;
  gender: 'm' | 'f';
  bornOn: string; // yyyy-MM-dd
  passportNumber: string;
  passportCountry: string; // ISO 3166-1 alpha-2
  passportExpiresOn: string;
  nationality: string; // ISO 3166-1 alpha-2
}

export interface CreateAirOrderInput {
  offerId: string;
  type: 'instant' | 'hold';
  // what the buyer agreed to pay: an order at another total is refused with PriceChangedError
  totalPkr: string;
  passengers: OrderPassengerInput[]; // in the offer's passenger order (adults, then children, then infants)
  contact: { email: string; phone: string };
  // our own order id, kept by the provider (Duffel metadata) so a retried create finds the first order
  reference: string;
}

export type AirOrderStatus =
  // held: created, unpaid, to be paid by paymentRequiredBy
  | 'held'
  // ticketed: paid, tickets issued
  | 'ticketed'
  | 'cancelled'
  // pending: accepted by the provider but not yet confirmed (Duffel's 202); an order.created or
  // order.creation_failed event follows
  | 'pending';

export interface AirTicket {
  passengerIndex: number; // position in the order's passengers
  number: string; // 13 digits
}

export interface AirlineChange {
  id: string;
  detectedAt: string;
  // the slices before and after the change
  before: AirSlice[];
  after: AirSlice[];
  status: 'pending' | 'accepted' | 'cancelled';
}

export interface AirOrder {
  providerOrderId: string;
  bookingReference: string | null;
  status: AirOrderStatus;
  totalPkr: string;
  paymentRequiredBy: string | null;
  conditions: FareConditions;
  slices: AirSlice[];
  tickets: AirTicket[];
  changes: AirlineChange[];
}

export interface CancellationQuote {
  id: string;
  refundPkr: string;
  // what the airline keeps (paid total − refund)
  penaltyPkr: string;
  // 'balance' back to what paid the provider; 'airline_credits' a voucher with the airline; 'none' an unpaid hold
  refundTo: 'balance' | 'airline_credits' | 'none';
  expiresAt: string;
}

export interface AirlineProvider {
  readonly name: AirlineName;
  readonly sandbox: boolean;
  search(query: AirSearchQuery, now: Date): Promise<AirSearchResult>;
  /** The offer as the airline prices it now; OfferGoneError when it is gone or expired. */
  price(offerId: string, now: Date): Promise<PricedOffer>;
  /** Instant: created and paid from our balance with the provider, tickets issued. Hold: created unpaid. */
  createOrder(input: CreateAirOrderInput, now: Date): Promise<AirOrder>;
  /** Pays a held order at its current total (amountPkr must match, else PriceChangedError); tickets issued. */
  payOrder(providerOrderId: string, amountPkr: string, now: Date): Promise<AirOrder>;
  getOrder(providerOrderId: string, now: Date): Promise<AirOrder>;
  quoteCancellation(providerOrderId: string, now: Date): Promise<CancellationQuote>;
  /** Confirms the latest quote before it expires (QuoteExpiredError after); the order is cancelled. */
  confirmCancellation(quoteId: string, now: Date): Promise<AirOrder>;
  acceptChange(changeId: string, now: Date): Promise<AirOrder>;
}

// ---- errors: every provider maps its own to these ----

export class AirlineProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The offer is gone or expired (410 OFFER_EXPIRED). */
export class OfferGoneError extends AirlineProviderError {
  constructor() {
    super('This offer is no longer available', 'OFFER_EXPIRED');
  }
}

/** The total is not the one the buyer agreed to (409 PRICE_CHANGED, with the new total). */
export class PriceChangedError extends AirlineProviderError {
  constructor(readonly newTotalPkr: string) {
    super('The price of this fare has changed', 'PRICE_CHANGED');
  }
}

/** The fare sold out between pricing and ordering (409). */
export class FareSoldOutError extends AirlineProviderError {
  constructor() {
    super('This fare is no longer available', 'FARE_SOLD_OUT');
  }
}

/** Our balance with the provider does not cover the payment. */
export class InsufficientBalanceError extends AirlineProviderError {
  constructor() {
    super('The airline could not be paid: our balance with the provider is too low', 'INSUFFICIENT_BALANCE');
  }
}

/** The airline refused or failed (its message, when safe to show, in the text). */
export class AirlineRefusedError extends AirlineProviderError {
  constructor(message = 'The airline could not complete this request') {
    super(message, 'AIRLINE_ERROR');
  }
}

/** The provider did not answer in time, or is down (temporary). */
export class AirlineUnavailableError extends AirlineProviderError {
  constructor(message = 'The airline system is not answering; please try again') {
    super(message, 'AIRLINE_UNAVAILABLE');
  }
}

/** The cancellation quote expired, or is not the latest (409). */
export class QuoteExpiredError extends AirlineProviderError {
  constructor() {
    super('This cancellation quote has expired; ask for a new one', 'QUOTE_EXPIRED');
  }
}

/** The order, quote or change is not in a state that allows this (409). */
export class InvalidOrderStateError extends AirlineProviderError {
  constructor(message: string) {
    super(message, 'INVALID_STATE');
  }
}

/** The provider does not know this order, quote or change. */
export class AirNotFoundError extends AirlineProviderError {
  constructor(what = 'order') {
    super(`The airline has no such ${what}`, 'NOT_FOUND');
  }
}

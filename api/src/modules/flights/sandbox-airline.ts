import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from '@mikro-orm/postgresql';
import { ValidationError } from '../../core/errors.js';
import { resolveAirport } from '../travel/airports.js';
import { generateOffers, UnknownAirportError } from '../travel/sandbox-offers.js';
import {
  AirlineRefusedError,
  type AirlineProvider,
  type AirOrder,
  AirNotFoundError,
  type AirSearchQuery,
  type AirSearchResult,
  type CancellationQuote,
  type CreateAirOrderInput,
  FareSoldOutError,
  InvalidOrderStateError,
  OfferGoneError,
  type PricedOffer,
  PriceChangedError,
  QuoteExpiredError,
} from './airline.js';
import { type DecodedOffer, decodeOfferId, offerExpiresAt, regenerate, routeOf, toAirOffer } from './sandbox-airline-offers.js';
import {
  delayFirstSegment,
  fromPaisa,
  issueTickets,
  newBookingReference,
  newId,
  ORDERS,
  type OrderRow,
  paisa,
  publicQuote,
  quoteBasis,
  sameAmount,
  type StoredQuote,
  toAirOrder,
} from './sandbox-airline-store.js';

/*
 * The offline sandbox airline (AirlineProvider): deterministic offers from the travel sandbox's generator
 * (travel/sandbox-offers.ts), orders kept in its own table `sandbox_airline_order`. For partners testing against the
 * sandbox, the outcome is fixed by the route, by the resolved airport codes, in the direction written:
 *
 * | Route     | Scenario                                                                                               |
 * |-----------|--------------------------------------------------------------------------------------------------------|
 * | LHE → JED | every offer can be held; pay by the earlier of (now + 24 h) and (first departure − 72 h); when that is   |
 * |           | not after now, the offer cannot be held                                                                |
 * | ISB → DXB | instant only (holdable false); a hold order is refused: "This fare must be paid at once; it cannot be   |
 * |           | held" (InvalidOrderStateError)                                                                         |
 * | KHI → IST | pricing again finds the fare 7 % dearer (total × 1.07, whole rupees): priceChanged true with the        |
 * |           | searched total in previousTotalPkr; an order at the old total is refused with PriceChangedError(new)    |
 * | PEW → RUH | ordering fails: the fare sold out (FareSoldOutError)                                                   |
 * | MUX → DOH | the search waits supplierTimeoutMs (1.5 s by default) and answers no offers with the notice "The       |
 * |           | airline did not answer in time; please search again" (it never throws)                                 |
 * | any other | normal; offers of the Pakistani carriers (PK, PA, ER, 9P, PF) can be held, with the LHE → JED deadline; |
 * |           | foreign carriers (Emirates, flydubai, Qatar, Etihad, Air Arabia, Gulf Air, Oman Air, Saudia, flynas,    |
 * |           | Turkish) sell instantly                                                                                |
 *
 * Offers: an id (sbxa.<payload>.<check>) carries its search, so it is priced again without storage; it expires 30
 * minutes after the search. Passengers are sbxp_1…n: adults, then children, then infants.
 * Fare conditions: economy is refundable less 15 % of the total and changeable for PKR 5,000 per seated passenger,
 * except on the low-cost carriers (9P, FZ, G9, XY): not refundable, changeable for PKR 7,500 per seated passenger.
 * Business and first: refundable less 5 % of the total, changeable free.
 * Baggage per seated passenger: economy 1 × 30 kg (PK, ER, EK, QR, EY, TK, GF, WY), 1 × 25 kg (PA, PF),
 * 1 × 20 kg (9P, FZ, G9, XY), 2 × 23 kg (SV); business and first 2 × 32 kg; one carry-on piece; infants no checked bag.
 * Orders: instant orders are ticketed at once; held ones are ticketed by payOrder before their deadline, and released
 * (cancelled) after it. A cancellation is quoted (valid 15 minutes, only the latest) and then confirmed; it is free
 * after an airline schedule change, which simulateAirlineChange (sandbox only) makes on a ticketed order.
 */

export interface SandboxAirlineOptions {
  knex: () => Knex;
  // how long the MUX → DOH search waits before answering that the airline timed out
  supplierTimeoutMs?: number;
}

const QUOTE_TTL_MS = 15 * 60_000;
const CHANGE_DELAY_MINUTES = 3 * 60 + 40;
const TIMEOUT_NOTICE = 'The airline did not answer in time; please search again';
const HOLD_REFUSED = 'This fare must be paid at once; it cannot be held';
const HOLD_EXPIRED = 'The hold expired; the seats were released';
const CANCELLED = 'This order is cancelled';

const json = (v: unknown) => JSON.stringify(v);

export class SandboxAirline implements AirlineProvider {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;
  private readonly knex: () => Knex;
  private readonly supplierTimeoutMs: number;

  constructor(options: SandboxAirlineOptions) {
    this.knex = options.knex;
    this.supplierTimeoutMs = options.supplierTimeoutMs ?? 1500;
  }

  async search(query: AirSearchQuery, now: Date): Promise<AirSearchResult> {
    const origin = resolveAirport(query.origin)?.code ?? query.origin;
    const destination = resolveAirport(query.destination)?.code ?? query.destination;
    if (routeOf({ origin, destination }) === 'MUX-DOH') {
      await sleep(this.supplierTimeoutMs);
      return { offers: [], notice: TIMEOUT_NOTICE };
    }
    let generated: ReturnType<typeof generateOffers>;
    try {
      generated = generateOffers({ ...query, now });
    } catch (err) {
      if (err instanceof UnknownAirportError) throw new ValidationError(err.message, err.code === query.origin ? 'origin' : 'destination');
      if (err instanceof RangeError) throw new ValidationError(err.message);
      throw err;
    }
    const searchedAt = Math.floor(now.getTime() / 1000);
    const search = {
      origin,
      destination,
      departureDate: query.departureDate,
      returnDate: query.returnDate ?? null,
      adults: query.adults,
      children: query.children,
      infants: query.infants,
      tripClass: query.tripClass,
    };
    return { offers: generated.map((g, index) => toAirOffer(g, { search, index, searchedAt }, now, false)) };
  }

  async price(offerId: string, now: Date): Promise<PricedOffer> {
    const d = this.liveOffer(offerId, now);
    const generated = regenerate(d);
    const offer = toAirOffer(generated, d, now, true);
    const priceChanged = offer.totalPkr !== generated.price;
    return { offer, priceChanged, previousTotalPkr: priceChanged ? generated.price : null };
  }

  async createOrder(input: CreateAirOrderInput, now: Date): Promise<AirOrder> {
    const existing = await this.byReference(input.reference);
    if (existing) return toAirOrder(existing);
    const d = this.liveOffer(input.offerId, now);
    const offer = toAirOffer(regenerate(d), d, now, true);
    const types = input.passengers.map((p) => p.type).join(',');
    if (types !== offer.passengers.map((p) => p.type).join(',')) {
      throw new AirlineRefusedError(`The passengers must be ${offer.passengers.map((p) => p.type).join(', ')}, in this order`);
    }
    if (routeOf(d.search) === 'PEW-RUH') throw new FareSoldOutError();
    if (!sameAmount(input.totalPkr, offer.totalPkr)) throw new PriceChangedError(offer.totalPkr);
    if (input.type === 'hold' && !offer.holdable) throw new InvalidOrderStateError(HOLD_REFUSED);
    const hold = input.type === 'hold';
    const stored = { ...offer, paymentRequiredBy: hold ? offer.paymentRequiredBy : null };
    const [inserted] = (await this.knex()(ORDERS)
      .insert({
        id: newId('sbxo'),
        reference: input.reference,
        offer: json(stored),
        passengers: json(input.passengers.map((p, i) => ({ id: offer.passengers[i].id, ...p }))),
        status: hold ? 'held' : 'ticketed',
        booking_reference: newBookingReference(),
        total_pkr: offer.totalPkr,
        payment_required_by: hold ? offer.paymentRequiredBy : null,
        tickets: json(hold ? [] : issueTickets(offer)),
        changes: json([]),
        quotes: json([]),
        created_at: now,
        updated_at: now,
      })
      .onConflict('reference')
      .ignore()
      .returning('*')) as OrderRow[];
    // a concurrent create with the same reference won: its order is the one
    const row = inserted ?? (await this.byReference(input.reference));
    if (!row) throw new AirlineRefusedError();
    return toAirOrder(row);
  }

  async payOrder(providerOrderId: string, amountPkr: string, now: Date): Promise<AirOrder> {
    const outcome = await this.knex().transaction(async (trx) => {
      const row = await this.lock(trx, { id: providerOrderId });
      if (!row) throw new AirNotFoundError();
      if (row.status === 'ticketed') return { row };
      if (row.status !== 'held') throw new InvalidOrderStateError(this.pastDeadline(row, now) ? HOLD_EXPIRED : CANCELLED);
      if (this.pastDeadline(row, now)) {
        await this.update(trx, row.id, { status: 'cancelled', updated_at: now });
        // committed: the seats are released whatever the caller does next
        return { expired: true as const };
      }
      if (!sameAmount(amountPkr, row.total_pkr)) throw new PriceChangedError(toAirOrder(row).totalPkr);
      return { row: await this.update(trx, row.id, { status: 'ticketed', tickets: json(issueTickets(row.offer)), updated_at: now }) };
    });
    if ('expired' in outcome) throw new InvalidOrderStateError(HOLD_EXPIRED);
    return toAirOrder(outcome.row);
  }

  async getOrder(providerOrderId: string, now: Date): Promise<AirOrder> {
    const row = await this.knex().transaction(async (trx) => {
      const found = await this.lock(trx, { id: providerOrderId });
      if (!found) throw new AirNotFoundError();
      return this.releaseIfDue(trx, found, now);
    });
    return toAirOrder(row);
  }

  async quoteCancellation(providerOrderId: string, now: Date): Promise<CancellationQuote> {
    const outcome = await this.knex().transaction(async (trx) => {
      const found = await this.lock(trx, { id: providerOrderId });
      if (!found) throw new AirNotFoundError();
      const row = await this.releaseIfDue(trx, found, now);
      // (a hold released just now stays released: the refusal is thrown after the commit)
      if (row.status !== 'ticketed' && row.status !== 'held') return { refused: true as const };
      const total = paisa(row.total_pkr);
      let penalty = 0;
      if (row.status === 'ticketed') {
        const changed = row.changes.some((c) => c.status === 'pending' || c.status === 'accepted');
        const { refundable, refundPenaltyPkr } = row.offer.conditions;
        // a cancellation after a significant airline change is free
        penalty = changed ? 0 : refundable ? Math.min(total, paisa(refundPenaltyPkr ?? '0')) : total;
      }
      const quote: StoredQuote = {
        id: newId('sbxq'),
        refundPkr: fromPaisa(row.status === 'ticketed' ? total - penalty : 0),
        penaltyPkr: fromPaisa(penalty),
        refundTo: row.status === 'ticketed' ? 'balance' : 'none',
        expiresAt: new Date(now.getTime() + QUOTE_TTL_MS).toISOString(),
        basis: quoteBasis(row),
        confirmedAt: null,
      };
      await this.update(trx, row.id, { quotes: json([...row.quotes, quote]), updated_at: now });
      return { quote: publicQuote(quote) };
    });
    if ('refused' in outcome) throw new InvalidOrderStateError(CANCELLED);
    return outcome.quote;
  }

  async confirmCancellation(quoteId: string, now: Date): Promise<AirOrder> {
    const row = await this.knex().transaction(async (trx) => {
      const found = await this.lock(trx, { quote: quoteId });
      if (!found) throw new AirNotFoundError('cancellation quote');
      const quote = found.quotes.find((q) => q.id === quoteId);
      // confirmed already: the cancelled order again
      if (quote?.confirmedAt) return found;
      const latest = found.quotes[found.quotes.length - 1];
      if (!quote || latest.id !== quoteId || now.getTime() > Date.parse(quote.expiresAt)) throw new QuoteExpiredError();
      if (found.status === 'cancelled') throw new InvalidOrderStateError(CANCELLED);
      // paid or changed since the quote: it no longer says what the cancellation costs
      if (quote.basis !== quoteBasis(found)) throw new QuoteExpiredError();
      const quotes = found.quotes.map((q) => (q.id === quoteId ? { ...q, confirmedAt: now.toISOString() } : q));
      return this.update(trx, found.id, { status: 'cancelled', quotes: json(quotes), updated_at: now });
    });
    return toAirOrder(row);
  }

  /**
   * Sandbox only: the airline moves the first flight of a ticketed order 3 h 40 min later (a significant schedule
   * change, to accept or to cancel free of charge). Returns the order with the change pending.
   */
  async simulateAirlineChange(providerOrderId: string, now: Date): Promise<AirOrder> {
    const row = await this.knex().transaction(async (trx) => {
      const found = await this.lock(trx, { id: providerOrderId });
      if (!found) throw new AirNotFoundError();
      if (found.status !== 'ticketed') throw new InvalidOrderStateError('Only a ticketed order can be changed by the airline');
      const before = found.offer.slices;
      const change = { id: newId('sbxc'), detectedAt: now.toISOString(), before, after: delayFirstSegment(before, CHANGE_DELAY_MINUTES), status: 'pending' };
      return this.update(trx, found.id, { changes: json([...found.changes, change]), updated_at: now });
    });
    return toAirOrder(row);
  }

  async acceptChange(changeId: string, now: Date): Promise<AirOrder> {
    const row = await this.knex().transaction(async (trx) => {
      const found = await this.lock(trx, { change: changeId });
      const change = found?.changes.find((c) => c.id === changeId);
      if (!found || !change) throw new AirNotFoundError('change');
      if (change.status === 'accepted') return found;
      if (change.status !== 'pending') throw new InvalidOrderStateError('This change can no longer be accepted');
      if (found.status === 'cancelled') throw new InvalidOrderStateError(CANCELLED);
      const changes = found.changes.map((c) => (c.id === changeId ? { ...c, status: 'accepted' } : c));
      return this.update(trx, found.id, { offer: json({ ...found.offer, slices: change.after }), changes: json(changes), updated_at: now });
    });
    return toAirOrder(row);
  }

  // ---- helpers ----

  /** The offer an id names, while it lives (30 minutes after its search). */
  private liveOffer(offerId: string, now: Date): DecodedOffer {
    const d = decodeOfferId(offerId);
    if (now.getTime() > offerExpiresAt(d).getTime()) throw new OfferGoneError();
    return d;
  }

  private pastDeadline(row: OrderRow, now: Date): boolean {
    return row.payment_required_by !== null && now.getTime() > new Date(row.payment_required_by).getTime();
  }

  /** A held order past its deadline is released (cancelled), as the airline would have done by now. */
  private async releaseIfDue(trx: Knex.Transaction, row: OrderRow, now: Date): Promise<OrderRow> {
    if (row.status !== 'held' || !this.pastDeadline(row, now)) return row;
    return this.update(trx, row.id, { status: 'cancelled', updated_at: now });
  }

  private async byReference(reference: string): Promise<OrderRow | undefined> {
    return (await this.knex()(ORDERS).where({ reference }).first()) as OrderRow | undefined;
  }

  /** The order (by its id, or the id of one of its quotes or changes), locked until the transaction ends. */
  private async lock(trx: Knex.Transaction, by: { id: string } | { quote: string } | { change: string }): Promise<OrderRow | undefined> {
    const q = trx(ORDERS).forUpdate();
    if ('id' in by) q.where({ id: by.id });
    else if ('quote' in by) q.whereRaw('quotes @> ?::jsonb', [json([{ id: by.quote }])]);
    else q.whereRaw('changes @> ?::jsonb', [json([{ id: by.change }])]);
    return (await q.first()) as OrderRow | undefined;
  }

  private async update(trx: Knex.Transaction, id: string, values: Record<string, unknown>): Promise<OrderRow> {
    const [row] = (await trx(ORDERS).where({ id }).update(values).returning('*')) as OrderRow[];
    return row;
  }
}

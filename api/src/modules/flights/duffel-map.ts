import tzLookup from '@photostructure/tz-lookup';
import Big from 'big.js';
import { DateTime, Duration } from 'luxon';
import type {
  AirlineChange,
  AirOffer,
  AirOrder,
  AirOrderStatus,
  AirSegment,
  AirSlice,
  AirTicket,
  CancellationQuote,
  FareConditions,
  PassengerType,
} from './airline.js';
import type { DuffelLog } from './duffel-http.js';
import type {
  DuffelAirlineInitiatedChange,
  DuffelCondition,
  DuffelConditions,
  DuffelOffer,
  DuffelOrder,
  DuffelOrderCancellation,
  DuffelPassenger,
  DuffelPlace,
  DuffelSegment,
  DuffelSlice,
} from './duffel-types.js';

// Duffel's objects (shared/reference/duffel.md §2-§5) as the interface's: money in PKR through the injected
// converter, local times with their airport's offset, ISO durations in minutes, statuses from the order's facts.

/** "PT02H26M" → 146; null when absent or unreadable. */
export function durationMinutes(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const d = Duration.fromISO(iso);
  return d.isValid ? Math.round(d.as('minutes')) : null;
}

/** The airport's IANA zone: Duffel's time_zone, else from its coordinates, else null. */
function zoneOf(place: DuffelPlace): string | null {
  if (place.time_zone && DateTime.local().setZone(place.time_zone).isValid) return place.time_zone;
  if (typeof place.latitude === 'number' && typeof place.longitude === 'number') {
    try {
      return tzLookup(place.latitude, place.longitude);
    } catch {
      return null;
    }
  }
  return null;
}

/** Duffel's local "2026-09-01T16:38:02" at `place` → "2026-09-01T16:38:02+05:00". */
export function localToIso(local: string, place: DuffelPlace, log?: DuffelLog): string {
  const zone = zoneOf(place);
  if (!zone) log?.warn({ airport: place.iata_code, local }, 'Duffel airport without a time zone: time taken as UTC');
  const dt = DateTime.fromISO(local, { zone: zone ?? 'UTC' });
  if (!dt.isValid) throw new Error(`Duffel sent an unreadable time ${JSON.stringify(local)}`);
  return dt.toISO({ suppressMilliseconds: true }) as string;
}

function minutesBetween(fromIso: string, toIso: string): number {
  return Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
}

/** Duffel's passenger type; searched by age (children 8, infants 1), the type can come back null. */
export function passengerType(p: DuffelPassenger): PassengerType {
  if (p.type === 'adult') return 'adult';
  if (p.type === 'child') return 'child';
  if (p.type === 'infant_without_seat') return 'infant';
  if (typeof p.age === 'number') return p.age < 2 ? 'infant' : p.age < 18 ? 'child' : 'adult';
  return 'adult';
}

export function isHoldable(offer: DuffelOffer): boolean {
  // payment_requirements may be null (PY fixture): nothing says a hold is allowed
  return offer.payment_requirements ? !offer.payment_requirements.requires_instant_payment : false;
}

export function cancellationRefundTo(refundTo: string): CancellationQuote['refundTo'] {
  if (refundTo === 'awaiting_payment') return 'none';
  if (refundTo === 'airline_credits' || refundTo === 'voucher') return 'airline_credits';
  return 'balance';
}

export function orderStatus(order: DuffelOrder): AirOrderStatus {
  if (order.cancelled_at) return 'cancelled';
  if ((order.documents ?? []).some((d) => d.type === 'electronic_ticket')) return 'ticketed';
  if (order.payment_status?.awaiting_payment) return 'held';
  // paid, tickets not issued yet: an air.order.changed event follows
  return 'pending';
}

export function changeStatus(action: DuffelAirlineInitiatedChange['action_taken']): AirlineChange['status'] {
  if (action === 'cancelled') return 'cancelled';
  // 'changed': the order was changed to other flights elsewhere; the change is dealt with, like an accepted one
  if (action === 'accepted' || action === 'changed') return 'accepted';
  return 'pending';
}

function iso(value: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

export class DuffelMapper {
  constructor(
    private readonly toPkr: (amount: string, currency: string) => string,
    private readonly log: DuffelLog,
  ) {}

  /** An amount in PKR, two decimals. */
  pkr(amount: string, currency: string): string {
    return new Big(this.toPkr(amount, currency)).toFixed(2);
  }

  conditions(c: DuffelConditions | null | undefined): FareConditions {
    const one = (x: DuffelCondition | null | undefined) => {
      if (!x) return { allowed: null, penalty: null };
      const penalty = x.allowed && x.penalty_amount != null && x.penalty_currency ? this.pkr(x.penalty_amount, x.penalty_currency) : null;
      return { allowed: x.allowed, penalty };
    };
    const refund = one(c?.refund_before_departure);
    const change = one(c?.change_before_departure);
    return { refundable: refund.allowed, refundPenaltyPkr: refund.penalty, changeable: change.allowed, changePenaltyPkr: change.penalty };
  }

  /** `baggageOf`: the passenger whose allowance is shown (the first adult), else the segment's first. */
  segment(s: DuffelSegment, baggageOf: string | null): AirSegment {
    const departingAt = localToIso(s.departing_at, s.origin, this.log);
    const arrivingAt = localToIso(s.arriving_at, s.destination, this.log);
    const pax = s.passengers ?? [];
    const bags = (pax.find((p) => p.passenger_id === baggageOf) ?? pax[0])?.baggages ?? [];
    const count = (type: string) => bags.filter((b) => b.type === type).reduce((n, b) => n + (b.quantity ?? 0), 0);
    return {
      origin: s.origin.iata_code,
      destination: s.destination.iata_code,
      departingAt,
      arrivingAt,
      durationMinutes: durationMinutes(s.duration) ?? minutesBetween(departingAt, arrivingAt),
      carrier: s.marketing_carrier.iata_code,
      carrierName: s.marketing_carrier.name,
      flightNumber: `${s.marketing_carrier.iata_code} ${s.marketing_carrier_flight_number}`,
      aircraft: s.aircraft?.name ?? null,
      baggage: { checkedPieces: count('checked'), checkedKg: null, carryOnPieces: count('carry_on') },
    };
  }

  slice(s: DuffelSlice, baggageOf: string | null): AirSlice {
    const segments = s.segments.map((seg) => this.segment(seg, baggageOf));
    const first = segments[0];
    const last = segments[segments.length - 1];
    return {
      origin: s.origin.iata_code,
      destination: s.destination.iata_code,
      durationMinutes: durationMinutes(s.duration) ?? (first && last ? minutesBetween(first.departingAt, last.arrivingAt) : 0),
      segments,
    };
  }

  offer(o: DuffelOffer): AirOffer {
    const baggageOf = firstAdult(o.passengers);
    return {
      id: o.id,
      provider: 'duffel',
      totalPkr: this.pkr(o.total_amount, o.total_currency),
      expiresAt: iso(o.expires_at),
      holdable: isHoldable(o),
      paymentRequiredBy: isHoldable(o) && o.payment_requirements?.payment_required_by ? iso(o.payment_requirements.payment_required_by) : null,
      conditions: this.conditions(o.conditions),
      owner: { code: o.owner.iata_code, name: o.owner.name },
      passengers: o.passengers.map((p) => ({ id: p.id, type: passengerType(p) })),
      slices: o.slices.map((s) => this.slice(s, baggageOf)),
    };
  }

  change(c: DuffelAirlineInitiatedChange, baggageOf: string | null = null): AirlineChange {
    return {
      id: c.id,
      detectedAt: iso(c.created_at),
      before: (c.removed ?? []).map((s) => this.slice(s, baggageOf)),
      after: (c.added ?? []).map((s) => this.slice(s, baggageOf)),
      status: changeStatus(c.action_taken),
    };
  }

  order(o: DuffelOrder, status: AirOrderStatus = orderStatus(o)): AirOrder {
    const passengers = o.passengers ?? [];
    const baggageOf = firstAdult(passengers);
    const tickets: AirTicket[] = [];
    for (const doc of o.documents ?? []) {
      if (doc.type !== 'electronic_ticket') continue;
      for (const id of doc.passenger_ids ?? []) {
        const passengerIndex = passengers.findIndex((p) => p.id === id);
        if (passengerIndex >= 0) tickets.push({ passengerIndex, number: doc.unique_identifier });
      }
    }
    tickets.sort((a, b) => a.passengerIndex - b.passengerIndex);
    const awaiting = o.payment_status?.awaiting_payment === true && !o.cancelled_at;
    return {
      providerOrderId: o.id,
      bookingReference: o.booking_reference ?? null,
      status,
      totalPkr: this.pkr(o.total_amount, o.total_currency),
      paymentRequiredBy: awaiting && o.payment_status?.payment_required_by ? iso(o.payment_status.payment_required_by) : null,
      conditions: this.conditions(o.conditions),
      slices: (o.slices ?? []).map((s) => this.slice(s, baggageOf)),
      tickets,
      changes: (o.airline_initiated_changes ?? []).map((c) => this.change(c, baggageOf)),
    };
  }

  /** The quote; the penalty is what was paid (the order total, nothing for an unpaid hold) less the refund. */
  quote(q: DuffelOrderCancellation, order: DuffelOrder): CancellationQuote {
    const refundTo = cancellationRefundTo(q.refund_to);
    // v2: no amount when the airline gives no quote; taken as no refund
    const refundPkr = q.refund_amount != null && q.refund_currency ? this.pkr(q.refund_amount, q.refund_currency) : '0.00';
    const paid = refundTo === 'none' ? new Big(0) : new Big(this.pkr(order.total_amount, order.total_currency));
    const penalty = paid.minus(refundPkr);
    return {
      id: q.id,
      refundPkr,
      penaltyPkr: (penalty.lt(0) ? new Big(0) : penalty).toFixed(2),
      refundTo,
      expiresAt: iso(q.expires_at),
    };
  }
}

function firstAdult(passengers: DuffelPassenger[]): string | null {
  return passengers.find((p) => passengerType(p) === 'adult')?.id ?? passengers[0]?.id ?? null;
}

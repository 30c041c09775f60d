import { add, round2 } from '../../rules/money.js';
import type { WebhookEventType } from './outbox.js';

// The `data` of each partner event (docs/features/webhooks.md#events), built from what the publishing code already
// holds: plain values or its entities, read through the structural types below (no import of another feature, so no
// import circle; an entity fits its type as it is). Money is a decimal string in PKR with two places, ids are
// strings, moments ISO 8601 date-times, calendar days yyyy-MM-dd. Pure: no database here.

type Id = string | null | undefined;
type Moment = Date | string | null | undefined;

const money = (amount: string | number | null | undefined): string | null => (amount === null || amount === undefined ? null : round2(amount));
const iso = (at: Moment): string | null => (at === null || at === undefined ? null : at instanceof Date ? at.toISOString() : new Date(at).toISOString());
const idOf = (ref: { id: string } | null | undefined): string | null => ref?.id ?? null;

/** The event publishWebhookEvent takes: its type, who hears it, its data and its moment. */
export type WebhookEventInput = { type: WebhookEventType; ownerIds: Id[]; data: Record<string, unknown>; now: Date };

// ---- bookings -------------------------------------------------------------------------------------------------------

/** What a booking event reads of a booking (the Booking entity fits). */
export type BookingSource = {
  id: string; type: string; status: string; itemName: string; packageId?: string | null; transportId?: string | null;
  hotelId?: string | null; user: { id: string }; sellerId?: string | null; passengerCount: number;
  travelDate?: Date | null; checkInDate?: string | null; checkOutDate?: string | null; totalPriceInPkr: string;
  amountPaidInPkr: string; amountRefundedInPkr: string; paymentStatus: string; currency: string; createdAt: Date;
  confirmedAt?: Date | null; cancelledAt?: Date | null; holdExpiresAt?: Date | null; balanceDueAt?: Date | null;
};

/**
 * Who hears of a booking: its booker (the booking's user: an agency's bookings are its owner's, whichever staff member
 * made them) and the agent selling what was booked (a package's owner, a transport operator), when there is one.
 */
export const bookingOwners = (booking: Pick<BookingSource, 'user' | 'sellerId'>): Id[] => [booking.user.id, booking.sellerId];

/**
 * The booking as it stands in the publishing transaction. `itemId`: the package, transport option or hotel booked;
 * a flight's is its flight order (the caller passes it: the booking row does not name it).
 */
export function bookingSnapshot(b: BookingSource, now: Date, itemId?: string | null): Record<string, unknown> {
  return {
    id: b.id,
    type: b.type,
    status: b.status,
    itemId: itemId ?? b.packageId ?? b.transportId ?? b.hotelId ?? null,
    itemName: b.itemName,
    userId: b.user.id,
    sellerId: b.sellerId ?? null,
    passengerCount: b.passengerCount,
    startDate: iso(b.travelDate),
    checkInDate: b.checkInDate ?? null,
    checkOutDate: b.checkOutDate ?? null,
    totalPriceInPkr: money(b.totalPriceInPkr),
    amountPaidInPkr: money(b.amountPaidInPkr),
    amountRefundedInPkr: money(b.amountRefundedInPkr),
    paymentStatus: b.paymentStatus,
    currency: b.currency,
    createdAt: iso(b.createdAt),
    confirmedAt: iso(b.confirmedAt),
    cancelledAt: iso(b.cancelledAt),
    holdExpiresAt: iso(b.holdExpiresAt),
    balanceDueAt: iso(b.balanceDueAt),
    updatedAt: now.toISOString(),
  };
}

/** Why a booking ended (booking.cancelled's `change.reason`). */
export type BookingEndReason = 'cancelled' | 'expired' | 'ticketing_failed';

/** booking.cancelled's change: why, and what is to be refunded (the policy's share, decided in the same transaction). */
export const cancellationChange = (reason: BookingEndReason, refundInPkr: string | number, summary?: string): Record<string, unknown> => ({
  reason,
  refundInPkr: money(refundInPkr),
  ...(summary ? { summary } : {}),
});

/** booking.amended's change: the one line, the fields before and after, the difference in the total. */
export const amendmentChange = (summary: string, before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined, differenceInPkr: string | null | undefined): Record<string, unknown> => ({
  summary,
  before: before ?? {},
  after: after ?? {},
  differenceInPkr: money(differenceInPkr ?? '0'),
});

/** A booking.* event: `{booking, change?}` to the booking's owners. */
export function bookingEvent(type: Extract<WebhookEventType, `booking.${string}`>, booking: BookingSource, now: Date, opts: { change?: Record<string, unknown>; itemId?: string | null } = {}): WebhookEventInput {
  return {
    type,
    ownerIds: bookingOwners(booking),
    data: { booking: bookingSnapshot(booking, now, opts.itemId), ...(opts.change ? { change: opts.change } : {}) },
    now,
  };
}

// ---- payments -------------------------------------------------------------------------------------------------------

/** What a payment event reads of a payment (the Payment entity fits). */
export type PaymentSource = {
  id: string; booking?: { id: string } | null; payer: { id: string }; sellerId?: string | null; method: string;
  purpose: string; amountInPkr: string; status: string; surplus?: boolean; createdAt: Date; settledAt?: Date | null;
};

/** What a refund event reads of a refund (the Refund entity fits). */
export type RefundSource = {
  id: string; booking: { id: string }; payment: { id: string }; userId: string; sellerId?: string | null;
  method: string; amountInPkr: string; reason: string; status: string; reference?: string | null; createdAt: Date;
  settledAt?: Date | null;
};

export function paymentSnapshot(p: PaymentSource): Record<string, unknown> {
  return {
    id: p.id,
    bookingId: idOf(p.booking),
    payerId: p.payer.id,
    purpose: p.purpose,
    method: p.method,
    amountInPkr: money(p.amountInPkr),
    status: p.status,
    // a second payment for what was already paid: not counted, refunded (a payment.refunded follows)
    surplus: p.surplus ?? false,
    createdAt: iso(p.createdAt),
    settledAt: iso(p.settledAt),
  };
}

export function refundSnapshot(r: RefundSource): Record<string, unknown> {
  return {
    id: r.id,
    paymentId: r.payment.id,
    bookingId: r.booking.id,
    method: r.method,
    amountInPkr: money(r.amountInPkr),
    reason: r.reason,
    status: r.status,
    reference: r.reference ?? null,
    createdAt: iso(r.createdAt),
    settledAt: iso(r.settledAt),
  };
}

/**
 * payment.succeeded: `{payment}` to its payer, the booking's user (the agency when its staff member paid) and the
 * seller of what it paid for. `bookingUserId`: null for a wallet top-up.
 */
export const paymentSucceededEvent = (payment: PaymentSource, bookingUserId: string | null, now: Date): WebhookEventInput => ({
  type: 'payment.succeeded',
  ownerIds: [payment.payer.id, bookingUserId, payment.sellerId],
  data: { payment: paymentSnapshot(payment) },
  now,
});

/** payment.refunded: `{payment, refund}` to the booking's user, the payment's payer and the seller. */
export const paymentRefundedEvent = (payment: PaymentSource, refund: RefundSource, now: Date): WebhookEventInput => ({
  type: 'payment.refunded',
  ownerIds: [refund.userId, payment.payer.id, refund.sellerId],
  data: { payment: paymentSnapshot(payment), refund: refundSnapshot(refund) },
  now,
});

// ---- flight orders --------------------------------------------------------------------------------------------------

type SegmentSource = { origin: string; destination: string; departingAt: string; arrivingAt: string; carrier: string; flightNumber: string };
type SliceSource = { origin: string; destination: string; durationMinutes: number; segments: SegmentSource[] };

/** What a flight order event reads of an order (the FlightOrder entity fits). */
export type FlightOrderSource = {
  id: string; booking: { id: string }; provider: string; type: string; status: string;
  bookingReference?: string | null; airlineTotalInPkr: string; serviceFeeInPkr: string;
  paymentRequiredBy?: Date | null; owner: { code: string; name: string }; slices: SliceSource[];
  passengers: { type: string; givenName: string; familyName: string }[];
  tickets: { passengerIndex: number; passengerName: string; number: string }[]; createdAt: Date;
  ticketedAt?: Date | null; cancelledAt?: Date | null;
};

/** A flight's itinerary as partners read it: each slice and its flights (times with the airports' UTC offsets). */
export const slicesSnapshot = (slices: readonly SliceSource[]): Record<string, unknown>[] =>
  slices.map((s) => ({
    origin: s.origin,
    destination: s.destination,
    durationMinutes: s.durationMinutes,
    segments: s.segments.map((g) => ({ origin: g.origin, destination: g.destination, departingAt: g.departingAt, arrivingAt: g.arrivingAt, carrier: g.carrier, flightNumber: g.flightNumber })),
  }));

export function flightOrderSnapshot(o: FlightOrderSource, now: Date): Record<string, unknown> {
  return {
    id: o.id,
    bookingId: o.booking.id,
    bookingReference: o.bookingReference ?? null,
    status: o.status,
    type: o.type,
    provider: o.provider,
    airline: { code: o.owner.code, name: o.owner.name },
    totalInPkr: round2(add(o.airlineTotalInPkr, o.serviceFeeInPkr)),
    paymentRequiredBy: iso(o.paymentRequiredBy),
    slices: slicesSnapshot(o.slices),
    passengers: o.passengers.map((p) => ({ type: p.type, name: `${p.givenName} ${p.familyName}` })),
    tickets: o.tickets.map((t) => ({ passengerName: t.passengerName, number: t.number })),
    createdAt: iso(o.createdAt),
    ticketedAt: iso(o.ticketedAt),
    cancelledAt: iso(o.cancelledAt),
    updatedAt: now.toISOString(),
  };
}

/** An airline-initiated change (flight_order.airline_change's `change`): the slices before and after. */
export type AirlineChangeSource = { id: string; detectedAt: string; status: string; before: SliceSource[]; after: SliceSource[] };

export const airlineChangeSnapshot = (c: AirlineChangeSource): Record<string, unknown> => ({
  id: c.id,
  detectedAt: iso(c.detectedAt),
  status: c.status,
  before: slicesSnapshot(c.before),
  after: slicesSnapshot(c.after),
});

/** A flight_order.* event to the booking's owners (`booking`: the order's booking, as the caller holds it). */
export function flightOrderEvent(
  type: Extract<WebhookEventType, `flight_order.${string}`>,
  order: FlightOrderSource,
  booking: Pick<BookingSource, 'user' | 'sellerId'>,
  now: Date,
  change?: AirlineChangeSource,
): WebhookEventInput {
  return {
    type,
    ownerIds: bookingOwners(booking),
    data: { flightOrder: flightOrderSnapshot(order, now), ...(change ? { change: airlineChangeSnapshot(change) } : {}) },
    now,
  };
}

// ---- visa applications ----------------------------------------------------------------------------------------------

/** What a visa event reads of an application (the VisaApplication entity fits). */
export type VisaApplicationSource = {
  id: string; user: { id: string }; offer: { id: string }; sellerId?: string | null; country: string;
  visaType: string; title: string; processing: string; travelDate: string; applicantCount: number;
  totalPriceInPkr: string; paymentStatus: string; refundDueInPkr?: string | null; status: string;
  statusNote?: string | null; submittedAt?: Date | null; dueAt?: Date | null; decidedAt?: Date | null;
  createdAt: Date;
};

export function visaApplicationSnapshot(a: VisaApplicationSource, previousStatus: string | null, now: Date): Record<string, unknown> {
  return {
    id: a.id,
    status: a.status,
    previousStatus,
    // the processor's note with the move (what is asked for, why rejected), when there is one
    note: a.statusNote ?? null,
    userId: a.user.id,
    offerId: a.offer.id,
    sellerId: a.sellerId ?? null,
    country: a.country,
    visaType: a.visaType,
    title: a.title,
    processing: a.processing,
    travelDate: a.travelDate,
    applicantCount: a.applicantCount,
    totalPriceInPkr: money(a.totalPriceInPkr),
    paymentStatus: a.paymentStatus,
    refundDueInPkr: money(a.refundDueInPkr),
    submittedAt: iso(a.submittedAt),
    dueAt: iso(a.dueAt),
    decidedAt: iso(a.decidedAt),
    createdAt: iso(a.createdAt),
    updatedAt: now.toISOString(),
  };
}

/**
 * visa_application.status_changed: to the applicant, the applicant's agency (`agencyId`, when the applicant is one's
 * staff member) and the processor (the offer's selling agent).
 */
export const visaStatusChangedEvent = (app: VisaApplicationSource, previousStatus: string | null, agencyId: string | null, now: Date): WebhookEventInput => ({
  type: 'visa_application.status_changed',
  ownerIds: [app.user.id, agencyId, app.sellerId],
  data: { visaApplication: visaApplicationSnapshot(app, previousStatus, now) },
  now,
});

// ---- Umrah groups ---------------------------------------------------------------------------------------------------

/** What umrah_group.visa_submitted reads of a group (the UmrahGroup entity fits). */
export type UmrahGroupSource = {
  id: string; ownerId: string; createdBy: string; name: string; packageId?: string | null; arrivalDate: string;
  departureDate: string; status: string; visaSubmittedAt?: Date | null;
};

/**
 * umrah_group.visa_submitted: the group, its pilgrims (each with the visa application made for them, in the same
 * order as applicationIds), to the group's agency (its owner) and whoever submitted it (a staff member).
 */
export function umrahVisaSubmittedEvent(
  group: UmrahGroupSource,
  pilgrims: readonly { id: string; name: string }[],
  applicationIds: readonly string[],
  submittedBy: string,
  now: Date,
): WebhookEventInput {
  return {
    type: 'umrah_group.visa_submitted',
    ownerIds: [group.ownerId, submittedBy],
    data: {
      umrahGroup: {
        id: group.id,
        name: group.name,
        status: group.status,
        packageId: group.packageId ?? null,
        arrivalDate: group.arrivalDate,
        departureDate: group.departureDate,
        visaSubmittedAt: iso(group.visaSubmittedAt),
        pilgrims: pilgrims.map((p, i) => ({ id: p.id, name: p.name, visaApplicationId: applicationIds[i] ?? null })),
        applicationIds: [...applicationIds],
      },
    },
    now,
  };
}

// ---- wallets --------------------------------------------------------------------------------------------------------

/** wallet.low_funds: `{agentId, thresholdPercent, availableInPkr, creditLimitInPkr}` to the agency (the wallet's owner). */
export const walletLowFundsEvent = (
  alert: { agentId: string; thresholdPercent: number; availableInPkr: string; creditLimitInPkr: string },
  now: Date,
): WebhookEventInput => ({
  type: 'wallet.low_funds',
  ownerIds: [alert.agentId],
  data: { agentId: alert.agentId, thresholdPercent: alert.thresholdPercent, availableInPkr: round2(alert.availableInPkr), creditLimitInPkr: round2(alert.creditLimitInPkr) },
  now,
});

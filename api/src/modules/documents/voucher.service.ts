import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../core/context.js';
import { NotFoundError } from '../../core/errors.js';
import { shortBookingId } from '../../rules/bookings.js';
import { daysBetween } from '../../rules/dates.js';
import { subtract } from '../../rules/money.js';
import { amountsDue } from '../../rules/payments.js';
import { User } from '../accounts/user.entity.js';
import type { ImageStore } from '../agent/image-store.js';
import { UPLOADS_MEDIA_PATH } from '../agent/uploads.service.js';
import { Booking, BookingStatus } from '../bookings/booking.entity.js';
import { viewBooking } from '../bookings/bookings.service.js';
import { Hotel } from '../catalogue/hotel.entity.js';
import { Package } from '../catalogue/package.entity.js';
import { TransportOption } from '../catalogue/transport.entity.js';
import type { BookingView } from '../payments/scope.js';
import { brandForBooking } from '../brand/documents.js';
import { formatDay, formatIsoDay, renderVoucherPdf, SUPPORT_CONTACT, type VoucherContent, type VoucherStatus } from './voucher.pdf.js';

// Vouchers (issue 18 point 1): who may have one, what is on it, and the public check its QR code opens.
// A voucher exists once a booking is confirmed (and stays for completed trips); a cancelled booking that had been
// confirmed keeps its voucher, marked CANCELLED, so a desk scanning an old printout learns it is void. Pending and
// expired bookings never had one (404).

export const VOUCHER_MESSAGES = {
  notFound: 'Voucher not found',
  notConfirmed: 'There is no voucher for this booking: it is not confirmed',
} as const;

// 24 random bytes: 32 base64url characters, 192 bits, so codes are neither guessable nor enumerable
const CODE_BYTES = 24;
const CODE = /^[A-Za-z0-9_-]{22,43}$/;
const LOGO_FILE = new RegExp(`^${UPLOADS_MEDIA_PATH}/([0-9a-f-]{36}\\.(?:png|jpg))$`);

const KIND_LABEL: Record<string, string> = { package: 'Package', hotel: 'Hotel stay', transport: 'Transport', flight: 'Flight' };
const PACKAGE_KIND: Record<string, string> = { umrah: 'Umrah package', hajj: 'Hajj package', holiday: 'Holiday package', international: 'International tour', domestic: 'Domestic tour' };
const TRANSPORT_KIND: Record<string, string> = { car_rental: 'Car rental', bus: 'Bus', train: 'Train', airport_transfer: 'Airport transfer' };

/** The voucher's status for a booking, or null when the booking has none (pending, expired, never confirmed). */
export function voucherStatus(b: Pick<Booking, 'status' | 'confirmedAt'>): VoucherStatus | null {
  if (b.status === BookingStatus.confirmed || b.status === BookingStatus.completed) return b.status;
  if (b.status === BookingStatus.cancelled && b.confirmedAt) return 'cancelled';
  return null;
}

/** The download's URL (same origin), or null when the booking has no voucher. */
export function voucherUrl(b: Pick<Booking, 'id' | 'status' | 'confirmedAt'>): string | null {
  return voucherStatus(b) ? `/api/bookings/${b.id}/voucher.pdf` : null;
}

/** The booking's voucher code, made on first need (concurrent first requests agree on one). */
export async function voucherCode(em: EntityManager, bookingId: string, now: Date): Promise<string> {
  const code = crypto.randomBytes(CODE_BYTES).toString('base64url');
  await em.execute('insert into voucher (booking_id, code, created_at) values (?, ?, ?) on conflict (booking_id) do nothing', [bookingId, code, now]);
  const [row] = await em.execute<{ code: string }[]>('select code from voucher where booking_id = ?', [bookingId]);
  return row.code;
}

export type VoucherFile = { fileName: string; bytes: Buffer };
export type VoucherOptions = { origin: string; store: ImageStore | null };

/**
 * The caller's voucher for a booking: its booker (an agent for a customer too) and the super admin get all of it, its
 * seller the operator's copy (payments/scope.ts bookingView); others 404.
 */
export async function bookingVoucher(ctx: ServiceContext, bookingId: string, opts: VoucherOptions): Promise<VoucherFile> {
  const { booking, view } = await viewBooking(ctx, bookingId);
  return renderFor(ctx, booking, opts, view);
}

/**
 * A booking's voucher for the system (a mail attachment): no caller check; null when the booking has none. All of it:
 * it is mailed to whom the booking is for, the traveller or an agent's customer (notifications/announce.ts).
 */
export async function systemVoucher(ctx: ServiceContext, bookingId: string, opts: VoucherOptions): Promise<VoucherFile | null> {
  const booking = await ctx.em.findOne(Booking, { id: bookingId });
  if (!booking || !voucherStatus(booking)) return null;
  return renderFor(ctx, booking, opts, 'all');
}

async function renderFor(ctx: ServiceContext, booking: Booking, opts: VoucherOptions, view: BookingView): Promise<VoucherFile> {
  const content = await voucherContent(ctx, booking, opts, view);
  return { fileName: `voucher-${content.reference}.pdf`, bytes: await renderVoucherPdf(content) };
}

/**
 * Everything printed on a booking's voucher (404 when it has none), for `view`: 'all' is the traveller's or the
 * agent's customer's voucher; 'operator' is the seller's, who serves the trip: reference, product, dates and the
 * travellers' names with the seller's own net price, paid and due (what the JSON booking shows it), never the booking
 * agency's customer contacts, passports, markup or selling price.
 */
export async function voucherContent(ctx: ServiceContext, booking: Booking, opts: VoucherOptions, view: BookingView): Promise<VoucherContent> {
  const status = voucherStatus(booking);
  if (!status) throw new NotFoundError(VOUCHER_MESSAGES.notConfirmed);
  const em = ctx.em;
  const now = ctx.now();
  const [code, booker] = await Promise.all([voucherCode(em, booking.id, now), em.findOneOrFail(User, { id: booking.user.id })]);
  const operator = view === 'operator';
  // an agent's sale to a customer, as the agent and its customer see it
  const sale = !!booking.customerName && !operator;

  const details: [string, string][] = [];
  let kindLabel = KIND_LABEL[booking.type] ?? 'Booking';
  let policyText: string | null = null;
  if (booking.type === 'package' && booking.packageId) {
    const pkg = await em.findOne(Package, { id: booking.packageId });
    if (pkg) {
      kindLabel = PACKAGE_KIND[pkg.type] ?? kindLabel;
      details.push(['Itinerary', [pkg.duration, pkg.destinations.join(' → ')].filter(Boolean).join(' · ')]);
      if (pkg.makkahHotel) details.push(['Makkah hotel', nightsOf(pkg.makkahHotel, pkg.makkahNights, pkg.makkahHotelRating)]);
      if (pkg.madinahHotel) details.push(['Madinah hotel', nightsOf(pkg.madinahHotel, pkg.madinahNights, pkg.madinahHotelRating)]);
      details.push(['Flight class', capitalise(pkg.transportType)]);
      if (pkg.departureCity) details.push(['Departure city', pkg.departureCity]);
      if (pkg.visaIncluded) details.push(['Visa', 'Included']);
      if (pkg.inclusions.length) details.push(['Includes', pkg.inclusions.join(', ')]);
      policyText = pkg.cancellationPolicy ?? null;
    }
    if (booking.travelDate) details.push(['Departure', formatDay(booking.travelDate)]);
  } else if (booking.type === 'hotel') {
    const hotel = booking.hotelId ? await em.findOne(Hotel, { id: booking.hotelId }) : null;
    if (hotel) details.push(['Hotel', `${hotel.name}, ${hotel.city}${hotel.country ? `, ${hotel.country}` : ''}`]);
    if (booking.roomType) details.push(['Room type', `${booking.roomType}${booking.roomCount ? ` × ${booking.roomCount} room${booking.roomCount === 1 ? '' : 's'}` : ''}`]);
    if (booking.checkInDate && booking.checkOutDate) {
      const nights = daysBetween(booking.checkInDate, booking.checkOutDate);
      details.push(['Check-in', formatIsoDay(booking.checkInDate)], ['Check-out', formatIsoDay(booking.checkOutDate)], ['Nights', String(nights)]);
    }
    if (booking.guestCount) details.push(['Guests', String(booking.guestCount)]);
  } else if (booking.type === 'transport') {
    const option = booking.transportId ? await em.findOne(TransportOption, { id: booking.transportId }) : null;
    if (option) {
      kindLabel = TRANSPORT_KIND[option.type] ?? kindLabel;
      details.push(['Route', option.toCity ? `${option.fromCity} → ${option.toCity}` : option.fromCity]);
      if (option.operator) details.push(['Operator', option.operator]);
      details.push(['Duration', option.duration]);
    }
    if (booking.travelDate) details.push(['Date', formatDay(booking.travelDate)]);
  } else if (booking.travelDate) {
    details.push(['Date', formatDay(booking.travelDate)]);
  }
  if (booking.specialRequirements) details.push(['Requests', booking.specialRequirements]);

  // an agent's sale shows the customer's price (net + markup), the operator's copy the net it is paid; what is still
  // owed is the booking's balance
  const due = amountsDue(booking);
  const dueInPkr = status === 'cancelled' ? '0.00' : due.balanceInPkr;
  const totalInPkr = sale && booking.sellingPriceInPkr ? booking.sellingPriceInPkr : booking.totalPriceInPkr;
  const paidInPkr = sale ? (status === 'cancelled' ? booking.amountPaidInPkr : subtract(totalInPkr, dueInPkr)) : booking.amountPaidInPkr;

  return {
    bookingId: booking.id,
    reference: shortBookingId(booking.id),
    status,
    kindLabel,
    itemName: booking.itemName,
    bookedAt: booking.createdAt,
    traveller: sale
      ? { name: booking.customerName ?? '', email: booking.customerEmail ?? null, phone: booking.customerPhone ?? null }
      : operator
        ? { name: operatorLead(booking, booker), email: null, phone: null }
        : { name: `${booker.firstName} ${booker.lastName}`.trim() || booker.username, email: booker.email, phone: null },
    passengers: (booking.passengers ?? []).map((p) => ({ name: p.name, passportNumber: operator ? null : (p.passportNumber ?? null) })),
    passengerCount: booking.passengerCount,
    details,
    amounts: {
      totalInPkr: fixed2(totalInPkr),
      paidInPkr: fixed2(paidInPkr),
      dueInPkr: fixed2(dueInPkr),
      dueBy: booking.balanceDueAt && dueInPkr !== '0.00' ? formatDay(booking.balanceDueAt) : null,
      refundedInPkr: sale ? '0.00' : fixed2(booking.amountRefundedInPkr),
      priceNote: booking.currency !== 'PKR' && !sale ? `Shown in ${booking.currency} when booked` : null,
    },
    refundTiers: booking.refundTiers,
    policyText,
    agency: sale ? await saleAgency(ctx, booking, booker, opts.store) : null,
    support: SUPPORT_CONTACT,
    checkUrl: `${opts.origin}/v/${code}`,
    now,
  };
}

// an agent's sale: the agency's brand (issue 39) when it has one, else its owner's name and profile picture
async function saleAgency(ctx: ServiceContext, booking: Booking, booker: User, store: ImageStore | null): Promise<NonNullable<VoucherContent['agency']>> {
  const brand = await brandForBooking(ctx, booking, store);
  return { name: brand?.name ?? agencyName(booker), email: booker.email, logo: brand?.logo ?? (await logoOf(booker, store, ctx)), lines: brand?.lines ?? [] };
}

// the operator's lead traveller: the first passenger (an agent's customer may buy for others), else the customer
// named on a stay or ride sold without a passenger list (the guest the desk checks in), else the booking traveller
function operatorLead(booking: Booking, booker: User): string {
  return booking.passengers?.[0]?.name ?? booking.customerName ?? (`${booker.firstName} ${booker.lastName}`.trim() || booker.username);
}

function fixed2(amount: string): string {
  const [int, frac = ''] = amount.split('.');
  return `${int}.${(frac + '00').slice(0, 2)}`;
}

function nightsOf(hotel: string, nights: number | null | undefined, rating: number | null | undefined): string {
  return [hotel, rating ? `${rating}★` : null, nights ? `${nights} night${nights === 1 ? '' : 's'}` : null].filter(Boolean).join(' · ');
}

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** The agency's name as the admin's agents list shows it: the owner's full name, else the username. */
export function agencyName(agent: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return `${agent.firstName} ${agent.lastName}`.trim() || agent.username;
}

// the agent's logo: their profile picture when it is one of their uploads (PNG or JPEG, what pdfkit draws)
export async function logoOf(agent: User, store: ImageStore | null, ctx: ServiceContext): Promise<Buffer | null> {
  const file = agent.profileImageUrl ? LOGO_FILE.exec(agent.profileImageUrl)?.[1] : undefined;
  if (!file || !store) return null;
  try {
    const found = await store.open(file);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (err) {
    // a voucher without the logo beats no voucher
    ctx.log.warn({ err, file }, 'voucher: agency logo could not be read');
    return null;
  }
}

export type VoucherCheckView = {
  valid: boolean;
  status: VoucherStatus;
  reference: string;
  type: string;
  itemName: string;
  travelDate: Date | null;
  checkInDate: string | null;
  checkOutDate: string | null;
  passengerCount: number;
  leadInitials: string;
};

/** "Bilal Ahmed" → "B. A." (at most three initials): all a public check says about who travels. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => `${[...w][0].toUpperCase()}.`)
    .join(' ');
}

/**
 * The public check behind the QR code (signed out is fine): whether the voucher is valid (confirmed or completed)
 * and what it is for, with the lead passenger's initials as its only personal detail. Unknown code: 404.
 */
export async function checkVoucher(ctx: ServiceContext, code: string): Promise<VoucherCheckView> {
  if (!CODE.test(code)) throw new NotFoundError(VOUCHER_MESSAGES.notFound);
  const [row] = await ctx.em.execute<{ booking_id: string }[]>('select booking_id from voucher where code = ?', [code]);
  const booking = row ? await ctx.em.findOne(Booking, { id: row.booking_id }) : null;
  const status = booking ? voucherStatus(booking) : null;
  if (!booking || !status) throw new NotFoundError(VOUCHER_MESSAGES.notFound);
  let lead = booking.passengers?.[0]?.name ?? booking.customerName ?? null;
  if (!lead) {
    const user = await ctx.em.findOneOrFail(User, { id: booking.user.id });
    lead = `${user.firstName} ${user.lastName}`.trim() || user.username;
  }
  return {
    valid: status !== 'cancelled',
    status,
    reference: shortBookingId(booking.id),
    type: booking.type,
    itemName: booking.itemName,
    travelDate: booking.travelDate ?? null,
    checkInDate: booking.checkInDate ?? null,
    checkOutDate: booking.checkOutDate ?? null,
    passengerCount: booking.passengerCount,
    leadInitials: initials(lead),
  };
}

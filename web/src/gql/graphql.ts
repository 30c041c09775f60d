/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Accepting an agency invitation: the new account’s sign-in (registration’s rules; the e-mail is the invitation’s). */
export type AcceptAgencyInvitationInput = {
  /** Given name. */
  firstName: string;
  /** Family name. */
  lastName: string;
  /** At least 6 characters. */
  password: string;
  /** The token of the /join/{token} link. */
  token: string;
  /** At least 3 characters; unique whatever the case. */
  username: string;
};

/** An agency’s brand, all of it (an optional field left out is cleared); the logo is uploaded by PUT /api/agency/brand. */
export type AgencyBrandInput = {
  /** Postal address, at most 300 characters. */
  address?: string | null | undefined;
  /** Travel licence number, at most 60 characters. */
  licenceNumber?: string | null | undefined;
  /** Phone: 7 to 15 digits, optionally starting with +. */
  phone?: string | null | undefined;
  /** The name the agency trades under (1 to 120 characters). */
  tradingName: string;
  /** WhatsApp number: 7 to 15 digits, optionally starting with +. */
  whatsapp?: string | null | undefined;
};

/** A staff member’s role within an agency. */
export type AgencyMemberRole =
  /** Everything the agency does but payouts and markups (manages staff members). */
  | 'manager'
  /** Searches, quotes and books for customers, pays from the agency’s wallet, sees its bookings and wallet balance. */
  | 'staff';

/** What the signed-in agent is in its agency. */
export type AgencyRole =
  /** Everything but payouts and markups. */
  | 'manager'
  /** The agency’s own account: everything, payouts and markups included. */
  | 'owner'
  /** Search, quote, book for customers and pay from the agency’s wallet. */
  | 'staff';

/** An amendment of a booking: its kind and the fields that kind reads (the others are ignored). */
export type AmendmentInput = {
  /** dates: a hotel stay’s new check-in (yyyy-MM-dd). */
  checkInDate?: string | null | undefined;
  /** dates: a hotel stay’s new check-out (yyyy-MM-dd). */
  checkOutDate?: string | null | undefined;
  /** What changes: dates, travellers, name or rooms. */
  kind: AmendmentKind;
  /** name: the corrected name, as in the passport. */
  name?: string | null | undefined;
  /** dates: a fixed-date package moves to this other departure (an active package of the same seller and type). */
  packageId?: string | number | null | undefined;
  /** travellers: the new number of travellers (package spots, seats, hotel guests). */
  passengerCount?: number | null | undefined;
  /** travellers: an agent’s customer passengers after the change (names and passports), optional. */
  passengers?: Array<PassengerInput> | null | undefined;
  /** rooms: a per-bed package’s rooms after the change (adding a child: childrenWithBed + 1). */
  rooms?: Array<BookedRoomInput> | null | undefined;
  /** dates: a flexible package’s or a transport’s new travel date (yyyy-MM-dd or ISO 8601). */
  travelDate?: string | null | undefined;
  /** name: which passenger (0-based) of an agent’s sale. */
  travellerIndex?: number | null | undefined;
};

/** What an amendment changes. */
export type AmendmentKind =
  /** The travel date: another departure of a fixed-date package, a new date within the window, or a hotel stay’s nights. */
  | 'dates'
  /** A traveller’s name as listed on an agent’s sale (the seller’s name-change fee applies). */
  | 'name'
  /** The rooms of a package booked by rooms (per-bed prices), e.g. adding a child. */
  | 'rooms'
  /** The number of travellers (package spots, coach or train seats, hotel guests), with an agent’s passengers list. */
  | 'travellers';

/** A new visa application (a draft until its documents are attached and it is submitted). */
export type ApplyVisaInput = {
  /** 1 to 10 applicants. */
  applicants: Array<VisaApplicantInput>;
  /** The visa offer. */
  offerId: string | number;
  /** One of the offer’s processing options. */
  processing: VisaProcessing;
  /** yyyy-MM-dd, after today and within 12 months. */
  travelDate: string;
};

/** An uploaded file to attach as one applicant’s document. */
export type AttachVisaDocumentInput = {
  /** The applicant the document belongs to. */
  applicantId: string | number;
  /** The application. */
  applicationId: string | number;
  /** The `file` a PUT to a createVisaDocumentUploadUrl URL answered. */
  file: string;
  /** What the document is (not visa: the processor uploads that). */
  kind: VisaDocumentKind;
};

/** What to book. The server prices it; totalPriceInPkr, when sent, must equal the server total. */
export type BookInput = {
  /** Hotel: yyyy-MM-dd, today or later. */
  checkInDate?: string | null | undefined;
  /** Hotel: yyyy-MM-dd, after check-in. */
  checkOutDate?: string | null | undefined;
  /** The currency the traveller saw (its rate is kept with the booking). Default PKR. */
  currency?: string | null | undefined;
  /** Travel agents: the customer this booking is for (403 for anyone else). The total stays the net price the agent pays; the customer’s price adds the agent’s markup. */
  customer?: CustomerInput | null | undefined;
  /** Hotel: guests, 1-6. */
  guestCount?: number | null | undefined;
  /** For type hotel. */
  hotelId?: string | number | null | undefined;
  /** For type package. */
  packageId?: string | number | null | undefined;
  /** Package or transport: travellers, 1-10 (default 1). */
  passengerCount?: number | null | undefined;
  /** Hotel: rooms, 1-5. */
  roomCount?: number | null | undefined;
  /** Hotel: Standard, Deluxe or Suite. */
  roomType?: string | null | undefined;
  /** Package: book by rooms (1-50), priced per bed of each room’s occupancy plus child and infant prices; everyone in them counts as a passenger (passengerCount may then be left out). */
  rooms?: Array<BookedRoomInput> | null | undefined;
  /** Requests for the operator, free text. */
  specialRequirements?: string | null | undefined;
  /** The total the client showed; refused (400) when it differs from the server total. */
  totalPriceInPkr?: string | null | undefined;
  /** For type transport. */
  transportId?: string | number | null | undefined;
  /** ISO date-time of travel; ignored unless in the future. */
  travelDate?: string | null | undefined;
  /** What to book: package, transport or hotel (flight is not bookable here). */
  type: BookingType;
};

/** One room of a package booking: its occupancy and who sleeps in it. */
export type BookedRoomInput = {
  /** Adults, at least 1; adults and children with a bed fill at most the occupancy’s beds. */
  adults?: number | null | undefined;
  /** Children (2 to 11) with a bed of their own (default 0); the package must price them. */
  childrenWithBed?: number | null | undefined;
  /** Children (2 to 11) sharing an adult bed (default 0); the package must price them. */
  childrenWithoutBed?: number | null | undefined;
  /** Infants under 2 (default 0), at most one per adult; the package must price them. */
  infants?: number | null | undefined;
  /** The room’s occupancy; the package must offer it (a package with one price offers quad). */
  occupancy: RoomOccupancy;
};

/** Who did something to a booking. */
export type BookingActorRole =
  /** The Safarnama super admin. */
  | 'admin'
  /** A travel agent acting for their own agency. */
  | 'agent'
  /** A staff member of an agency acting for it. */
  | 'staff'
  /** Safarnama itself (a job, a gateway’s message, a sweep). */
  | 'system'
  /** The traveller whose booking it is. */
  | 'traveller';

/** Which booking events to list (every filter optional; all given must hold). */
export type BookingEventFilter = {
  /** Only events done by this kind of actor. */
  actorRole?: BookingActorRole | null | undefined;
  /** Only this booking’s events. */
  bookingId?: string | number | null | undefined;
  /** Only events at or after this moment. ISO 8601 date-time. */
  from?: string | null | undefined;
  /** Only events of this kind. */
  kind?: BookingEventKind | null | undefined;
  /** Words the summary contains (each word matches the start of a word; at most 100 characters). */
  text?: string | null | undefined;
  /** Only events before this moment. ISO 8601 date-time. */
  to?: string | null | undefined;
};

/** What happened to a booking. */
export type BookingEventKind =
  /** The booking was changed (dates, travellers, a name, rooms): changes says what. */
  | 'amended'
  /** The booking was cancelled. */
  | 'cancelled'
  /** The trip took place. */
  | 'completed'
  /** An invoice, a credit note or the voucher was issued. */
  | 'documents_issued'
  /** The booking’s hold ran out before its first payment. */
  | 'expired'
  /** The booking was made. */
  | 'made'
  /** A payment arrived (the advance, the balance or the whole amount). */
  | 'paid'
  /** A payment attempt was declined. */
  | 'payment_failed'
  /** A change or a cancellation was quoted. */
  | 'quoted'
  /** Money went back (decided, or sent by the gateway). */
  | 'refunded'
  /** A reminder went out (a hold about to end, a payment coming due). */
  | 'reminded';

/** What has been paid for a booking, and given back. */
export type BookingPaymentStatus =
  /** Paid in full. */
  | 'paid'
  /** The advance (or part of the total) is paid; a balance remains. */
  | 'partially_paid'
  /** Part of what was paid was given back (the rest was the cancellation penalty). */
  | 'partially_refunded'
  /** A refund is on its way (a gateway refund in progress, or a bank transfer the administrator still has to make). */
  | 'refund_pending'
  /** Everything paid was given back. */
  | 'refunded'
  /** Nothing paid yet. */
  | 'unpaid';

/** pending: inventory held until holdExpiresAt for the first payment (or a transport request the operator confirms); confirmed: the amount due was paid; completed: travelled; cancelled and expired: inventory given back. */
export type BookingStatus =
  /** Cancelled; inventory given back, refund per the cancellation policy. */
  | 'cancelled'
  /** The travel date has passed. */
  | 'completed'
  /** The amount due now was paid (or nothing was due): the booking stands. */
  | 'confirmed'
  /** Its hold ran out before it was paid; inventory given back. */
  | 'expired'
  /** Waiting for its first payment while its inventory is held (holdExpiresAt), or a transport request the operator still has to confirm. */
  | 'pending';

/** What was booked. */
export type BookingType =
  /** A flight order: its tickets, deadline and cancellation are on its flight order (flightOrderId). */
  | 'flight'
  /** A hotel stay. */
  | 'hotel'
  /** A travel package. */
  | 'package'
  /** A transport option. */
  | 'transport';

/** A flight order: the offer, instant or hold, the total agreed, the passengers and a contact. */
export type CreateFlightOrderInput = {
  /** Who the airline and we contact about the trip. */
  contact: FlightContactInput;
  /** The total the buyer saw (PKR); a different current total is refused with PRICE_CHANGED. */
  expectedTotalInPkr: string;
  /** An agent’s markup for this sale, PKR (else the agency’s flight markup). */
  markupInPkr?: string | null | undefined;
  /** A bookable offer’s id (from the flight search or priceFlightOffer). */
  offerId: string;
  /** One per passenger of the offer, in any order; the offer’s party (adults, children, infants) must match. */
  passengers: Array<FlightPassengerInput>;
  /** instant (pay now) or hold (pay by the airline’s deadline). */
  type: string;
};

/** A quote for a customer: 1 to 10 items priced now with the agency’s markups. */
export type CreateQuoteInput = {
  /** The currency the customer sees the total in (PKR, USD, AED, SAR, QAR, GBP or EUR; default PKR). */
  currency?: string | null | undefined;
  /** Who the quote is for. */
  customer: QuoteCustomerInput;
  /** What it offers, 1 to 10 items, in the order shown. */
  items: Array<QuoteItemInput>;
  /** A note to the customer (at most 1000 characters). */
  note?: string | null | undefined;
  /** Hours it stays valid, 1-168 (default 24), never beyond the earliest supplier price guarantee. */
  validHours?: number | null | undefined;
};

/** A webhook endpoint to register. */
export type CreateWebhookEndpointInput = {
  /** The event types to receive (see webhookEventTypes): at least one, none twice. */
  events: Array<string>;
  /** An https:// URL (at most 2048 characters) resolving to public addresses. */
  url: string;
};

/** The customer a travel agent books for (agents only; the customer needs no account). */
export type CustomerInput = {
  /** Lead passenger’s e-mail. */
  email: string;
  /** Lead passenger’s name. */
  leadName: string;
  /** This booking’s markup in PKR, instead of the agent’s markup for the product type. */
  markupInPkr?: string | null | undefined;
  /** Packages: every traveller (as many as passengerCount); hotels and transport: optional. */
  passengers?: Array<PassengerInput> | null | undefined;
  /** Lead passenger’s phone (7 to 15 digits, optionally starting with +). */
  phone: string;
};

/** Where a quote for a customer stands. */
export type CustomerQuoteStatus =
  /** The customer accepted it: its items are booked for the customer. */
  | 'accepted'
  /** The customer tried to accept it but a price went up or an item is no longer available. */
  | 'changed'
  /** Its validity ended before it was accepted. */
  | 'expired'
  /** Made and shared; the customer has not opened it yet. */
  | 'sent'
  /** The customer opened the link. */
  | 'viewed';

/** deleted: nobody had booked it; archived: it has bookings, so it became inactive. */
export type DeleteOutcome =
  /** It has bookings, so it was made inactive instead. */
  | 'archived'
  /** Nobody had booked it, so it was removed. */
  | 'deleted';

/** Who to contact about a flight order. */
export type FlightContactInput = {
  /** Contact e-mail. */
  email: string;
  /** Contact phone: 7 to 15 digits, optionally starting with +. */
  phone: string;
};

/** A passenger, exactly as in the passport. */
export type FlightPassengerInput = {
  /** yyyy-MM-dd. */
  bornOn: string;
  /** Exactly as in the passport. */
  familyName: string;
  /** m or f. */
  gender: string;
  /** Exactly as in the passport. */
  givenName: string;
  /** Two-letter country code. */
  nationality: string;
  /** Two-letter country code of the issuing country. */
  passportCountry: string;
  /** yyyy-MM-dd. */
  passportExpiresOn: string;
  /** 5 to 20 letters or digits. */
  passportNumber: string;
  /** mr, ms, mrs, miss or dr. */
  title: string;
  /** adult, child or infant. */
  type: string;
};

/** A provider flight search. Counts: adults 1-6, children 0-4, infants 0-2; class Y, C or F. */
export type FlightSearchInput = {
  /** Adults, 1 to 6. */
  adults?: number;
  /** Children, 0 to 4. */
  children?: number;
  /** Currency for prices: PKR, USD, AED, SAR, QAR, GBP or EUR. */
  currency?: string;
  /** yyyy-MM-dd */
  departureDate: string;
  /** IATA airport or city code (or a name, resolved to the best matching airport). */
  destination: string;
  /** Infants, 0 to 2. */
  infants?: number;
  /** At most 100. */
  limit?: number;
  /** Offers to skip. */
  offset?: number;
  /** IATA airport or city code (or a name, resolved to the best matching airport). */
  origin: string;
  /** yyyy-MM-dd; only for a round trip. */
  returnDate?: string | null | undefined;
  /** Y Economy, C Business, F First Class. */
  tripClass?: string;
};

/** A hotel stay to book for the group, paid from the agency wallet. */
export type GroupHotelInput = {
  /** Check-in, yyyy-MM-dd. */
  checkInDate: string;
  /** Check-out, yyyy-MM-dd. */
  checkOutDate: string;
  /** The city; the hotel must be in it. */
  city: UmrahCity;
  /** Guests (pilgrims) the rooms are for. */
  guestCount: number;
  /** The hotel. */
  hotelId: string | number;
  /** Rooms. */
  roomCount: number;
  /** Room type (Standard, Deluxe, Suite). */
  roomType: string;
};

/** Inviting a sub-agency: who, its name and the credit it gets out of the master’s line. */
export type InviteSubAgentInput = {
  /** The sub-agency’s name (at most 120 characters). */
  agencyName: string;
  /** Its credit limit in PKR (0 or more), carved out of the master’s available funds. */
  creditLimitInPkr: string;
  /** The e-mail of its new owner account. */
  email: string;
};

/** The language the web app is shown in. */
export type Language =
  /** English (the default). */
  | 'en'
  /** Urdu, right to left. */
  | 'ur';

/** Credentials for signing in. */
export type LoginInput = {
  /** The account password. */
  password: string;
  /** Username, any case. */
  username: string;
};

/** Where an e-mail stands. */
export type MailStatus =
  /** Refused for good by the mail server (lastError has its reply), or temporary failures went on too long. */
  | 'failed'
  /** Waiting for its first or next attempt (nextAttemptAt). */
  | 'queued'
  /** Being sent by a worker right now. */
  | 'sending'
  /** Accepted by the mail server, or kept in the outbox when no SMTP server is configured. */
  | 'sent';

/** How an e-mail was delivered. */
export type MailTransport =
  /** No SMTP_URL: kept in the outbox only (readable here). */
  | 'outbox'
  /** Sent to the SMTP server of SMTP_URL. */
  | 'smtp';

/** How a markup is counted. */
export type MarkupKind =
  /** A fixed amount in PKR per booking. */
  | 'fixed'
  /** A percent of the net price (0–100, 2 decimals), rounded to the paisa. */
  | 'percent';

/** What an agent resells, each with its own markup. */
export type MarkupProductType =
  /** Flight tickets. */
  | 'flight'
  /** Hotel stays. */
  | 'hotel'
  /** Travel packages. */
  | 'package'
  /** Transport options. */
  | 'transport';

/** A network markup for one product type. */
export type NetworkMarkupInput = {
  /** Percent of the net price or a fixed PKR amount. */
  kind: MarkupKind;
  /** What it applies to. */
  productType: MarkupProductType;
  /** The percent (0–100, 2 decimals) or the PKR amount (0 or more). */
  value: string;
};

/** The price of one bed at one room occupancy (Umrah and Hajj packages). */
export type OccupancyPriceInput = {
  /** How many share the room; each occupancy at most once. */
  occupancy: RoomOccupancy;
  /** Price per person in PKR at this occupancy, greater than 0, at most 2 decimals. */
  priceInPkr: string;
};

/** A package as the Add New Package dialog fills it. On update, fields left out keep their values. destinations, countries, startDate and endDate are the super admin’s (an agent’s non-empty values are refused with 403). */
export type PackageInput = {
  /** 0 to 100, default 30. */
  advancePaymentPercent?: number | null | undefined;
  /** Cancellation policy, free text. */
  cancellationPolicy?: string | null | undefined;
  /** Umrah and Hajj only: a child (2 to 11) with a bed of its own, in PKR; null when not offered. */
  childWithBedPriceInPkr?: string | null | undefined;
  /** Umrah and Hajj only: a child (2 to 11) sharing an adult bed, in PKR; null when not offered. */
  childWithoutBedPriceInPkr?: string | null | undefined;
  /** Super admin only. */
  countries?: Array<string> | null | undefined;
  /** City the trip departs from. */
  departureCity?: string | null | undefined;
  /** At least 10 characters. */
  description?: string | null | undefined;
  /** Super admin only. */
  destinations?: Array<string> | null | undefined;
  /** Free text, e.g. "14 days". */
  duration?: string | null | undefined;
  /** Super admin only; yyyy-MM-dd, not before startDate. */
  endDate?: string | null | undefined;
  /** What the price does not include. */
  exclusions?: Array<string> | null | undefined;
  /** List it first in the public package list. */
  featured?: boolean | null | undefined;
  /** Up to 5 URLs from PUT /api/objects/upload/…; the first is imageUrl. */
  images?: Array<string> | null | undefined;
  /** At least one. */
  inclusions?: Array<string> | null | undefined;
  /** Umrah and Hajj only: an infant (under 2), in PKR; null when not offered. */
  infantPriceInPkr?: string | null | undefined;
  /** Hotel in Madinah. */
  madinahHotel?: string | null | undefined;
  /** 1 to 5. */
  madinahHotelRating?: number | null | undefined;
  /** Nights in Madinah. */
  madinahNights?: number | null | undefined;
  /** Hotel in Makkah. */
  makkahHotel?: string | null | undefined;
  /** 1 to 5. */
  makkahHotelRating?: number | null | undefined;
  /** Nights in Makkah. */
  makkahNights?: number | null | undefined;
  /** At least 1; on update, not below the spots already booked. */
  maxCapacity?: number | null | undefined;
  /** Package name. */
  name?: string | null | undefined;
  /** What the seller charges to correct a traveller’s name after booking, in PKR, 0 or more (default 0: free). */
  nameChangeFeeInPkr?: string | null | undefined;
  /** Umrah and Hajj only: the price per bed of each occupancy offered (empty: one price, priceInPkr, sold as quad). When given, priceInPkr becomes the cheapest bed. */
  occupancyPrices?: Array<OccupancyPriceInput> | null | undefined;
  /** The price before a discount, per person, in PKR, as a decimal string. */
  originalPriceInPkr?: string | null | undefined;
  /** Per person, at least 1. */
  priceInPkr?: string | null | undefined;
  /** What a cancellation refunds, by notice (at most 6 tiers; more notice never refunds less). Default: 31+ days 100 %, 15-30 days 50 %, less 0 %. */
  refundTiers?: Array<RefundTierInput> | null | undefined;
  /** Super admin only; yyyy-MM-dd. */
  startDate?: string | null | undefined;
  /** Default active. */
  status?: PackageStatus | null | undefined;
  /** Terms and conditions, free text. */
  termsAndConditions?: string | null | undefined;
  /** Default economy. */
  transportType?: PackageTransportClass | null | undefined;
  /** What kind of trip the package is. */
  type?: PackageType | null | undefined;
  /** True when the visa is included in the price. */
  visaIncluded?: boolean | null | undefined;
};

/** Only active packages are listed to travellers. */
export type PackageStatus =
  /** Listed to travellers and bookable. */
  | 'active'
  /** Being prepared; not listed. */
  | 'draft'
  /** Hidden from travellers (e.g. archived). */
  | 'inactive';

/** The flight class included in an Umrah or Hajj package. */
export type PackageTransportClass =
  /** Business class. */
  | 'business'
  /** Economy class. */
  | 'economy'
  /** First class. */
  | 'first';

/** What kind of trip a package is. */
export type PackageType =
  /** Tour within Pakistan. */
  | 'domestic'
  /** Hajj pilgrimage. */
  | 'hajj'
  /** Holiday trip. */
  | 'holiday'
  /** International tour. */
  | 'international'
  /** Umrah pilgrimage. */
  | 'umrah';

/** A page of a list: limit defaults to 20, at most 100; offset at most 10000. */
export type PaginationInput = {
  /** Items per page. */
  limit?: number | null | undefined;
  /** Items to skip from the start of the list. */
  offset?: number | null | undefined;
};

/** A passenger of a booking made for a customer. */
export type PassengerInput = {
  /** Full name as in the passport. */
  name: string;
  /** 6 to 9 letters or digits (stored upper-case). */
  passportNumber: string;
};

/** Which payments to list. */
export type PaymentFilter = {
  /** Only bank transfers with a proof, waiting for the administrator’s decision. */
  awaitingReview?: boolean | null | undefined;
  /** Only this booking’s. */
  bookingId?: string | number | null | undefined;
  /** Only this method. */
  method?: PaymentMethod | null | undefined;
  /** Only this status. */
  status?: PaymentStatus | null | undefined;
};

/** How a payment is made. */
export type PaymentMethod =
  /** A bank transfer to the account shown, with the payment reference; the administrator confirms it from the uploaded proof. */
  | 'bank_transfer'
  /** JazzCash hosted checkout (only when the server is configured for it). */
  | 'jazzcash'
  /** The offline test gateway: a checkout page served by this app (Pay, Decline or Abandon). */
  | 'sandbox'
  /** B2B agents: from the agent’s wallet and credit line, at once (402 INSUFFICIENT_FUNDS when the available funds do not cover it). */
  | 'wallet';

/** What a payment pays for. */
export type PaymentPurpose =
  /** A package’s advance (its advancePaymentPercent of the total): confirms the booking. */
  | 'advance'
  /** What a confirmed change to the booking added, once its balance was already paid. */
  | 'amendment'
  /** The rest of a package, due by balanceDueAt. */
  | 'balance'
  /** The whole amount at once (hotel stays, transport, packages asking 100 %). */
  | 'full'
  /** Money into the payer’s (an agent’s) wallet: no booking. */
  | 'top_up';

/** Where a payment attempt stands. */
export type PaymentStatus =
  /** Abandoned by the payer, or the booking was cancelled first. */
  | 'cancelled'
  /** The booking’s hold ran out before this attempt was paid. */
  | 'expired'
  /** Declined by the gateway, or a bank transfer the administrator rejected. */
  | 'failed'
  /** Started; waiting for the payer or the gateway (or, for a bank transfer, the administrator). */
  | 'initiated'
  /** The money arrived. */
  | 'succeeded';

/** Where a payout request stands. */
export type PayoutStatus =
  /** Approved: the amount left the agent’s earnings and waits to be transferred. */
  | 'approved'
  /** Transferred to the agent’s bank account (the transfer reference is recorded). */
  | 'paid'
  /** Refused by the administrator (with a reason); nothing left the earnings, or it went back. */
  | 'rejected'
  /** Asked for by the agent; waiting for the administrator. */
  | 'requested';

/** Gender as printed in the passport. */
export type PilgrimGender =
  /** Female. */
  | 'F'
  /** Male. */
  | 'M';

/** One pilgrim’s fields, as in the passport. */
export type PilgrimInput = {
  /** CNIC, 13 digits (dashes allowed). */
  cnic?: string | null | undefined;
  /** yyyy-MM-dd. */
  dateOfBirth: string;
  /** Family name grouping pilgrims who travel together. */
  family?: string | null | undefined;
  /** M or F. */
  gender: string;
  /** Given names. */
  givenNames: string;
  /** Meningitis (ACWY) vaccination date, yyyy-MM-dd. */
  meningitisVaccinationDate?: string | null | undefined;
  /** ISO 3166 alpha-3. */
  nationality: string;
  /** yyyy-MM-dd. */
  passportExpiryDate: string;
  /** yyyy-MM-dd. */
  passportIssueDate: string;
  /** Passport number. */
  passportNumber: string;
  /** Phone number. */
  phone?: string | null | undefined;
  /** Polio vaccination date, yyyy-MM-dd. */
  polioVaccinationDate?: string | null | undefined;
  /** Relation within the family. */
  relation?: string | null | undefined;
  /** Surname. */
  surname: string;
};

/** A provider hotel search. Rooms 1-4. */
export type ProviderHotelSearchInput = {
  /** Adults. */
  adults?: number;
  /** yyyy-MM-dd */
  checkIn: string;
  /** yyyy-MM-dd */
  checkOut: string;
  /** Children. */
  children?: number;
  /** Currency for prices: PKR, USD, AED, SAR, QAR, GBP or EUR. */
  currency?: string;
  /** Language for names, e.g. "en". */
  language?: string;
  /** At most 100. */
  limit?: number;
  /** A city name or IATA code. */
  location: string;
  /** Hotels to skip. */
  offset?: number;
  /** Rooms, 1 to 4. */
  rooms?: number;
};

/** The customer a quote is for (no account needed). */
export type QuoteCustomerInput = {
  /** The customer’s e-mail, when known (the bookings’ contact once accepted). */
  email?: string | null | undefined;
  /** The customer’s name (at most 100 characters). */
  name: string;
  /** The customer’s phone: 7 to 15 digits, optionally starting with + (the WhatsApp link goes to it). */
  phone: string;
};

/** One item of a quote: what would be booked, as for the book mutation (its rules and messages). */
export type QuoteItemInput = {
  /** Hotel: check-in, yyyy-MM-dd, after today. */
  checkInDate?: string | null | undefined;
  /** Hotel: check-out, yyyy-MM-dd, after check-in. */
  checkOutDate?: string | null | undefined;
  /** Hotel: guests, 1-6. */
  guestCount?: number | null | undefined;
  /** Hotel: the hotel. */
  hotelId?: string | number | null | undefined;
  /** Package: the package. */
  packageId?: string | number | null | undefined;
  /** Package or transport: travellers, 1-10 (default 1). */
  passengerCount?: number | null | undefined;
  /** Hotel: rooms, 1-5. */
  roomCount?: number | null | undefined;
  /** Hotel: Standard, Deluxe or Suite. */
  roomType?: string | null | undefined;
  /** Package: by rooms, priced per bed of each room’s occupancy (everyone in them travels). */
  rooms?: Array<BookedRoomInput> | null | undefined;
  /** Transport: the transport option. */
  transportId?: string | number | null | undefined;
  /** Package or transport: the wished travel date (yyyy-MM-dd or ISO date-time), inside the item’s window. */
  travelDate?: string | null | undefined;
  /** What the item books. */
  type: QuoteItemType;
};

/** What a quote item books. */
export type QuoteItemType =
  /** A hotel stay. */
  | 'hotel'
  /** A package (by travellers, or by rooms). */
  | 'package'
  /** A transport option (a seat or a vehicle). */
  | 'transport';

/** Where a quote stands. */
export type QuoteStatus =
  /** Confirmed: the change (or the cancellation) and its money were made. */
  | 'confirmed'
  /** Not confirmed in time: ask for a new quote. */
  | 'expired'
  /** It can be confirmed until expiresAt. */
  | 'open'
  /** A newer quote for the same booking replaced it. */
  | 'superseded';

/** Where a refund goes. */
export type RefundDestination =
  /** Back the way each payment came (the gateway, or a bank transfer the administrator makes). */
  | 'original_method'
  /** Back to the agency’s wallet (the booking was paid from it). */
  | 'wallet';

/** Why money goes back. */
export type RefundReason =
  /** A confirmed change made the booking cheaper: what was paid beyond its new total (less the policy’s penalty). */
  | 'amendment'
  /** The booking was cancelled: its cancellation policy’s share of what was paid. */
  | 'cancellation'
  /** A payment that arrived after the booking had expired or been cancelled. */
  | 'late_payment'
  /** A second payment for something already paid (a double payment). */
  | 'surplus'
  /** The airline would not issue the tickets of a paid flight order: everything paid goes back. */
  | 'ticketing_failed';

/** Where a refund stands. */
export type RefundStatus =
  /** A bank transfer back that the administrator still has to make and record. */
  | 'awaiting_transfer'
  /** The gateway refused it; the administrator pays it back another way and records the reference. */
  | 'failed'
  /** Being sent back through the gateway the money came from. */
  | 'pending'
  /** The money went back. */
  | 'succeeded';

/** A refund tier: cancelled at least minDaysBefore calendar days before travel, refundPercent of what was paid comes back. */
export type RefundTierInput = {
  /** Calendar days before travel, at least (0-365). */
  minDaysBefore: number;
  /** Share of what was paid that is refunded, 0-100. */
  refundPercent: number;
};

/** A new account. Only end_user and b2b_agent can be chosen. */
export type RegisterInput = {
  /** A valid email address; unique whatever the case. */
  email: string;
  /** Given name (required). */
  firstName: string;
  /** Family name (required). */
  lastName: string;
  /** At least 6 characters. */
  password: string;
  /** "end_user" (default) or "b2b_agent". */
  role?: string | null | undefined;
  /** At least 3 characters; unique whatever the case. */
  username: string;
};

/** What a user may do: traveller, travel agent or super administrator. */
export type Role =
  /** A travel agent (B2B): sells packages and may use the partner API. */
  | 'b2b_agent'
  /** A personal traveller (customer): searches and books for themselves. */
  | 'end_user'
  /** The platform administrator: sees analytics and every booking. */
  | 'super_admin';

/** Who sleeps in one room (the agent’s own allocation). */
export type RoomAssignmentInput = {
  /** The pilgrims in it. */
  pilgrimIds: Array<string | number>;
  /** The room. */
  roomId: string | number;
};

/** How many rooms of one occupancy the group buys. */
export type RoomCountInput = {
  /** Rooms of it (0 to 500). */
  count: number;
  /** The occupancy. */
  occupancy: RoomOccupancy;
};

/** A hotel room type. */
export type RoomKind =
  /** Deluxe room. */
  | 'Deluxe'
  /** Standard room. */
  | 'Standard'
  /** Suite. */
  | 'Suite';

/** How many share a room an Umrah or Hajj package prices a bed by. */
export type RoomOccupancy =
  /** A room for 2. */
  | 'double'
  /** A room for 4. */
  | 'quad'
  /** A bed in a room of 5 to 6 shared with other pilgrims. */
  | 'sharing'
  /** A room for 1. */
  | 'single'
  /** A room for 3. */
  | 'triple';

/** The payer’s choice on the sandbox checkout page. */
export type SandboxOutcome =
  /** Abandon: like closing the tab; nothing is sent, the attempt ends when reconciliation asks or the hold runs out. */
  | 'abandon'
  /** Decline: the payment fails (the payer may try again). */
  | 'failure'
  /** Pay: the sandbox takes the money and tells the app by a signed webhook. */
  | 'success';

/** Which of an agent’s accounts a statement covers. */
export type StatementAccount =
  /** Earnings payable: the agent’s share of travellers’ payments for its packages in, payouts out. */
  | 'earnings'
  /** The wallet: top-ups in, bookings paid from it out (and the credit line below zero). */
  | 'wallet';

/** Where a sub-agent of a master agency stands. */
export type SubAgentStatus =
  /** Accepted: it books and pays on the credit its master gave it. */
  | 'active'
  /** Invited: its invitation is not accepted yet (its credit is already set aside). */
  | 'invited'
  /** Suspended by its master: it can do nothing for its agency, its holds were released; nothing paid is touched. */
  | 'suspended';

/** A ground transfer the agent booked. */
export type TransferLegInput = {
  /** Its confirmation number. */
  confirmationNumber: string;
  /** Date, yyyy-MM-dd. */
  date: string;
  /** Where it starts. */
  fromPlace: string;
  /** Arrival, intercity or departure. */
  kind: TransferLegKind;
  /** The transport company. */
  provider: string;
  /** Where it ends. */
  toPlace: string;
};

/** Which ground transfer of the trip a leg is. */
export type TransferLegKind =
  /** Arrival airport to the first city. */
  | 'arrival'
  /** The last city to the departure airport. */
  | 'departure'
  /** Makkah to Madinah or back. */
  | 'intercity';

/** Car rental (priced per day), bus, train or airport transfer. */
export type TransportType =
  /** Airport transfer, priced per trip. */
  | 'airport_transfer'
  /** Intercity bus, priced per trip. */
  | 'bus'
  /** Car rental, priced per day. */
  | 'car_rental'
  /** Train, priced per trip. */
  | 'train';

/** A holy city a group stays in. */
export type UmrahCity =
  /** Madinah. */
  | 'madinah'
  /** Makkah. */
  | 'makkah';

/** A new Umrah group: a package or a custom itinerary. */
export type UmrahGroupInput = {
  /** Arrival airport, IATA (JED, MED). */
  arrivalAirport: string;
  /** Arrival in Saudi Arabia, yyyy-MM-dd. */
  arrivalDate: string;
  /** Departure airport, IATA. */
  departureAirport: string;
  /** Departure, yyyy-MM-dd. */
  departureDate: string;
  /** makkah or madinah: the city visited first. */
  firstCity: string;
  /** Nights in Madinah. */
  madinahNights: number;
  /** Nights in Makkah. */
  makkahNights: number;
  /** The group’s name. */
  name: string;
  /** The package it travels on (the agent’s own or another agent’s), or null. */
  packageId?: string | number | null | undefined;
};

/** Changes to a sub-agent (the master’s owner): any of its credit limit, status and markups. */
export type UpdateSubAgentInput = {
  /** Its new credit limit: no more than the master can give, no less than it owes. */
  creditLimitInPkr?: string | null | undefined;
  /** Its own markups, per product type (once it has accepted). */
  markups?: Array<NetworkMarkupInput> | null | undefined;
  /** active or suspended (suspending releases its holds). */
  status?: SubAgentStatus | null | undefined;
};

/** A person to apply for, as printed on their passport. */
export type VisaApplicantInput = {
  /** yyyy-MM-dd, in the past. */
  dateOfBirth: string;
  /** Name as on the passport (at most 100 characters). */
  fullName: string;
  /** Nationality, e.g. "Pakistan". */
  nationality: string;
  /** yyyy-MM-dd, at least 6 months after the travel date. */
  passportExpiry: string;
  /** Passport number, 6 to 20 letters or digits. */
  passportNumber: string;
};

/** draft → submitted → (documents_requested → submitted)* → in_process → approved | rejected. */
export type VisaApplicationStatus =
  /** Visa issued; its document can be downloaded. */
  | 'approved'
  /** The processor asked for documents (see the note); the applicant re-uploads and submits again. */
  | 'documents_requested'
  /** Being prepared by the applicant; documents can be added. */
  | 'draft'
  /** Being processed with the embassy. */
  | 'in_process'
  /** Refused, with a reason. */
  | 'rejected'
  /** Sent to the processor. */
  | 'submitted';

/** What a document is. */
export type VisaDocumentKind =
  /** University admission letter. */
  | 'admission_letter'
  /** Bank statement (last 6 months). */
  | 'bank_statement'
  /** CNIC copy (both sides). */
  | 'cnic'
  /** Employment or business letter. */
  | 'employment_letter'
  /** Return flight booking. */
  | 'flight_booking'
  /** Hotel booking. */
  | 'hotel_booking'
  /** Invitation letter. */
  | 'invitation_letter'
  /** Other document. */
  | 'other'
  /** Passport scan (bio page). */
  | 'passport_scan'
  /** Passport-size photo (white background). */
  | 'photo'
  /** Meningitis vaccination certificate. */
  | 'vaccination_certificate'
  /** Issued visa. */
  | 'visa';

/** Payment state. Until online payments exist, applications are submitted unpaid. */
export type VisaPaymentStatus =
  /** Paid. */
  | 'paid'
  /** Rejected after payment: a refund per the offer’s policy is owed. */
  | 'refund_due'
  /** Refunded. */
  | 'refunded'
  /** Not paid yet (submitted without payment). */
  | 'unpaid';

/** How fast the application is processed. */
export type VisaProcessing =
  /** Express 3-5 days. */
  | 'express'
  /** Normal 7-10 days. */
  | 'normal'
  /** Urgent 24-48 hours. */
  | 'urgent';

/** What the visa is for. */
export type VisaType =
  /** Business meetings and trade. */
  | 'business'
  /** Study. */
  | 'student'
  /** Tourism and family visits. */
  | 'tourist'
  /** Passing through on the way elsewhere. */
  | 'transit'
  /** Umrah pilgrimage (Saudi Arabia). */
  | 'umrah';

export type PartnerLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type PartnerLoginMutation = { login: { username: string, role: Role } };

export type PartnerCreateKeyMutationVariables = Exact<{
  name: string;
}>;


export type PartnerCreateKeyMutation = { createApiKey: { secret: string, key: { id: string, name: string, prefix: string } } };

export type PartnerMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerMeQuery = { me: { username: string, role: Role } | null };

export type PartnerCurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerCurrenciesQuery = { currencies: Array<{ code: string, symbol: string, rate: string }> };

export type PartnerSearchPackagesQueryVariables = Exact<{
  type?: PackageType | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type PartnerSearchPackagesQuery = { packages: { hasMore: boolean, items: Array<{ id: string, name: string, duration: string, priceInPkr: string, availableSpots: number }> } };

export type PartnerOwnPackagesQueryVariables = Exact<{
  type?: PackageType | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type PartnerOwnPackagesQuery = { myPackages: { items: Array<{ id: string }> } };

export type PartnerBookMutationVariables = Exact<{
  input: BookInput;
  idempotencyKey?: string | null | undefined;
}>;


export type PartnerBookMutation = { book: { id: string, status: BookingStatus, itemName: string, passengerCount: number, totalPriceInPkr: string, currency: string, currencyRate: string, amountDueNowInPkr: string, holdExpiresAt: string | null } };

export type PartnerPayMutationVariables = Exact<{
  bookingId: string | number;
  method: PaymentMethod;
}>;


export type PartnerPayMutation = { pay: { redirectUrl: string | null, payment: { id: string, status: PaymentStatus, amountInPkr: string } } };

export type PartnerSandboxPayMutationVariables = Exact<{
  paymentId: string | number;
}>;


export type PartnerSandboxPayMutation = { completeSandboxPayment: { outcome: SandboxOutcome } };

export type PartnerBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type PartnerBookingQuery = { booking: { id: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, amountPaidInPkr: string, balanceDueInPkr: string, balanceDueAt: string | null } };

export type PartnerQuoteQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type PartnerQuoteQuery = { cancellationQuote: { refundInPkr: string, penaltyInPkr: string, refundPercent: number } };

export type PartnerBookingsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type PartnerBookingsQuery = { bookings: { hasMore: boolean, items: Array<{ id: string, itemName: string, status: BookingStatus, totalPriceInPkr: string, createdAt: string }> } };

export type PartnerCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type PartnerCancelMutation = { cancelBooking: { id: string, status: BookingStatus, paymentStatus: BookingPaymentStatus } };

export type PartnerKeysQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type PartnerKeysQuery = { apiKeys: { hasMore: boolean, items: Array<{ id: string, name: string, prefix: string, lastUsedAt: string | null, revokedAt: string | null }> } };

export type PartnerRevokeKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type PartnerRevokeKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type BookingEventsQueryVariables = Exact<{
  filter?: BookingEventFilter | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type BookingEventsQuery = { bookingEvents: { hasMore: boolean, limit: number, offset: number, items: Array<{ id: string, bookingId: string, at: string, kind: BookingEventKind, summary: string, amountInPkr: string | null, actor: { role: BookingActorRole, name: string }, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type AfterSaleBookingFieldsFragment = { id: string, type: BookingType, itemName: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, payable: boolean, travelDate: string | null, checkInDate: string | null, checkOutDate: string | null, passengerCount: number, roomCount: number | null, guestCount: number | null, packageId: string | null, flightOrderId: string | null, totalPriceInPkr: string, amountPaidInPkr: string, amountRefundedInPkr: string, amountDueNowInPkr: string, balanceDueInPkr: string, balanceDueAt: string | null, holdExpiresAt: string | null, payBy: string | null, freeCancellationUntil: string | null, rooms: Array<{ occupancy: RoomOccupancy, adults: number, childrenWithBed: number, childrenWithoutBed: number, infants: number }> | null, customer: { leadName: string, passengers: Array<{ name: string, passportNumber: string }> } | null } & { ' $fragmentName'?: 'AfterSaleBookingFieldsFragment' };

export type BookingEventFieldsFragment = { id: string, bookingId: string, at: string, kind: BookingEventKind, summary: string, amountInPkr: string | null, actor: { role: BookingActorRole, name: string }, changes: Array<{ field: string, before: string | null, after: string | null }> } & { ' $fragmentName'?: 'BookingEventFieldsFragment' };

export type AfterSaleBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type AfterSaleBookingQuery = { booking: { ' $fragmentRefs'?: { 'AfterSaleBookingFieldsFragment': AfterSaleBookingFieldsFragment } }, bookingHistory: Array<{ ' $fragmentRefs'?: { 'BookingEventFieldsFragment': BookingEventFieldsFragment } }> };

export type AmendmentOptionsQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type AmendmentOptionsQuery = { amendmentOptions: { kinds: Array<AmendmentKind>, nameChangeFeeInPkr: string, reason: string | null, departures: Array<{ packageId: string, name: string, startDate: string | null, availableSpots: number, priceInPkr: string }> } };

export type AmendmentQuoteFieldsFragment = { id: string, bookingId: string, kind: AmendmentKind, summary: string, newTotalInPkr: string, differenceInPkr: string, feeInPkr: string, penaltyInPkr: string, refundInPkr: string, refundTo: RefundDestination | null, expiresAt: string, status: QuoteStatus, changes: Array<{ field: string, before: string | null, after: string | null }> } & { ' $fragmentName'?: 'AmendmentQuoteFieldsFragment' };

export type QuoteAmendmentMutationVariables = Exact<{
  bookingId: string | number;
  input: AmendmentInput;
}>;


export type QuoteAmendmentMutation = { quoteAmendment: { ' $fragmentRefs'?: { 'AmendmentQuoteFieldsFragment': AmendmentQuoteFieldsFragment } } };

export type ConfirmAmendmentMutationVariables = Exact<{
  bookingId: string | number;
  quoteId: string | number;
}>;


export type ConfirmAmendmentMutation = { confirmAmendment: { ' $fragmentRefs'?: { 'AfterSaleBookingFieldsFragment': AfterSaleBookingFieldsFragment } } };

export type QuoteCancellationMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type QuoteCancellationMutation = { quoteCancellation: { id: string, bookingId: string, refundInPkr: string, penaltyInPkr: string, refundTo: RefundDestination | null, expiresAt: string, status: QuoteStatus } };

export type ConfirmCancellationMutationVariables = Exact<{
  bookingId: string | number;
  quoteId: string | number;
}>;


export type ConfirmCancellationMutation = { confirmCancellation: { ' $fragmentRefs'?: { 'AfterSaleBookingFieldsFragment': AfterSaleBookingFieldsFragment } } };

export type AfterSalePackagePricesQueryVariables = Exact<{
  id: string | number;
}>;


export type AfterSalePackagePricesQuery = { package: { id: string, priceInPkr: string, originalPriceInPkr: string | null, childWithBedPriceInPkr: string | null, childWithoutBedPriceInPkr: string | null, infantPriceInPkr: string | null, occupancyPrices: Array<{ occupancy: RoomOccupancy, priceInPkr: string }> } };

export type AgencyStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyStaffQuery = { agencyMembers: Array<{ userId: string, username: string, email: string, firstName: string, lastName: string, role: AgencyMemberRole, status: string, invitedBy: string | null, createdAt: string }>, agencyInvitations: Array<{ id: string, email: string, role: AgencyMemberRole, expiresAt: string, createdAt: string, expired: boolean }> };

export type InviteAgencyMemberMutationVariables = Exact<{
  email: string;
  role: AgencyMemberRole;
}>;


export type InviteAgencyMemberMutation = { inviteAgencyMember: { path: string, link: string, invitation: { id: string, email: string, role: AgencyMemberRole, expiresAt: string, createdAt: string, expired: boolean } } };

export type SetAgencyMemberRoleMutationVariables = Exact<{
  userId: string | number;
  role: AgencyMemberRole;
}>;


export type SetAgencyMemberRoleMutation = { setAgencyMemberRole: { userId: string, role: AgencyMemberRole, status: string } };

export type SuspendAgencyMemberMutationVariables = Exact<{
  userId: string | number;
}>;


export type SuspendAgencyMemberMutation = { suspendAgencyMember: { userId: string, role: AgencyMemberRole, status: string } };

export type ReactivateAgencyMemberMutationVariables = Exact<{
  userId: string | number;
}>;


export type ReactivateAgencyMemberMutation = { reactivateAgencyMember: { userId: string, role: AgencyMemberRole, status: string } };

export type RemoveAgencyMemberMutationVariables = Exact<{
  userId: string | number;
}>;


export type RemoveAgencyMemberMutation = { removeAgencyMember: boolean };

export type RevokeAgencyInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAgencyInvitationMutation = { revokeAgencyInvitation: boolean };

export type AgencyInvitationQueryVariables = Exact<{
  token: string;
}>;


export type AgencyInvitationQuery = { agencyInvitation: { agencyName: string, email: string, memberRole: AgencyMemberRole | null, kind: string, subAgencyName: string | null, expiresAt: string } };

export type AcceptAgencyInvitationMutationVariables = Exact<{
  input: AcceptAgencyInvitationInput;
}>;


export type AcceptAgencyInvitationMutation = { acceptAgencyInvitation: { ' $fragmentRefs'?: { 'SessionUserFragment': SessionUserFragment } } };

export type ManagedPackageFragment = { id: string, name: string, type: PackageType, description: string, duration: string, priceInPkr: string, originalPriceInPkr: string | null, maxCapacity: number, availableSpots: number, status: PackageStatus, featured: boolean, rating: number | null, bookings: number, inclusions: Array<string>, exclusions: Array<string>, departureCity: string | null, transportType: PackageTransportClass, makkahHotel: string | null, madinahHotel: string | null, makkahNights: number | null, madinahNights: number | null, makkahHotelRating: number | null, madinahHotelRating: number | null, visaIncluded: boolean, advancePaymentPercent: number, cancellationPolicy: string | null, childWithBedPriceInPkr: string | null, childWithoutBedPriceInPkr: string | null, infantPriceInPkr: string | null, nameChangeFeeInPkr: string, termsAndConditions: string | null, images: Array<string>, imageUrl: string, destinations: Array<string>, countries: Array<string>, startDate: string | null, endDate: string | null, ownerId: string | null, updatedAt: string, occupancyPrices: Array<{ occupancy: RoomOccupancy, priceInPkr: string }> } & { ' $fragmentName'?: 'ManagedPackageFragment' };

export type MyPackagesQueryVariables = Exact<{
  search?: string | null | undefined;
  type?: PackageType | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type MyPackagesQuery = { myPackages: { hasMore: boolean, offset: number, items: Array<{ ' $fragmentRefs'?: { 'ManagedPackageFragment': ManagedPackageFragment } }> } };

export type CreatePackageMutationVariables = Exact<{
  input: PackageInput;
}>;


export type CreatePackageMutation = { createPackage: { ' $fragmentRefs'?: { 'ManagedPackageFragment': ManagedPackageFragment } } };

export type UpdatePackageMutationVariables = Exact<{
  id: string | number;
  input: PackageInput;
}>;


export type UpdatePackageMutation = { updatePackage: { ' $fragmentRefs'?: { 'ManagedPackageFragment': ManagedPackageFragment } } };

export type DeletePackageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePackageMutation = { deletePackage: { id: string, outcome: DeleteOutcome, package: { ' $fragmentRefs'?: { 'ManagedPackageFragment': ManagedPackageFragment } } | null } };

export type AgentStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentStatsQuery = { agentStats: { totalPackages: number, packagesAddedThisMonth: number, activePackages: number, activeBookings: number, pendingBookings: number, totalBookings: number, bookingConversionPercent: number | null, monthlyEarnings: string, lastMonthEarnings: string, earningsChangePercent: number | null, averageRating: number | null, reviewCount: number } };

export type AgentActivityQueryVariables = Exact<{
  limit: number;
}>;


export type AgentActivityQuery = { agentActivity: Array<{ id: string, kind: string, description: string, status: string, at: string, amountInPkr: string | null }> };

export type AgentMonthlyQueryVariables = Exact<{
  months: number;
}>;


export type AgentMonthlyQuery = { agentMonthly: Array<{ month: string, bookings: number, earnings: string }> };

export type WalletStatementQueryVariables = Exact<{
  account?: StatementAccount | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  agentId?: string | number | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type WalletStatementQuery = { walletStatement: { agentId: string, agencyName: string, account: StatementAccount, from: string, to: string, openingBalanceInPkr: string, closingBalanceInPkr: string, totalDebitsInPkr: string, totalCreditsInPkr: string, lineCount: number, csvUrl: string, xlsxUrl: string, lines: { hasMore: boolean, limit: number, offset: number, items: Array<{ id: string, date: string, time: string, kind: string, description: string, bookingReference: string | null, actorUsername: string | null, debitInPkr: string | null, creditInPkr: string | null, balanceInPkr: string }> } } };

export type MyEarningsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEarningsQuery = { myEarnings: { balanceInPkr: string, availableForPayoutInPkr: string, pendingPayoutsInPkr: string } };

export type MyPayoutsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type MyPayoutsQuery = { myPayouts: { hasMore: boolean, items: Array<{ id: string, amountInPkr: string, bankAccount: string, status: PayoutStatus, requestedAt: string, decidedAt: string | null, transferReference: string | null, reason: string | null }> } };

export type RequestPayoutMutationVariables = Exact<{
  amountInPkr: string;
  bankAccount: string;
}>;


export type RequestPayoutMutation = { requestPayout: { id: string, amountInPkr: string, bankAccount: string, status: PayoutStatus, requestedAt: string, decidedAt: string | null, transferReference: string | null, reason: string | null } };

export type AgentAccountsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type AgentAccountsQuery = { agentAccounts: { hasMore: boolean, offset: number, items: Array<{ id: string, username: string, email: string, agencyName: string, walletBalanceInPkr: string, creditLimitInPkr: string, availableInPkr: string, earningsBalanceInPkr: string, commissionPercent: string | null, suspendedAt: string | null }> } };

export type SetAgentSuspendedMutationVariables = Exact<{
  agentId: string | number;
  suspended: boolean;
}>;


export type SetAgentSuspendedMutation = { setAgentSuspended: { id: string, suspendedAt: string | null } };

export type SetAgentCommissionMutationVariables = Exact<{
  agentId: string | number;
  percent?: string | null | undefined;
}>;


export type SetAgentCommissionMutation = { setAgentCommission: { agentId: string, commissionPercent: string | null, effectivePercent: string } };

export type WalletQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletQuery = { wallet: { agentId: string, balanceInPkr: string, creditLimitInPkr: string, availableInPkr: string, reservedInPkr: string } };

export type TopUpWalletMutationVariables = Exact<{
  method: PaymentMethod;
  amountInPkr: string;
}>;


export type TopUpWalletMutation = { topUpWallet: { redirectUrl: string | null, payment: { id: string, status: PaymentStatus, amountInPkr: string }, formPost: { url: string, fields: Array<{ name: string, value: string }> } | null, instructions: { bankName: string, accountTitle: string, iban: string, reference: string, amountInPkr: string, payBy: string | null } | null } };

export type SetAgentCreditLimitMutationVariables = Exact<{
  agentId: string | number;
  amountInPkr: string;
}>;


export type SetAgentCreditLimitMutation = { setAgentCreditLimit: { agentId: string, balanceInPkr: string, creditLimitInPkr: string, availableInPkr: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { ' $fragmentRefs'?: { 'SessionUserFragment': SessionUserFragment } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { ' $fragmentRefs'?: { 'SessionUserFragment': SessionUserFragment } } };

export type QuoteQueryVariables = Exact<{
  input: BookInput;
  markupInPkr?: string | null | undefined;
}>;


export type QuoteQuery = { quote: { itemName: string, passengerCount: number, netPriceInPkr: string, markupInPkr: string, sellingPriceInPkr: string } };

export type MyMarkupsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMarkupsQuery = { myMarkups: Array<{ productType: MarkupProductType, kind: MarkupKind, value: string, updatedAt: string | null }> };

export type SetMarkupMutationVariables = Exact<{
  productType: MarkupProductType;
  kind: MarkupKind;
  value: string;
}>;


export type SetMarkupMutation = { setMarkup: { productType: MarkupProductType, kind: MarkupKind, value: string, updatedAt: string | null } };

export type CustomerSaleFieldsFragment = { id: string, type: BookingType, itemName: string, passengerCount: number, totalPriceInPkr: string, markupInPkr: string | null, sellingPriceInPkr: string | null, status: BookingStatus, paymentStatus: BookingPaymentStatus, payable: boolean, travelDate: string | null, createdAt: string, roomType: string | null, checkInDate: string | null, checkOutDate: string | null, voucherUrl: string | null, payBy: string | null, freeCancellationUntil: string | null, customer: { leadName: string, phone: string, email: string, passengers: Array<{ name: string, passportNumber: string }> } | null } & { ' $fragmentName'?: 'CustomerSaleFieldsFragment' };

export type CustomerSalesQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type CustomerSalesQuery = { bookings: { hasMore: boolean, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CustomerSaleFieldsFragment': CustomerSaleFieldsFragment } }
    )> } };

export type BookingFieldsFragment = { id: string, type: BookingType, itemName: string, bookedBy: string, passengerCount: number, totalPriceInPkr: string, savedInPkr: string, currency: string, status: BookingStatus, travelDate: string | null, specialRequirements: string | null, createdAt: string, roomType: string | null, roomCount: number | null, checkInDate: string | null, checkOutDate: string | null, voucherUrl: string | null, flightOrderId: string | null, payBy: string | null, freeCancellationUntil: string | null } & { ' $fragmentName'?: 'BookingFieldsFragment' };

export type MyBookingsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type MyBookingsQuery = { bookings: { hasMore: boolean, items: Array<{ ' $fragmentRefs'?: { 'BookingFieldsFragment': BookingFieldsFragment;'BookingPaymentFieldsFragment': BookingPaymentFieldsFragment } }> } };

export type SoldBookingsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type SoldBookingsQuery = { bookings: { hasMore: boolean, items: Array<{ ' $fragmentRefs'?: { 'BookingFieldsFragment': BookingFieldsFragment } }> } };

export type UserStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserStatsQuery = { analytics: { userStats: { totalBookings: number, upcomingTrips: number, completedBookings: number, totalSaved: string, loyaltyTier: string } } };

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { analytics: { overview: { totalBookings: number, activeB2BAgents: number, totalRevenue: string } } };

export type BookMutationVariables = Exact<{
  input: BookInput;
  idempotencyKey?: string | null | undefined;
}>;


export type BookMutation = { book: { ' $fragmentRefs'?: { 'BookingFieldsFragment': BookingFieldsFragment;'BookingPaymentFieldsFragment': BookingPaymentFieldsFragment } } };

export type CancelBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelBookingMutation = { cancelBooking: { ' $fragmentRefs'?: { 'BookingFieldsFragment': BookingFieldsFragment } } };

export type MailOutboxQueryVariables = Exact<{
  status?: MailStatus | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type MailOutboxQuery = { mailOutbox: { hasMore: boolean, limit: number, offset: number, items: Array<{ id: string, toAddress: string, toName: string | null, subject: string, textBody: string, status: MailStatus, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null, nextAttemptAt: string, transport: MailTransport | null, attachments: Array<{ kind: string, id: string }> }> } };

export type FlightSearchQueryVariables = Exact<{
  input: FlightSearchInput;
}>;


export type FlightSearchQuery = { flightSearch: { flights: Array<{ id: string, price: string, currency: string, pricePkr: string, bookingToken: string, expiresAt: string, sandbox: boolean, bookable: boolean, holdable: boolean, refundable: boolean | null, changeable: boolean | null, checkedBags: number | null, segments: Array<{ departureAt: string, arrivalAt: string, origin: string, destination: string, duration: number, carrier: string, carrierName: string, flightNumber: string, aircraft: string | null, direction: string, stops: number }> }>, searchParams: { origin: string, destination: string, departureDate: string, returnDate: string | null, adults: number, children: number, infants: number, tripClass: string, currency: string, provider: string, sandbox: boolean, marker: string, notice: string | null, total: number, limit: number, offset: number } } };

export type FlightSliceFieldsFragment = { origin: string, destination: string, durationMinutes: number, segments: Array<{ origin: string, destination: string, departingAt: string, arrivingAt: string, durationMinutes: number, carrier: string, carrierName: string, flightNumber: string, aircraft: string | null, baggage: { checkedPieces: number, checkedKg: number | null, carryOnPieces: number } }> } & { ' $fragmentName'?: 'FlightSliceFieldsFragment' };

export type FlightOrderFieldsFragment = { id: string, bookingId: string, type: string, status: string, bookingReference: string | null, provider: string, failure: string | null, createdAt: string, ticketedAt: string | null, cancelledAt: string | null, paymentRequiredBy: string | null, totalInPkr: string, airlineTotalInPkr: string, serviceFeeInPkr: string, sellingPriceInPkr: string | null, amountPaidInPkr: string, amountRefundedInPkr: string, owner: { code: string, name: string }, slices: Array<{ ' $fragmentRefs'?: { 'FlightSliceFieldsFragment': FlightSliceFieldsFragment } }>, passengers: Array<{ type: string, title: string, givenName: string, familyName: string, gender: string, bornOn: string, passportNumber: string, passportCountry: string, passportExpiresOn: string, nationality: string }>, contact: { email: string, phone: string }, conditions: { refundable: boolean | null, refundPenaltyInPkr: string | null, changeable: boolean | null, changePenaltyInPkr: string | null }, tickets: Array<{ passengerName: string, number: string }>, changes: Array<{ id: string, status: string, detectedAt: string, before: Array<{ ' $fragmentRefs'?: { 'FlightSliceFieldsFragment': FlightSliceFieldsFragment } }>, after: Array<{ ' $fragmentRefs'?: { 'FlightSliceFieldsFragment': FlightSliceFieldsFragment } }> }>, cancellationQuote: { id: string, refundInPkr: string, penaltyInPkr: string, refundTo: string, expiresAt: string } | null } & { ' $fragmentName'?: 'FlightOrderFieldsFragment' };

export type PriceFlightOfferMutationVariables = Exact<{
  offerId: string;
}>;


export type PriceFlightOfferMutation = { priceFlightOffer: { priceChanged: boolean, previousTotalInPkr: string | null, offer: { id: string, totalInPkr: string, airlineTotalInPkr: string, serviceFeeInPkr: string, expiresAt: string, holdable: boolean, paymentRequiredBy: string | null, passengerTypes: Array<string>, owner: { code: string, name: string }, conditions: { refundable: boolean | null, refundPenaltyInPkr: string | null, changeable: boolean | null, changePenaltyInPkr: string | null }, slices: Array<{ ' $fragmentRefs'?: { 'FlightSliceFieldsFragment': FlightSliceFieldsFragment } }> } } };

export type CreateFlightOrderMutationVariables = Exact<{
  input: CreateFlightOrderInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateFlightOrderMutation = { createFlightOrder: { ' $fragmentRefs'?: { 'FlightOrderFieldsFragment': FlightOrderFieldsFragment } } };

export type FlightOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type FlightOrderQuery = { flightOrder: { ' $fragmentRefs'?: { 'FlightOrderFieldsFragment': FlightOrderFieldsFragment } } };

export type FlightOrdersQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type FlightOrdersQuery = { flightOrders: { hasMore: boolean, items: Array<{ id: string, bookingId: string, type: string, status: string, bookingReference: string | null, totalInPkr: string, paymentRequiredBy: string | null, createdAt: string, owner: { code: string, name: string }, slices: Array<{ ' $fragmentRefs'?: { 'FlightSliceFieldsFragment': FlightSliceFieldsFragment } }>, tickets: Array<{ passengerName: string, number: string }>, changes: Array<{ id: string, status: string }> }> } };

export type QuoteFlightCancellationMutationVariables = Exact<{
  orderId: string | number;
}>;


export type QuoteFlightCancellationMutation = { quoteFlightCancellation: { id: string, refundInPkr: string, penaltyInPkr: string, refundTo: string, expiresAt: string } };

export type ConfirmFlightCancellationMutationVariables = Exact<{
  orderId: string | number;
  quoteId: string | number;
}>;


export type ConfirmFlightCancellationMutation = { confirmFlightCancellation: { ' $fragmentRefs'?: { 'FlightOrderFieldsFragment': FlightOrderFieldsFragment } } };

export type AcceptAirlineChangeMutationVariables = Exact<{
  orderId: string | number;
  changeId: string | number;
}>;


export type AcceptAirlineChangeMutation = { acceptAirlineChange: { ' $fragmentRefs'?: { 'FlightOrderFieldsFragment': FlightOrderFieldsFragment } } };

export type LocalHotelCard_HotelFragment = { id: string, name: string, imageUrl: string, rating: number, city: string, country: string, description: string, amenities: Array<string>, isAvailable: boolean, availableRooms: number, currency: string, nights: number, roomCount: number, roomType: RoomKind, pricePerNightFormatted: string, priceBreakdown: { taxRate: string, formatted: { pricePerNight: string, subtotal: string, taxes: string, total: string } } } & { ' $fragmentName'?: 'LocalHotelCard_HotelFragment' };

export type HotelPricesQueryVariables = Exact<{
  hotelId: string | number;
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  guests: number;
}>;


export type HotelPricesQuery = { hotelPrices: Array<{ currency: string, formatted: string, totalFormatted: string }> };

export type LocalHotelsQueryVariables = Exact<{
  city: string;
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  guests: number;
  currency: string;
  pagination?: PaginationInput | null | undefined;
}>;


export type LocalHotelsQuery = { hotels: { hasMore: boolean, limit: number, offset: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'LocalHotelCard_HotelFragment': LocalHotelCard_HotelFragment } }
    )> } };

export type ProviderHotelSearchQueryVariables = Exact<{
  input: ProviderHotelSearchInput;
}>;


export type ProviderHotelSearchQuery = { providerHotelSearch: { hotels: Array<{ id: string, name: string, stars: number, priceFrom: string, priceFromPkr: string, currency: string, city: string, country: string, distanceKm: number | null, link: string, sandbox: boolean }>, searchParams: { location: string, resolvedLocation: string | null, country: string | null, checkIn: string, checkOut: string, nights: number, adults: number, children: number, rooms: number, sandbox: boolean, total: number } } };

export type AgencyNetworkQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyNetworkQuery = { agencyNetwork: { role: string, masterName: string | null, creditLimitInPkr: string, givenInPkr: string, availableInPkr: string, defaultMarkups: Array<{ productType: MarkupProductType, kind: MarkupKind, value: string, inherited: boolean }>, subAgents: Array<{ ' $fragmentRefs'?: { 'SubAgentFieldsFragment': SubAgentFieldsFragment } }> } };

export type SubAgentFieldsFragment = { id: string, name: string, email: string, status: SubAgentStatus, creditLimitInPkr: string, owedInPkr: string, availableInPkr: string, salesInPkr: string, bookingCount: number, marginInPkr: string, invitationUrl: string | null, createdAt: string, markups: Array<{ productType: MarkupProductType, kind: MarkupKind, value: string, inherited: boolean }> } & { ' $fragmentName'?: 'SubAgentFieldsFragment' };

export type InviteSubAgentMutationVariables = Exact<{
  input: InviteSubAgentInput;
}>;


export type InviteSubAgentMutation = { inviteSubAgent: { id: string, invitationUrl: string, subAgent: { ' $fragmentRefs'?: { 'SubAgentFieldsFragment': SubAgentFieldsFragment } } } };

export type UpdateSubAgentMutationVariables = Exact<{
  id: string | number;
  input: UpdateSubAgentInput;
}>;


export type UpdateSubAgentMutation = { updateSubAgent: { ' $fragmentRefs'?: { 'SubAgentFieldsFragment': SubAgentFieldsFragment } } };

export type SetDefaultNetworkMarkupMutationVariables = Exact<{
  input: NetworkMarkupInput;
}>;


export type SetDefaultNetworkMarkupMutation = { setDefaultNetworkMarkup: { productType: MarkupProductType, kind: MarkupKind, value: string, inherited: boolean } };

export type SubAgentBookingsQueryVariables = Exact<{
  subAgentId?: string | number | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type SubAgentBookingsQuery = { subAgentBookings: { hasMore: boolean, items: Array<{ ' $fragmentRefs'?: { 'BookingFieldsFragment': BookingFieldsFragment } }> } };

export type AgencyBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type AgencyBrandQuery = { agencyBrand: { tradingName: string, phone: string | null, whatsapp: string | null, address: string | null, licenceNumber: string | null, logoUrl: string | null, updatedAt: string } | null };

export type SetAgencyBrandMutationVariables = Exact<{
  input: AgencyBrandInput;
}>;


export type SetAgencyBrandMutation = { setAgencyBrand: { tradingName: string, phone: string | null, whatsapp: string | null, address: string | null, licenceNumber: string | null, logoUrl: string | null, updatedAt: string } };

export type RemoveAgencyLogoMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveAgencyLogoMutation = { removeAgencyLogo: { tradingName: string, phone: string | null, whatsapp: string | null, address: string | null, licenceNumber: string | null, logoUrl: string | null, updatedAt: string } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type NotificationsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type NotificationsQuery = { notifications: { hasMore: boolean, limit: number, offset: number, items: Array<{ id: string, kind: string, title: string, body: string, link: string | null, createdAt: string, readAt: string | null }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, readAt: string | null } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type PackageDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type PackageDetailQuery = { package: { id: string, name: string, description: string, type: PackageType, imageUrl: string, duration: string, priceInPkr: string, originalPriceInPkr: string | null, departureCity: string | null, inclusions: Array<string>, exclusions: Array<string>, availableSpots: number, childWithBedPriceInPkr: string | null, childWithoutBedPriceInPkr: string | null, infantPriceInPkr: string | null, occupancyPrices: Array<{ occupancy: RoomOccupancy, priceInPkr: string }> } };

export type PackageCard_PackageFragment = { id: string, name: string, description: string, type: PackageType, imageUrl: string, duration: string, priceInPkr: string, originalPriceInPkr: string | null, featured: boolean, rating: number | null, departureCity: string | null, inclusions: Array<string>, occupancyPrices: Array<{ occupancy: RoomOccupancy, priceInPkr: string }> } & { ' $fragmentName'?: 'PackageCard_PackageFragment' };

export type PackagesQueryVariables = Exact<{
  type?: PackageType | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type PackagesQuery = { packages: { hasMore: boolean, limit: number, offset: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'PackageCard_PackageFragment': PackageCard_PackageFragment } }
    )> } };

export type ApiKeyFieldsFragment = { id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, budget: { maximumAvailable: number, currentlyAvailable: number, restoreRate: number, requestLimit: number, windowSeconds: number }, user: { id: string, username: string } } & { ' $fragmentName'?: 'ApiKeyFieldsFragment' };

export type ApiKeysQueryVariables = Exact<{
  all: boolean;
  pagination?: PaginationInput | null | undefined;
}>;


export type ApiKeysQuery = { apiKeys: { hasMore: boolean, items: Array<{ ' $fragmentRefs'?: { 'ApiKeyFieldsFragment': ApiKeyFieldsFragment } }> } };

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, key: { ' $fragmentRefs'?: { 'ApiKeyFieldsFragment': ApiKeyFieldsFragment } } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { ' $fragmentRefs'?: { 'ApiKeyFieldsFragment': ApiKeyFieldsFragment } } };

export type WebhookEndpointFieldsFragment = { id: string, url: string, events: Array<string>, status: string, disabledReason: string | null, createdAt: string, failingSince: string | null, previousSecretExpiresAt: string | null } & { ' $fragmentName'?: 'WebhookEndpointFieldsFragment' };

export type WebhookDeliveryFieldsFragment = { id: string, eventId: string, endpointId: string, type: string, createdAt: string, status: string, nextAttemptAt: string | null, payload: string, attempts: Array<{ at: string, statusCode: number | null, latencyMs: number, error: string | null }> } & { ' $fragmentName'?: 'WebhookDeliveryFieldsFragment' };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ ' $fragmentRefs'?: { 'WebhookEndpointFieldsFragment': WebhookEndpointFieldsFragment } }> };

export type WebhookEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEventTypesQuery = { webhookEventTypes: Array<string> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  pagination?: PaginationInput | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { hasMore: boolean, limit: number, offset: number, items: Array<{ ' $fragmentRefs'?: { 'WebhookDeliveryFieldsFragment': WebhookDeliveryFieldsFragment } }> } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { ' $fragmentRefs'?: { 'WebhookEndpointFieldsFragment': WebhookEndpointFieldsFragment } } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { ' $fragmentRefs'?: { 'WebhookEndpointFieldsFragment': WebhookEndpointFieldsFragment } } } };

export type EnableWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableWebhookEndpointMutation = { enableWebhookEndpoint: { ' $fragmentRefs'?: { 'WebhookEndpointFieldsFragment': WebhookEndpointFieldsFragment } } };

export type SendTestWebhookEventMutationVariables = Exact<{
  endpointId: string | number;
}>;


export type SendTestWebhookEventMutation = { sendTestWebhookEvent: { ' $fragmentRefs'?: { 'WebhookDeliveryFieldsFragment': WebhookDeliveryFieldsFragment } } };

export type ResendWebhookEventMutationVariables = Exact<{
  eventId: string | number;
}>;


export type ResendWebhookEventMutation = { resendWebhookEvent: Array<{ ' $fragmentRefs'?: { 'WebhookDeliveryFieldsFragment': WebhookDeliveryFieldsFragment } }> };

export type BookingPaymentFieldsFragment = { id: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, payable: boolean, totalPriceInPkr: string, amountPaidInPkr: string, amountRefundedInPkr: string, amountDueNowInPkr: string, balanceDueInPkr: string, balanceDueAt: string | null, holdExpiresAt: string | null, payBy: string | null, freeCancellationUntil: string | null } & { ' $fragmentName'?: 'BookingPaymentFieldsFragment' };

export type PaymentFieldsFragment = { id: string, bookingId: string | null, method: PaymentMethod, purpose: PaymentPurpose, status: PaymentStatus, amountInPkr: string, createdAt: string, settledAt: string | null, failureReason: string | null, reference: string | null, checkoutStatus: string | null, expiresAt: string | null, payerName: string, invoiceUrl: string | null, invoiceNumber: string | null } & { ' $fragmentName'?: 'PaymentFieldsFragment' };

export type RefundFieldsFragment = { id: string, bookingId: string, paymentId: string, method: PaymentMethod, reason: RefundReason, status: RefundStatus, amountInPkr: string, createdAt: string, settledAt: string | null, reference: string | null, note: string | null, creditNoteUrl: string, creditNoteNumber: string | null } & { ' $fragmentName'?: 'RefundFieldsFragment' };

export type CheckoutQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutQuery = { booking: (
    { flightOrderId: string | null, payments: Array<{ ' $fragmentRefs'?: { 'PaymentFieldsFragment': PaymentFieldsFragment } }>, refunds: Array<{ ' $fragmentRefs'?: { 'RefundFieldsFragment': RefundFieldsFragment } }> }
    & { ' $fragmentRefs'?: { 'BookingFieldsFragment': BookingFieldsFragment;'BookingPaymentFieldsFragment': BookingPaymentFieldsFragment } }
  ), paymentMethods: Array<{ method: PaymentMethod, label: string, available: boolean }> };

export type SandboxPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type SandboxPaymentQuery = { payment: (
    { booking: { id: string, itemName: string } | null }
    & { ' $fragmentRefs'?: { 'PaymentFieldsFragment': PaymentFieldsFragment } }
  ) };

export type PayMutationVariables = Exact<{
  bookingId: string | number;
  method: PaymentMethod;
}>;


export type PayMutation = { pay: { redirectUrl: string | null, payment: { ' $fragmentRefs'?: { 'PaymentFieldsFragment': PaymentFieldsFragment } }, formPost: { url: string, fields: Array<{ name: string, value: string }> } | null, instructions: { bankName: string, accountTitle: string, iban: string, reference: string, amountInPkr: string, payBy: string | null } | null } };

export type CancellationQuoteQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type CancellationQuoteQuery = { cancellationQuote: { bookingId: string, paidInPkr: string, refundInPkr: string, penaltyInPkr: string, refundPercent: number, daysBeforeTravel: number } };

export type AdminPaymentsQueryVariables = Exact<{
  filter?: PaymentFilter | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type AdminPaymentsQuery = { payments: { hasMore: boolean, items: Array<(
      { proofSubmittedAt: string | null, proofUrl: string | null, booking: { id: string, itemName: string } | null }
      & { ' $fragmentRefs'?: { 'PaymentFieldsFragment': PaymentFieldsFragment } }
    )> } };

export type AdminRefundsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type AdminRefundsQuery = { refunds: { hasMore: boolean, items: Array<{ ' $fragmentRefs'?: { 'RefundFieldsFragment': RefundFieldsFragment } }> } };

export type ConfirmBankTransferMutationVariables = Exact<{
  paymentId: string | number;
}>;


export type ConfirmBankTransferMutation = { confirmBankTransfer: { ' $fragmentRefs'?: { 'PaymentFieldsFragment': PaymentFieldsFragment } } };

export type RejectBankTransferMutationVariables = Exact<{
  paymentId: string | number;
  reason: string;
}>;


export type RejectBankTransferMutation = { rejectBankTransfer: { ' $fragmentRefs'?: { 'PaymentFieldsFragment': PaymentFieldsFragment } } };

export type CreatePaymentProofUploadUrlMutationVariables = Exact<{ [key: string]: never; }>;


export type CreatePaymentProofUploadUrlMutation = { createPaymentProofUploadUrl: { uploadURL: string } };

export type SubmitBankTransferProofMutationVariables = Exact<{
  paymentId: string | number;
  file: string;
}>;


export type SubmitBankTransferProofMutation = { submitBankTransferProof: (
    { proofSubmittedAt: string | null }
    & { ' $fragmentRefs'?: { 'PaymentFieldsFragment': PaymentFieldsFragment } }
  ) };

export type CustomerQuoteFieldsFragment = { id: string, status: CustomerQuoteStatus, shareUrl: string, sharePath: string, customerName: string, customerPhone: string, customerEmail: string | null, note: string | null, currency: string, totalInPkr: string, costInPkr: string, expiresAt: string, viewedAt: string | null, acceptedAt: string | null, createdAt: string, createdBy: string, whatsappUrl: string, items: Array<{ position: number, type: QuoteItemType, itemName: string, summary: string, imageUrl: string | null, costInPkr: string, priceInPkr: string, bookingId: string | null }> } & { ' $fragmentName'?: 'CustomerQuoteFieldsFragment' };

export type CustomerQuotesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type CustomerQuotesQuery = { customerQuotes: { hasMore: boolean, limit: number, offset: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'CustomerQuoteFieldsFragment': CustomerQuoteFieldsFragment } }
    )> } };

export type CreateCustomerQuoteMutationVariables = Exact<{
  input: CreateQuoteInput;
}>;


export type CreateCustomerQuoteMutation = { createCustomerQuote: (
    { id: string }
    & { ' $fragmentRefs'?: { 'CustomerQuoteFieldsFragment': CustomerQuoteFieldsFragment } }
  ) };

export type SessionUserFragment = { id: string, username: string, email: string, firstName: string, lastName: string, role: Role, profileImageUrl: string | null, createdAt: string, agencyRole: AgencyRole | null, language: Language } & { ' $fragmentName'?: 'SessionUserFragment' };

export type TransportCard_OptionFragment = { id: string, type: TransportType, name: string, description: string, operator: string | null, imageUrl: string, priceInPkr: string, fromCity: string, toCity: string | null, duration: string, features: Array<string>, seatsAvailable: number | null } & { ' $fragmentName'?: 'TransportCard_OptionFragment' };

export type TransportQueryVariables = Exact<{
  type?: TransportType | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type TransportQuery = { transport: { hasMore: boolean, limit: number, offset: number, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TransportCard_OptionFragment': TransportCard_OptionFragment } }
    )> } };

export type UmrahGroupsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type UmrahGroupsQuery = { umrahGroups: { hasMore: boolean, items: Array<{ id: string, name: string, status: string, pilgrimCount: number, departureDate: string, arrivalDate: string, readiness: { ready: boolean, missing: Array<{ code: string }> } }> } };

export type UmrahGroupFullFragment = { id: string, name: string, packageId: string | null, packageName: string | null, arrivalDate: string, departureDate: string, arrivalAirport: string, departureAirport: string, makkahNights: number, madinahNights: number, firstCity: UmrahCity, status: string, pilgrimCount: number, visaSubmittedAt: string | null, visaLapseWarning: string | null, createdAt: string, pilgrims: Array<{ id: string, givenNames: string, surname: string, gender: PilgrimGender, dateOfBirth: string, nationality: string, passportNumber: string, passportIssueDate: string, passportExpiryDate: string, cnic: string | null, family: string | null, relation: string | null, meningitisVaccinationDate: string | null, polioVaccinationDate: string | null, phone: string | null, roomId: string | null, visaApplicationId: string | null, visaStatus: string | null }>, rooms: Array<{ id: string, occupancy: RoomOccupancy, beds: number, pilgrimIds: Array<string> }>, stays: Array<{ id: string, city: UmrahCity, hotelName: string, bookingId: string, checkInDate: string, checkOutDate: string, roomType: string, roomCount: number, guestCount: number, totalInPkr: string, confirmed: boolean }>, transfers: Array<{ id: string, kind: TransferLegKind, fromPlace: string, toPlace: string, date: string, provider: string, confirmationNumber: string }>, readiness: { ready: boolean, missing: Array<{ code: string, message: string }> }, money: { roomsInPkr: string, hotelsInPkr: string, totalInPkr: string } } & { ' $fragmentName'?: 'UmrahGroupFullFragment' };

export type UmrahGroupQueryVariables = Exact<{
  id: string | number;
}>;


export type UmrahGroupQuery = { umrahGroup: { ' $fragmentRefs'?: { 'UmrahGroupFullFragment': UmrahGroupFullFragment } } };

export type CreateUmrahGroupMutationVariables = Exact<{
  input: UmrahGroupInput;
}>;


export type CreateUmrahGroupMutation = { createUmrahGroup: { id: string } };

export type ParseMrzQueryVariables = Exact<{
  lines: Array<string> | string;
}>;


export type ParseMrzQuery = { parseMrz: { surname: string, givenNames: string, passportNumber: string, nationality: string, issuingState: string, dateOfBirth: string, gender: string | null, expiryDate: string, personalNumber: string | null } };

export type AddPilgrimMutationVariables = Exact<{
  groupId: string | number;
  input: PilgrimInput;
}>;


export type AddPilgrimMutation = { addPilgrim: { id: string } };

export type RemovePilgrimMutationVariables = Exact<{
  groupId: string | number;
  pilgrimId: string | number;
}>;


export type RemovePilgrimMutation = { removePilgrim: { ' $fragmentRefs'?: { 'UmrahGroupFullFragment': UmrahGroupFullFragment } } };

export type SetGroupRoomsMutationVariables = Exact<{
  groupId: string | number;
  rooms: Array<RoomCountInput> | RoomCountInput;
}>;


export type SetGroupRoomsMutation = { setGroupRooms: { ' $fragmentRefs'?: { 'UmrahGroupFullFragment': UmrahGroupFullFragment } } };

export type AutoAllocateRoomsMutationVariables = Exact<{
  groupId: string | number;
}>;


export type AutoAllocateRoomsMutation = { autoAllocateRooms: { unplaced: Array<string>, rooms: Array<{ id: string, occupancy: RoomOccupancy, beds: number, pilgrimIds: Array<string> }> } };

export type SetRoomingMutationVariables = Exact<{
  groupId: string | number;
  rooms: Array<RoomAssignmentInput> | RoomAssignmentInput;
}>;


export type SetRoomingMutation = { setRooming: { unplaced: Array<string>, rooms: Array<{ id: string, occupancy: RoomOccupancy, beds: number, pilgrimIds: Array<string> }> } };

export type BookGroupHotelMutationVariables = Exact<{
  groupId: string | number;
  input: GroupHotelInput;
}>;


export type BookGroupHotelMutation = { bookGroupHotel: { id: string } };

export type AddTransferLegMutationVariables = Exact<{
  groupId: string | number;
  input: TransferLegInput;
}>;


export type AddTransferLegMutation = { addTransferLeg: { id: string } };

export type RemoveTransferLegMutationVariables = Exact<{
  groupId: string | number;
  legId: string | number;
}>;


export type RemoveTransferLegMutation = { removeTransferLeg: { ' $fragmentRefs'?: { 'UmrahGroupFullFragment': UmrahGroupFullFragment } } };

export type SubmitGroupVisasMutationVariables = Exact<{
  groupId: string | number;
}>;


export type SubmitGroupVisasMutation = { submitGroupVisas: { ' $fragmentRefs'?: { 'UmrahGroupFullFragment': UmrahGroupFullFragment } } };

export type UmrahHotelsQueryVariables = Exact<{
  city: string;
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  guests: number;
}>;


export type UmrahHotelsQuery = { hotels: { items: Array<{ id: string, name: string, rating: number, roomTypes: Array<{ kind: RoomKind, maxOccupancy: number, isAvailable: boolean, availableRooms: number, pricePerNightInPkr: string }> }> } };

export type MyUmrahPackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyUmrahPackagesQuery = { myPackages: { items: Array<{ id: string, name: string, makkahNights: number | null, madinahNights: number | null, startDate: string | null, endDate: string | null }> } };

export type VisaQueueQueryVariables = Exact<{
  status?: Array<VisaApplicationStatus> | VisaApplicationStatus | null | undefined;
  overdue?: boolean | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type VisaQueueQuery = { visaQueue: { hasMore: boolean, items: Array<{ id: string, title: string, country: string, processing: VisaProcessing, applicantCount: number, appliedBy: string, status: VisaApplicationStatus, dueAt: string | null, travelDate: string }> } };

export type MySellerVisaOffersQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type MySellerVisaOffersQuery = { mySellerVisaOffers: { hasMore: boolean, items: Array<{ id: string, title: string, country: string, visaType: VisaType, active: boolean, soldBy: string, processingOptions: Array<{ processing: VisaProcessing, priceInPkr: string }> }> } };

export type MyVisaApplicationsQueryVariables = Exact<{
  pagination?: PaginationInput | null | undefined;
}>;


export type MyVisaApplicationsQuery = { myVisaApplications: { hasMore: boolean, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MyVisaApplicationRow_ApplicationFragment': MyVisaApplicationRow_ApplicationFragment } }
    )> } };

export type VisaApplicationDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type VisaApplicationDetailQuery = { visaApplication: (
    { id: string }
    & { ' $fragmentRefs'?: { 'VisaApplicationPage_ApplicationFragment': VisaApplicationPage_ApplicationFragment } }
  ) };

export type VisaApplyOfferQueryVariables = Exact<{
  id: string | number;
}>;


export type VisaApplyOfferQuery = { visaOffer: { id: string, title: string, country: string, active: boolean, processingOptions: Array<{ processing: VisaProcessing, label: string, priceInPkr: string }>, documents: Array<{ kind: VisaDocumentKind, label: string }> } };

export type VisaOfferCard_OfferFragment = { id: string, title: string, country: string, visaType: VisaType, entries: string, validityDays: number, stayDays: number, soldBy: string, notes: string | null, refundPolicy: string | null, processingOptions: Array<{ processing: VisaProcessing, label: string, priceInPkr: string }>, documents: Array<{ kind: VisaDocumentKind, label: string }> } & { ' $fragmentName'?: 'VisaOfferCard_OfferFragment' };

export type VisaOffersQueryVariables = Exact<{
  destination?: string | null | undefined;
  type?: VisaType | null | undefined;
  pagination?: PaginationInput | null | undefined;
}>;


export type VisaOffersQuery = { visaOffers: { hasMore: boolean, items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'VisaOfferCard_OfferFragment': VisaOfferCard_OfferFragment } }
    )> } };

export type VisaApplicationPage_ApplicationFragment = { id: string, title: string, country: string, visaType: VisaType, processing: VisaProcessing, travelDate: string, applicantCount: number, pricePerApplicantInPkr: string, totalPriceInPkr: string, paymentStatus: VisaPaymentStatus, refundDueInPkr: string | null, status: VisaApplicationStatus, statusNote: string | null, submittedAt: string | null, dueAt: string | null, decidedAt: string | null, createdAt: string, appliedBy: string, viewerIsApplicant: boolean, viewerCanProcess: boolean, offer: { id: string, documents: Array<{ kind: VisaDocumentKind, label: string }> }, applicants: Array<{ id: string, position: number, fullName: string, passportNumber: string, nationality: string, dateOfBirth: string, passportExpiry: string }>, documents: Array<{ id: string, applicantId: string | null, kind: VisaDocumentKind, label: string, contentType: string, sizeBytes: number, createdAt: string, supersededAt: string | null, downloadUrl: string }>, timeline: Array<{ id: string, fromStatus: VisaApplicationStatus | null, toStatus: VisaApplicationStatus, note: string | null, actorName: string, actorRole: string, createdAt: string }> } & { ' $fragmentName'?: 'VisaApplicationPage_ApplicationFragment' };

export type MyVisaApplicationRow_ApplicationFragment = { id: string, title: string, country: string, processing: VisaProcessing, travelDate: string, applicantCount: number, totalPriceInPkr: string, status: VisaApplicationStatus, statusNote: string | null, createdAt: string } & { ' $fragmentName'?: 'MyVisaApplicationRow_ApplicationFragment' };

export type ApplyForVisaMutationVariables = Exact<{
  input: ApplyVisaInput;
}>;


export type ApplyForVisaMutation = { applyForVisa: (
    { id: string, status: VisaApplicationStatus }
    & { ' $fragmentRefs'?: { 'MyVisaApplicationRow_ApplicationFragment': MyVisaApplicationRow_ApplicationFragment } }
  ) };

export type AttachVisaDocumentMutationVariables = Exact<{
  input: AttachVisaDocumentInput;
}>;


export type AttachVisaDocumentMutation = { attachVisaDocument: { id: string, applicantId: string | null, kind: VisaDocumentKind, label: string, contentType: string, sizeBytes: number, createdAt: string, supersededAt: string | null, downloadUrl: string } };

export type SubmitVisaApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type SubmitVisaApplicationMutation = { submitVisaApplication: { ' $fragmentRefs'?: { 'VisaApplicationPage_ApplicationFragment': VisaApplicationPage_ApplicationFragment } } };

export type RequestVisaDocumentsMutationVariables = Exact<{
  id: string | number;
  note: string;
}>;


export type RequestVisaDocumentsMutation = { requestVisaDocuments: { ' $fragmentRefs'?: { 'VisaApplicationPage_ApplicationFragment': VisaApplicationPage_ApplicationFragment } } };

export type StartVisaProcessingMutationVariables = Exact<{
  id: string | number;
}>;


export type StartVisaProcessingMutation = { startVisaProcessing: { ' $fragmentRefs'?: { 'VisaApplicationPage_ApplicationFragment': VisaApplicationPage_ApplicationFragment } } };

export type ApproveVisaApplicationMutationVariables = Exact<{
  id: string | number;
  file: string;
}>;


export type ApproveVisaApplicationMutation = { approveVisaApplication: { ' $fragmentRefs'?: { 'VisaApplicationPage_ApplicationFragment': VisaApplicationPage_ApplicationFragment } } };

export type RejectVisaApplicationMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectVisaApplicationMutation = { rejectVisaApplication: { ' $fragmentRefs'?: { 'VisaApplicationPage_ApplicationFragment': VisaApplicationPage_ApplicationFragment } } };

export type SetVisaOfferActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetVisaOfferActiveMutation = { setVisaOfferActive: { id: string, active: boolean } };

export type CreateVisaDocumentUploadUrlMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateVisaDocumentUploadUrlMutation = { createVisaDocumentUploadUrl: { uploadURL: string } };

export const AfterSaleBookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AfterSaleBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"childrenWithBed"}},{"kind":"Field","name":{"kind":"Name","value":"childrenWithoutBed"}},{"kind":"Field","name":{"kind":"Name","value":"infants"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}}]}}]}}]}}]} as unknown as DocumentNode<AfterSaleBookingFieldsFragment, unknown>;
export const BookingEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<BookingEventFieldsFragment, unknown>;
export const AmendmentQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmendmentQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmendmentQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"newTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"differenceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"feeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AmendmentQuoteFieldsFragment, unknown>;
export const ManagedPackageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedPackage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"maxCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"transportType"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"visaIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childWithBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"childWithoutBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"infantPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"nameChangeFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ManagedPackageFragment, unknown>;
export const CustomerSaleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerSaleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"markupInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerSaleFieldsFragment, unknown>;
export const BookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"savedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]} as unknown as DocumentNode<BookingFieldsFragment, unknown>;
export const FlightSliceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrderSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivingAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"baggage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedPieces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedKg"}},{"kind":"Field","name":{"kind":"Name","value":"carryOnPieces"}}]}}]}}]}}]} as unknown as DocumentNode<FlightSliceFieldsFragment, unknown>;
export const FlightOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRequiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"airlineTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bornOn"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportCountry"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refundPenaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"changePenaltyInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrderSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivingAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"baggage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedPieces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedKg"}},{"kind":"Field","name":{"kind":"Name","value":"carryOnPieces"}}]}}]}}]}}]} as unknown as DocumentNode<FlightOrderFieldsFragment, unknown>;
export const LocalHotelCard_HotelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocalHotelCard_hotel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerNightFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricePerNight"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<LocalHotelCard_HotelFragment, unknown>;
export const SubAgentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubAgentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubAgent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"salesInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"marginInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"invitationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"markups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}}]}}]}}]} as unknown as DocumentNode<SubAgentFieldsFragment, unknown>;
export const PackageCard_PackageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCard_package"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}}]}}]} as unknown as DocumentNode<PackageCard_PackageFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maximumAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"currentlyAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"restoreRate"}},{"kind":"Field","name":{"kind":"Name","value":"requestLimit"}},{"kind":"Field","name":{"kind":"Name","value":"windowSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const BookingPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]} as unknown as DocumentNode<BookingPaymentFieldsFragment, unknown>;
export const PaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<PaymentFieldsFragment, unknown>;
export const RefundFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}}]}}]} as unknown as DocumentNode<RefundFieldsFragment, unknown>;
export const CustomerQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharePath"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"costInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"costInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}}]}}]}}]} as unknown as DocumentNode<CustomerQuoteFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"agencyRole"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const TransportCard_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"fromCity"}},{"kind":"Field","name":{"kind":"Name","value":"toCity"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"seatsAvailable"}}]}}]} as unknown as DocumentNode<TransportCard_OptionFragment, unknown>;
export const UmrahGroupFullFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UmrahGroupFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmrahGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalAirport"}},{"kind":"Field","name":{"kind":"Name","value":"departureAirport"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"firstCity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimCount"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visaLapseWarning"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"cnic"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"meningitisVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"polioVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"visaApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"visaStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromPlace"}},{"kind":"Field","name":{"kind":"Name","value":"toPlace"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"hotelsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}}]}}]}}]} as unknown as DocumentNode<UmrahGroupFullFragment, unknown>;
export const VisaOfferCard_OfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"validityDays"}},{"kind":"Field","name":{"kind":"Name","value":"stayDays"}},{"kind":"Field","name":{"kind":"Name","value":"soldBy"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"refundPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"processingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<VisaOfferCard_OfferFragment, unknown>;
export const VisaApplicationPage_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaApplicationPage_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerApplicantInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanProcess"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<VisaApplicationPage_ApplicationFragment, unknown>;
export const MyVisaApplicationRow_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyVisaApplicationRow_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyVisaApplicationRow_ApplicationFragment, unknown>;
export const PartnerLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<PartnerLoginMutation, PartnerLoginMutationVariables>;
export const PartnerCreateKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerCreateKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerCreateKeyMutation, PartnerCreateKeyMutationVariables>;
export const PartnerMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<PartnerMeQuery, PartnerMeQueryVariables>;
export const PartnerCurrenciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]} as unknown as DocumentNode<PartnerCurrenciesQuery, PartnerCurrenciesQueryVariables>;
export const PartnerSearchPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerSearchPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<PartnerSearchPackagesQuery, PartnerSearchPackagesQueryVariables>;
export const PartnerOwnPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerOwnPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerOwnPackagesQuery, PartnerOwnPackagesQueryVariables>;
export const PartnerBookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerBook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyRate"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}}]}}]}}]} as unknown as DocumentNode<PartnerBookMutation, PartnerBookMutationVariables>;
export const PartnerPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<PartnerPayMutation, PartnerPayMutationVariables>;
export const PartnerSandboxPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerSandboxPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSandboxPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"EnumValue","value":"success"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<PartnerSandboxPayMutation, PartnerSandboxPayMutationVariables>;
export const PartnerBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}}]}}]}}]} as unknown as DocumentNode<PartnerBookingQuery, PartnerBookingQueryVariables>;
export const PartnerQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundPercent"}}]}}]}}]} as unknown as DocumentNode<PartnerQuoteQuery, PartnerQuoteQueryVariables>;
export const PartnerBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<PartnerBookingsQuery, PartnerBookingsQueryVariables>;
export const PartnerCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}}]}}]} as unknown as DocumentNode<PartnerCancelMutation, PartnerCancelMutationVariables>;
export const PartnerKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<PartnerKeysQuery, PartnerKeysQueryVariables>;
export const PartnerRevokeKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartnerRevokeKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<PartnerRevokeKeyMutation, PartnerRevokeKeyMutationVariables>;
export const BookingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingEventsQuery, BookingEventsQueryVariables>;
export const AfterSaleBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AfterSaleBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AfterSaleBookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AfterSaleBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"childrenWithBed"}},{"kind":"Field","name":{"kind":"Name","value":"childrenWithoutBed"}},{"kind":"Field","name":{"kind":"Name","value":"infants"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<AfterSaleBookingQuery, AfterSaleBookingQueryVariables>;
export const AmendmentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmendmentOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amendmentOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"nameChangeFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"departures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}}]}}]}}]} as unknown as DocumentNode<AmendmentOptionsQuery, AmendmentOptionsQueryVariables>;
export const QuoteAmendmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuoteAmendment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AmendmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteAmendment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmendmentQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmendmentQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmendmentQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"newTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"differenceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"feeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<QuoteAmendmentMutation, QuoteAmendmentMutationVariables>;
export const ConfirmAmendmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmAmendment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAmendment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AfterSaleBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AfterSaleBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"childrenWithBed"}},{"kind":"Field","name":{"kind":"Name","value":"childrenWithoutBed"}},{"kind":"Field","name":{"kind":"Name","value":"infants"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmAmendmentMutation, ConfirmAmendmentMutationVariables>;
export const QuoteCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuoteCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<QuoteCancellationMutation, QuoteCancellationMutationVariables>;
export const ConfirmCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AfterSaleBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AfterSaleBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"childrenWithBed"}},{"kind":"Field","name":{"kind":"Name","value":"childrenWithoutBed"}},{"kind":"Field","name":{"kind":"Name","value":"infants"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmCancellationMutation, ConfirmCancellationMutationVariables>;
export const AfterSalePackagePricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AfterSalePackagePrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childWithBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"childWithoutBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"infantPriceInPkr"}}]}}]}}]} as unknown as DocumentNode<AfterSalePackagePricesQuery, AfterSalePackagePricesQueryVariables>;
export const AgencyStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agencyInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<AgencyStaffQuery, AgencyStaffQueryVariables>;
export const InviteAgencyMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteAgencyMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyMemberRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteAgencyMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]}}]} as unknown as DocumentNode<InviteAgencyMemberMutation, InviteAgencyMemberMutationVariables>;
export const SetAgencyMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgencyMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyMemberRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgencyMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetAgencyMemberRoleMutation, SetAgencyMemberRoleMutationVariables>;
export const SuspendAgencyMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendAgencyMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendAgencyMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SuspendAgencyMemberMutation, SuspendAgencyMemberMutationVariables>;
export const ReactivateAgencyMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateAgencyMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateAgencyMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReactivateAgencyMemberMutation, ReactivateAgencyMemberMutationVariables>;
export const RemoveAgencyMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAgencyMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAgencyMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<RemoveAgencyMemberMutation, RemoveAgencyMemberMutationVariables>;
export const RevokeAgencyInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAgencyInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAgencyInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeAgencyInvitationMutation, RevokeAgencyInvitationMutationVariables>;
export const AgencyInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"memberRole"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subAgencyName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AgencyInvitationQuery, AgencyInvitationQueryVariables>;
export const AcceptAgencyInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptAgencyInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptAgencyInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptAgencyInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"agencyRole"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<AcceptAgencyInvitationMutation, AcceptAgencyInvitationMutationVariables>;
export const MyPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedPackage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedPackage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"maxCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"transportType"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"visaIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childWithBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"childWithoutBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"infantPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"nameChangeFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyPackagesQuery, MyPackagesQueryVariables>;
export const CreatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedPackage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedPackage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"maxCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"transportType"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"visaIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childWithBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"childWithoutBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"infantPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"nameChangeFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreatePackageMutation, CreatePackageMutationVariables>;
export const UpdatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedPackage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedPackage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"maxCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"transportType"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"visaIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childWithBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"childWithoutBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"infantPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"nameChangeFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdatePackageMutation, UpdatePackageMutationVariables>;
export const DeletePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedPackage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedPackage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"maxCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"transportType"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotel"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"makkahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"madinahHotelRating"}},{"kind":"Field","name":{"kind":"Name","value":"visaIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"advancePaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childWithBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"childWithoutBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"infantPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"nameChangeFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"termsAndConditions"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"destinations"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DeletePackageMutation, DeletePackageMutationVariables>;
export const AgentStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPackages"}},{"kind":"Field","name":{"kind":"Name","value":"packagesAddedThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"activePackages"}},{"kind":"Field","name":{"kind":"Name","value":"activeBookings"}},{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"bookingConversionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"lastMonthEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"earningsChangePercent"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}}]}}]} as unknown as DocumentNode<AgentStatsQuery, AgentStatsQueryVariables>;
export const AgentActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}}]}}]}}]} as unknown as DocumentNode<AgentActivityQuery, AgentActivityQueryVariables>;
export const AgentMonthlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentMonthly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentMonthly"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}}]}}]}}]} as unknown as DocumentNode<AgentMonthlyQuery, AgentMonthlyQueryVariables>;
export const WalletStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementAccount"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"agencyName"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"openingBalanceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"closingBalanceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalDebitsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalCreditsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"csvUrl"}},{"kind":"Field","name":{"kind":"Name","value":"xlsxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"actorUsername"}},{"kind":"Field","name":{"kind":"Name","value":"debitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"creditInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceInPkr"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WalletStatementQuery, WalletStatementQueryVariables>;
export const MyEarningsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableForPayoutInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayoutsInPkr"}}]}}]}}]} as unknown as DocumentNode<MyEarningsQuery, MyEarningsQueryVariables>;
export const MyPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<MyPayoutsQuery, MyPayoutsQueryVariables>;
export const RequestPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountInPkr"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankAccount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amountInPkr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountInPkr"}}},{"kind":"Argument","name":{"kind":"Name","value":"bankAccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankAccount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RequestPayoutMutation, RequestPayoutMutationVariables>;
export const AgentAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"agencyName"}},{"kind":"Field","name":{"kind":"Name","value":"walletBalanceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"earningsBalanceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AgentAccountsQuery, AgentAccountsQueryVariables>;
export const SetAgentSuspendedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgentSuspended"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"suspended"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgentSuspended"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"suspended"},"value":{"kind":"Variable","name":{"kind":"Name","value":"suspended"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}}]}}]}}]} as unknown as DocumentNode<SetAgentSuspendedMutation, SetAgentSuspendedMutationVariables>;
export const SetAgentCommissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgentCommission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"percent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgentCommission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"percent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"percent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"commissionPercent"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePercent"}}]}}]}}]} as unknown as DocumentNode<SetAgentCommissionMutation, SetAgentCommissionMutationVariables>;
export const WalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"balanceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"reservedInPkr"}}]}}]}}]} as unknown as DocumentNode<WalletQuery, WalletQueryVariables>;
export const TopUpWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TopUpWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountInPkr"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUpWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountInPkr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountInPkr"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountTitle"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}}]}}]}}]}}]} as unknown as DocumentNode<TopUpWalletMutation, TopUpWalletMutationVariables>;
export const SetAgentCreditLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgentCreditLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountInPkr"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgentCreditLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountInPkr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountInPkr"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"balanceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableInPkr"}}]}}]}}]} as unknown as DocumentNode<SetAgentCreditLimitMutation, SetAgentCreditLimitMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"agencyRole"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"agencyRole"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const QuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Quote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"markupInPkr"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"markupInPkr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"markupInPkr"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"netPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"markupInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceInPkr"}}]}}]}}]} as unknown as DocumentNode<QuoteQuery, QuoteQueryVariables>;
export const MyMarkupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMarkups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMarkups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<MyMarkupsQuery, MyMarkupsQueryVariables>;
export const SetMarkupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMarkup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkupProductType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkupKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMarkup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productType"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetMarkupMutation, SetMarkupMutationVariables>;
export const CustomerSalesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerSales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"forCustomers"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerSaleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerSaleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"markupInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerSalesQuery, CustomerSalesQueryVariables>;
export const MyBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"savedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]} as unknown as DocumentNode<MyBookingsQuery, MyBookingsQueryVariables>;
export const SoldBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SoldBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}},{"kind":"Argument","name":{"kind":"Name","value":"sold"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"savedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]} as unknown as DocumentNode<SoldBookingsQuery, SoldBookingsQueryVariables>;
export const UserStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingTrips"}},{"kind":"Field","name":{"kind":"Name","value":"completedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalSaved"}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyTier"}}]}}]}}]}}]} as unknown as DocumentNode<UserStatsQuery, UserStatsQueryVariables>;
export const AdminOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"activeB2BAgents"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOverviewQuery, AdminOverviewQueryVariables>;
export const BookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Book"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"savedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]} as unknown as DocumentNode<BookMutation, BookMutationVariables>;
export const CancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"savedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]} as unknown as DocumentNode<CancelBookingMutation, CancelBookingMutationVariables>;
export const MailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"toName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"textBody"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"transport"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MailOutboxQuery, MailOutboxQueryVariables>;
export const FlightSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlightSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlightSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flightSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pricePkr"}},{"kind":"Field","name":{"kind":"Name","value":"bookingToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"holdable"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBags"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departureAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalAt"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"stops"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"returnDate"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"infants"}},{"kind":"Field","name":{"kind":"Name","value":"tripClass"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"marker"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]}}]} as unknown as DocumentNode<FlightSearchQuery, FlightSearchQueryVariables>;
export const PriceFlightOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceFlightOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceFlightOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceChanged"}},{"kind":"Field","name":{"kind":"Name","value":"previousTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"airlineTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdable"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRequiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"passengerTypes"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refundPenaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"changePenaltyInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrderSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivingAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"baggage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedPieces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedKg"}},{"kind":"Field","name":{"kind":"Name","value":"carryOnPieces"}}]}}]}}]}}]} as unknown as DocumentNode<PriceFlightOfferMutation, PriceFlightOfferMutationVariables>;
export const CreateFlightOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFlightOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFlightOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFlightOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrderSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivingAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"baggage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedPieces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedKg"}},{"kind":"Field","name":{"kind":"Name","value":"carryOnPieces"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRequiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"airlineTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bornOn"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportCountry"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refundPenaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"changePenaltyInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreateFlightOrderMutation, CreateFlightOrderMutationVariables>;
export const FlightOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlightOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flightOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrderSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivingAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"baggage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedPieces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedKg"}},{"kind":"Field","name":{"kind":"Name","value":"carryOnPieces"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRequiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"airlineTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bornOn"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportCountry"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refundPenaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"changePenaltyInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<FlightOrderQuery, FlightOrderQueryVariables>;
export const FlightOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlightOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flightOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRequiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrderSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivingAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"baggage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedPieces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedKg"}},{"kind":"Field","name":{"kind":"Name","value":"carryOnPieces"}}]}}]}}]}}]} as unknown as DocumentNode<FlightOrdersQuery, FlightOrdersQueryVariables>;
export const QuoteFlightCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuoteFlightCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteFlightCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<QuoteFlightCancellationMutation, QuoteFlightCancellationMutationVariables>;
export const ConfirmFlightCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmFlightCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmFlightCancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrderSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivingAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"baggage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedPieces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedKg"}},{"kind":"Field","name":{"kind":"Name","value":"carryOnPieces"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRequiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"airlineTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bornOn"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportCountry"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refundPenaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"changePenaltyInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ConfirmFlightCancellationMutation, ConfirmFlightCancellationMutationVariables>;
export const AcceptAirlineChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptAirlineChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptAirlineChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"changeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightSliceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrderSlice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"departingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivingAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"flightNumber"}},{"kind":"Field","name":{"kind":"Name","value":"aircraft"}},{"kind":"Field","name":{"kind":"Name","value":"baggage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedPieces"}},{"kind":"Field","name":{"kind":"Name","value":"checkedKg"}},{"kind":"Field","name":{"kind":"Name","value":"carryOnPieces"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentRequiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"airlineTotalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"serviceFeeInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passengers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"bornOn"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportCountry"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"refundPenaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"changePenaltyInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passengerName"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightSliceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundTo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AcceptAirlineChangeMutation, AcceptAirlineChangeMutationVariables>;
export const HotelPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HotelPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkInDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOutDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hotelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hotelId"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkInDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkInDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOutDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOutDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"rooms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"totalFormatted"}}]}}]}}]} as unknown as DocumentNode<HotelPricesQuery, HotelPricesQueryVariables>;
export const LocalHotelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LocalHotels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkInDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOutDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkInDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkInDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOutDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOutDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"rooms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocalHotelCard_hotel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocalHotelCard_hotel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hotel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerNightFormatted"}},{"kind":"Field","name":{"kind":"Name","value":"priceBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricePerNight"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<LocalHotelsQuery, LocalHotelsQueryVariables>;
export const ProviderHotelSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProviderHotelSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProviderHotelSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerHotelSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"priceFromPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedLocation"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ProviderHotelSearchQuery, ProviderHotelSearchQueryVariables>;
export const AgencyNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyNetwork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyNetwork"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"masterName"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"givenInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMarkups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subAgents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubAgentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubAgentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubAgent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"salesInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"marginInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"invitationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"markups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}}]}}]}}]} as unknown as DocumentNode<AgencyNetworkQuery, AgencyNetworkQueryVariables>;
export const InviteSubAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteSubAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteSubAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSubAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"subAgent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubAgentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubAgentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubAgent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"salesInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"marginInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"invitationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"markups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}}]}}]}}]} as unknown as DocumentNode<InviteSubAgentMutation, InviteSubAgentMutationVariables>;
export const UpdateSubAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSubAgentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubAgentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubAgentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubAgent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimitInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"owedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"availableInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"salesInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"marginInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"invitationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"markups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}}]}}]}}]} as unknown as DocumentNode<UpdateSubAgentMutation, UpdateSubAgentMutationVariables>;
export const SetDefaultNetworkMarkupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultNetworkMarkup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NetworkMarkupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultNetworkMarkup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"inherited"}}]}}]}}]} as unknown as DocumentNode<SetDefaultNetworkMarkupMutation, SetDefaultNetworkMarkupMutationVariables>;
export const SubAgentBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubAgentBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subAgentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subAgentBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subAgentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subAgentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"savedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}}]} as unknown as DocumentNode<SubAgentBookingsQuery, SubAgentBookingsQueryVariables>;
export const AgencyBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgencyBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AgencyBrandQuery, AgencyBrandQueryVariables>;
export const SetAgencyBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAgencyBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyBrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAgencyBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetAgencyBrandMutation, SetAgencyBrandMutationVariables>;
export const RemoveAgencyLogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAgencyLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAgencyLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradingName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<RemoveAgencyLogoMutation, RemoveAgencyLogoMutationVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const PackageDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childWithBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"childWithoutBedPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"infantPriceInPkr"}}]}}]}}]} as unknown as DocumentNode<PackageDetailQuery, PackageDetailQueryVariables>;
export const PackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Packages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCard_package"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCard_package"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"originalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"departureCity"}},{"kind":"Field","name":{"kind":"Name","value":"inclusions"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}}]}}]} as unknown as DocumentNode<PackagesQuery, PackagesQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maximumAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"currentlyAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"restoreRate"}},{"kind":"Field","name":{"kind":"Name","value":"requestLimit"}},{"kind":"Field","name":{"kind":"Name","value":"windowSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maximumAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"currentlyAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"restoreRate"}},{"kind":"Field","name":{"kind":"Name","value":"requestLimit"}},{"kind":"Field","name":{"kind":"Name","value":"windowSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maximumAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"currentlyAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"restoreRate"}},{"kind":"Field","name":{"kind":"Name","value":"requestLimit"}},{"kind":"Field","name":{"kind":"Name","value":"windowSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookEventTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"}}]}}]} as unknown as DocumentNode<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const EnableWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}}]}}]} as unknown as DocumentNode<EnableWebhookEndpointMutation, EnableWebhookEndpointMutationVariables>;
export const SendTestWebhookEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhookEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhookEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<SendTestWebhookEventMutation, SendTestWebhookEventMutationVariables>;
export const ResendWebhookEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendWebhookEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ResendWebhookEventMutation, ResendWebhookEventMutationVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPaymentFields"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"passengerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"savedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucherUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flightOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNowInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}},{"kind":"Field","name":{"kind":"Name","value":"freeCancellationUntil"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}}]}}]} as unknown as DocumentNode<CheckoutQuery, CheckoutQueryVariables>;
export const SandboxPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SandboxPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<SandboxPaymentQuery, SandboxPaymentQueryVariables>;
export const PayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Pay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formPost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountTitle"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"payBy"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<PayMutation, PayMutationVariables>;
export const CancellationQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellationQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"paidInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"penaltyInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"refundPercent"}},{"kind":"Field","name":{"kind":"Name","value":"daysBeforeTravel"}}]}}]}}]} as unknown as DocumentNode<CancellationQuoteQuery, CancellationQuoteQueryVariables>;
export const AdminPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}},{"kind":"Field","name":{"kind":"Name","value":"proofSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const AdminRefundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRefunds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Refund"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}}]}}]} as unknown as DocumentNode<AdminRefundsQuery, AdminRefundsQueryVariables>;
export const ConfirmBankTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmBankTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBankTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<ConfirmBankTransferMutation, ConfirmBankTransferMutationVariables>;
export const RejectBankTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectBankTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectBankTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<RejectBankTransferMutation, RejectBankTransferMutationVariables>;
export const CreatePaymentProofUploadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentProofUploadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentProofUploadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadURL"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentProofUploadUrlMutation, CreatePaymentProofUploadUrlMutationVariables>;
export const SubmitBankTransferProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitBankTransferProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitBankTransferProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentFields"}},{"kind":"Field","name":{"kind":"Name","value":"proofSubmittedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]} as unknown as DocumentNode<SubmitBankTransferProofMutation, SubmitBankTransferProofMutationVariables>;
export const CustomerQuotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerQuotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerQuotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerQuoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharePath"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"costInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"costInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}}]}}]}}]} as unknown as DocumentNode<CustomerQuotesQuery, CustomerQuotesQueryVariables>;
export const CreateCustomerQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomerQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomerQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharePath"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"costInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"costInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}}]}}]}}]} as unknown as DocumentNode<CreateCustomerQuoteMutation, CreateCustomerQuoteMutationVariables>;
export const TransportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransportType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportCard_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"fromCity"}},{"kind":"Field","name":{"kind":"Name","value":"toCity"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"seatsAvailable"}}]}}]} as unknown as DocumentNode<TransportQuery, TransportQueryVariables>;
export const UmrahGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UmrahGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"umrahGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimCount"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"readiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<UmrahGroupsQuery, UmrahGroupsQueryVariables>;
export const UmrahGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UmrahGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"umrahGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UmrahGroupFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UmrahGroupFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmrahGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalAirport"}},{"kind":"Field","name":{"kind":"Name","value":"departureAirport"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"firstCity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimCount"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visaLapseWarning"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"cnic"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"meningitisVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"polioVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"visaApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"visaStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromPlace"}},{"kind":"Field","name":{"kind":"Name","value":"toPlace"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"hotelsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}}]}}]}}]} as unknown as DocumentNode<UmrahGroupQuery, UmrahGroupQueryVariables>;
export const CreateUmrahGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUmrahGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UmrahGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUmrahGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateUmrahGroupMutation, CreateUmrahGroupMutationVariables>;
export const ParseMrzDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParseMrz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parseMrz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"issuingState"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"personalNumber"}}]}}]}}]} as unknown as DocumentNode<ParseMrzQuery, ParseMrzQueryVariables>;
export const AddPilgrimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPilgrim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPilgrim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddPilgrimMutation, AddPilgrimMutationVariables>;
export const RemovePilgrimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePilgrim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePilgrim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pilgrimId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UmrahGroupFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UmrahGroupFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmrahGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalAirport"}},{"kind":"Field","name":{"kind":"Name","value":"departureAirport"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"firstCity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimCount"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visaLapseWarning"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"cnic"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"meningitisVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"polioVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"visaApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"visaStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromPlace"}},{"kind":"Field","name":{"kind":"Name","value":"toPlace"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"hotelsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}}]}}]}}]} as unknown as DocumentNode<RemovePilgrimMutation, RemovePilgrimMutationVariables>;
export const SetGroupRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGroupRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomCountInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGroupRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rooms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UmrahGroupFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UmrahGroupFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmrahGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalAirport"}},{"kind":"Field","name":{"kind":"Name","value":"departureAirport"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"firstCity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimCount"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visaLapseWarning"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"cnic"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"meningitisVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"polioVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"visaApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"visaStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromPlace"}},{"kind":"Field","name":{"kind":"Name","value":"toPlace"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"hotelsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}}]}}]}}]} as unknown as DocumentNode<SetGroupRoomsMutation, SetGroupRoomsMutationVariables>;
export const AutoAllocateRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AutoAllocateRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoAllocateRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unplaced"}}]}}]}}]} as unknown as DocumentNode<AutoAllocateRoomsMutation, AutoAllocateRoomsMutationVariables>;
export const SetRoomingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRooming"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRooming"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rooms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unplaced"}}]}}]}}]} as unknown as DocumentNode<SetRoomingMutation, SetRoomingMutationVariables>;
export const BookGroupHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookGroupHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupHotelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookGroupHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BookGroupHotelMutation, BookGroupHotelMutationVariables>;
export const AddTransferLegDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTransferLeg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferLegInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTransferLeg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddTransferLegMutation, AddTransferLegMutationVariables>;
export const RemoveTransferLegDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTransferLeg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTransferLeg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"legId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UmrahGroupFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UmrahGroupFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmrahGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalAirport"}},{"kind":"Field","name":{"kind":"Name","value":"departureAirport"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"firstCity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimCount"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visaLapseWarning"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"cnic"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"meningitisVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"polioVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"visaApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"visaStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromPlace"}},{"kind":"Field","name":{"kind":"Name","value":"toPlace"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"hotelsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}}]}}]}}]} as unknown as DocumentNode<RemoveTransferLegMutation, RemoveTransferLegMutationVariables>;
export const SubmitGroupVisasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGroupVisas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGroupVisas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UmrahGroupFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UmrahGroupFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UmrahGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"departureDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalAirport"}},{"kind":"Field","name":{"kind":"Name","value":"departureAirport"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"firstCity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimCount"}},{"kind":"Field","name":{"kind":"Name","value":"visaSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"visaLapseWarning"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenNames"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"passportIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"cnic"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"meningitisVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"polioVaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"visaApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"visaStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"beds"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fromPlace"}},{"kind":"Field","name":{"kind":"Name","value":"toPlace"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readiness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"missing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"hotelsInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalInPkr"}}]}}]}}]} as unknown as DocumentNode<SubmitGroupVisasMutation, SubmitGroupVisasMutationVariables>;
export const UmrahHotelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UmrahHotels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkInDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOutDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkInDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkInDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOutDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOutDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"rooms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"StringValue","value":"PKR","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxOccupancy"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"availableRooms"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerNightInPkr"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UmrahHotelsQuery, UmrahHotelsQueryVariables>;
export const MyUmrahPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyUmrahPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPackages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"umrah"}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"makkahNights"}},{"kind":"Field","name":{"kind":"Name","value":"madinahNights"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<MyUmrahPackagesQuery, MyUmrahPackagesQueryVariables>;
export const VisaQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisaQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplicationStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visaQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"overdue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overdue"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<VisaQueueQuery, VisaQueueQueryVariables>;
export const MySellerVisaOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySellerVisaOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySellerVisaOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"soldBy"}},{"kind":"Field","name":{"kind":"Name","value":"processingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}}]} as unknown as DocumentNode<MySellerVisaOffersQuery, MySellerVisaOffersQueryVariables>;
export const MyVisaApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyVisaApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myVisaApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyVisaApplicationRow_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyVisaApplicationRow_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyVisaApplicationsQuery, MyVisaApplicationsQueryVariables>;
export const VisaApplicationDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisaApplicationDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visaApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaApplicationPage_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaApplicationPage_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerApplicantInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanProcess"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<VisaApplicationDetailQuery, VisaApplicationDetailQueryVariables>;
export const VisaApplyOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisaApplyOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visaOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"processingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<VisaApplyOfferQuery, VisaApplyOfferQueryVariables>;
export const VisaOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisaOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"destination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VisaType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaginationInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visaOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"destination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"destination"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagination"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagination"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaOfferCard_offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaOfferCard_offer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"validityDays"}},{"kind":"Field","name":{"kind":"Name","value":"stayDays"}},{"kind":"Field","name":{"kind":"Name","value":"soldBy"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"refundPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"processingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceInPkr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<VisaOffersQuery, VisaOffersQueryVariables>;
export const ApplyForVisaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForVisa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyVisaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForVisa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyVisaApplicationRow_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyVisaApplicationRow_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApplyForVisaMutation, ApplyForVisaMutationVariables>;
export const AttachVisaDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachVisaDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachVisaDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachVisaDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<AttachVisaDocumentMutation, AttachVisaDocumentMutationVariables>;
export const SubmitVisaApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitVisaApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitVisaApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaApplicationPage_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaApplicationPage_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerApplicantInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanProcess"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SubmitVisaApplicationMutation, SubmitVisaApplicationMutationVariables>;
export const RequestVisaDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestVisaDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestVisaDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaApplicationPage_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaApplicationPage_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerApplicantInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanProcess"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RequestVisaDocumentsMutation, RequestVisaDocumentsMutationVariables>;
export const StartVisaProcessingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartVisaProcessing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startVisaProcessing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaApplicationPage_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaApplicationPage_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerApplicantInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanProcess"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<StartVisaProcessingMutation, StartVisaProcessingMutationVariables>;
export const ApproveVisaApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveVisaApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveVisaApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaApplicationPage_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaApplicationPage_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerApplicantInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanProcess"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ApproveVisaApplicationMutation, ApproveVisaApplicationMutationVariables>;
export const RejectVisaApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectVisaApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectVisaApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaApplicationPage_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaApplicationPage_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaType"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"travelDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicantCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerApplicantInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueInPkr"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusNote"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanProcess"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"passportExpiry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RejectVisaApplicationMutation, RejectVisaApplicationMutationVariables>;
export const SetVisaOfferActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetVisaOfferActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVisaOfferActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SetVisaOfferActiveMutation, SetVisaOfferActiveMutationVariables>;
export const CreateVisaDocumentUploadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVisaDocumentUploadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVisaDocumentUploadUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadURL"}}]}}]}}]} as unknown as DocumentNode<CreateVisaDocumentUploadUrlMutation, CreateVisaDocumentUploadUrlMutationVariables>;
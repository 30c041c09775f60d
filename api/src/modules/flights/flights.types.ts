import { Extensions, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { FLIGHT_MAX_PASSENGERS } from '../../rules/flights.js';

// bounds of an itinerary's lists, for the query cost (graphql/limits.ts): a journey has at most 2 ways (out, back),
// a way at most 4 flights, an order at most 9 passengers and a few airline changes
const SLICES = { maxItems: 2 };
const SEGMENTS = { maxItems: 4 };
const PASSENGERS = { maxItems: FLIGHT_MAX_PASSENGERS };
const CHANGES = { maxItems: 3 };
import { DecimalScalar } from '../../graphql/scalars.js';

// GraphQL shapes of flights sold here (issue 35). Times of flights stay ISO 8601 strings with the airport's own UTC
// offset (local times, as on a ticket); moments of ours (deadlines, expiries) are DateTime. Inputs are plain strings
// so the rules' own messages (naming the passenger and the field) answer bad values, not GraphQL's coercion errors.

@ObjectType('FlightBaggage', { description: 'Baggage included per passenger on a flight.' })
export class FlightBaggageView {
  @Field(() => Int, { description: 'Checked bags.' })
  checkedPieces!: number;

  @Field(() => Int, { nullable: true, description: 'Kilograms per checked bag, when the airline says.' })
  checkedKg!: number | null;

  @Field(() => Int, { description: 'Cabin bags.' })
  carryOnPieces!: number;
}

@ObjectType('FlightOrderSegment', { description: 'One flight of an offer or order.' })
export class FlightOrderSegmentView {
  @Field(() => String, { description: 'IATA code of the departure airport.' })
  origin!: string;

  @Field(() => String, { description: 'IATA code of the arrival airport.' })
  destination!: string;

  @Field(() => String, { description: 'ISO 8601 with the departure airport’s UTC offset (local time).' })
  departingAt!: string;

  @Field(() => String, { description: 'ISO 8601 with the arrival airport’s UTC offset (local time).' })
  arrivingAt!: string;

  @Field(() => Int, { description: 'Minutes from departure to arrival.' })
  durationMinutes!: number;

  @Field(() => String, { description: 'Marketing carrier IATA code.' })
  carrier!: string;

  @Field(() => String, { description: 'Airline name.' })
  carrierName!: string;

  @Field(() => String, { description: 'e.g. "PK 741".' })
  flightNumber!: string;

  @Field(() => String, { nullable: true, description: 'Aircraft type, when the airline says.' })
  aircraft!: string | null;

  @Field(() => FlightBaggageView, { description: 'Baggage included per passenger.' })
  baggage!: FlightBaggageView;
}

@ObjectType('FlightOrderSlice', { description: 'One way of a journey: outbound or return, with its flights.' })
export class FlightOrderSliceView {
  @Field(() => String, { description: 'IATA code where this way starts.' })
  origin!: string;

  @Field(() => String, { description: 'IATA code where this way ends.' })
  destination!: string;

  @Field(() => Int, { description: 'Minutes from the first departure to the last arrival.' })
  durationMinutes!: number;

  @Extensions(SEGMENTS)
  @Field(() => [FlightOrderSegmentView], { description: 'Its flights, in order.' })
  segments!: FlightOrderSegmentView[];
}

@ObjectType('FareConditions', { description: 'What the fare allows before departure; null where the airline does not say.' })
export class FareConditionsView {
  @Field(() => Boolean, { nullable: true, description: 'Whether the fare is refundable before departure.' })
  refundable!: boolean | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'What cancelling costs, in PKR.' })
  refundPenaltyInPkr!: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the flights can be changed before departure.' })
  changeable!: boolean | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'What a change costs, in PKR (plus any fare difference).' })
  changePenaltyInPkr!: string | null;
}

@ObjectType('FlightCarrier', { description: 'The airline that sells the fare.' })
export class FlightCarrierView {
  @Field(() => String, { description: 'IATA airline code.' })
  code!: string;

  @Field(() => String, { description: 'Airline name.' })
  name!: string;
}

@ObjectType('SellableFlightOffer', { description: 'A flight offer as the airline prices it now, bookable here.' })
export class SellableFlightOfferView {
  @Field(() => ID, { description: 'Offer id (order it with createFlightOrder).' })
  id!: string;

  @Field(() => DecimalScalar, { description: 'What the buyer pays: the airline’s fare plus the service fee, PKR.' })
  totalInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The airline’s fare, PKR.' })
  airlineTotalInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The platform’s service fee, PKR.' })
  serviceFeeInPkr!: string;

  @Field(() => Date, { description: 'After this the offer is gone.' })
  expiresAt!: Date;

  @Field(() => Boolean, { description: 'Whether it can be held now and paid later (by paymentRequiredBy).' })
  holdable!: boolean;

  @Field(() => Date, { nullable: true, description: 'A hold placed now must be paid by then.' })
  paymentRequiredBy!: Date | null;

  @Field(() => FareConditionsView, { description: 'The fare’s conditions.' })
  conditions!: FareConditionsView;

  @Field(() => FlightCarrierView, { description: 'The airline selling the fare.' })
  owner!: FlightCarrierView;

  @Extensions(PASSENGERS)
  @Field(() => [String], { description: 'The passengers the offer is for, in order: adult, child or infant.' })
  passengerTypes!: string[];

  @Extensions(SLICES)
  @Field(() => [FlightOrderSliceView], { description: 'The journey: outbound, then return.' })
  slices!: FlightOrderSliceView[];
}

@ObjectType('PricedFlightOffer', { description: 'An offer priced again before selling it.' })
export class PricedFlightOfferView {
  @Field(() => SellableFlightOfferView, { description: 'The offer as priced now.' })
  offer!: SellableFlightOfferView;

  @Field(() => Boolean, { description: 'The price differs from the one shown in the search.' })
  priceChanged!: boolean;

  @Field(() => DecimalScalar, { nullable: true, description: 'The total before the change.' })
  previousTotalInPkr!: string | null;
}

@ObjectType('FlightPassenger', { description: 'A passenger of a flight order, as in the passport.' })
export class FlightPassengerView {
  @Field(() => String, { description: 'adult, child or infant.' })
  type!: string;

  @Field(() => String, { description: 'mr, ms, mrs, miss or dr.' })
  title!: string;

  @Field(() => String, { description: 'Given names, as in the passport.' })
  givenName!: string;

  @Field(() => String, { description: 'Family name, as in the passport.' })
  familyName!: string;

  @Field(() => String, { description: 'm or f.' })
  gender!: string;

  @Field(() => String, { description: 'yyyy-MM-dd.' })
  bornOn!: string;

  @Field(() => String, { description: 'Passport number.' })
  passportNumber!: string;

  @Field(() => String, { description: 'Two-letter code of the issuing country.' })
  passportCountry!: string;

  @Field(() => String, { description: 'yyyy-MM-dd.' })
  passportExpiresOn!: string;

  @Field(() => String, { description: 'Two-letter country code.' })
  nationality!: string;
}

@ObjectType('FlightTicket', { description: 'An e-ticket: one per passenger.' })
export class FlightTicketView {
  @Field(() => String, { description: 'Given and family name.' })
  passengerName!: string;

  @Field(() => String, { description: '13 digits.' })
  number!: string;
}

@ObjectType('AirlineChange', { description: 'A change the airline made to the flights: old and new side by side.' })
export class AirlineChangeView {
  @Field(() => ID, { description: 'Change id.' })
  id!: string;

  @Field(() => Date, { description: 'When the airline’s change was seen.' })
  detectedAt!: Date;

  @Extensions(SLICES)
  @Field(() => [FlightOrderSliceView], { description: 'The slices before the change.' })
  before!: FlightOrderSliceView[];

  @Extensions(SLICES)
  @Field(() => [FlightOrderSliceView], { description: 'The slices after the change.' })
  after!: FlightOrderSliceView[];

  @Field(() => String, { description: 'pending (to accept or cancel), accepted or cancelled.' })
  status!: string;
}

@ObjectType('FlightCancellationQuote', { description: 'What cancelling the order gives back, valid until expiresAt.' })
export class FlightCancellationQuoteView {
  @Field(() => ID, { description: 'Quote id (confirm with it).' })
  id!: string;

  @Field(() => DecimalScalar, { description: 'What comes back, PKR.' })
  refundInPkr!: string;

  @Field(() => DecimalScalar, { description: 'What the airline keeps.' })
  penaltyInPkr!: string;

  @Field(() => String, { description: 'wallet, original_method or none (nothing to refund).' })
  refundTo!: string;

  @Field(() => Date, { description: 'Confirm before this moment.' })
  expiresAt!: Date;
}

@ObjectType('FlightContact', { description: 'Who to contact about a flight order.' })
export class FlightContactView {
  @Field(() => String, { description: 'Contact e-mail.' })
  email!: string;

  @Field(() => String, { description: 'Contact phone.' })
  phone!: string;
}

@ObjectType('FlightOrder', { description: 'A flight order: a booking of type flight and what the airline holds for it.' })
export class FlightOrderView {
  @Field(() => ID, { description: 'Flight order id (UUID).' })
  id!: string;

  @Field(() => ID, { description: 'Its booking: paid through the booking’s payments.' })
  bookingId!: string;

  @Field(() => String, { description: 'sandbox or duffel.' })
  provider!: string;

  @Field(() => String, { description: 'instant or hold.' })
  type!: string;

  @Field(() => String, { description: 'held, awaiting_payment, ticketing (paid, tickets being issued), ticketed, cancelled or expired.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'The airline’s booking reference (PNR).' })
  bookingReference!: string | null;

  @Field(() => DecimalScalar, { description: 'What the buyer pays here (the airline’s fare plus the service fee), PKR.' })
  totalInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The airline’s fare (owed to the airline), PKR.' })
  airlineTotalInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The platform’s service fee, PKR.' })
  serviceFeeInPkr!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'An agent’s price to the customer (total + markup).' })
  sellingPriceInPkr!: string | null;

  @Field(() => DecimalScalar, { description: 'Paid so far, PKR.' })
  amountPaidInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Given back, PKR.' })
  amountRefundedInPkr!: string;

  @Field(() => Date, { nullable: true, description: 'Pay by then (a hold’s airline deadline, or the offer’s expiry).' })
  paymentRequiredBy!: Date | null;

  @Field(() => FlightCarrierView, { description: 'The airline selling the fare.' })
  owner!: FlightCarrierView;

  @Extensions(SLICES)
  @Field(() => [FlightOrderSliceView], { description: 'The journey: outbound, then return.' })
  slices!: FlightOrderSliceView[];

  @Extensions(PASSENGERS)
  @Field(() => [FlightPassengerView], { description: 'The passengers, as in their passports.' })
  passengers!: FlightPassengerView[];

  @Field(() => FlightContactView, { description: 'The contact given when ordering.' })
  contact!: FlightContactView;

  @Field(() => FareConditionsView, { description: 'The fare’s conditions.' })
  conditions!: FareConditionsView;

  @Extensions(PASSENGERS)
  @Field(() => [FlightTicketView], { description: 'One e-ticket per passenger once ticketed.' })
  tickets!: FlightTicketView[];

  @Extensions(CHANGES)
  @Field(() => [AirlineChangeView], { description: 'Changes the airline made, newest last.' })
  changes!: AirlineChangeView[];

  @Field(() => FlightCancellationQuoteView, { nullable: true, description: 'The latest cancellation quote.' })
  cancellationQuote!: FlightCancellationQuoteView | null;

  @Field(() => String, { nullable: true, description: 'Why the airline did not ticket it (everything paid was refunded).' })
  failure!: string | null;

  @Field(() => Date, { description: 'When it was ordered.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the tickets were issued.' })
  ticketedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled.' })
  cancelledAt!: Date | null;
}

@ObjectType('FlightOrderPage', { description: 'One page of flight orders, newest first.' })
export class FlightOrderPageView {
  @Field(() => [FlightOrderView], { description: 'The orders of this page.' })
  items!: FlightOrderView[];

  @Field(() => Boolean, { description: 'Whether there is a next page.' })
  hasMore!: boolean;

  @Field(() => Int, { description: 'Page size used.' })
  limit!: number;

  @Field(() => Int, { description: 'Orders skipped.' })
  offset!: number;
}

@InputType({ description: 'A passenger, exactly as in the passport.' })
export class FlightPassengerInput {
  @Field(() => String, { description: 'adult, child or infant.' })
  type!: string;

  @Field(() => String, { description: 'mr, ms, mrs, miss or dr.' })
  title!: string;

  @Field(() => String, { description: 'Exactly as in the passport.' })
  givenName!: string;

  @Field(() => String, { description: 'Exactly as in the passport.' })
  familyName!: string;

  @Field(() => String, { description: 'm or f.' })
  gender!: string;

  @Field(() => String, { description: 'yyyy-MM-dd.' })
  bornOn!: string;

  @Field(() => String, { description: '5 to 20 letters or digits.' })
  passportNumber!: string;

  @Field(() => String, { description: 'Two-letter country code of the issuing country.' })
  passportCountry!: string;

  @Field(() => String, { description: 'yyyy-MM-dd.' })
  passportExpiresOn!: string;

  @Field(() => String, { description: 'Two-letter country code.' })
  nationality!: string;
}

@InputType({ description: 'Who to contact about a flight order.' })
export class FlightContactInput {
  @Field(() => String, { description: 'Contact e-mail.' })
  email!: string;

  @Field(() => String, { description: 'Contact phone: 7 to 15 digits, optionally starting with +.' })
  phone!: string;
}

@InputType({ description: 'A flight order: the offer, instant or hold, the total agreed, the passengers and a contact.' })
export class CreateFlightOrderInput {
  @Field(() => String, { description: 'A bookable offer’s id (from the flight search or priceFlightOffer).' })
  offerId!: string;

  @Field(() => String, { description: 'instant (pay now) or hold (pay by the airline’s deadline).' })
  type!: string;

  @Field(() => String, { description: 'The total the buyer saw (PKR); a different current total is refused with PRICE_CHANGED.' })
  expectedTotalInPkr!: string;

  @Field(() => [FlightPassengerInput], { description: 'One per passenger of the offer, in any order; the offer’s party (adults, children, infants) must match.' })
  passengers!: FlightPassengerInput[];

  @Field(() => FlightContactInput, { description: 'Who the airline and we contact about the trip.' })
  contact!: FlightContactInput;

  @Field(() => String, { nullable: true, description: 'An agent’s markup for this sale, PKR (else the agency’s flight markup).' })
  markupInPkr?: string | null;
}

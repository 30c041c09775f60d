import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars.js';

// GraphQL shapes of the travel data provider's answers (spec point 3). Times stay ISO 8601 strings with the
// airport's own UTC offset (a DateTime scalar would normalise them to UTC and lose the local time).

@ArgsType()
export class SuggestionArgs {
  @Field(() => String, { description: 'What the user typed: a code or the start of a name, at least 2 characters.' })
  query!: string;

  @Field(() => Int, { nullable: true, description: '1 to 5 (default 5).' })
  limit?: number | null;
}

@ObjectType({ description: 'An airport suggestion for autocomplete.' })
export class AirportSuggestion {
  @Field(() => ID, { description: 'Suggestion id.' })
  id!: string;

  @Field(() => String, { description: 'IATA airport code, e.g. KHI.' })
  code!: string;

  @Field(() => String, { description: 'Airport name, e.g. "Jinnah International Airport".' })
  name!: string;

  @Field(() => String, { description: 'City the airport serves.' })
  cityName!: string;
}

@ObjectType({ description: 'A city suggestion for autocomplete.' })
export class CitySuggestion {
  @Field(() => ID, { description: 'Suggestion id.' })
  id!: string;

  @Field(() => String, { description: 'IATA city code, e.g. LON for all London airports.' })
  code!: string;

  @Field(() => String, { description: 'City name.' })
  name!: string;

  @Field(() => String, { description: 'Country the city is in.' })
  countryName!: string;
}

@ObjectType({ description: 'One flight of an offer.' })
export class FlightSegment {
  @Field(() => String, { description: 'ISO 8601 with the departure airport’s UTC offset.' })
  departureAt!: string;

  @Field(() => String, { description: 'ISO 8601 with the arrival airport’s UTC offset.' })
  arrivalAt!: string;

  @Field(() => String, { description: 'IATA code of the departure airport.' })
  origin!: string;

  @Field(() => String, { description: 'IATA code of the arrival airport.' })
  destination!: string;

  @Field(() => Int, { description: 'Minutes in the air and on the ground for this segment.' })
  duration!: number;

  @Field(() => String, { description: 'IATA airline code.' })
  carrier!: string;

  @Field(() => String, { description: 'Airline name.' })
  carrierName!: string;

  @Field(() => String, { description: 'e.g. "PK 301"; empty when the provider does not say.' })
  flightNumber!: string;

  @Field(() => String, { nullable: true, description: 'Aircraft type, when the provider says.' })
  aircraft?: string;

  @Field(() => String, { description: 'outbound or return.' })
  direction!: string;

  @Field(() => Int, { description: 'Stops inside this segment that the provider does not itemise (0 for a nonstop flight).' })
  stops!: number;
}

@ObjectType({ description: 'A priced itinerary for the whole party.' })
export class FlightOffer {
  @Field(() => ID, { description: 'Offer id.' })
  id!: string;

  @Field(() => DecimalScalar, { description: 'Total for the party in the requested currency.' })
  price!: string;

  @Field(() => String, { description: 'Currency code of price: PKR, USD, AED, SAR, QAR, GBP or EUR.' })
  currency!: string;

  @Field(() => DecimalScalar, { description: 'Total for the party in PKR.' })
  pricePkr!: string;

  @Field(() => String, { description: 'Opaque token identifying the fare for the booking hand-off.' })
  bookingToken!: string;

  @Field(() => String, { description: 'ISO 8601: the fare is not guaranteed after this.' })
  expiresAt!: string;

  @Field(() => Boolean, { description: 'True for the offline sandbox provider’s generated fares.' })
  sandbox!: boolean;

  @Field(() => [FlightSegment], { description: 'The flights, outbound first, then return.' })
  segments!: FlightSegment[];

  @Field(() => Boolean, { description: 'Sold here (Book starts our checkout: POST /api/flights/offers/{id}/price); false: a hand-off to the airline partner’s site.' })
  bookable!: boolean;

  @Field(() => Boolean, { description: 'A bookable offer that can be held and paid later.' })
  holdable!: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Refundable before departure (null: not said, or a hand-off).' })
  refundable!: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Changeable before departure (null: not said, or a hand-off).' })
  changeable!: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Checked bags per adult included (null: not said).' })
  checkedBags!: number | null;
}

/**
 * What both provider searches echo besides their own criteria: the party, the currency, who answered (and the
 * marker its hand-off links carry), and the page. `what` words the counts ('Offers', 'Hotels').
 */
function SearchEcho(what: string) {
  // not in the schema itself: only the named subclasses are
  @ObjectType()
  abstract class Echo {
    @Field(() => Int, { description: 'Adults searched for.' })
    adults!: number;

    @Field(() => Int, { description: 'Children searched for.' })
    children!: number;

    @Field(() => String, { description: 'Currency code of the prices: PKR, USD, AED, SAR, QAR, GBP or EUR.' })
    currency!: string;

    @Field(() => String, { description: 'travelpayouts or sandbox.' })
    provider!: string;

    @Field(() => Boolean, { description: 'True when the offline sandbox provider answered.' })
    sandbox!: boolean;

    @Field(() => String, { description: 'The affiliate marker hand-off links carry.' })
    marker!: string;

    @Field(() => Int, { description: `${what} found before pagination.` })
    total!: number;

    @Field(() => Int, { description: 'Page size used.' })
    limit!: number;

    @Field(() => Int, { description: `${what} skipped before this page.` })
    offset!: number;
  }
  return Echo;
}

/** The currency and the page both provider searches take; `what` words the offset ('Offers', 'Hotels'). */
function PricedPageInput(what: string) {
  @InputType()
  abstract class PricedPage {
    @Field(() => String, { defaultValue: 'PKR', description: 'Currency for prices: PKR, USD, AED, SAR, QAR, GBP or EUR.' })
    currency!: string;

    @Field(() => Int, { defaultValue: 20, description: 'At most 100.' })
    limit!: number;

    @Field(() => Int, { defaultValue: 0, description: `${what} to skip.` })
    offset!: number;
  }
  return PricedPage;
}

@ObjectType({ description: 'What was searched, as the provider understood it, and how to hand a booking off.' })
export class FlightSearchParams extends SearchEcho('Offers') {
  @Field(() => String, { description: 'IATA code searched from.' })
  origin!: string;

  @Field(() => String, { description: 'IATA code searched to.' })
  destination!: string;

  @Field(() => String, { description: 'Departure date, yyyy-MM-dd.' })
  departureDate!: string;

  @Field(() => String, { nullable: true, description: 'Return date, yyyy-MM-dd; null for one way.' })
  returnDate?: string;

  @Field(() => Int, { description: 'Infants searched for.' })
  infants!: number;

  @Field(() => String, { description: 'Y Economy, C Business or F First Class.' })
  tripClass!: string;

  @Field(() => String, { nullable: true, description: 'Why there are no offers, when the provider can say.' })
  notice?: string;
}

@ObjectType({ description: 'Flight offers for one page of a search, with what was searched.' })
export class FlightSearchResult {
  @Field(() => [FlightOffer], { description: 'The offers on this page.' })
  flights!: FlightOffer[];

  @Field(() => FlightSearchParams, { description: 'What was searched, and paging.' })
  searchParams!: FlightSearchParams;
}

@InputType({ description: 'A provider flight search. Counts: adults 1-6, children 0-4, infants 0-2; class Y, C or F.' })
export class FlightSearchInput extends PricedPageInput('Offers') {
  @Field(() => String, { description: 'IATA airport or city code (or a name, resolved to the best matching airport).' })
  origin!: string;

  @Field(() => String, { description: 'IATA airport or city code (or a name, resolved to the best matching airport).' })
  destination!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  departureDate!: string;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; only for a round trip.' })
  returnDate?: string | null;

  @Field(() => Int, { defaultValue: 1, description: 'Adults, 1 to 6.' })
  adults!: number;

  @Field(() => Int, { defaultValue: 0, description: 'Children, 0 to 4.' })
  children!: number;

  @Field(() => Int, { defaultValue: 0, description: 'Infants, 0 to 2.' })
  infants!: number;

  @Field(() => String, { defaultValue: 'Y', description: 'Y Economy, C Business, F First Class.' })
  tripClass!: string;
}

@ObjectType({ description: 'A hotel from the travel data provider’s price cache.' })
export class ProviderHotel {
  @Field(() => ID, { description: 'Provider hotel id.' })
  id!: string;

  @Field(() => String, { description: 'Hotel name.' })
  name!: string;

  @Field(() => Int, { description: '0 to 5; 0 when unrated.' })
  stars!: number;

  @Field(() => DecimalScalar, { description: 'Lowest price for the stay, all rooms, in the requested currency.' })
  priceFrom!: string;

  @Field(() => DecimalScalar, { description: 'Lowest price for the stay, all rooms, in PKR, as a decimal string.' })
  priceFromPkr!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'Average price for the stay in the requested currency, when known.' })
  priceAvg?: string;

  @Field(() => String, { description: 'Currency code of priceFrom and priceAvg.' })
  currency!: string;

  @Field(() => String, { description: 'City the hotel is in.' })
  city!: string;

  @Field(() => String, { description: 'Country the hotel is in.' })
  country!: string;

  @Field(() => Float, { nullable: true, description: 'Kilometres from the centre, when known.' })
  distanceKm?: number;

  @Field(() => String, { description: 'Hand-off to the booking site, with the affiliate marker.' })
  link!: string;

  @Field(() => Boolean, { description: 'True for the offline sandbox provider’s generated hotels.' })
  sandbox!: boolean;
}

@ObjectType({ description: 'What was searched, as the provider understood it, and how to hand a booking off.' })
export class ProviderHotelSearchParams extends SearchEcho('Hotels') {
  @Field(() => String, { description: 'The location searched, as sent.' })
  location!: string;

  @Field(() => String, { nullable: true, description: 'The place the location was understood as.' })
  resolvedLocation?: string;

  @Field(() => String, { nullable: true, description: 'Country of the resolved location, when known.' })
  country?: string;

  @Field(() => String, { description: 'Check-in date, yyyy-MM-dd.' })
  checkIn!: string;

  @Field(() => String, { description: 'Check-out date, yyyy-MM-dd.' })
  checkOut!: string;

  @Field(() => Int, { description: 'Nights in the stay.' })
  nights!: number;

  @Field(() => Int, { description: 'Rooms searched for.' })
  rooms!: number;

  @Field(() => String, { description: 'Language of hotel and place names, e.g. "en".' })
  language!: string;
}

@ObjectType({ description: 'Provider hotels for one page of a search, with what was searched.' })
export class ProviderHotelSearchResult {
  @Field(() => [ProviderHotel], { description: 'The hotels on this page, cheapest first.' })
  hotels!: ProviderHotel[];

  @Field(() => ProviderHotelSearchParams, { description: 'What was searched, and paging.' })
  searchParams!: ProviderHotelSearchParams;
}

@InputType({ description: 'A provider hotel search. Rooms 1-4.' })
export class ProviderHotelSearchInput extends PricedPageInput('Hotels') {
  @Field(() => String, { description: 'A city name or IATA code.' })
  location!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  checkIn!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  checkOut!: string;

  @Field(() => Int, { defaultValue: 2, description: 'Adults.' })
  adults!: number;

  @Field(() => Int, { defaultValue: 0, description: 'Children.' })
  children!: number;

  @Field(() => Int, { defaultValue: 1, description: 'Rooms, 1 to 4.' })
  rooms!: number;

  @Field(() => String, { defaultValue: 'en', description: 'Language for names, e.g. "en".' })
  language!: string;
}

@ObjectType({ description: 'Which travel data provider answers, and the marker its hand-off links carry.' })
export class TravelProviderInfo {
  @Field(() => String, { description: 'travelpayouts or sandbox.' })
  name!: string;

  @Field(() => Boolean, { description: 'True when the offline sandbox provider is in use.' })
  sandbox!: boolean;

  @Field(() => String, { description: 'The affiliate marker hand-off links carry.' })
  marker!: string;
}

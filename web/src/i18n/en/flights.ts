import { TRIP_CLASS_LABELS } from '@rules/travel.js';
import { pageNamespace } from '../page';

// the flights page and its results (web/src/modules/flights).
const strings = {
  title: 'Search flights',
  subtitle: 'Fares from Pakistan to the Gulf, Saudi Arabia and the world, in your currency.',
  searchComplete: 'Flight Search Complete',
  foundFlights: 'Found flights from {{origin}} to {{destination}}',
  searchFailed: 'Search Failed',
  searchFailedText: 'Failed to search flights. Please try again.',
  noAnswer: 'The flight search did not answer. Check your connection and search again.',
  choose: 'Choose where you are flying from and to, then search: fares appear here, cheapest first.',
  // the results
  sorts: { price: 'Cheapest', departure: 'Earliest', duration: 'Fastest' },
  sortFlights: 'Sort flights',
  nonstop: 'Nonstop',
  stops_one: '{{count}} stop',
  stops_other: '{{count}} stops',
  duration: '{{h}}h {{m}}m',
  outbound: 'Outbound',
  return: 'Return',
  sandboxFare: 'Sandbox fare',
  totalFor_one: 'Total for {{count}} traveller',
  totalFor_other: 'Total for {{count}} travellers',
  validUntil: 'Fare valid until {{time}}',
  opening: 'Opening...',
  book: 'Book',
  noFlights: 'No flights found',
  noFlightsText: 'No flights available for these dates. Try nearby dates or another airport.',
  flightCount_one: '{{count}} flight',
  flightCount_other: '{{count}} flights',
  travellerCount_one: '{{count}} traveller',
  travellerCount_other: '{{count}} travellers',
  // the rules' class labels
  classes: TRIP_CLASS_LABELS,
  sandboxFares: 'Sandbox fares',
  sandboxText: 'These offers come from our offline demo provider: real airlines and routes, generated times and prices. Book opens a real search on Aviasales.',
  sandboxSoldText: 'These fares come from our offline sandbox airline: real airlines and routes, generated times and prices. Book them here: the orders, holds and tickets are simulated.',
  // what a fare sold here includes (issue 35)
  terms: {
    refundable: 'Refundable',
    nonRefundable: 'Non-refundable',
    checkedBags_one: '{{count}} checked bag',
    checkedBags_other: '{{count}} checked bags',
    noCheckedBags: 'No checked bag',
    holdable: 'Can be held',
  },
  // booking a fare (the airline partner's site)
  authRequired: 'Authentication Required',
  logInToBook: 'Please log in to book flights',
  redirecting: 'Redirecting to Booking',
  redirectingText: 'Your booking continues on Aviasales in a new tab.',
  bookingError: 'Booking Error',
  bookingErrorText: 'Failed to initiate booking. Please try again.',
  // the airport field's suggestions
  allAirports: 'All airports',
};

export type Strings = typeof strings;
export default pageNamespace('flights', strings);

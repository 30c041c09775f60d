// What each kind of amendment (issue 37) may change and what it says when it cannot: dates, travellers, a name, the
// rooms. Shared with the web client (the amendment dialog checks a name as the server does). The framework's own
// messages (quotes, expiry, "changes nothing") are in rules/amendments.ts.

/** A traveller's name correction on the platform's own hotels and transport (a package's seller sets its own fee). */
export const PLATFORM_NAME_CHANGE_FEE_IN_PKR = '500.00';
/** The departures amendmentOptions lists at most (soonest first). */
export const MAX_DEPARTURE_OPTIONS = 20;

// Names as printed on passports: letters of any script, spaces, dots, apostrophes and hyphens (the visa form's rule).
const PERSON_NAME = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

export const KINDS_MESSAGES = {
  // dates
  packageIdRequired: 'Choose the departure to move to',
  travelDateRequired: 'Choose the new travel date',
  stayDatesRequired: 'Choose the new check-in and check-out dates',
  fixedDeparture: 'This package departs on a fixed date: choose another departure to move to',
  flexibleDate: 'This package has no fixed departure: choose a new travel date instead',
  otherDeparture: "Choose another departure of this package's seller, of the same type",
  departureLeft: 'This departure has already left: choose a later one',
  departureClosed: 'This departure is not open for booking',
  // travellers
  passengerCountRequired: 'Enter the new number of travellers',
  byRooms: 'This booking is by rooms: change its rooms to add or remove travellers',
  guestsOver: (max: number) => `The booked rooms sleep at most ${max} guests`,
  // name
  noPassengerList: 'Names can be corrected only on bookings that list their travellers (an agent’s sale)',
  travellerIndexRequired: 'Choose the traveller whose name to correct',
  travellerIndexRange: (count: number) => `Choose one of the ${count} listed traveller(s)`,
  nameRequired: 'Enter the corrected name',
  nameChars: 'A name may contain only letters, spaces, dots, apostrophes and hyphens',
  nameSame: 'This is already the traveller’s name',
  passengerNameChars: (n: number) => `Passenger ${n}: a name may contain only letters, spaces, dots, apostrophes and hyphens`,
  // rooms
  roomsRequired: 'Send the booking’s rooms as they should be after the change',
  byCount: 'This booking is by number of travellers: change its travellers instead',
  lastAdult: (room: number) => `Room ${room}: children and infants cannot stay without an adult`,
} as const;

/** True when `name` (trimmed) reads as a person's name: letters, spaces, dots, apostrophes and hyphens only. */
export function isPersonName(name: string): boolean {
  return PERSON_NAME.test(name.trim());
}

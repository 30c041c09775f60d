import * as v from 'valibot';
import { isIsoDate } from './dates.js';
import { FLIGHT_MESSAGES, HOTEL_MESSAGES, TRIP_CLASSES, TRIP_TYPES } from './travel.js';

// The landing page's search box (spec points 2 and 5): option lists, labels and the rules of its five tabs.

export const SEARCH_TABS = ['flights', 'hotels', 'packages', 'visa', 'transport'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

// '4+' is sent as 4: the pages it opens take a number.
export const PASSENGER_OPTIONS = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4+' },
] as const;

export const ROOM_COMBINATIONS = [
  { value: '1-2', rooms: 1, adults: 2, label: '1 Room, 2 Adults' },
  { value: '2-4', rooms: 2, adults: 4, label: '2 Rooms, 4 Adults' },
  { value: '3-6', rooms: 3, adults: 6, label: '3 Rooms, 6 Adults' },
] as const;

export const PACKAGE_TYPES = ['umrah', 'hajj', 'holiday', 'international', 'domestic'] as const;
export const PACKAGE_TYPE_LABELS: Record<(typeof PACKAGE_TYPES)[number], string> = {
  umrah: 'Umrah',
  hajj: 'Hajj',
  holiday: 'Holiday',
  international: 'International',
  domestic: 'Domestic',
};

export const PACKAGE_DURATIONS = [
  { value: 'any', label: 'Any duration' },
  { value: '7', label: '7 days' },
  { value: '14', label: '14 days' },
  { value: '21', label: '21 days' },
  { value: '30+', label: '30+ days' },
] as const;

export const VISA_TYPES = [
  { value: 'tourist', label: 'Tourist' },
  { value: 'business', label: 'Business' },
  { value: 'transit', label: 'Transit' },
  { value: 'student', label: 'Student' },
] as const;

export const VISA_PROCESSING = [
  { value: 'normal', label: 'Normal (7-10 days)' },
  { value: 'express', label: 'Express (3-5 days)' },
  { value: 'urgent', label: 'Urgent (24-48 hours)' },
] as const;

export const TRANSPORT_TYPES = [
  { value: 'car_rental', label: 'Car Rental' },
  { value: 'bus', label: 'Bus' },
  { value: 'train', label: 'Train' },
  { value: 'airport_transfer', label: 'Airport Transfer' },
] as const;

export const DEFAULT_VISA_ORIGIN = 'Pakistan';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

const requiredDate = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.check((d: string) => isIsoDate(d), message),
  );

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Too long')), '');

export const homeFlightSchema = v.object({
  origin: v.pipe(v.optional(v.string(FLIGHT_MESSAGES.origin), ''), v.trim(), v.minLength(3, FLIGHT_MESSAGES.origin)),
  destination: v.pipe(v.optional(v.string(FLIGHT_MESSAGES.destination), ''), v.trim(), v.minLength(3, FLIGHT_MESSAGES.destination)),
  departureDate: requiredDate(FLIGHT_MESSAGES.departureDate),
  returnDate: v.optional(v.string(), ''),
  adults: v.optional(v.picklist(values(PASSENGER_OPTIONS)), '1'),
  children: v.optional(v.string(), '0'),
  tripType: v.picklist(TRIP_TYPES),
  travelClass: v.optional(v.picklist(TRIP_CLASSES), 'Y'),
});

export const homeHotelSchema = v.object({
  location: v.pipe(v.optional(v.string(HOTEL_MESSAGES.location), ''), v.trim(), v.minLength(2, HOTEL_MESSAGES.location)),
  checkIn: requiredDate(HOTEL_MESSAGES.checkIn),
  checkOut: requiredDate(HOTEL_MESSAGES.checkOut),
  rooms: v.optional(v.picklist(values(ROOM_COMBINATIONS)), '1-2'),
});

export const packageSearchSchema = v.object({
  type: v.picklist(PACKAGE_TYPES, 'Choose a package type'),
  departureCity: optionalText,
  duration: v.optional(v.picklist(values(PACKAGE_DURATIONS)), 'any'),
  departureDate: v.optional(v.string(), ''),
});

export const visaSearchSchema = v.object({
  fromCountry: v.pipe(v.optional(v.string('Country is required'), ''), v.trim(), v.minLength(2, 'Country is required')),
  toCountry: v.pipe(
    v.optional(v.string('Destination country is required'), ''),
    v.trim(),
    v.minLength(2, 'Destination country is required'),
  ),
  visaType: v.picklist(values(VISA_TYPES), 'Choose a visa type'),
  processingType: v.picklist(values(VISA_PROCESSING), 'Choose a processing time'),
});

export const transportSearchSchema = v.object({
  type: v.picklist(values(TRANSPORT_TYPES), 'Choose a transport type'),
  fromLocation: v.pipe(v.optional(v.string('From location is required'), ''), v.trim(), v.minLength(2, 'From location is required')),
  toLocation: optionalText,
  date: requiredDate('Date is required'),
  passengers: v.optional(v.picklist(values(PASSENGER_OPTIONS)), '1'),
});

import * as v from 'valibot';
import { PACKAGE_TYPES, TRANSPORT_TYPES } from './catalogue.js';
import { isIsoDate } from './dates.js';
import { VISA_PROCESSING } from './visa.js';

// The landing page's search box (spec points 2 and 5): its tabs and the rules of its packages, visa and transport
// tabs. Its flights and hotels tabs are the /flights and /hotels search forms, checked by travel.ts.

export type SearchTab = 'flights' | 'hotels' | 'packages' | 'visa' | 'transport';

// 1, 2, 3 or '4+' passengers: 4+ is sent as 4, the pages it opens take a number
export const PASSENGER_COUNTS = ['1', '2', '3', '4'] as const;

export const PACKAGE_DURATIONS = ['any', '7', '14', '21', '30+'] as const;

// the visa types the box offers (visa.ts lists every type an offer may have)
export const SEARCH_VISA_TYPES = ['tourist', 'business', 'transit', 'student'] as const;

export const DEFAULT_VISA_ORIGIN = 'Pakistan';

const requiredDate = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.check((d: string) => isIsoDate(d), message),
  );

// a missing key counts as empty, so a cleared field still gets its own message
const requiredText = (message: string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.minLength(2, message));
const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Too long')), '');

export const packageSearchSchema = v.object({
  type: v.picklist(PACKAGE_TYPES, 'Choose a package type'),
  departureCity: optionalText,
  duration: v.optional(v.picklist(PACKAGE_DURATIONS), 'any'),
  departureDate: v.optional(v.string(), ''),
});

export const visaSearchSchema = v.object({
  fromCountry: requiredText('Country is required'),
  toCountry: requiredText('Destination country is required'),
  visaType: v.picklist(SEARCH_VISA_TYPES, 'Choose a visa type'),
  processingType: v.picklist(VISA_PROCESSING, 'Choose a processing time'),
});

export const transportSearchSchema = v.object({
  type: v.picklist(TRANSPORT_TYPES, 'Choose a transport type'),
  fromLocation: requiredText('From location is required'),
  toLocation: optionalText,
  date: requiredDate('Date is required'),
  passengers: v.optional(v.picklist(PASSENGER_COUNTS), '1'),
});

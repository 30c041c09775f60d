import { daysBetween, isIsoDate, localToday } from '@rules/dates.js';
import { pilgrimDateProblems, PilgrimSchema, pilgrimSchemaProblems } from '@rules/umrah-pilgrim.js';
import * as v from 'valibot';
import { i18n, localMessage } from '../../i18n';
import umrahNs from '../../i18n/en/umrah';

// The Umrah forms' checks (issue 36), in the reader's language: the New group dialog's itinerary and one pilgrim's
// fields. The server checks the rest (the season's limits, duplicate passports) and its message is shown.

const tr = (key: string, values?: Record<string, unknown>) => i18n.t(`rules.${key}`, { ns: umrahNs, ...values });

type Values = Record<string, unknown>;
type Errors = Record<string, string>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const wholeNights = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

export const AIRPORTS = ['JED', 'MED'] as const;
export const CITIES = ['makkah', 'madinah'] as const;

export type GroupFormValues = {
  name?: string;
  packageId?: string;
  arrivalDate?: string;
  departureDate?: string;
  arrivalAirport?: string;
  departureAirport?: string;
  makkahNights?: number;
  madinahNights?: number;
  firstCity?: string;
};

export const emptyGroupForm = (): GroupFormValues => ({
  name: '',
  packageId: '',
  arrivalAirport: 'JED',
  departureAirport: 'JED',
  firstCity: 'makkah',
  makkahNights: undefined,
  madinahNights: undefined,
});

export function validateGroup(values: GroupFormValues): Errors {
  const errors: Errors = {};
  if (!text(values.name)) errors.name = tr('required');
  for (const key of ['arrivalDate', 'departureDate'] as const) {
    if (!values[key]) errors[key] = tr('required');
    else if (!isIsoDate(values[key])) errors[key] = tr('date');
  }
  for (const key of ['makkahNights', 'madinahNights'] as const) {
    if (values[key] === undefined) errors[key] = tr('required');
    else if (!wholeNights(values[key])) errors[key] = tr('nights');
  }
  if (!errors.arrivalDate && !errors.departureDate) {
    const nights = daysBetween(values.arrivalDate!, values.departureDate!);
    if (nights <= 0) errors.departureDate = tr('departureAfterArrival');
    else if (!errors.makkahNights && !errors.madinahNights && values.makkahNights! + values.madinahNights! !== nights)
      errors.madinahNights = tr('nightsMatch', { nights });
  }
  return errors;
}

/** The checked values as the API's UmrahGroupInput. */
export function groupInput(values: GroupFormValues) {
  return {
    name: text(values.name),
    packageId: values.packageId || null,
    arrivalDate: values.arrivalDate!,
    departureDate: values.departureDate!,
    arrivalAirport: values.arrivalAirport ?? 'JED',
    departureAirport: values.departureAirport ?? 'JED',
    makkahNights: values.makkahNights!,
    madinahNights: values.madinahNights!,
    firstCity: (values.firstCity ?? 'makkah') as (typeof CITIES)[number],
  };
}

// one pilgrim: the shared rules' schema (the server's, api/src/rules/umrah-pilgrim.ts), its messages in the reader's
// language; the dates against each other and today once every field reads
export function validatePilgrim(values: Values): Errors {
  const problems = pilgrimSchemaProblems(values);
  const parsed = v.safeParse(PilgrimSchema, values);
  if (parsed.success) problems.push(...pilgrimDateProblems(parsed.output, localToday()));
  const errors: Errors = {};
  for (const { field, message } of problems) errors[field] ??= localMessage(message);
  return errors;
}

/** The checked values as the API's PilgrimInput (the schema's output: codes in capitals, blank optional fields left out). */
export function pilgrimInput(values: Values) {
  const parsed = v.parse(PilgrimSchema, values);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== null)) as Omit<typeof parsed, Optional> & Partial<Record<Optional, string>>;
}
type Optional = 'cnic' | 'family' | 'relation' | 'meningitisVaccinationDate' | 'polioVaccinationDate' | 'phone';

/** A parsed MRZ as the pilgrim form's values (the fields a passport page gives). */
export function pilgrimFromMrz(p: {
  surname: string;
  givenNames: string;
  passportNumber: string;
  nationality: string;
  dateOfBirth: string;
  gender?: string | null;
  expiryDate: string;
}): Values {
  return {
    surname: p.surname,
    givenNames: p.givenNames,
    passportNumber: p.passportNumber,
    nationality: p.nationality,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender === 'M' || p.gender === 'F' ? p.gender : undefined,
    passportExpiryDate: p.expiryDate,
  };
}

/** The MRZ box's text as its lines: the two 44-character lines of a TD3 passport, spaces and blank lines dropped. */
export function mrzLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, '').toUpperCase())
    .filter(Boolean);
}

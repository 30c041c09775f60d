import * as v from 'valibot';
import { isIsoDate } from './dates.js';
import { ISO_ALPHA3_COUNTRIES } from './iso-countries.data.js';
import { singleLine } from './text.js';

// One Umrah pilgrim's fields (issue 36), as typed by hand, read from the passport's MRZ or imported from the manifest
// spreadsheet: the same schema and the same messages everywhere (API, import, web form). The season's rules on these
// dates (passport validity, vaccinations, minors) are in umrah-season.ts; this file checks the pilgrim alone.

/** The manifest template's columns, in the issue's order (the CSV header row). */
export const PILGRIM_COLUMNS = [
  'given_names',
  'surname',
  'gender',
  'date_of_birth',
  'nationality',
  'passport_number',
  'passport_issue_date',
  'passport_expiry_date',
  'cnic',
  'family',
  'relation',
  'meningitis_vaccination_date',
  'polio_vaccination_date',
  'phone',
] as const;
export type PilgrimColumn = (typeof PILGRIM_COLUMNS)[number];

/** How each column is named in words (messages, the template's second header, the form's labels). */
export const COLUMN_LABELS: Record<PilgrimColumn, string> = {
  given_names: 'Given names',
  surname: 'Surname',
  gender: 'Gender',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  passport_number: 'Passport number',
  passport_issue_date: 'Passport issue date',
  passport_expiry_date: 'Passport expiry date',
  cnic: 'CNIC',
  family: 'Family',
  relation: 'Relation',
  meningitis_vaccination_date: 'Meningitis vaccination date',
  polio_vaccination_date: 'Polio vaccination date',
  phone: 'Phone',
};

/** The schema's field for each column (and back: PILGRIM_FIELD_COLUMNS). */
export const PILGRIM_COLUMN_FIELDS = {
  given_names: 'givenNames',
  surname: 'surname',
  gender: 'gender',
  date_of_birth: 'dateOfBirth',
  nationality: 'nationality',
  passport_number: 'passportNumber',
  passport_issue_date: 'passportIssueDate',
  passport_expiry_date: 'passportExpiryDate',
  cnic: 'cnic',
  family: 'family',
  relation: 'relation',
  meningitis_vaccination_date: 'meningitisVaccinationDate',
  polio_vaccination_date: 'polioVaccinationDate',
  phone: 'phone',
} as const satisfies Record<PilgrimColumn, string>;
export type PilgrimField = (typeof PILGRIM_COLUMN_FIELDS)[PilgrimColumn];
export const PILGRIM_FIELD_COLUMNS = Object.fromEntries(Object.entries(PILGRIM_COLUMN_FIELDS).map(([c, f]) => [f, c])) as Record<PilgrimField, PilgrimColumn>;

export const GENDERS = ['M', 'F'] as const;
export type PilgrimGenderValue = (typeof GENDERS)[number];

export const PILGRIM_LIMITS = { nameMax: 100, familyMax: 50, relationMax: 50 } as const;

export const PILGRIM_MESSAGES = {
  givenNames: 'Given names are required, as in the passport',
  givenNamesMax: `Given names must be at most ${PILGRIM_LIMITS.nameMax} characters`,
  givenNamesLetters: 'Given names must contain letters only',
  surname: 'Surname is required, as in the passport',
  surnameMax: `Surname must be at most ${PILGRIM_LIMITS.nameMax} characters`,
  surnameLetters: 'Surname must contain letters only',
  gender: 'Gender must be M or F',
  dateOfBirth: 'Date of birth must be a date (yyyy-MM-dd)',
  nationality: 'Nationality must be a three-letter ISO country code (e.g. PAK)',
  passportNumber: 'Passport number must be 6 to 9 letters or digits',
  passportIssueDate: 'Passport issue date must be a date (yyyy-MM-dd)',
  passportExpiryDate: 'Passport expiry date must be a date (yyyy-MM-dd)',
  cnic: 'CNIC must be 13 digits (e.g. 12345-1234567-1)',
  familyMax: `Family must be at most ${PILGRIM_LIMITS.familyMax} characters`,
  relationMax: `Relation must be at most ${PILGRIM_LIMITS.relationMax} characters`,
  meningitisVaccinationDate: 'Meningitis vaccination date must be a date (yyyy-MM-dd)',
  polioVaccinationDate: 'Polio vaccination date must be a date (yyyy-MM-dd)',
  phone: 'Phone must be 7 to 15 digits, optionally starting with +',
  // pilgrimDateProblems
  dateOfBirthAfterToday: 'Date of birth is after today',
  dateOfBirthTooOld: 'Date of birth is too far in the past',
  issueAfterToday: 'Passport issue date is after today',
  issueBeforeBirth: 'Passport issue date is before the date of birth',
  expiryNotAfterIssue: 'Passport expiry date must be after the issue date',
  meningitisAfterToday: 'Meningitis vaccination date is after today',
  meningitisBeforeBirth: 'Meningitis vaccination date is before the date of birth',
  polioAfterToday: 'Polio vaccination date is after today',
  polioBeforeBirth: 'Polio vaccination date is before the date of birth',
} as const;

// letters of any script (Urdu and Arabic included, with their marks), with spaces, apostrophes and hyphens between
const NAME = /^\p{L}[\p{L}\p{M} '’-]*$/u;
const PASSPORT = /^[A-Z0-9]{6,9}$/;
const CNIC = /^(\d{5})-?(\d{7})-?(\d)$/;
const PHONE = /^\+?\d{7,15}$/;

const isAlpha3 = (s: string) => /^[A-Z]{3}$/.test(s) && Object.prototype.hasOwnProperty.call(ISO_ALPHA3_COUNTRIES, s);

const required = (message: string) => v.pipe(v.nullish(v.string(message), ''), v.trim(), v.nonEmpty(message));
const date = (message: string) => v.pipe(required(message), v.check((d: string) => isIsoDate(d), message));
const name = (missing: string, max: string, letters: string) =>
  v.pipe(required(missing), v.maxLength(PILGRIM_LIMITS.nameMax, max), v.check((s: string) => NAME.test(s), letters));
/** optional text: absent, null or blank → null; else trimmed, checked and maybe rewritten */
const optional = (message: string, ok: (s: string) => boolean, rewrite: (s: string) => string = (s) => s) =>
  v.pipe(
    v.nullish(v.string(message), ''),
    v.trim(),
    v.check((s: string) => s === '' || ok(s), message),
    v.transform((s: string): string | null => (s === '' ? null : rewrite(s))),
  );
const optionalText = (label: string, max: number, message: string) =>
  v.pipe(v.nullish(v.string(message), ''), v.trim(), v.maxLength(max, message), singleLine(label), v.transform((s: string): string | null => s.replace(/\s+/g, ' ') || null));

export const PilgrimSchema = v.object({
  givenNames: name(PILGRIM_MESSAGES.givenNames, PILGRIM_MESSAGES.givenNamesMax, PILGRIM_MESSAGES.givenNamesLetters),
  surname: name(PILGRIM_MESSAGES.surname, PILGRIM_MESSAGES.surnameMax, PILGRIM_MESSAGES.surnameLetters),
  gender: v.pipe(required(PILGRIM_MESSAGES.gender), v.toUpperCase(), v.picklist(GENDERS, PILGRIM_MESSAGES.gender)),
  dateOfBirth: date(PILGRIM_MESSAGES.dateOfBirth),
  // written any way (lower case): stored upper-case, as passports print it
  nationality: v.pipe(required(PILGRIM_MESSAGES.nationality), v.toUpperCase(), v.check(isAlpha3, PILGRIM_MESSAGES.nationality)),
  passportNumber: v.pipe(
    required(PILGRIM_MESSAGES.passportNumber),
    v.maxLength(40, PILGRIM_MESSAGES.passportNumber),
    v.transform((s: string) => s.replace(/[\s-]/g, '').toUpperCase()),
    v.regex(PASSPORT, PILGRIM_MESSAGES.passportNumber),
  ),
  passportIssueDate: date(PILGRIM_MESSAGES.passportIssueDate),
  passportExpiryDate: date(PILGRIM_MESSAGES.passportExpiryDate),
  // 13 digits, with or without its dashes: stored as 12345-1234567-1
  cnic: optional(
    PILGRIM_MESSAGES.cnic,
    (s) => CNIC.test(s),
    (s) => s.replace(CNIC, '$1-$2-$3'),
  ),
  family: optionalText('Family', PILGRIM_LIMITS.familyMax, PILGRIM_MESSAGES.familyMax),
  relation: optionalText('Relation', PILGRIM_LIMITS.relationMax, PILGRIM_MESSAGES.relationMax),
  meningitisVaccinationDate: optional(PILGRIM_MESSAGES.meningitisVaccinationDate, isIsoDate),
  polioVaccinationDate: optional(PILGRIM_MESSAGES.polioVaccinationDate, isIsoDate),
  // spaces, dashes and brackets as people write them are dropped: +92 300 1234567 → +923001234567
  phone: optional(
    PILGRIM_MESSAGES.phone,
    (s) => PHONE.test(s.replace(/[\s()-]/g, '')),
    (s) => s.replace(/[\s()-]/g, ''),
  ),
});
export type PilgrimInputValues = v.InferInput<typeof PilgrimSchema>;
export type PilgrimValues = v.InferOutput<typeof PilgrimSchema>;

/** The first problem of each field that has one, as { field, message } (field: the schema's camelCase key). */
export function pilgrimSchemaProblems(input: unknown): { field: string; message: string }[] {
  const r = v.safeParse(PilgrimSchema, input);
  if (r.success) return [];
  const seen = new Set<string>();
  const out: { field: string; message: string }[] = [];
  for (const issue of r.issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/**
 * The pilgrim's dates against each other and today (yyyy-MM-dd, Pakistan), in field order: a date of birth after
 * today (or before 1900), a passport issued after today or before birth, an expiry not after issue, a vaccination
 * after today or before birth. The season's limits (validity after return, vaccination windows) are not checked here.
 */
export function pilgrimDateProblems(p: PilgrimValues, today: string): { field: string; message: string }[] {
  const m = PILGRIM_MESSAGES;
  const out: { field: string; message: string }[] = [];
  const add = (field: keyof PilgrimValues, message: string) => out.push({ field, message });
  if (p.dateOfBirth > today) add('dateOfBirth', m.dateOfBirthAfterToday);
  else if (p.dateOfBirth < '1900-01-01') add('dateOfBirth', m.dateOfBirthTooOld);
  if (p.passportIssueDate > today) add('passportIssueDate', m.issueAfterToday);
  else if (p.passportIssueDate < p.dateOfBirth) add('passportIssueDate', m.issueBeforeBirth);
  if (p.passportExpiryDate <= p.passportIssueDate) add('passportExpiryDate', m.expiryNotAfterIssue);
  const vaccinations = [
    ['meningitisVaccinationDate', p.meningitisVaccinationDate, m.meningitisAfterToday, m.meningitisBeforeBirth],
    ['polioVaccinationDate', p.polioVaccinationDate, m.polioAfterToday, m.polioBeforeBirth],
  ] as const;
  for (const [field, d, afterToday, beforeBirth] of vaccinations) {
    if (!d) continue;
    if (d > today) add(field, afterToday);
    else if (d < p.dateOfBirth) add(field, beforeBirth);
  }
  return out;
}

/** A blank pilgrim for a form (Pakistani by default). */
export const emptyPilgrim = (nationality = 'PAK'): PilgrimInputValues => ({
  givenNames: '',
  surname: '',
  gender: '',
  dateOfBirth: '',
  nationality,
  passportNumber: '',
  passportIssueDate: '',
  passportExpiryDate: '',
  cnic: '',
  family: '',
  relation: '',
  meningitisVaccinationDate: '',
  polioVaccinationDate: '',
  phone: '',
});

import * as v from 'valibot';
import { isIsoDate } from './dates.js';
import { isUuid } from './common.js';
import { multiLine, singleLine } from './text.js';

// Visa services (issue 20): offers, applications, documents and the processing status machine. Shared by the API's
// services and inputs and by the web forms, so both refuse the same input with the same message.

export const VISA_TYPES = ['tourist', 'business', 'transit', 'student', 'umrah'] as const;
export type VisaTypeValue = (typeof VISA_TYPES)[number];
export const VISA_TYPE_LABELS: Record<VisaTypeValue, string> = { tourist: 'Tourist', business: 'Business', transit: 'Transit', student: 'Student', umrah: 'Umrah' };

// the spec's processing labels; due dates count maxDays calendar days from submission
export const VISA_PROCESSING = ['normal', 'express', 'urgent'] as const;
export type VisaProcessingValue = (typeof VISA_PROCESSING)[number];
export const PROCESSING_OPTIONS: Record<VisaProcessingValue, { label: string; days: string; minDays: number; maxDays: number }> = {
  normal: { label: 'Normal 7-10 days', days: '7-10', minDays: 7, maxDays: 10 },
  express: { label: 'Express 3-5 days', days: '3-5', minDays: 3, maxDays: 5 },
  urgent: { label: 'Urgent 24-48 hours', days: '1-2', minDays: 1, maxDays: 2 },
};

export const VISA_DOCUMENT_KINDS = [
  'passport_scan',
  'photo',
  'cnic',
  'bank_statement',
  'hotel_booking',
  'flight_booking',
  'invitation_letter',
  'employment_letter',
  'admission_letter',
  'vaccination_certificate',
  'other',
] as const;
export type VisaDocumentKindValue = (typeof VISA_DOCUMENT_KINDS)[number];
export const VISA_DOCUMENT_LABELS: Record<VisaDocumentKindValue | 'visa', string> = {
  passport_scan: 'Passport scan (bio page)',
  photo: 'Passport-size photo (white background)',
  cnic: 'CNIC copy (both sides)',
  bank_statement: 'Bank statement (last 6 months)',
  hotel_booking: 'Hotel booking',
  flight_booking: 'Return flight booking',
  invitation_letter: 'Invitation letter',
  employment_letter: 'Employment or business letter',
  admission_letter: 'University admission letter',
  vaccination_certificate: 'Meningitis vaccination certificate',
  other: 'Other document',
  visa: 'Issued visa',
};

export const VISA_STATUSES = ['draft', 'submitted', 'documents_requested', 'in_process', 'approved', 'rejected'] as const;
export type VisaStatusValue = (typeof VISA_STATUSES)[number];
export const VISA_STATUS_LABELS: Record<VisaStatusValue, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  documents_requested: 'Documents requested',
  in_process: 'In process',
  approved: 'Approved',
  rejected: 'Rejected',
};

// Until online payments exist, applications are submitted unpaid; a rejection after payment owes a refund.
export const VISA_PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_due', 'refunded'] as const;

// Who may make each move: the applicant (the account that applied) or the processor (the offer's seller, or the
// super admin). Anything not listed (backwards, skipping, leaving approved or rejected) is refused with 409.
export const VISA_TRANSITIONS: Record<VisaStatusValue, Partial<Record<VisaStatusValue, 'applicant' | 'processor'>>> = {
  draft: { submitted: 'applicant' },
  submitted: { documents_requested: 'processor', in_process: 'processor' },
  documents_requested: { submitted: 'applicant' },
  in_process: { approved: 'processor', rejected: 'processor' },
  approved: {},
  rejected: {},
};

export function canMove(from: VisaStatusValue, to: VisaStatusValue): 'applicant' | 'processor' | undefined {
  return VISA_TRANSITIONS[from]?.[to];
}

export const VISA_LIMITS = {
  applicants: 10,
  documentsPerApplication: 120,
  nameMax: 100,
  passportNumberMax: 20,
  nationalityMax: 60,
  noteMax: 1000,
  travelMonthsAhead: 12,
  passportValidMonths: 6,
} as const;

export const VISA_MESSAGES = {
  offerRequired: 'Choose a visa offer',
  processing: 'Choose a processing time',
  processingUnavailable: 'This processing time is not offered for this visa',
  travelDate: 'Travel date is required',
  travelPast: 'Travel date must be after today',
  travelFar: `Travel date must be within ${VISA_LIMITS.travelMonthsAhead} months`,
  applicantsMin: 'Add at least one applicant',
  applicantsMax: `At most ${VISA_LIMITS.applicants} applicants per application`,
  fullName: 'Full name (as on passport) is required',
  fullNameChars: 'Full name may contain only letters, spaces, apostrophes, dots and hyphens',
  fullNameMax: `Full name must be at most ${VISA_LIMITS.nameMax} characters`,
  passportNumber: 'Passport number is required',
  passportFormat: 'Passport number must be 6 to 20 letters or digits',
  nationality: 'Nationality is required',
  nationalityMax: `Nationality must be at most ${VISA_LIMITS.nationalityMax} characters`,
  dateOfBirth: 'Date of birth is required',
  dateOfBirthPast: 'Date of birth must be in the past',
  passportExpiry: 'Passport expiry date is required',
  passportValidity: 'Passport must be valid for at least 6 months after travel',
  noteRequired: 'Say which documents are needed',
  reasonRequired: 'Give a reason for the rejection',
  noteMax: `Note must be at most ${VISA_LIMITS.noteMax} characters`,
  documentKind: 'Choose a document type',
  documentsMissing: (label: string, name: string) => `${label} is missing for ${name}`,
  reuploadNeeded: 'Upload the requested documents before submitting again',
  visaDocumentRequired: 'Upload the issued visa before approving',
  notADocument: 'Only PDF files or JPEG, PNG, WebP or GIF images can be uploaded',
  documentTooLarge: 'Each document must be at most 5 MB',
  tooManyDocuments: `An application can have at most ${VISA_LIMITS.documentsPerApplication} documents`,
} as const;

// Names as printed on passports: letters of any script, spaces, apostrophes, dots and hyphens.
const NAME = /^[\p{L}][\p{L}\p{M} .'-]*$/u;
const PASSPORT = /^[A-Z0-9]{6,20}$/;

const required = (message: string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message));
const date = (message: string) => v.pipe(required(message), v.check((d: string) => isIsoDate(d), message));

export const VisaApplicantSchema = v.object({
  fullName: v.pipe(
    required(VISA_MESSAGES.fullName),
    v.maxLength(VISA_LIMITS.nameMax, VISA_MESSAGES.fullNameMax),
    singleLine('Full name'),
    v.regex(NAME, VISA_MESSAGES.fullNameChars),
  ),
  // written any way (spaces, lower case): stored the way the passport prints it
  passportNumber: v.pipe(
    required(VISA_MESSAGES.passportNumber),
    v.maxLength(40, VISA_MESSAGES.passportFormat),
    v.transform((s: string) => s.replace(/[\s-]/g, '').toUpperCase()),
    v.regex(PASSPORT, VISA_MESSAGES.passportFormat),
  ),
  nationality: v.pipe(required(VISA_MESSAGES.nationality), v.maxLength(VISA_LIMITS.nationalityMax, VISA_MESSAGES.nationalityMax), singleLine('Nationality')),
  dateOfBirth: date(VISA_MESSAGES.dateOfBirth),
  passportExpiry: date(VISA_MESSAGES.passportExpiry),
});
export type VisaApplicantValues = v.InferOutput<typeof VisaApplicantSchema>;

export const VisaProcessingSchema = v.picklist(VISA_PROCESSING, VISA_MESSAGES.processing);
export const VisaTypeSchema = v.picklist(VISA_TYPES, 'Choose a visa type');

export const VisaApplicationSchema = v.object({
  offerId: v.pipe(required(VISA_MESSAGES.offerRequired), v.check((s: string) => isUuid(s), VISA_MESSAGES.offerRequired)),
  processing: VisaProcessingSchema,
  travelDate: date(VISA_MESSAGES.travelDate),
  applicants: v.pipe(
    v.array(VisaApplicantSchema, VISA_MESSAGES.applicantsMin),
    v.minLength(1, VISA_MESSAGES.applicantsMin),
    v.maxLength(VISA_LIMITS.applicants, VISA_MESSAGES.applicantsMax),
  ),
});
export type VisaApplicationValues = v.InferOutput<typeof VisaApplicationSchema>;

export const VisaNoteSchema = (message: string) =>
  v.pipe(required(message), v.maxLength(VISA_LIMITS.noteMax, VISA_MESSAGES.noteMax), multiLine('Note'));

/** The day `months` calendar months after an ISO date (31 Aug + 6 months = 28/29 Feb). */
export function addMonthsToDate(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The passport rule: valid on the day six months after travel, or later. */
export function passportValidForTravel(passportExpiry: string, travelDate: string): boolean {
  return passportExpiry >= addMonthsToDate(travelDate, VISA_LIMITS.passportValidMonths);
}

/**
 * Problems with the dates of an application, given today (Pakistan): the first one found, with the field it names,
 * or undefined. Shared by the apply form and the service.
 */
export function visaDatesProblem(values: Pick<VisaApplicationValues, 'travelDate' | 'applicants'>, today: string): { message: string; field: string } | undefined {
  if (values.travelDate <= today) return { message: VISA_MESSAGES.travelPast, field: 'travelDate' };
  if (values.travelDate > addMonthsToDate(today, VISA_LIMITS.travelMonthsAhead)) return { message: VISA_MESSAGES.travelFar, field: 'travelDate' };
  for (const [i, a] of values.applicants.entries()) {
    if (a.dateOfBirth >= today || a.dateOfBirth < '1900-01-01') return { message: VISA_MESSAGES.dateOfBirthPast, field: `applicants.${i}.dateOfBirth` };
    if (!passportValidForTravel(a.passportExpiry, values.travelDate)) return { message: VISA_MESSAGES.passportValidity, field: `applicants.${i}.passportExpiry` };
  }
  return undefined;
}

// Destinations by a stable code, with the names travellers type for them ("UAE", "Dubai", "KSA"...).
export const VISA_COUNTRIES = [
  { code: 'AE', name: 'United Arab Emirates', aliases: ['uae', 'emirates', 'dubai', 'abu dhabi', 'sharjah'] },
  { code: 'SA', name: 'Saudi Arabia', aliases: ['saudi', 'ksa', 'makkah', 'mecca', 'madinah', 'medina', 'jeddah', 'riyadh'] },
  { code: 'QA', name: 'Qatar', aliases: ['doha'] },
  { code: 'TR', name: 'Turkey', aliases: ['turkiye', 'türkiye', 'istanbul'] },
  { code: 'GB', name: 'United Kingdom', aliases: ['uk', 'britain', 'great britain', 'england', 'london'] },
  { code: 'SCHENGEN', name: 'Schengen Area', aliases: ['schengen', 'europe', 'eu', 'france', 'germany', 'italy', 'spain'] },
  { code: 'MY', name: 'Malaysia', aliases: ['kuala lumpur'] },
  { code: 'TH', name: 'Thailand', aliases: ['bangkok'] },
  { code: 'AZ', name: 'Azerbaijan', aliases: ['baku'] },
] as const;
export type VisaCountryCode = (typeof VISA_COUNTRIES)[number]['code'];

/** The destination a traveller typed, as a code; undefined when it names none of ours. */
export function visaCountryCode(input: string): VisaCountryCode | undefined {
  const key = input.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key) return undefined;
  const found = VISA_COUNTRIES.find((c) => c.code.toLowerCase() === key || c.name.toLowerCase() === key || (c.aliases as readonly string[]).includes(key));
  return found?.code;
}

export const VisaSearchSchema = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Destination must be at most 100 characters'), singleLine('Destination')), ''),
  type: v.optional(VisaTypeSchema),
});

/** The form state of an applicant in the apply form. */
export const emptyApplicant = (nationality = 'Pakistan'): VisaApplicantValues => ({
  fullName: '',
  passportNumber: '',
  nationality,
  dateOfBirth: '',
  passportExpiry: '',
});

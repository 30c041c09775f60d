import * as v from 'valibot';
import { CustomerSchema } from './agent-sales.js';
import { singleLine } from './text.js';

// An agency's brand (issue 39): the rules of its form, for the API (GraphQL and the multipart REST route) and the web.

export const BRAND_LIMITS = { tradingName: 120, phone: 20, address: 300, licenceNumber: 60 } as const;

export const BRAND_MESSAGES = {
  tradingName: 'Trading name is required',
  tradingNameLong: `Trading name must be at most ${BRAND_LIMITS.tradingName} characters`,
  // the same rule (and message) as a customer's phone on a booking
  phone: 'Phone must be a phone number (7 to 15 digits, optionally starting with +)',
  whatsapp: 'WhatsApp must be a phone number (7 to 15 digits, optionally starting with +)',
  addressLong: `Address must be at most ${BRAND_LIMITS.address} characters`,
  licenceLong: `Licence number must be at most ${BRAND_LIMITS.licenceNumber} characters`,
  text: 'The brand’s fields must be text',
  notFound: 'Your agency has no brand yet',
  logoField: 'Send the logo as the file part "logo" of a multipart/form-data body',
  multipart: 'Send the brand as multipart/form-data (fields tradingName, phone, whatsapp, address, licenceNumber; file logo)',
} as const;

// a customer's phone, as a booking checks it
const PHONE = CustomerSchema.entries.phone;

/** An optional single-line text: trimmed, '' or absent → null; bounded; no control characters. */
function optionalLine(label: string, max: number, tooLong: string) {
  return v.pipe(
    v.nullish(v.string(BRAND_MESSAGES.text)),
    v.transform((s) => (s ?? '').trim()),
    singleLine(label),
    v.maxLength(max, tooLong),
    v.transform((s) => (s === '' ? null : s)),
  );
}

/** An optional phone number: trimmed, '' or absent → null; the booking's phone rule, and at most 20 characters. */
function optionalPhone(message: string) {
  return v.pipe(
    v.nullish(v.string(BRAND_MESSAGES.text)),
    v.transform((s) => (s ?? '').trim()),
    v.check((s) => s === '' || (s.length <= BRAND_LIMITS.phone && v.is(PHONE, s)), message),
    v.transform((s) => (s === '' ? null : s)),
  );
}

export const BrandSchema = v.object({
  tradingName: v.pipe(
    v.nullish(v.string(BRAND_MESSAGES.text)),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(1, BRAND_MESSAGES.tradingName),
    singleLine('Trading name'),
    v.maxLength(BRAND_LIMITS.tradingName, BRAND_MESSAGES.tradingNameLong),
  ),
  phone: optionalPhone(BRAND_MESSAGES.phone),
  whatsapp: optionalPhone(BRAND_MESSAGES.whatsapp),
  address: optionalLine('Address', BRAND_LIMITS.address, BRAND_MESSAGES.addressLong),
  licenceNumber: optionalLine('Licence number', BRAND_LIMITS.licenceNumber, BRAND_MESSAGES.licenceLong),
});
export type BrandValues = v.InferOutput<typeof BrandSchema>;

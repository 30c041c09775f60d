import * as v from 'valibot';

// Text hygiene, shared by the API (every String argument of every GraphQL field, see graphql/validation.ts) and the
// web forms: no control characters, and no string without a length bound.

// C0 controls, DEL and C1 controls. NUL in particular cannot be stored in a PostgreSQL text column at all.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// multi-line text keeps tab, line feed and carriage return
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const SURROGATE = /[\ud800-\udfff]/;

// half of a surrogate pair is not a character: it cannot be encoded as UTF-8 (no lookbehind: older Safari lacks it)
function hasLoneSurrogate(s: string): boolean {
  if (!SURROGATE.test(s)) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = s.charCodeAt(i + 1);
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
}

/** Free-text fields written over several lines (by argument or input field name); every other String is one line. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'specialRequirements',
  'cancellationPolicy',
  'termsAndConditions',
  'note',
  'notes',
  'reason',
  'refundPolicy',
  'comment',
  'message',
]);

// The longest string any argument may carry: a backstop for arguments without a rule of their own. Each field's own
// rule is tighter (login username 64, names 100, package name 200, special requirements 1000, descriptions 5000) and,
// being inside these bounds, is the one that answers with its message.
export const TEXT_MAX = { line: 1024, multiline: 10_000 } as const;

// single-line fields that may run past a line's bound: a partner's webhook endpoint URL (issue 38, at most 2048)
const LONG_LINE_FIELDS: Readonly<Record<string, number>> = { url: 2048 };

export function textMax(field: string): number {
  return MULTILINE_FIELDS.has(field) ? TEXT_MAX.multiline : (LONG_LINE_FIELDS[field] ?? TEXT_MAX.line);
}

/** True when `s` holds a character no text field takes (tab, newline and carriage return are fine in multi-line text). */
export function hasForbiddenChars(s: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(s) || hasLoneSurrogate(s);
}

export const forbiddenCharsMessage = (label: string) => `${label} must not contain control characters`;
export const tooLongMessage = (label: string) => `${label} is too long`;

const LABELS: Readonly<Record<string, string>> = {
  checkIn: 'Check-in date',
  checkInDate: 'Check-in date',
  checkOut: 'Check-out date',
  checkOutDate: 'Check-out date',
  idempotencyKey: 'Idempotency-Key',
  id: 'Id',
  query: 'Search text',
  search: 'Search',
};

/** 'firstName' → 'First name': how a field is named in a message. */
export function fieldLabel(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A valibot action for single-line text (names, usernames, codes): no control characters at all. */
export const singleLine = (label: string) => v.check((s: string) => !hasForbiddenChars(s), forbiddenCharsMessage(label));

/** A valibot action for multi-line text (descriptions, requests): tab, newline and carriage return allowed. */
export const multiLine = (label: string) => v.check((s: string) => !hasForbiddenChars(s, true), forbiddenCharsMessage(label));

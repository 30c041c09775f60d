import { PACKAGE_MESSAGES } from '@rules/packages.js';
import { currentLanguage, i18n, localMessage } from '../../i18n';
import manageNs from '../../i18n/en/manage';

// The package rules' messages (api/src/rules/packages.ts, the spec's English) in the current language, for the package
// dialog's own checks and the image uploader: the manage namespace's rules.* keys. English stays the rule's text
// exactly; a message without a key goes to localMessage (the shared messages), else stays as it is.

const EXACT: Record<string, string> = {
  'Prices have at most 2 decimals': 'priceDecimals',
  'Price is too large': 'priceTooLarge',
  'The same image is listed twice': 'duplicateImage',
  'Status must be active, inactive or draft': 'status',
};
for (const [key, message] of Object.entries(PACKAGE_MESSAGES)) if (typeof message === 'string') EXACT[message] = key;

const FIELDS = [
  'Package name',
  'Description',
  'Duration',
  'Departure city',
  'Makkah hotel',
  'Madinah hotel',
  'Cancellation policy',
  'Terms and conditions',
  'Inclusions',
  'Exclusions',
  'Destinations',
  'Countries',
];
// the field a message names, as it names it (capitalised, or in lower case mid-sentence)
const field = (named: string) => {
  const label = FIELDS.find((f) => f.toLowerCase() === named.toLowerCase());
  return label ? i18n.t(`rules.fields.${label}`, { ns: manageNs }) : undefined;
};

const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => string | undefined]> = [
  [/^Max capacity must be at most (\d+)$/, (m) => i18n.t('rules.maxCapacityAtMost', { ns: manageNs, max: m[1] })],
  [/^Max capacity cannot be less than the (\d+) spots? already booked$/, (m) => i18n.t('rules.capacityBelowBooked', { ns: manageNs, count: Number(m[1]) })],
  [/^(.+) must be at most (\d+) characters$/, (m) => when(field(m[1]), (f) => i18n.t('rules.tooLong', { ns: manageNs, field: f, max: m[2] }))],
  [/^(.+) must not contain control characters$/, (m) => when(field(m[1]), (f) => i18n.t('rules.controlCharacters', { ns: manageNs, field: f }))],
  [/^At most (\d+) (.+)$/, (m) => when(field(m[2]), (f) => i18n.t('rules.tooManyItems', { ns: manageNs, field: f, max: m[1] }))],
  [/^Each of the (.+) must be at most (\d+) characters$/, (m) => when(field(m[1]), (f) => i18n.t('rules.itemTooLong', { ns: manageNs, field: f, max: m[2] }))],
];
const when = (f: string | undefined, render: (f: string) => string) => (f === undefined ? undefined : render(f));

/** A package rule's message (or the server's, when it is one of them) in the current language. */
export function packageMessage(english: string): string {
  if (currentLanguage() === 'en') return english;
  const key = EXACT[english];
  if (key) return i18n.t(`rules.${key}`, { ns: manageNs });
  for (const [pattern, render] of PATTERNS) {
    const m = pattern.exec(english);
    const local = m && render(m);
    if (local) return local;
  }
  return localMessage(english);
}

/** A form's errors (field → the rules' English) with each message in the current language. */
export function localErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, packageMessage(message)]));
}

import { i18n, localMessage } from '../../i18n';
import bookingNs from '../../i18n/en/booking';

// The shared rules' messages the booking and hotel forms show, in the current language: the booking namespace's
// `rules` holds each message's English exactly as the rules word it and its translation; anything else goes to
// localMessage (the server's messages), else stays as it is.

let byEnglish: Map<string, string> | undefined;

/** `english` (a rule's message) in the current language. */
export function ruleMessage(english: string): string {
  byEnglish ??= new Map(Object.entries((i18n.getResource('en', bookingNs, 'rules') ?? {}) as Record<string, string>).map(([key, text]) => [text, key]));
  const key = byEnglish.get(english);
  return key ? i18n.t(`rules.${key}`, { ns: bookingNs }) : localMessage(english);
}

/** A form's errors (nested as react-final-form reads them) with every message in the current language. */
export function localErrors<T>(errors: T): T {
  if (typeof errors === 'string') return ruleMessage(errors) as T;
  if (Array.isArray(errors)) return errors.map(localErrors) as T;
  if (errors && typeof errors === 'object') return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, localErrors(e)])) as T;
  return errors;
}

import { localMessage } from '../../i18n';

// The shared rules' messages a form shows (the spec's English, as the rules word them) in the current language: the
// Urdu of every rules message is in api/src/rules/messages-ur.ts, read through localMessage (which costs the landing
// page nothing: it lives in the always-loaded i18n module and the Urdu table in the Urdu chunk).

/** A form's errors (nested as react-final-form reads them) with every message in the current language. */
export function localErrors<T>(errors: T): T {
  if (typeof errors === 'string') return localMessage(errors) as T;
  if (Array.isArray(errors)) return errors.map(localErrors) as T;
  if (errors && typeof errors === 'object') return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, localErrors(e)])) as T;
  return errors;
}

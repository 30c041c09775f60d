import { type CurrencyCode } from '@rules/currencies.js';
import { type DecimalString, formatMoney } from '@rules/money.js';
import { DateTime, type DateTimeFormatOptions } from 'luxon';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '.';

// Formats in the chosen language (issue 21). Amounts keep the spec's formats with Western digits in every language
// (`Rs 125,000`, `$445.63`), as Pakistani businesses print them; dates take Urdu month and day names through luxon's
// locale, still with Western digits (numberingSystem latn); relative times ("3 days ago") are localised too.

const LOCALES: Record<Language, string> = { en: 'en-PK', ur: 'ur-PK' };

function dateTimeOf(value: Date | string, lang: Language): DateTime {
  const dt = typeof value === 'string' ? DateTime.fromISO(value) : DateTime.fromJSDate(value);
  return dt.setLocale(LOCALES[lang]).reconfigure({ numberingSystem: 'latn' });
}

/** A date in `lang`: a luxon format string ('d MMMM yyyy') or Intl options (DateTime.DATE_MED). */
export function formatDate(value: Date | string, lang: Language, format: string | DateTimeFormatOptions = DateTime.DATE_MED): string {
  const dt = dateTimeOf(value, lang);
  return typeof format === 'string' ? dt.toFormat(format) : dt.toLocaleString(format);
}

/** "in 3 days" / "3 دن بعد", relative to `base` (now by default). */
export function formatRelative(value: Date | string, lang: Language, base?: Date): string {
  return dateTimeOf(value, lang).toRelative(base ? { base: DateTime.fromJSDate(base) } : undefined) ?? '';
}

/** The formats of the current language, for components. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return {
    lang,
    money: (amount: DecimalString, currency: CurrencyCode) => formatMoney(amount, currency),
    date: (value: Date | string, format?: string | DateTimeFormatOptions) => formatDate(value, lang, format),
    relative: (value: Date | string, base?: Date) => formatRelative(value, lang, base),
  };
}

import { DateTime } from 'luxon';
import { useFormat } from '../../i18n/format';

/**
 * Dates in the chosen language for the dashboards: English exactly as before (luxon's default locale: 'Sep', where
 * en-PK says 'Sept'), Urdu month and day names otherwise. `none` when there is no date.
 */
export function useDates(none = '—') {
  const { lang, date } = useFormat();
  return (iso: string | null | undefined, format = 'dd MMM yyyy') => {
    if (!iso) return none;
    return lang === 'en' ? DateTime.fromISO(iso).toFormat(format) : date(iso, format);
  };
}

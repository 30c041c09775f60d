import { PACKAGE_TYPES, TRANSPORT_TYPES } from '@rules/catalogue.js';
import { PACKAGE_DURATIONS, PASSENGER_COUNTS, SEARCH_VISA_TYPES } from '@rules/home-search.js';
import { VISA_PROCESSING } from '@rules/visa.js';
import { useTranslation } from 'react-i18next';

// The option lists of the landing page's packages, visa and transport tabs: the rules' values with their labels in
// the chosen language (the English ones are the rules' own: i18n/en/home.ts `options`).

export const PASSENGER_OPTIONS = PASSENGER_COUNTS.map((n) => ({ value: n, label: n === '4' ? '4+' : n }));

export function useSearchOptions() {
  const { t } = useTranslation('home');
  const duration = (d: (typeof PACKAGE_DURATIONS)[number]) =>
    d === 'any' ? t('form.anyDuration') : d.endsWith('+') ? t('form.daysOrMore', { count: parseInt(d, 10) }) : t('form.days', { count: Number(d) });
  return {
    packageTypes: PACKAGE_TYPES.map((v) => ({ value: v, label: t(`options.packageType.${v}`) })),
    durations: PACKAGE_DURATIONS.map((d) => ({ value: d, label: duration(d) })),
    visaTypes: SEARCH_VISA_TYPES.map((v) => ({ value: v, label: t(`options.visaType.${v}`) })),
    // spec point 2: Normal 7-10 days, Express 3-5 days, Urgent 24-48 hours
    processing: VISA_PROCESSING.map((p) => ({ value: p, label: t(`options.processing.${p}`) })),
    transportTypes: TRANSPORT_TYPES.map((v) => ({ value: v, label: t(`options.transportType.${v}`) })),
  };
}

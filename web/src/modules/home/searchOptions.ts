import { PACKAGE_TYPE_LABELS, PACKAGE_TYPES, TRANSPORT_TYPE_LABELS, TRANSPORT_TYPES } from '@rules/catalogue.js';
import { PACKAGE_DURATIONS, PASSENGER_COUNTS, SEARCH_VISA_TYPES } from '@rules/home-search.js';
import { PROCESSING_OPTIONS, VISA_PROCESSING, VISA_TYPE_LABELS } from '@rules/visa.js';

// The option lists of the landing page's packages, visa and transport tabs: the rules' values with their labels.

export const PASSENGER_OPTIONS = PASSENGER_COUNTS.map((n) => ({ value: n, label: n === '4' ? '4+' : n }));

export const PACKAGE_TYPE_OPTIONS = PACKAGE_TYPES.map((t) => ({ value: t, label: PACKAGE_TYPE_LABELS[t] }));

const DURATION_LABELS: Record<(typeof PACKAGE_DURATIONS)[number], string> = {
  any: 'Any duration',
  '7': '7 days',
  '14': '14 days',
  '21': '21 days',
  '30+': '30+ days',
};
export const PACKAGE_DURATION_OPTIONS = PACKAGE_DURATIONS.map((d) => ({ value: d, label: DURATION_LABELS[d] }));

export const VISA_TYPE_OPTIONS = SEARCH_VISA_TYPES.map((t) => ({ value: t, label: VISA_TYPE_LABELS[t] }));

// spec point 2: Normal 7-10 days, Express 3-5 days, Urgent 24-48 hours
export const VISA_PROCESSING_OPTIONS = VISA_PROCESSING.map((p) => ({ value: p, label: PROCESSING_OPTIONS[p].label }));

export const TRANSPORT_OPTIONS = TRANSPORT_TYPES.map((t) => ({ value: t, label: TRANSPORT_TYPE_LABELS[t] }));

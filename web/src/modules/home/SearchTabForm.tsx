import { PACKAGE_DEFAULT_DEPARTURE_DAYS } from '@rules/bookings.js';
import { addDays, localToday } from '@rules/dates.js';
import { DEFAULT_VISA_ORIGIN, type SearchTab } from '@rules/home-search.js';
import type { ReactNode } from 'react';
import { defaultFlightForm, type FlightFormState, paramsFromForm } from '../flights/flightParams';
import { FlightSearchForm } from '../flights/FlightSearchForm';
import { hotelValuesFrom, type HotelSearchValues, withHotelSearch } from '../hotels/hotelParams';
import { HotelSearchForm } from '../hotels/HotelSearchForm';
import type { TabFormProps, TabValues } from './HomeTabForm';
import { PackagesTab } from './PackagesTab';
import { TransportTab } from './TransportTab';
import { VisaTab } from './VisaTab';

// The form of the landing page's active search tab, in its own chunk with react-final-form, the rules' schemas and
// the flight and hotel forms (SearchBox.tsx loads it): the flights and hotels tabs are the /flights and /hotels
// search forms; packages and transport open their page with the form values as query parameters.

function defaults(today: string): Record<'packages' | 'visa' | 'transport', TabValues> {
  return {
    packages: { type: 'umrah', departureCity: '', duration: 'any', departureDate: addDays(today, PACKAGE_DEFAULT_DEPARTURE_DAYS) },
    visa: { fromCountry: DEFAULT_VISA_ORIGIN, toCountry: '', visaType: 'tourist', processingType: 'normal' },
    transport: { type: 'car_rental', fromLocation: '', toLocation: '', date: addDays(today, 1), passengers: '1' },
  };
}

const TAB_FORMS: Record<'packages' | 'visa' | 'transport', (props: TabFormProps) => ReactNode> = { packages: PackagesTab, visa: VisaTab, transport: TransportTab };

// the query string the packages and transport pages read, named as the spec's form fields (empty ones left out)
const QUERY_FIELDS = {
  packages: ['type', 'departureCity', 'duration', 'departureDate'],
  transport: ['type', 'fromLocation', 'toLocation', 'date', 'passengers'],
} as const;

function queryOf(tab: keyof typeof QUERY_FIELDS, values: TabValues): string {
  const q = new URLSearchParams();
  for (const key of QUERY_FIELDS[tab]) if (values[key]?.trim()) q.set(key, values[key].trim());
  return q.toString();
}

export type SearchTabFormProps = {
  tab: SearchTab;
  /** a shortcut's values for this tab */
  prefilled: Record<string, string>;
  busy: boolean;
  go: (path: string) => void;
  askVisa: (values: TabValues) => void;
};

export default function SearchTabForm({ tab, prefilled, busy, go, askVisa }: SearchTabFormProps) {
  const today = localToday();
  if (tab === 'flights') {
    const initial = { ...defaultFlightForm(today), ...prefilled } as FlightFormState;
    return <FlightSearchForm variant="home" initial={initial} searching={busy} onSearch={(v) => go(`/flights?${paramsFromForm(v).toString()}`)} />;
  }
  if (tab === 'hotels') {
    const initial = { ...hotelValuesFrom(new URLSearchParams(), today), ...prefilled } as HotelSearchValues;
    return <HotelSearchForm variant="home" initial={initial} searching={busy} onSearch={(v) => go(`/hotels?${withHotelSearch(v).toString()}`)} />;
  }
  const TabForm = TAB_FORMS[tab];
  const onSubmit = tab === 'visa' ? askVisa : (v: TabValues) => go(`/${tab}?${queryOf(tab, v)}`);
  return <TabForm initial={{ ...defaults(today)[tab], ...prefilled }} busy={busy} onSubmit={onSubmit} today={today} />;
}

import { Box, Grid } from '@chakra-ui/react';
import { CHECK_IN_FUTURE, CheckInSchema, CheckOutSchema, CitySchema, GuestsSchema, HOTEL_MAX_GUESTS, HOTEL_MAX_ROOMS, RoomsSchema, stayDatesProblem } from '@rules/catalogue.js';
import { addDays, localToday } from '@rules/dates.js';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import hotelsNs from '../../i18n/en/hotels';
import { validateWith } from '../../ui/form';
import { countOptions, SearchButton, SelectField, TextField } from '../../ui/formFields';
import { countParam } from '../../lib/params';
import { localErrors } from '../bookings/ruleMessages';

// The local-inventory hotel search form (spec points 2 and 5): city, dates, rooms 1-5, guests 1-6, checked by the
// catalogue's rules; on submit, check-in in the future and check-out after it ('Invalid Date').

export type HotelCriteria = { city: string; checkInDate: string; checkOutDate: string; rooms: number; guests: number };
export type LocalHotelValues = { city: string; checkIn: string; checkOut: string; rooms: number; guests: number };

const POPULAR_CITIES = ['Makkah', 'Madinah', 'Jeddah', 'Dubai', 'Istanbul', 'Lahore', 'Islamabad', 'Karachi', 'Murree', 'Hunza', 'Skardu', 'Swat'];

const validate = validateWith(v.object({ city: CitySchema, checkIn: CheckInSchema, checkOut: CheckOutSchema, rooms: RoomsSchema, guests: GuestsSchema }));

/** The form's start values from the landing page's query string (?location=&checkIn=&checkOut=&rooms=&adults=&children=). */
export function localValuesFrom(params: URLSearchParams): LocalHotelValues {
  const today = localToday();
  const party = countParam(params.get('adults'), { min: 0, max: 99 }, 2) + countParam(params.get('children'), { min: 0, max: 99 }, 0);
  return {
    city: params.get('location') ?? params.get('city') ?? '',
    // as given, so a date that breaks the rules shows its message
    checkIn: params.get('checkIn') ?? addDays(today, 1),
    checkOut: params.get('checkOut') ?? addDays(today, 8),
    rooms: countParam(params.get('rooms'), { min: 1, max: HOTEL_MAX_ROOMS }, 1),
    guests: Math.min(HOTEL_MAX_GUESTS, Math.max(1, party)),
  };
}

/** Valid criteria, or the first broken rule (a field's, then the dates' on submit) for these values. */
export function criteriaFrom(values: LocalHotelValues, today = localToday()): { criteria?: HotelCriteria; field?: keyof LocalHotelValues; message?: string } {
  const [field, message] = Object.entries(validate(values))[0] ?? [];
  if (field) return { field: field as keyof LocalHotelValues, message };
  const problem = stayDatesProblem(values.checkIn, values.checkOut, today);
  if (problem) return { field: problem === CHECK_IN_FUTURE ? 'checkIn' : 'checkOut', message: problem };
  return { criteria: { city: values.city.trim(), checkInDate: values.checkIn, checkOutDate: values.checkOut, rooms: values.rooms, guests: values.guests } };
}

/** The form; `onSubmit` answers a field's message when the criteria are refused. */
export function LocalHotelSearchForm({ initialValues, onSubmit }: { initialValues: LocalHotelValues; onSubmit: (values: LocalHotelValues) => Record<string, string> | undefined }) {
  const today = localToday();
  const { t } = useTranslation(hotelsNs);
  return (
    <Form<LocalHotelValues> onSubmit={onSubmit} initialValues={initialValues} validate={(values) => localErrors(validate(values))} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate data-testid="local-hotel-form">
          <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: '2fr 1fr 1fr 0.8fr 0.8fr auto' }} gap="4" alignItems="start">
            <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
              <TextField name="city" label={t('city')} placeholder={t('cityPlaceholder')} list="local-hotel-cities" autoComplete="off">
                <datalist id="local-hotel-cities">
                  {POPULAR_CITIES.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </TextField>
            </Box>
            <TextField name="checkIn" label={t('checkIn')} type="date" min={today} />
            <TextField name="checkOut" label={t('checkOut')} type="date" min={today} />
            <SelectField name="rooms" label={t('rooms')} options={countOptions(1, HOTEL_MAX_ROOMS)} numeric />
            <SelectField name="guests" label={t('guests')} options={countOptions(1, HOTEL_MAX_GUESTS)} numeric />
            <Box pt={{ base: '0', lg: '6' }} gridColumn={{ base: 'span 2', lg: 'auto' }}>
              <SearchButton busy={Boolean(submitting)} w={{ base: 'full', lg: 'auto' }}>
                {t('searchHotels')}
              </SearchButton>
            </Box>
          </Grid>
        </form>
      )}
    </Form>
  );
}

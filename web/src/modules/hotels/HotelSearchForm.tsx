import { Box, Grid } from '@chakra-ui/react';
import { localToday } from '@rules/dates.js';
import { hotelFormSchema, PROVIDER_HOTEL } from '@rules/travel.js';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useField, useForm } from 'react-final-form';
import { Field } from '../../ui/field';
import { validateWith } from '../../ui/form';
import { countOptions, fieldError, SearchButton, type SearchFormProps, SelectField, TextField } from '../../ui/formFields';
import { Select } from '../../ui/select';
import { localErrors } from '../bookings/ruleMessages';
import type { HotelSearchValues } from './hotelParams';

// The hotel search form (spec points 2 and 5), one for both places it stands: the hotels screen's provider search
// ('page': adults, children and rooms up to 4) and the landing page's hotels tab ('home': the spec's three room
// combinations). Both check the same rules and hand the same values on.

// the names the tests and the end-to-end suite find each variant's controls by
const IDS = {
  page: { location: 'hotel-location', checkIn: 'hotel-checkin', checkOut: 'hotel-checkout', submit: 'hotel-search-submit' },
  home: { location: 'home-location', checkIn: 'home-checkIn', checkOut: 'home-checkOut', submit: 'home-submit' },
};

// spec point 2: the landing page's rooms & guests choices
export const ROOM_COMBINATIONS = [
  { value: '1-2', rooms: 1, adults: 2 },
  { value: '2-4', rooms: 2, adults: 4 },
  { value: '3-6', rooms: 3, adults: 6 },
] as const;

/** One select for rooms and adults together (children none). */
function RoomCombinationField() {
  const form = useForm<HotelSearchValues>();
  const rooms = useField<number>('rooms');
  const adults = useField<number>('adults');
  const chosen = ROOM_COMBINATIONS.find((c) => c.rooms === rooms.input.value && c.adults === adults.input.value) ?? ROOM_COMBINATIONS[0];
  const { t } = useTranslation('search');
  // '1 Room, 2 Adults': each count with its language's plural
  const options = ROOM_COMBINATIONS.map((c) => ({
    value: c.value,
    label: t('roomsAndAdults', { rooms: t('roomCount', { count: c.rooms }), adults: t('adultCount', { count: c.adults }) }),
  }));
  return (
    <Field label={t('roomsGuests')} errorText={fieldError(adults.meta)}>
      <Select
        value={chosen.value}
        options={options}
        testId="home-rooms"
        onChange={(e) => {
          const next = ROOM_COMBINATIONS.find((c) => c.value === e.target.value) ?? ROOM_COMBINATIONS[0];
          form.batch(() => {
            form.change('rooms', next.rooms);
            form.change('adults', next.adults);
            form.change('children', 0);
          });
        }}
      />
    </Field>
  );
}

export function HotelSearchForm({ initial, searching, onSearch, variant = 'page' }: SearchFormProps<HotelSearchValues>) {
  const today = localToday();
  const ids = IDS[variant];
  const home = variant === 'home';
  const { t } = useTranslation('search');
  return (
    <Form<HotelSearchValues>
      initialValues={initial}
      onSubmit={onSearch}
      validate={(values) => localErrors(validateWith(() => hotelFormSchema(today))(values))}
      render={({ handleSubmit, values }) => (
        <Box asChild>
          <form onSubmit={handleSubmit} noValidate aria-label={home ? t('searchHotelsForm') : t('searchHotelDeals')} data-testid={home ? undefined : 'hotel-search-form'}>
            <Grid
              templateColumns={
                home
                  ? { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)', lg: 'minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.2fr) auto' }
                  : {
                      base: 'minmax(0, 1fr) minmax(0, 1fr)',
                      lg: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 0.8fr) minmax(0, 0.8fr) auto',
                    }
              }
              gap="3"
              alignItems="end"
            >
              <Box gridColumn={home ? { md: '1 / -1', lg: 'auto' } : { base: '1 / -1', lg: 'auto' }}>
                <TextField name="location" label={t('location')} placeholder={t('locationPlaceholder')} icon={<MapPin size={16} />} testId={ids.location} />
              </Box>
              <TextField name="checkIn" label={t('checkIn')} type="date" min={today} testId={ids.checkIn} />
              <TextField name="checkOut" label={t('checkOut')} type="date" min={values.checkIn || today} testId={ids.checkOut} />
              {home ? (
                <RoomCombinationField />
              ) : (
                <>
                  <SelectField name="adults" label={t('adults')} options={countOptions(PROVIDER_HOTEL.adults.min, PROVIDER_HOTEL.adults.max)} numeric testId="hotel-adults" />
                  <SelectField
                    name="children"
                    label={t('children')}
                    options={countOptions(PROVIDER_HOTEL.children.min, PROVIDER_HOTEL.children.max)}
                    numeric
                    testId="hotel-children"
                  />
                  <SelectField name="rooms" label={t('rooms')} options={countOptions(PROVIDER_HOTEL.rooms.min, PROVIDER_HOTEL.rooms.max)} numeric testId="hotel-rooms" />
                </>
              )}
              <SearchButton busy={searching} busyText={t('searching')} wide={home} gridColumn={home ? undefined : { base: '1 / -1', lg: 'auto' }} data-testid={ids.submit}>
                {home ? t('searchHotelsHome') : t('searchHotels')}
              </SearchButton>
            </Grid>
          </form>
        </Box>
      )}
    />
  );
}

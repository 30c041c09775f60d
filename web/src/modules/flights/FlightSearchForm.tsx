import { Box, Button, Grid, HStack, IconButton } from '@chakra-ui/react';
import { localToday } from '@rules/dates.js';
import { FLIGHT_PARTY, flightFormSchema, TRIP_CLASSES, type TripType } from '@rules/travel.js';
import { ArrowLeftRight, PlaneLanding, PlaneTakeoff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useField } from 'react-final-form';
import { Field } from '../../ui/field';
import { validateWith } from '../../ui/form';
import { countOptions, fieldError, SearchButton, type SearchFormProps, SelectField, TextField } from '../../ui/formFields';
import { Select } from '../../ui/select';
import { localErrors } from '../bookings/ruleMessages';
import { AirportInput } from './AirportInput';
import type { FlightFormState } from './flightParams';

// The flight search form (spec points 2, 5 and 9), one for both places it stands: /flights ('page': the full party,
// a swap button) and the landing page's flights tab ('home': passengers 1 to 4+, a larger button). Both check the
// same rules and hand the same values on.

// the names the tests and the end-to-end suite find each variant's controls by
const IDS = {
  page: { origin: 'origin', destination: 'destination', departureDate: 'flight-departure', returnDate: 'flight-return', tripClass: 'flight-class', submit: 'flight-search-submit' },
  home: { origin: 'home-origin', destination: 'home-destination', departureDate: 'home-departureDate', returnDate: 'home-returnDate', tripClass: 'home-travelClass', submit: 'home-submit' },
};

// spec point 2: the landing page offers 1, 2, 3 or '4+' passengers (4+ searches for 4)
const HOME_PASSENGERS = [1, 2, 3, 4].map((n) => ({ value: n, label: n === 4 ? '4+' : String(n) }));
// the rules' class labels (TRIP_CLASS_LABELS) in the chosen language: classes.<code> in the search catalogue
function useClassOptions() {
  const { t } = useTranslation('search');
  return TRIP_CLASSES.map((c) => ({ value: c, label: t(`classes.${c}`) }));
}
const TRIP_TYPES: TripType[] = ['roundtrip', 'oneway'];

function AirportField({ name, label, inputName, placeholder, icon }: { name: 'origin' | 'destination'; label: string; inputName: string; placeholder: string; icon: ReactNode }) {
  const { input, meta } = useField<string>(name);
  return (
    <Field label={label} errorText={fieldError(meta)}>
      <AirportInput name={inputName} placeholder={placeholder} value={input.value} onChange={input.onChange} onBlur={input.onBlur} icon={icon} />
    </Field>
  );
}

function TripTypeToggle({ compact }: { compact: boolean }) {
  const { input } = useField<TripType>('tripType');
  const { t } = useTranslation('search');
  return (
    <HStack role="radiogroup" aria-label={t('tripType')} gap="1" {...(compact ? {} : { bg: 'bg.muted', p: '1', rounded: 'full' })}>
      {TRIP_TYPES.map((value) => (
        <Button
          key={value}
          type="button"
          role="radio"
          aria-checked={input.value === value}
          size={compact ? 'xs' : 'sm'}
          rounded="full"
          variant={input.value === value ? (compact ? 'subtle' : 'solid') : 'ghost'}
          colorPalette="brand"
          onClick={() => input.onChange(value)}
          data-testid={compact ? undefined : `trip-${value}`}
        >
          {t(value)}
        </Button>
      ))}
    </HStack>
  );
}

export function FlightSearchForm({ initial, searching, onSearch, variant = 'page' }: SearchFormProps<FlightFormState>) {
  const today = localToday();
  const ids = IDS[variant];
  const home = variant === 'home';
  const { t } = useTranslation('search');
  const classOptions = useClassOptions();
  return (
    <Form<FlightFormState>
      initialValues={initial}
      onSubmit={onSearch}
      validate={(values) => localErrors(validateWith(() => flightFormSchema(today))(values))}
      render={({ handleSubmit, values, form }) => {
        const airports = (
          <>
            <AirportField name="origin" label={t('from')} inputName={ids.origin} placeholder={t('fromPlaceholder')} icon={<PlaneTakeoff size={16} />} />
            {!home && (
              <IconButton
                aria-label={t('swap')}
                variant="outline"
                rounded="full"
                mt={{ base: '0', md: '7' }}
                justifySelf="center"
                size="sm"
                onClick={() =>
                  form.batch(() => {
                    form.change('origin', values.destination);
                    form.change('destination', values.origin);
                  })
                }
              >
                <ArrowLeftRight size={16} />
              </IconButton>
            )}
            <AirportField name="destination" label={t('to')} inputName={ids.destination} placeholder={t('toPlaceholder')} icon={<PlaneLanding size={16} />} />
          </>
        );
        const dates = (
          <>
            <TextField name="departureDate" label={t('departure')} type="date" min={today} testId={ids.departureDate} />
            {values.tripType === 'roundtrip' ? (
              <TextField name="returnDate" label={t('return')} type="date" min={values.departureDate || today} testId={ids.returnDate} />
            ) : (
              <Box display={home ? { base: 'none', lg: 'block' } : { base: 'none', md: 'block' }} />
            )}
          </>
        );
        const submit = (
          <SearchButton busy={searching} busyText={t('searching')} wide={home} gridColumn={home ? undefined : { base: '1 / -1', md: 'auto' }} data-testid={ids.submit}>
            {home ? t('searchFlightsHome') : t('searchFlights')}
          </SearchButton>
        );
        return (
          <Box asChild>
            <form onSubmit={handleSubmit} noValidate aria-label={t('searchFlights')} data-testid={home ? undefined : 'flight-search-form'}>
              {home ? (
                <>
                  <HStack mb="4">
                    <TripTypeToggle compact />
                  </HStack>
                  <Grid
                    templateColumns={{
                      base: 'minmax(0, 1fr)',
                      md: 'minmax(0, 1fr) minmax(0, 1fr)',
                      lg: 'minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr)',
                    }}
                    gap="3"
                  >
                    {airports}
                    {dates}
                  </Grid>
                  <Grid templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' }} gap="3" mt="3" alignItems="end">
                    <SelectField name="adults" label={t('passengers')} options={HOME_PASSENGERS} numeric testId="home-adults" />
                    <SelectField name="tripClass" label={t('class')} options={classOptions} testId={ids.tripClass} />
                    <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>{submit}</Box>
                  </Grid>
                </>
              ) : (
                <>
                  <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
                    <TripTypeToggle compact={false} />
                    <ClassSelect testId={ids.tripClass} />
                  </HStack>
                  <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto minmax(0, 1fr)' }} gap={{ base: '3', md: '2' }} alignItems="start">
                    {airports}
                  </Grid>
                  <Grid templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(5, minmax(0, 1fr)) auto' }} gap="3" mt="3" alignItems="end">
                    {dates}
                    <SelectField name="adults" label={t('adults')} options={countOptions(FLIGHT_PARTY.adults.min, FLIGHT_PARTY.adults.max)} numeric testId="flight-adults" />
                    <SelectField
                      name="children"
                      label={t('childrenAges')}
                      options={countOptions(FLIGHT_PARTY.children.min, FLIGHT_PARTY.children.max)}
                      numeric
                      testId="flight-children"
                    />
                    <SelectField name="infants" label={t('infants')} options={countOptions(FLIGHT_PARTY.infants.min, FLIGHT_PARTY.infants.max)} numeric testId="flight-infants" />
                    {submit}
                  </Grid>
                </>
              )}
            </form>
          </Box>
        );
      }}
    />
  );
}

// /flights: the class sits beside the trip type, named for screen readers only
function ClassSelect({ testId }: { testId: string }) {
  const { input } = useField<string>('tripClass');
  const { t } = useTranslation('search');
  const classOptions = useClassOptions();
  return <Select name={input.name} value={input.value} onChange={input.onChange} options={classOptions} label={t('class')} size="sm" width="auto" testId={testId} />;
}

import { Box, Button, Grid, HStack, IconButton, Input, NativeSelect } from '@chakra-ui/react';
import { localToday } from '@rules/dates.js';
import { FLIGHT_PARTY, flightFormSchema, TRIP_CLASS_LABELS, TRIP_CLASSES } from '@rules/travel.js';
import { ArrowLeftRight, PlaneLanding, PlaneTakeoff, Search } from 'lucide-react';
import { Form, Field as FormField } from 'react-final-form';
import { Field } from '../../ui/field';
import { validateWith } from '../../ui/validate';
import { AirportInput } from './AirportInput';
import type { FlightFormState } from './flightParams';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

const showError = (meta: { touched?: boolean; submitFailed?: boolean; error?: string }) =>
  meta.touched || meta.submitFailed ? meta.error : undefined;

function CountSelect({ name, label, min, max }: { name: 'adults' | 'children' | 'infants'; label: string; min: number; max: number }) {
  return (
    <FormField<number> name={name} parse={(v) => Number(v)}>
      {({ input, meta }) => (
        <Field label={label} errorText={showError(meta)}>
          <NativeSelect.Root>
            <NativeSelect.Field name={input.name} value={String(input.value)} onChange={input.onChange} data-testid={`flight-${name}`}>
              {range(min, max).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
      )}
    </FormField>
  );
}

type Props = { initial: FlightFormState; searching: boolean; onSearch: (values: FlightFormState) => void };

/** The provider flight search form on /flights (spec points 2, 5 and 9). */
export function FlightSearchForm({ initial, searching, onSearch }: Props) {
  const today = localToday();
  return (
    <Form<FlightFormState>
      initialValues={initial}
      onSubmit={(values) => onSearch(values)}
      validate={validateWith(() => flightFormSchema(today)) as (v: FlightFormState) => Record<string, string>}
      render={({ handleSubmit, values, form }) => (
        <Box asChild>
          <form onSubmit={handleSubmit} noValidate aria-label="Search flights" data-testid="flight-search-form">
            <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
              <HStack role="radiogroup" aria-label="Trip type" bg="bg.muted" p="1" rounded="full" gap="1">
                {(
                  [
                    ['roundtrip', 'Round trip'],
                    ['oneway', 'One way'],
                  ] as const
                ).map(([value, label]) => (
                  <Button
                    key={value}
                    type="button"
                    role="radio"
                    aria-checked={values.tripType === value}
                    size="sm"
                    rounded="full"
                    variant={values.tripType === value ? 'solid' : 'ghost'}
                    colorPalette="brand"
                    onClick={() => form.change('tripType', value)}
                    data-testid={`trip-${value}`}
                  >
                    {label}
                  </Button>
                ))}
              </HStack>
              <FormField name="tripClass">
                {({ input }) => (
                  <NativeSelect.Root size="sm" width="auto">
                    <NativeSelect.Field aria-label="Class" {...input} data-testid="flight-class">
                      {TRIP_CLASSES.map((c) => (
                        <option key={c} value={c}>
                          {TRIP_CLASS_LABELS[c]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
            </HStack>

            <Grid
              templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto minmax(0, 1fr)' }}
              gap={{ base: '3', md: '2' }}
              alignItems="start"
            >
              <FormField<string> name="origin">
                {({ input, meta }) => (
                  <Field label="From" errorText={showError(meta)}>
                    <AirportInput
                      name="origin"
                      placeholder="City or airport, e.g. Karachi"
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      icon={<PlaneTakeoff size={16} />}
                    />
                  </Field>
                )}
              </FormField>
              <IconButton
                aria-label="Swap origin and destination"
                variant="outline"
                rounded="full"
                mt={{ base: '0', md: '7' }}
                justifySelf="center"
                size="sm"
                onClick={() => {
                  form.batch(() => {
                    form.change('origin', values.destination);
                    form.change('destination', values.origin);
                  });
                }}
              >
                <ArrowLeftRight size={16} />
              </IconButton>
              <FormField<string> name="destination">
                {({ input, meta }) => (
                  <Field label="To" errorText={showError(meta)}>
                    <AirportInput
                      name="destination"
                      placeholder="City or airport, e.g. Dubai"
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      icon={<PlaneLanding size={16} />}
                    />
                  </Field>
                )}
              </FormField>
            </Grid>

            <Grid
              templateColumns={{ base: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(5, minmax(0, 1fr)) auto' }}
              gap="3"
              mt="3"
              alignItems="end"
            >
              <FormField<string> name="departureDate">
                {({ input, meta }) => (
                  <Field label="Departure" errorText={showError(meta)}>
                    <Input type="date" min={today} {...input} data-testid="flight-departure" />
                  </Field>
                )}
              </FormField>
              {values.tripType === 'roundtrip' ? (
                <FormField<string> name="returnDate">
                  {({ input, meta }) => (
                    <Field label="Return" errorText={showError(meta)}>
                      <Input type="date" min={values.departureDate || today} {...input} data-testid="flight-return" />
                    </Field>
                  )}
                </FormField>
              ) : (
                <Box display={{ base: 'none', md: 'block' }} />
              )}
              <CountSelect name="adults" label="Adults" {...FLIGHT_PARTY.adults} />
              <CountSelect name="children" label="Children (2-11)" {...FLIGHT_PARTY.children} />
              <CountSelect name="infants" label="Infants (<2)" {...FLIGHT_PARTY.infants} />
              <Button
                type="submit"
                colorPalette="brand"
                size="md"
                loading={searching}
                loadingText="Searching..."
                gridColumn={{ base: '1 / -1', md: 'auto' }}
                data-testid="flight-search-submit"
              >
                <Search size={16} /> Search flights
              </Button>
            </Grid>
          </form>
        </Box>
      )}
    />
  );
}

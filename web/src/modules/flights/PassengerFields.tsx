import { Card, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { FLIGHT_TITLES } from '@rules/flights.js';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { Field } from '../../ui/field';
import { fieldError, SelectField, TextField } from '../../ui/formFields';
import type { Trip } from './passengerForm';

// One passenger's block of the checkout form, and the contact block. Every control has its label; a problem shows
// under its field (Chakra's Field: the message is the control's description, announced with it).

const upper = (value: string) => (value ?? '').toUpperCase();

/** A two-letter country code (issuing country, nationality), typed in capitals. */
function CountryField({ name, label, testId }: { name: string; label: string; testId: string }) {
  const { input, meta } = useField<string>(name, { parse: upper });
  const { t } = useTranslation(flightOrdersNs);
  return (
    <Field label={label} helperText={t('countryHint')} errorText={fieldError(meta)} required>
      <Input {...input} value={input.value ?? ''} maxLength={2} autoComplete="off" spellCheck={false} textTransform="uppercase" data-testid={testId} />
    </Field>
  );
}

function CapitalsField({ name, label, testId, maxLength }: { name: string; label: string; testId: string; maxLength: number }) {
  const { input, meta } = useField<string>(name, { parse: upper });
  return (
    <Field label={label} errorText={fieldError(meta)} required>
      <Input {...input} value={input.value ?? ''} maxLength={maxLength} autoComplete="off" spellCheck={false} data-testid={testId} />
    </Field>
  );
}

/** The fields of passenger `index` ("Adult 1"): as in the passport. */
export function PassengerFields({ index, label, trip }: { index: number; label: string; trip: Trip }) {
  const { t } = useTranslation(flightOrdersNs);
  const headingId = useId();
  const name = (field: string) => `passengers.${index}.${field}`;
  const testId = (field: string) => `passenger-${index}-${field}`;
  // the browser's own details fit the first passenger only
  const auto = (token: string) => (index === 0 ? token : 'off');
  return (
    <Card.Root variant="outline" role="group" aria-labelledby={headingId} data-testid={`passenger-${index}`}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h3" size="sm" id={headingId}>
            {label}
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: '10rem 1fr 1fr' }} gap="4">
            <SelectField
              name={name('title')}
              label={t('fields.title')}
              required
              placeholder={t('choose')}
              options={FLIGHT_TITLES.map((value) => ({ value, label: t(`titles.${value}`) }))}
              testId={testId('title')}
            />
            <TextField name={name('givenName')} label={t('fields.givenName')} helperText={t('namesHint')} required autoComplete={auto('given-name')} testId={testId('givenName')} />
            <TextField name={name('familyName')} label={t('fields.familyName')} helperText={t('namesHint')} required autoComplete={auto('family-name')} testId={testId('familyName')} />
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '10rem 1fr 1fr' }} gap="4">
            <SelectField
              name={name('gender')}
              label={t('fields.gender')}
              required
              placeholder={t('choose')}
              options={(['m', 'f'] as const).map((value) => ({ value, label: t(`genders.${value}`) }))}
              testId={testId('gender')}
            />
            <DateField name={name('bornOn')} label={t('fields.bornOn')} max={trip.today} autoComplete={auto('bday')} testId={testId('bornOn')} />
            <CapitalsField name={name('passportNumber')} label={t('fields.passportNumber')} maxLength={20} testId={testId('passportNumber')} />
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '10rem 1fr 1fr' }} gap="4">
            <CountryField name={name('passportCountry')} label={t('fields.passportCountry')} testId={testId('passportCountry')} />
            <DateField name={name('passportExpiresOn')} label={t('fields.passportExpiresOn')} min={trip.lastTravelDate} testId={testId('passportExpiresOn')} />
            <CountryField name={name('nationality')} label={t('fields.nationality')} testId={testId('nationality')} />
          </Grid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function DateField({ name, label, testId, min, max, autoComplete = 'off' }: { name: string; label: string; testId: string; min?: string; max?: string; autoComplete?: string }) {
  const { input, meta } = useField<string>(name);
  return (
    <Field label={label} errorText={fieldError(meta)} required>
      <Input {...input} value={input.value ?? ''} type="date" min={min} max={max} autoComplete={autoComplete} data-testid={testId} />
    </Field>
  );
}

/** Where the airline and the platform write about the order. */
export function ContactFields() {
  const { t } = useTranslation(flightOrdersNs);
  const headingId = useId();
  return (
    <Card.Root variant="outline" role="group" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h3" size="sm" id={headingId}>
              {t('contact')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('contactText')}
            </Text>
          </Stack>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField name="contact.email" label={t('email')} type="email" required autoComplete="email" testId="contact-email" />
            <TextField name="contact.phone" label={t('phone')} type="tel" required helperText={t('phoneHint')} autoComplete="tel" testId="contact-phone" />
          </Grid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

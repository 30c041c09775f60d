import { skipToken, useQuery } from '@apollo/client/react';
import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { useEffect, useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import bookingNs from '../../i18n/en/booking';
import type { BookInput } from '../../gql/graphql';
import { fieldError, SwitchField, TextField } from '../../ui/formFields';
import { overrideOf, QuoteQuery, type SaleFormValues } from './agentSales';

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

function Figure({ label, amount, testId, strong }: { label: string; amount?: string; testId: string; strong?: boolean }) {
  return (
    <HStack justify="space-between">
      <Text color={strong ? undefined : 'fg.muted'} fontWeight={strong ? 'semibold' : undefined}>
        {label}
      </Text>
      <Text fontWeight={strong ? 'bold' : 'medium'} data-testid={testId}>
        {amount ? formatMoney(amount, 'PKR') : '—'}
      </Text>
    </HStack>
  );
}

/** What the agent pays, their markup and what the customer pays: the server's quotation for the form as it stands. */
function SaleFigures({ input, override }: { input: Omit<BookInput, 'currency'> | null; override: string | null }) {
  // keyed by its text: a new object each render must not restart the wait
  const key = useDebounced(JSON.stringify(input ? { input, markupInPkr: override } : null), 300);
  const variables = useMemo(() => JSON.parse(key) as { input: BookInput; markupInPkr: string | null } | null, [key]);
  const { data, error } = useQuery(QuoteQuery, variables ? { variables, fetchPolicy: 'network-only' } : skipToken);
  const quote = error ? undefined : data?.quote;
  const { t } = useTranslation(bookingNs);
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3" data-testid="sale-figures" aria-live="polite">
      <Figure label={t('netPrice')} amount={quote?.netPriceInPkr} testId="sale-net" />
      <Figure label={t('yourMarkup')} amount={quote?.markupInPkr} testId="sale-markup" />
      <Figure label={t('sellingPrice')} amount={quote?.sellingPriceInPkr} testId="sale-selling" strong />
      {error && (
        <Text fontSize="xs" color="fg.muted">
          {t('figuresLater')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Book for a customer", for travel agents inside a booking form: the lead passenger's contact, each passenger's name
 * and passport number (packages), an optional markup for this booking, and the net, markup and selling price.
 * Field names: forCustomer, customer.leadName, customer.phone, customer.email, customer.passengers[i].name /
 * .passportNumber, customer.markupInPkr (see agentSales.ts validateSale).
 */
export function CustomerSection({
  type,
  travellers,
  values,
  quoteInput,
}: {
  type: 'package' | 'hotel' | 'transport';
  travellers: number;
  values: SaleFormValues;
  quoteInput: Omit<BookInput, 'currency'> | null;
}) {
  const { meta: countMeta } = useField('customer.passengersCount', { subscription: { error: true, submitFailed: true, touched: true } });
  const { t } = useTranslation(bookingNs);
  const countError = fieldError({ ...countMeta, touched: countMeta.submitFailed });
  return (
    <Box borderWidth="1px" rounded="lg" p="3" data-testid="customer-section">
      <SwitchField
        name="forCustomer"
        label={t('forCustomer')}
        description={t('forCustomerText')}
        testId="for-customer"
      />
      {values.forCustomer && (
        <Stack gap="3" mt="3">
          <TextField name="customer.leadName" label={t('leadName')} required autoComplete="off" testId="customer-lead-name" />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
            <TextField name="customer.phone" label={t('phone')} type="tel" required placeholder="+92 300 1234567" autoComplete="off" testId="customer-phone" />
            <TextField name="customer.email" label={t('email')} type="email" required autoComplete="off" testId="customer-email" />
          </Grid>
          {type === 'package' &&
            Array.from({ length: travellers }, (_, i) => (
              <Grid key={i} templateColumns={{ base: '1fr', sm: '3fr 2fr' }} gap="3" data-testid={`passenger-${i}`}>
                <TextField name={`customer.passengers[${i}].name`} label={t('passengerName', { n: i + 1 })} required autoComplete="off" testId={`passenger-${i}-name`} />
                <TextField
                  name={`customer.passengers[${i}].passportNumber`}
                  label={t('passport')}
                  required
                  autoComplete="off"
                  placeholder="AB1234567"
                  testId={`passenger-${i}-passport`}
                />
              </Grid>
            ))}
          {countError && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {countError}
            </Text>
          )}
          <TextField
            name="customer.markupInPkr"
            label={t('markupLabel')}
            helperText={t('markupHelp', { what: t(`products.${type}`) })}
            placeholder={t('markupPlaceholder')}
            autoComplete="off"
            testId="customer-markup"
          />
          <SaleFigures input={quoteInput} override={overrideOf(values)} />
        </Stack>
      )}
    </Box>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { compare } from '@rules/money.js';
import { useCallback, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { getFragmentData } from '../../gql';
import type { AmendmentKind } from '../../gql/graphql';
import afterSaleNs from '../../i18n/en/afterSale';
import { errorMessage } from '../../ui/form';
import { SelectField } from '../../ui/formFields';
import { dropBookingFigures } from '../bookings/bookingCache';
import { amendmentInput, type Booking, type ChangeValues, datesMode, initialValues, KindFields, validateChange } from './AmendmentFields';
import { AfterSaleDialog } from './CancelDialog';
import {
  AfterSaleBookingFieldsFragment,
  AmendmentOptionsQuery,
  AmendmentQuoteFieldsFragment,
  ConfirmAmendmentMutation,
  QuoteAmendmentMutation,
} from './operations';
import { QuoteView } from './QuoteView';

const FORM_ID = 'change-booking-form';

/**
 * Change a booking through a quote: what can change (amendmentOptions), one kind's form, Get a quote (what changes,
 * the difference, fee, penalty, how long it holds), Confirm change; afterwards, Pay the difference when money is due.
 */
export function ChangeDialog({ booking, open, onClose, onDone }: { booking: Booking; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(afterSaleNs);
  const options = useQuery(AmendmentOptionsQuery, { variables: { bookingId: booking.id }, skip: !open, fetchPolicy: 'network-only' });
  const [quoteAmendment, quoting] = useMutation(QuoteAmendmentMutation);
  const [confirmAmendment, confirming] = useMutation(ConfirmAmendmentMutation, { update: (cache) => dropBookingFigures(cache) });
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [showQuote, setShowQuote] = useState(false);
  const [changed, setChanged] = useState<Booking | null>(null);
  const opts = options.data?.amendmentOptions;
  const mode = opts ? datesMode(booking, opts) : 'day';
  const quote = quoting.data ? getFragmentData(AmendmentQuoteFieldsFragment, quoting.data.quoteAmendment) : undefined;
  const onExpire = useCallback(() => setExpired(true), []);
  const initial = useMemo(() => (opts ? initialValues(booking, opts.kinds) : {}), [booking, opts]);

  const close = () => {
    setError(null);
    setShowQuote(false);
    setChanged(null);
    quoting.reset();
    onClose();
  };

  const ask = async (values: ChangeValues) => {
    setError(null);
    setExpired(false);
    try {
      await quoteAmendment({ variables: { bookingId: booking.id, input: amendmentInput(values, mode) } });
      setShowQuote(true);
    } catch (err) {
      setError(errorMessage(err, t('quoteFailed')));
    }
  };

  const confirm = async () => {
    if (!quote) return;
    setError(null);
    try {
      const { data } = await confirmAmendment({ variables: { bookingId: booking.id, quoteId: quote.id } });
      if (data) setChanged(getFragmentData(AfterSaleBookingFieldsFragment, data.confirmAmendment));
      onDone();
    } catch (err) {
      setError(errorMessage(err, t('confirmFailed')));
    }
  };

  // a dearer booking: its difference is paid like any payment (an agent's came from the wallet at once: nothing left)
  const owes = changed && quote && compare(String(quote.differenceInPkr), '0') > 0 && changed.payable && (compare(String(changed.amountDueNowInPkr), '0') > 0 || compare(String(changed.balanceDueInPkr), '0') > 0);

  const footer = changed ? (
    <>
      {owes && (
        <Button asChild colorPalette="brand" data-testid="pay-difference">
          <RouterLink to={`/checkout/${booking.id}`}>{t('payDifference')}</RouterLink>
        </Button>
      )}
      <Button variant="outline" onClick={close} data-testid="change-close">
        {t('close')}
      </Button>
    </>
  ) : showQuote && quote ? (
    <>
      <Button variant="outline" onClick={() => setShowQuote(false)} disabled={confirming.loading} data-testid="change-back">
        {t('back')}
      </Button>
      {expired || Date.parse(String(quote.expiresAt)) <= Date.now() ? (
        <Button colorPalette="brand" type="submit" form={FORM_ID} loading={quoting.loading} data-testid="change-requote">
          {t('newQuote')}
        </Button>
      ) : (
        <Button colorPalette="brand" onClick={() => void confirm()} loading={confirming.loading} loadingText={t('confirming')} data-testid="confirm-change">
          {t('confirmChange')}
        </Button>
      )}
    </>
  ) : (
    <>
      <Button variant="outline" onClick={close}>
        {t('close')}
      </Button>
      {opts && opts.kinds.length > 0 && (
        <Button colorPalette="brand" type="submit" form={FORM_ID} loading={quoting.loading} loadingText={t('quoting')} data-testid="get-quote">
          {t('getQuote')}
        </Button>
      )}
    </>
  );

  return (
    <AfterSaleDialog open={open} onClose={close} title={t('changeTitle')} testId="change-dialog" footer={footer} held={confirming.loading}>
      <Stack gap="4">
        {options.loading && (
          <Stack>
            <Text color="fg.muted">{t('loadingOptions')}</Text>
            <Skeleton height="16" />
          </Stack>
        )}
        {options.error && (
          <Text role="alert" color="red.700" data-testid="change-error">
            {errorMessage(options.error, t('nothingToChange'))}
          </Text>
        )}
        {opts && opts.kinds.length === 0 && (
          <Text data-testid="change-unavailable">{opts.reason ?? t('nothingToChange')}</Text>
        )}
        {changed ? (
          <Text role="status" fontWeight="semibold" data-testid="change-done">
            {t('changed')}
          </Text>
        ) : (
          opts &&
          opts.kinds.length > 0 && (
            <Form<ChangeValues> onSubmit={ask} initialValues={initial} validate={validateChange(t, mode)} keepDirtyOnReinitialize>
              {({ handleSubmit, values }) => (
                // kept mounted under the quote, so Ask again re-sends the same change
                <form id={FORM_ID} onSubmit={handleSubmit} noValidate hidden={showQuote}>
                  <Stack gap="4">
                    <SelectField
                      name="kind"
                      label={t('whatToChange')}
                      options={opts.kinds.map((k: AmendmentKind) => ({ value: k, label: t(`amendmentKinds.${k}`) }))}
                      testId="change-kind"
                    />
                    <KindFields kind={values.kind} mode={mode} booking={booking} options={opts} />
                  </Stack>
                </form>
              )}
            </Form>
          )
        )}
        {showQuote && quote && !changed && <QuoteView quote={{ ...quote, expiresAt: String(quote.expiresAt) }} onExpire={onExpire} />}
        {error && (
          <Text role="alert" color="red.700" data-testid="change-error">
            {error}
          </Text>
        )}
      </Stack>
    </AfterSaleDialog>
  );
}

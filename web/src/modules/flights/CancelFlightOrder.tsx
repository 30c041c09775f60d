import { useMutation } from '@apollo/client/react';
import { Dialog, Grid, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteFlightCancellationMutation } from '../../gql/graphql';
import { Ltr } from '../../i18n/bidi';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { useFormat } from '../../i18n/format';
import { ConfirmDialog } from '../../ui/confirmDialog';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { dropLists } from '../../lib/cacheLists';
import { ConfirmFlightCancellationMutation, QuoteFlightCancellationMutation as QuoteMutation } from './documents';
import { pkr } from './FareSummary';
import { firstError } from './orderErrors';
import { serverText } from './passengerForm';

// Cancelling a flight order: the airline's quote first (what comes back, what it keeps, where the refund goes, until
// when the offer holds), then Confirm cancellation. A quote that expired meanwhile is refused (CONFLICT): its message
// shows and the confirm button asks for a new quote instead.

type Quote = QuoteFlightCancellationMutation['quoteFlightCancellation'];

/** `open` asks for a quote and shows it in the dialog (`dialog`, rendered by the caller); `asking` while it comes. */
export function useCancelFlightOrder(orderId: string): { open: () => void; asking: boolean; dialog: ReactNode } {
  const { t } = useTranslation(flightOrdersNs);
  const { date } = useFormat();
  const [quoteCancellation, { loading: asking }] = useMutation(QuoteMutation);
  // the order comes back cancelled (normalised by id); its booking's row in the bookings lists is asked for again
  const [confirmCancellation, { loading: confirming }] = useMutation(ConfirmFlightCancellationMutation, { update: (cache) => dropLists(cache, 'bookings') });
  const [quote, setQuote] = useState<Quote | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const close = () => {
    setQuote(null);
    setRefused(null);
  };

  const ask = async () => {
    try {
      const { data } = await quoteCancellation({ variables: { orderId } });
      if (!data) return;
      setRefused(null);
      setQuote(data.quoteFlightCancellation);
    } catch (err) {
      const e = firstError(err);
      toast(t('cancelFailed'), e.message ? serverText(e.message) : errorMessage(err, t('cancelFailedText')), 'error');
    }
  };

  const confirm = async () => {
    if (!quote) return;
    try {
      await confirmCancellation({ variables: { orderId, quoteId: quote.id } });
      toast(t('cancelledTitle'), t('cancelledText'), 'success');
      close();
    } catch (err) {
      const e = firstError(err);
      const message = e.message ? serverText(e.message) : errorMessage(err, t('cancelFailedText'));
      // an expired (or replaced) quote: say so here, and offer to ask again
      if (e.code === 'CONFLICT') setRefused(message);
      else toast(t('cancelFailed'), message, 'error');
    }
  };

  const dialog = (
    <ConfirmDialog
      open={quote !== null}
      onClose={close}
      title={t('cancelTitle')}
      cancelLabel={t('keepOrder')}
      confirmLabel={refused ? t('askAgain') : t('confirmCancellation')}
      loading={confirming || asking}
      loadingText={refused ? undefined : t('cancelling')}
      testId="cancel-flight-dialog"
      cancelTestId="keep-order"
      confirmTestId={refused ? 'requote-cancellation' : 'confirm-cancellation'}
      holdWhileLoading
      onConfirm={refused ? ask : confirm}
    >
      {quote && (
        <Stack gap="3" data-testid="cancellation-quote">
          <Dialog.Description>{t('quoteText')}</Dialog.Description>
          <Grid as="dl" templateColumns="auto 1fr" columnGap="6" rowGap="1.5" fontSize="sm">
            <Text as="dt" color="fg.muted">
              {t('refundAmount')}
            </Text>
            <Text as="dd" fontWeight="semibold" data-testid="quote-refund">
              <Ltr>{pkr(quote.refundInPkr)}</Ltr>
            </Text>
            <Text as="dt" color="fg.muted">
              {t('penalty')}
            </Text>
            <Text as="dd" fontWeight="semibold" data-testid="quote-penalty">
              <Ltr>{pkr(quote.penaltyInPkr)}</Ltr>
            </Text>
            <Text as="dt" color="fg.muted">
              {t('refundTo')}
            </Text>
            <Text as="dd" fontWeight="semibold" data-testid="quote-refund-to">
              {t(`refundTargets.${quote.refundTo}`, { defaultValue: quote.refundTo })}
            </Text>
          </Grid>
          <Text fontSize="sm" color="fg.muted" data-testid="quote-expires">
            {t('quoteValidUntil', { time: date(quote.expiresAt, 'dd MMM, HH:mm') })}
          </Text>
          {refused && (
            <Text role="alert" color="red.700" fontSize="sm" data-testid="quote-refused">
              {refused}
            </Text>
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );

  return { open: () => void ask(), asking, dialog };
}

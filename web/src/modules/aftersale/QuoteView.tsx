import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { compare, formatMoney, subtract } from '@rules/money.js';
import { useTranslation } from 'react-i18next';
import afterSaleNs from '../../i18n/en/afterSale';
import { Ltr } from '../../i18n/bidi';
import { ChangeList } from './BookingHistory';
import { useClock, useSecondsLeft } from './Countdown';

export const pkr = (v: unknown) => formatMoney(String(v), 'PKR');
const positive = (v: unknown) => v !== null && v !== undefined && compare(String(v), '0') > 0;

/** What a quote offers, as the amendment and the cancellation quotes both carry it (the amendment's parts optional). */
export type QuoteFigures = {
  summary?: string;
  changes?: ReadonlyArray<{ field: string; before?: string | null; after?: string | null }>;
  newTotalInPkr?: string;
  differenceInPkr?: string;
  feeInPkr?: string;
  penaltyInPkr: string;
  refundInPkr: string;
  refundTo?: string | null;
  expiresAt: string;
};

/** Where a refund goes, in words ('to your wallet'). */
export function useRefundTo() {
  const { t } = useTranslation(afterSaleNs);
  return (to: string | null | undefined) => (to ? t(`refundTo.${to}`, { defaultValue: to }) : '');
}

/** The quote's countdown: 'This quote holds for 29:59', then that it has expired (a live region, told when it expires). */
export function QuoteExpiry({ expiresAt, onExpire }: { expiresAt: string; onExpire?: () => void }) {
  const { t } = useTranslation(afterSaleNs);
  const clock = useClock();
  const left = useSecondsLeft(expiresAt, onExpire);
  return (
    <Box aria-live="polite">
      {left > 0 ? (
        <Text fontSize="sm" color={left < 120 ? 'red.700' : 'fg.muted'} data-testid="quote-countdown">
          {t('quoteHolds', { clock: clock(left) })}
        </Text>
      ) : (
        <Text fontSize="sm" color="red.700" role="alert" data-testid="quote-expired">
          {t('quoteExpired')}
        </Text>
      )}
    </Box>
  );
}

/**
 * A quote: what changes (before → after), the difference to pay or to refund and where the refund goes, the fee and
 * the penalty, and how long it holds.
 */
export function QuoteView({ quote, onExpire }: { quote: QuoteFigures; onExpire?: () => void }) {
  const { t } = useTranslation(afterSaleNs);
  const refundTo = useRefundTo();
  const difference = quote.differenceInPkr;
  // an amendment: its difference says pay or refund; a cancellation: its refund
  const toPay = difference !== undefined && positive(difference);
  // a lower total than was paid comes back; below what was paid, it only lowers what is left to pay
  const toRefund = positive(quote.refundInPkr);
  const lessToPay = !toRefund && difference !== undefined && compare(difference, '0') < 0;
  const headline = toPay
    ? t('toPay', { amount: pkr(difference) })
    : toRefund
      ? t('toRefund', { amount: pkr(quote.refundInPkr), destination: refundTo(quote.refundTo) }).replace(/ {2,}/g, ' ').trim()
      : lessToPay
        ? t('lessToPay', { amount: pkr(subtract('0', String(difference))) })
        : difference !== undefined
          ? t('noDifference')
          : t('noRefund');
  return (
    <Stack gap="3" data-testid="quote">
      {quote.summary && (
        <Text fontWeight="semibold" lang="en" data-testid="quote-summary">
          {quote.summary}
        </Text>
      )}
      {quote.changes && quote.changes.length > 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="medium">
            {t('changes')}
          </Text>
          <ChangeList changes={quote.changes} testId="quote-changes" />
        </Box>
      )}
      <Text fontSize="lg" fontWeight="bold" data-testid="quote-difference" color={toPay ? 'fg' : 'green.700'}>
        {headline}
      </Text>
      <Grid as="dl" templateColumns="auto 1fr" columnGap="6" rowGap="1" fontSize="sm">
        {quote.newTotalInPkr !== undefined && (
          <>
            <Text as="dt" color="fg.muted">{t('newTotal')}</Text>
            <Text as="dd" data-testid="quote-new-total"><Ltr>{pkr(quote.newTotalInPkr)}</Ltr></Text>
          </>
        )}
        {quote.feeInPkr !== undefined && positive(quote.feeInPkr) && (
          <>
            <Text as="dt" color="fg.muted">{t('fee')}</Text>
            <Text as="dd" data-testid="quote-fee"><Ltr>{pkr(quote.feeInPkr)}</Ltr></Text>
          </>
        )}
        <Text as="dt" color="fg.muted">{t('penalty')}</Text>
        <Text as="dd" data-testid="quote-penalty"><Ltr>{pkr(quote.penaltyInPkr)}</Ltr></Text>
        <Text as="dt" color="fg.muted">{t('refund')}</Text>
        <Text as="dd" data-testid="quote-refund"><Ltr>{pkr(quote.refundInPkr)}</Ltr></Text>
      </Grid>
      <QuoteExpiry expiresAt={quote.expiresAt} onExpire={onExpire} />
    </Stack>
  );
}

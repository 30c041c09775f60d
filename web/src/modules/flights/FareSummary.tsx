import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { ArrowLeftRight, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { Ltr } from '../../i18n/bidi';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { useCurrency } from '../currency/CurrencyProvider';

// A fare's rules in words and its price: the airline's fare, the service fee, the total in PKR (the books' currency)
// and, when another currency is chosen in the top bar, about that much in it.

export type Conditions = { refundable: boolean | null; refundPenaltyInPkr: string | null; changeable: boolean | null; changePenaltyInPkr: string | null };

export const pkr = (amount: string) => formatMoney(amount, 'PKR');
const tr = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: flightOrdersNs, ...options });

/** The refund rule in words: with its penalty, free, not refundable, or not stated. */
export function refundWords(c: Conditions): string {
  if (c.refundable === null) return tr('refund.unknown');
  if (!c.refundable) return tr('refund.no');
  if (c.refundPenaltyInPkr === null) return tr('refund.yes');
  return Number(c.refundPenaltyInPkr) > 0 ? tr('refund.penalty', { amount: pkr(c.refundPenaltyInPkr) }) : tr('refund.free');
}

/** The change rule in words: with its fee, free, not allowed, or not stated. */
export function changeWords(c: Conditions): string {
  if (c.changeable === null) return tr('change.unknown');
  if (!c.changeable) return tr('change.no');
  if (c.changePenaltyInPkr === null) return tr('change.yes');
  return Number(c.changePenaltyInPkr) > 0 ? tr('change.fee', { amount: pkr(c.changePenaltyInPkr) }) : tr('change.free');
}

export function FareRules({ conditions }: { conditions: Conditions }) {
  const { t } = useTranslation(flightOrdersNs);
  return (
    <Stack gap="2" data-testid="fare-rules">
      <Text fontWeight="semibold">{t('fareRules')}</Text>
      <HStack gap="2" align="start" fontSize="sm">
        <Box color="fg.muted" pt="0.5">
          <RotateCcw size={14} aria-hidden />
        </Box>
        <Text data-testid="fare-refund">{refundWords(conditions)}</Text>
      </HStack>
      <HStack gap="2" align="start" fontSize="sm">
        <Box color="fg.muted" pt="0.5">
          <ArrowLeftRight size={14} aria-hidden />
        </Box>
        <Text data-testid="fare-change">{changeWords(conditions)}</Text>
      </HStack>
    </Stack>
  );
}

/** A PKR amount and, when the top bar's currency is another, about that much in it. */
export function Amount({ amountPkr, testId, size = 'md' }: { amountPkr: string; testId?: string; size?: 'md' | 'lg' }) {
  const { selected, format } = useCurrency();
  return (
    <Box textAlign="end">
      <Text fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'md'} color={size === 'lg' ? 'brand.800' : undefined} data-testid={testId}>
        <Ltr>{pkr(amountPkr)}</Ltr>
      </Text>
      {selected !== 'PKR' && (
        <Text fontSize="sm" color="fg.muted" data-testid={testId && `${testId}-converted`}>
          <Ltr>≈ {format(amountPkr)}</Ltr>
        </Text>
      )}
    </Box>
  );
}

/** The price's lines: the airline's fare, the service fee, the total. */
export function PriceLines({ airline, fee, total, party }: { airline: string; fee: string; total: string; party?: string }) {
  const { t } = useTranslation(flightOrdersNs);
  return (
    <Stack gap="2">
      <Grid as="dl" templateColumns="1fr auto" rowGap="1" columnGap="4" fontSize="sm">
        <Text as="dt" color="fg.muted">
          {t('airlineFare')}
        </Text>
        <Text as="dd" textAlign="end">
          <Ltr>{pkr(airline)}</Ltr>
        </Text>
        {Number(fee) > 0 && (
          <>
            <Text as="dt" color="fg.muted">
              {t('serviceFee')}
            </Text>
            <Text as="dd" textAlign="end">
              <Ltr>{pkr(fee)}</Ltr>
            </Text>
          </>
        )}
      </Grid>
      <HStack justify="space-between" align="start" borderTopWidth="1px" pt="2">
        <Box>
          <Text fontWeight="semibold">{t('total')}</Text>
          {party && (
            <Text fontSize="xs" color="fg.muted">
              {t('forParty', { party })}
            </Text>
          )}
        </Box>
        <Amount amountPkr={total} testId="flight-total" size="lg" />
      </HStack>
    </Stack>
  );
}

/** "2 adults, 1 infant" in the current language (the rules' partyLabel, translated). */
export function partyText(types: readonly string[]): string {
  return (['adult', 'child', 'infant'] as const)
    .map((type) => ({ type, count: types.filter((x) => x === type).length }))
    .filter((x) => x.count > 0)
    .map((x) => tr(`party.${x.type}`, { count: x.count }))
    .join(tr('listSeparator'));
}

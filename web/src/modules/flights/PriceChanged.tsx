import { Button, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../i18n/bidi';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { pkr } from './FareSummary';

/**
 * The airline asks another total than the one shown: both side by side and "Continue at the new price"; nothing is
 * ordered at the new price until the buyer says so. Announced as it appears (role=alert).
 */
export function PriceChanged({ previous, next, onContinue, busy }: { previous: string | null; next: string; onContinue: () => void; busy?: boolean }) {
  const { t } = useTranslation(flightOrdersNs);
  return (
    <Card.Root borderColor="orange.300" bg="orange.50" data-testid="price-changed">
      <Card.Body>
        <Stack gap="3" role="alert">
          <Heading as="h2" size="md" display="flex" alignItems="center" gap="2" color="orange.900">
            <TrendingUp size={18} aria-hidden /> {t('priceChangedTitle')}
          </Heading>
          <Grid as="dl" templateColumns="auto 1fr" columnGap="6" rowGap="1">
            {previous && (
              <>
                <Text as="dt" color="fg.muted">
                  {t('previousTotal')}
                </Text>
                <Text as="dd" textDecoration="line-through" data-testid="previous-total">
                  <Ltr>{pkr(previous)}</Ltr>
                </Text>
              </>
            )}
            <Text as="dt" color="fg.muted">
              {t('newTotal')}
            </Text>
            <Text as="dd" fontWeight="bold" data-testid="new-total">
              <Ltr>{pkr(next)}</Ltr>
            </Text>
          </Grid>
        </Stack>
        <Button mt="4" colorPalette="brand" alignSelf="flex-start" onClick={onContinue} loading={busy} data-testid="accept-new-price">
          {t('continueAtNewPrice')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Container, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PlaneTakeoff, SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import type { PriceFlightOfferMutation } from '../../gql/graphql';
import { Stored } from '../../i18n/bidi';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { errorMessage } from '../../ui/form';
import { ErrorCard } from '../catalogue/ui';
import { CheckoutForm } from './CheckoutForm';
import { PriceFlightOfferMutation as PriceOffer } from './documents';
import { FareRules, PriceLines, partyText } from './FareSummary';
import { Itinerary, RouteOf, slicesOf } from './Itinerary';
import { firstError } from './orderErrors';
import { serverText } from './passengerForm';
import { PriceChanged } from './PriceChanged';

// /flights/checkout/:offerId (issue 35): the offer priced again by the airline as the page opens; a new price is
// shown and agreed to before the form; a gone offer says so and leads back to the search. Then the itinerary, the
// fare rules and the price beside the passengers' form.

type Priced = PriceFlightOfferMutation['priceFlightOffer'];

function OfferGone({ backTo }: { backTo: string }) {
  const { t } = useTranslation(flightOrdersNs);
  return (
    <Card.Root variant="outline" data-testid="offer-expired">
      <Card.Body>
        <Stack align="center" textAlign="center" gap="3" py="8" role="alert">
          <SearchX size={36} aria-hidden />
          <Heading as="h2" size="lg">
            {t('offerGone')}
          </Heading>
          <Text color="fg.muted">{t('offerGoneText')}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={backTo}>{t('backToSearch')}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Summary({ priced, total }: { priced: Priced; total: string }) {
  const { t } = useTranslation(flightOrdersNs);
  const o = priced.offer;
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {t('price')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <Trans t={t} i18nKey="soldBy" values={{ airline: o.owner.name }} components={{ airline: <Stored /> }} />
            </Text>
          </Stack>
          <PriceLines airline={o.airlineTotalInPkr} fee={o.serviceFeeInPkr} total={total} party={partyText(o.passengerTypes)} />
          <FareRules conditions={o.conditions} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export default function FlightCheckoutPage() {
  const { offerId = '' } = useParams();
  const location = useLocation();
  // the search the buyer came from (FlightResults passes it), else a new one
  const backTo = (location.state as { from?: string } | null)?.from ?? '/flights';
  const { t } = useTranslation(flightOrdersNs);
  const [price] = useMutation(PriceOffer);
  const [priced, setPriced] = useState<Priced | null>(null);
  const [failure, setFailure] = useState<{ gone: boolean; message: string } | null>(null);
  // a new price is agreed to before the form shows
  const [agreed, setAgreed] = useState(false);
  const [total, setTotal] = useState('');
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === offerId) return;
    asked.current = offerId;
    price({ variables: { offerId } }).then(
      ({ data }) => {
        if (!data) return;
        setPriced(data.priceFlightOffer);
        setTotal(data.priceFlightOffer.offer.totalInPkr);
      },
      (err: unknown) => {
        const e = firstError(err);
        setFailure({ gone: e.code === 'OFFER_EXPIRED', message: e.message ? serverText(e.message) : errorMessage(err, t('loadFailed')) });
      },
    );
  }, [offerId, price, t]);

  const slices = useMemo(() => (priced ? slicesOf(priced.offer.slices) : []), [priced]);
  const offer = useMemo(() => (priced ? { ...priced.offer, slices } : null), [priced, slices]);

  let body;
  if (failure?.gone) body = <OfferGone backTo={backTo} />;
  else if (failure) {
    body = (
      <Stack gap="4" align="start">
        <ErrorCard message={failure.message} />
        <Button asChild variant="outline">
          <RouterLink to={backTo}>{t('backToSearch')}</RouterLink>
        </Button>
      </Stack>
    );
  } else if (!priced || !offer) {
    body = (
      <Stack gap="4" role="status" data-testid="flight-pricing">
        <Text color="fg.muted">{t('pricing')}</Text>
        <Skeleton h="40" rounded="xl" />
        <Skeleton h="64" rounded="xl" />
      </Stack>
    );
  } else {
    const mustAgree = priced.priceChanged && !agreed;
    // on a phone: the flights, the price and rules, then the form; wide: the price and rules beside them, kept in view
    const areas = mustAgree
      ? { base: '"notice" "itinerary" "summary"', lg: '"notice summary" "itinerary summary"' }
      : { base: '"itinerary" "summary" "form"', lg: '"itinerary summary" "form summary"' };
    body = (
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }} templateAreas={areas} gap="6" data-testid="flight-checkout">
        {mustAgree && (
          <Box gridArea="notice">
            <PriceChanged previous={priced.previousTotalInPkr} next={priced.offer.totalInPkr} onContinue={() => setAgreed(true)} />
          </Box>
        )}
        <Card.Root variant="outline" gridArea="itinerary">
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
                <PlaneTakeoff size={18} aria-hidden /> {t('itinerary')}
              </Heading>
              <Itinerary slices={slices} />
            </Stack>
          </Card.Body>
        </Card.Root>
        <Box gridArea="summary" alignSelf="start" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Summary priced={priced} total={total} />
        </Box>
        {!mustAgree && (
          <Box gridArea="form" minW="0">
            <CheckoutForm offer={offer} total={total} onTotal={setTotal} onGone={() => setFailure({ gone: true, message: '' })} />
          </Box>
        )}
      </Grid>
    );
  }

  return (
    <Box bg="bg.subtle" minH="full" pb="10">
      <PageHeader title={t('checkoutTitle')} subtitle={slices.length ? <RouteOf slices={slices} /> : t('checkoutSubtitle')} />
      <Container maxW="6xl" py={{ base: '6', md: '8' }}>
        {body}
      </Container>
    </Box>
  );
}

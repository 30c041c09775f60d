import { Box, Container, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { graphql } from '../../gql';
import { i18n } from '../../i18n';
import flightsNs from '../../i18n/en/flights';
import { useProviderSearch } from '../../lib/useProviderSearch';
import { toast } from '../../ui/toaster';
import { useCurrency } from '../currency/CurrencyProvider';
import { FlightResults } from './FlightResults';
import { FlightSearchForm } from './FlightSearchForm';
import { type FlightFormState, formFromParams, hasSearch, paramsFromForm } from './flightParams';

export const FlightSearchOperation = graphql(`
  query FlightSearch($input: FlightSearchInput!) {
    flightSearch(input: $input) {
      flights {
        id price currency pricePkr bookingToken expiresAt sandbox bookable holdable refundable changeable checkedBags
        segments {
          departureAt arrivalAt origin destination duration carrier carrierName flightNumber aircraft
          direction stops
        }
      }
      searchParams {
        origin destination departureDate returnDate adults children infants tripClass currency provider
        sandbox marker notice total limit offset
      }
    }
  }
`);

function inputFrom(f: FlightFormState, currency: string) {
  return {
    origin: f.origin,
    destination: f.destination,
    departureDate: f.departureDate,
    returnDate: f.tripType === 'roundtrip' ? f.returnDate : null,
    adults: f.adults,
    children: f.children,
    infants: f.infants,
    tripClass: f.tripClass,
    currency,
    limit: 50,
  };
}

export default function FlightsPage() {
  const { selected } = useCurrency();
  const { t } = useTranslation(flightsNs);
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the search
  const initial = useMemo(() => formFromParams(params), [key]);
  // The search is the query string: the landing page's search box and this form both land here. It asks in the
  // currency selected when it starts; switching currency later converts the shown prices without searching again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new query string is a new search
  const input = useMemo(() => (hasSearch(params) ? inputFrom(formFromParams(params), selected) : null), [key]);
  const search = useProviderSearch(FlightSearchOperation, input, {
    done: ({ flightSearch: { flights, searchParams } }) => {
      if (flights.length > 0)
        toast(
          i18n.t('searchComplete', { ns: flightsNs }),
          i18n.t('foundFlights', { ns: flightsNs, origin: searchParams.origin, destination: searchParams.destination }),
          'success',
        );
    },
    failed: () => toast(i18n.t('searchFailed', { ns: flightsNs }), i18n.t('searchFailedText', { ns: flightsNs }), 'error'),
  });
  const result = search.result?.flightSearch;

  function onSearch(values: FlightFormState) {
    const next = paramsFromForm(values);
    if (next.toString() === params.toString()) search.again();
    else setParams(next);
  }

  return (
    <Box bg="bg.subtle" minH="full" pb="8">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Container maxW="6xl" mt={{ base: '-6', md: '-10' }} position="relative">
        <Box bg="bg" rounded="2xl" shadow="lg" p={{ base: '4', md: '6' }} borderWidth="1px">
          <FlightSearchForm key={key} initial={initial} searching={search.searching} onSearch={onSearch} />
        </Box>
        <Box mt="8">
          {search.searching && !result && (
            <Stack gap="4" data-testid="flights-loading">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h="36" rounded="xl" />
              ))}
            </Stack>
          )}
          {search.failed && (
            <Stack align="center" py="12" gap="2" color="fg.muted" textAlign="center">
              <AlertTriangle />
              <Text>{t('noAnswer')}</Text>
            </Stack>
          )}
          {result && !search.failed && (
            <Box opacity={search.searching ? 0.5 : 1} transition="opacity 0.2s">
              <FlightResults result={result} />
            </Box>
          )}
          {!input && (
            <Text color="fg.muted" textAlign="center" py="10">
              {t('choose')}
            </Text>
          )}
        </Box>
      </Container>
    </Box>
  );
}

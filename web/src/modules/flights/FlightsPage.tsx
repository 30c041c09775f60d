import { useApolloClient } from '@apollo/client/react';
import { Box, Container, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { graphql } from '../../gql';
import { toast } from '../../ui/toaster';
import { useCurrency } from '../currency/CurrencyProvider';
import { FlightResults, type FlightSearchData } from './FlightResults';
import { FlightSearchForm } from './FlightSearchForm';
import { type FlightFormState, formFromParams, hasSearch, paramsFromForm } from './flightParams';

export const FlightSearchOperation = graphql(`
  query FlightSearch($input: FlightSearchInput!) {
    flightSearch(input: $input) {
      flights {
        id
        price
        currency
        pricePkr
        bookingToken
        expiresAt
        sandbox
        segments {
          departureAt
          arrivalAt
          origin
          destination
          duration
          carrier
          carrierName
          flightNumber
          aircraft
          direction
          stops
        }
      }
      searchParams {
        origin
        destination
        departureDate
        returnDate
        adults
        children
        infants
        tripClass
        currency
        provider
        sandbox
        marker
        notice
        total
        limit
        offset
      }
    }
  }
`);

type SearchState = { status: 'idle' | 'loading' | 'done' | 'error'; data?: FlightSearchData };

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
  const client = useApolloClient();
  const { selected } = useCurrency();
  const [params, setParams] = useSearchParams();
  const [again, setAgain] = useState(0);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the search
  const initial = useMemo(() => formFromParams(params), [key]);

  // The search runs from the query string: the landing page's search box and this form both land here.
   
  useEffect(() => {
    if (!hasSearch(params)) return;
    const form = formFromParams(params);
    let cancelled = false;
    setState((s) => ({ status: 'loading', data: s.data }));
    client
      .query({ query: FlightSearchOperation, variables: { input: inputFrom(form, selected) }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (cancelled) return;
        if (!data) throw new Error('no data');
        const result = data.flightSearch;
        setState({ status: 'done', data: result });
        if (result.flights.length > 0) {
          toast(
            'Flight Search Complete',
            `Found flights from ${result.searchParams.origin} to ${result.searchParams.destination}`,
            'success',
          );
        }
      })
      .catch(() => {
        if (cancelled) return;
        setState({ status: 'error' });
        toast('Search Failed', 'Failed to search flights. Please try again.', 'error');
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string (and a retry) is what starts a search
  }, [key, again]);

  function onSearch(values: FlightFormState) {
    const next = paramsFromForm(values);
    if (next.toString() === params.toString()) setAgain((n) => n + 1);
    else setParams(next);
  }

  return (
    <Box bg="bg.subtle" minH="full" pb="8">
      <PageHeader title="Search flights" subtitle="Fares from Pakistan to the Gulf, Saudi Arabia and the world, in your currency." />
      <Container maxW="6xl" mt={{ base: '-6', md: '-10' }} position="relative">
        <Box bg="bg" rounded="2xl" shadow="lg" p={{ base: '4', md: '6' }} borderWidth="1px">
          <FlightSearchForm key={key} initial={initial} searching={state.status === 'loading'} onSearch={onSearch} />
        </Box>
        <Box mt="8">
          {state.status === 'loading' && !state.data && (
            <Stack gap="4" data-testid="flights-loading">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h="36" rounded="xl" />
              ))}
            </Stack>
          )}
          {state.status === 'error' && (
            <Stack align="center" py="12" gap="2" color="fg.muted" textAlign="center">
              <AlertTriangle />
              <Text>The flight search did not answer. Check your connection and search again.</Text>
            </Stack>
          )}
          {state.data && (
            <Box opacity={state.status === 'loading' ? 0.5 : 1} transition="opacity 0.2s">
              <FlightResults result={state.data} />
            </Box>
          )}
          {state.status === 'idle' && (
            <Text color="fg.muted" textAlign="center" py="10">
              Choose where you are flying from and to, then search: fares appear here, cheapest first.
            </Text>
          )}
        </Box>
      </Container>
    </Box>
  );
}

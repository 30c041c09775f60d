import { useApolloClient } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { addDays, isIsoDate, localToday } from '@rules/dates.js';
import { hotelFormSchema, PROVIDER_HOTEL } from '@rules/travel.js';
import { Building2, ExternalLink, FlaskConical, MapPin, Search, SearchX, Star } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { ProviderHotelSearchQuery } from '../../gql/graphql';
import { Field } from '../../ui/field';
import { toast } from '../../ui/toaster';
import { validateWith } from '../../ui/validate';
import { useCurrency } from '../currency/CurrencyProvider';

export const ProviderHotelSearchOperation = graphql(`
  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {
    providerHotelSearch(input: $input) {
      hotels {
        id
        name
        stars
        priceFrom
        priceFromPkr
        currency
        city
        country
        distanceKm
        link
        sandbox
      }
      searchParams {
        location
        resolvedLocation
        country
        checkIn
        checkOut
        nights
        adults
        children
        rooms
        sandbox
        total
      }
    }
  }
`);

type Result = ProviderHotelSearchQuery['providerHotelSearch'];
type Hotel = Result['hotels'][number];

export type HotelSearchValues = { location: string; checkIn: string; checkOut: string; adults: number; children: number; rooms: number };

const KEYS = ['location', 'checkIn', 'checkOut', 'adults', 'children', 'rooms'] as const;

const count = (raw: string | null, range: { min: number; max: number }, fallback: number) => {
  const n = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isInteger(n) ? Math.min(range.max, Math.max(range.min, n)) : fallback;
};

// Spec: check-in tomorrow, check-out 8 days out; 2 adults, no children, 1 room. The landing page's hotel tab
// and shared links prefill it with ?location=&checkIn=&checkOut=&adults=&children=&rooms=.
export function hotelValuesFrom(params: URLSearchParams, today = localToday()): HotelSearchValues {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  return {
    location: params.get('location')?.trim() ?? '',
    checkIn: isIsoDate(checkIn) ? checkIn : addDays(today, 1),
    checkOut: isIsoDate(checkOut) ? checkOut : addDays(today, 8),
    adults: count(params.get('adults'), PROVIDER_HOTEL.adults, 2),
    children: count(params.get('children'), PROVIDER_HOTEL.children, 0),
    rooms: count(params.get('rooms'), PROVIDER_HOTEL.rooms, 1),
  };
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const showError = (meta: { touched?: boolean; submitFailed?: boolean; error?: string }) =>
  meta.touched || meta.submitFailed ? meta.error : undefined;

function CountSelect({ name, label, min, max }: { name: 'adults' | 'children' | 'rooms'; label: string; min: number; max: number }) {
  return (
    <FormField<number> name={name} parse={(v) => Number(v)}>
      {({ input, meta }) => (
        <Field label={label} errorText={showError(meta)}>
          <NativeSelect.Root>
            <NativeSelect.Field name={input.name} value={String(input.value)} onChange={input.onChange} data-testid={`hotel-${name}`}>
              {range(min, max).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
      )}
    </FormField>
  );
}

function Stars({ count }: { count: number }) {
  if (count <= 0) return <Text fontSize="xs">Unrated</Text>;
  return (
    <Flex gap="0.5" aria-label={`${count} star hotel`} role="img">
      {range(1, count).map((i) => (
        <Star key={i} size={14} fill="currentColor" />
      ))}
    </Flex>
  );
}

function HotelCard({ hotel, nights }: { hotel: Hotel; nights: number }) {
  const { format } = useCurrency();
  return (
    <Stack
      as="article"
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      shadow="xs"
      _hover={{ shadow: 'md' }}
      gap="0"
      data-testid="provider-hotel"
    >
      <Box h="24" position="relative" bgGradient="to-br" gradientFrom="brand.700" gradientTo="teal.500" color="whiteAlpha.900">
        <Box position="absolute" right="4" bottom="-2" opacity={0.35}>
          <Building2 size={88} strokeWidth={1} />
        </Box>
        <Flex position="absolute" left="4" top="4" color="gold.300">
          <Stars count={hotel.stars} />
        </Flex>
        {hotel.sandbox && (
          <Badge position="absolute" right="3" top="3" colorPalette="purple" variant="solid" size="sm">
            <FlaskConical size={10} /> Sandbox fare
          </Badge>
        )}
      </Box>
      <Stack p="4" gap="2" flex="1">
        <Heading as="h3" size="md" lineClamp={2}>
          {hotel.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1">
          <MapPin size={14} /> {hotel.city}, {hotel.country}
          {typeof hotel.distanceKm === 'number' ? ` · ${hotel.distanceKm} km from centre` : ''}
        </Text>
        <Box flex="1" />
        <Flex align="flex-end" justify="space-between" gap="3">
          <Box>
            <Text fontSize="xs" color="fg.muted">
              Price from
            </Text>
            <Text fontSize="xl" fontWeight="extrabold" color="brand.800" data-testid="hotel-price">
              {format(hotel.priceFromPkr)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {nights} night{nights === 1 ? '' : 's'}, all rooms
            </Text>
          </Box>
          <Button asChild colorPalette="brand" size="sm">
            <Link href={hotel.link} target="_blank" rel="noopener noreferrer sponsored" data-testid="hotel-deal">
              View deal <ExternalLink size={14} />
            </Link>
          </Button>
        </Flex>
      </Stack>
    </Stack>
  );
}

type State = { status: 'idle' | 'loading' | 'done' | 'error'; data?: Result };

/** The hotels screen's provider search (spec point 2): location, dates, guests, rooms up to 4; results as cards. */
export function ProviderHotelSearch() {
  const client = useApolloClient();
  const { selected } = useCurrency();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<State>({ status: 'idle' });
  const today = localToday();
  const prefillKey = KEYS.map((k) => params.get(k) ?? '').join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only this search's own parameters matter
  const initial = useMemo(() => hotelValuesFrom(params), [prefillKey]);

  async function run(values: HotelSearchValues) {
    setState((s) => ({ status: 'loading', data: s.data }));
    try {
      const { data } = await client.query({
        query: ProviderHotelSearchOperation,
        variables: { input: { ...values, location: values.location.trim(), currency: selected, language: 'en', limit: 30 } },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no data');
      const result = data.providerHotelSearch;
      setState({ status: 'done', data: result });
      const where = result.searchParams.resolvedLocation ?? values.location;
      toast(
        'Hotel Search Complete',
        `Found ${result.searchParams.total} hotel${result.searchParams.total === 1 ? '' : 's'} in ${where}`,
        'success',
      );
    } catch {
      setState({ status: 'error' });
      toast('Search Failed', 'Failed to search hotels. Please try again.', 'error');
    }
  }

  // Opened with a place and dates (from the landing page or a link): search straight away.
  useEffect(() => {
    if (!params.get('location') || !params.get('checkIn') || !params.get('checkOut')) return;
    const values = hotelValuesFrom(params);
    const errors = validateWith(hotelFormSchema(today))(values);
    if (Object.keys(errors).length === 0) void run(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when this search's own parameters change
  }, [prefillKey]);

  function onSubmit(values: HotelSearchValues) {
    const next = new URLSearchParams(params);
    for (const k of KEYS) next.set(k, String(values[k]));
    if (next.toString() === params.toString()) void run(values);
    else setParams(next, { replace: true });
  }

  const result = state.data;
  return (
    <Container
      maxW="7xl"
      mt={{ base: '-6', md: '-10' }}
      position="relative"
      as="section"
      aria-label="Hotel deals"
      data-testid="provider-hotel-search"
    >
      <Box bg="bg" rounded="2xl" shadow="lg" p={{ base: '4', md: '6' }} borderWidth="1px">
        <Heading as="h2" size="lg" mb="1">
          Hotel deals worldwide
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="4">
          Compare prices from our travel partner for Makkah, Madinah, Dubai, Istanbul and any city you are heading to.
        </Text>
        <Form<HotelSearchValues>
          key={prefillKey}
          initialValues={initial}
          onSubmit={onSubmit}
          validate={validateWith(() => hotelFormSchema(today)) as (v: HotelSearchValues) => Record<string, string>}
          render={({ handleSubmit, values }) => (
            <Box asChild>
              <form onSubmit={handleSubmit} noValidate aria-label="Search hotel deals" data-testid="hotel-search-form">
                <Grid
                  templateColumns={{
                    base: 'minmax(0, 1fr) minmax(0, 1fr)',
                    lg: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 0.8fr) minmax(0, 0.8fr) auto',
                  }}
                  gap="3"
                  alignItems="end"
                >
                  <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
                    <FormField<string> name="location">
                      {({ input, meta }) => (
                        <Field label="Location" errorText={showError(meta)}>
                          <InputGroup startElement={<MapPin size={16} />}>
                            <Input {...input} placeholder="City, e.g. Makkah or Dubai" data-testid="hotel-location" />
                          </InputGroup>
                        </Field>
                      )}
                    </FormField>
                  </Box>
                  <FormField<string> name="checkIn">
                    {({ input, meta }) => (
                      <Field label="Check-in" errorText={showError(meta)}>
                        <Input type="date" min={today} {...input} data-testid="hotel-checkin" />
                      </Field>
                    )}
                  </FormField>
                  <FormField<string> name="checkOut">
                    {({ input, meta }) => (
                      <Field label="Check-out" errorText={showError(meta)}>
                        <Input type="date" min={values.checkIn || today} {...input} data-testid="hotel-checkout" />
                      </Field>
                    )}
                  </FormField>
                  <CountSelect name="adults" label="Adults" {...PROVIDER_HOTEL.adults} />
                  <CountSelect name="children" label="Children" {...PROVIDER_HOTEL.children} />
                  <CountSelect name="rooms" label="Rooms" {...PROVIDER_HOTEL.rooms} />
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={state.status === 'loading'}
                    loadingText="Searching..."
                    gridColumn={{ base: '1 / -1', lg: 'auto' }}
                    data-testid="hotel-search-submit"
                  >
                    <Search size={16} /> Search hotels
                  </Button>
                </Grid>
              </form>
            </Box>
          )}
        />
      </Box>

      <Box mt="6" aria-live="polite">
        {state.status === 'loading' && !result && (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }} gap="4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="64" rounded="xl" />
            ))}
          </Grid>
        )}
        {result && result.hotels.length === 0 && (
          <Stack align="center" textAlign="center" py="12" gap="2" bg="bg" rounded="xl" borderWidth="1px" data-testid="no-hotels">
            <SearchX />
            <Text fontWeight="semibold">No hotels found for your search criteria.</Text>
            <Text color="fg.muted">Try adjusting your dates or location.</Text>
          </Stack>
        )}
        {result && result.hotels.length > 0 && (
          <Stack gap="4" opacity={state.status === 'loading' ? 0.5 : 1}>
            <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
              <Text fontWeight="semibold">
                {result.searchParams.total} hotel{result.searchParams.total === 1 ? '' : 's'} in {result.searchParams.resolvedLocation}
                {result.searchParams.country ? `, ${result.searchParams.country}` : ''}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {result.searchParams.nights} nights · {result.searchParams.rooms} room{result.searchParams.rooms > 1 ? 's' : ''} ·{' '}
                {result.searchParams.adults} adult{result.searchParams.adults > 1 ? 's' : ''}
                {result.searchParams.children > 0
                  ? ` · ${result.searchParams.children} child${result.searchParams.children > 1 ? 'ren' : ''}`
                  : ''}
              </Text>
            </Flex>
            {result.searchParams.sandbox && (
              <Text fontSize="sm" color="purple.800" bg="purple.50" borderWidth="1px" borderColor="purple.200" rounded="lg" px="4" py="2">
                Sandbox fares: these hotels and prices are generated offline for demonstration; View deal opens a real search for the city.
              </Text>
            )}
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4">
              {result.hotels.map((h) => (
                <HotelCard key={h.id} hotel={h} nights={result.searchParams.nights} />
              ))}
            </Grid>
          </Stack>
        )}
      </Box>
    </Container>
  );
}

import { Badge, Box, Button, Container, Flex, Grid, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { localToday } from '@rules/dates.js';
import { hotelFormSchema } from '@rules/travel.js';
import { Building2, ExternalLink, FlaskConical, MapPin, SearchX, Star } from 'lucide-react';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { ProviderHotelSearchQuery } from '../../gql/graphql';
import { i18n } from '../../i18n';
import hotelsNs from '../../i18n/en/hotels';
import { useProviderSearch } from '../../lib/useProviderSearch';
import { validateWith } from '../../ui/form';
import { resultCard } from '../../ui/surfaces';
import { toast } from '../../ui/toaster';
import { useCurrency } from '../currency/CurrencyProvider';
import { HOTEL_SEARCH_KEYS, type HotelSearchValues, hotelValuesFrom, withHotelSearch } from './hotelParams';
import { HotelSearchForm } from './HotelSearchForm';

/** A place the provider named, in the reader's language where the catalogue knows it (else as the provider wrote it). */
const placeName = (place: string) => i18n.t(`cities.${place}`, { ns: hotelsNs, defaultValue: place, keySeparator: '.', nsSeparator: false });

export const ProviderHotelSearchOperation = graphql(`
  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {
    providerHotelSearch(input: $input) {
      hotels { id name stars priceFrom priceFromPkr currency city country distanceKm link sandbox }
      searchParams {
        location resolvedLocation country checkIn checkOut nights adults children rooms sandbox total
      }
    }
  }
`);

type Hotel = ProviderHotelSearchQuery['providerHotelSearch']['hotels'][number];

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

function Stars({ count }: { count: number }) {
  const { t } = useTranslation(hotelsNs);
  if (count <= 0) return <Text fontSize="xs">{t('unrated')}</Text>;
  return (
    <Flex gap="0.5" aria-label={t('starHotel', { count })} role="img">
      {range(1, count).map((i) => (
        <Star key={i} size={14} fill="currentColor" />
      ))}
    </Flex>
  );
}

function HotelCard({ hotel, nights }: { hotel: Hotel; nights: number }) {
  const { format } = useCurrency();
  const { t } = useTranslation(hotelsNs);
  return (
    <Stack {...resultCard} overflow="hidden" gap="0" data-testid="provider-hotel">
      <Box h="24" position="relative" bgGradient="to-br" gradientFrom="brand.700" gradientTo="teal.500" color="whiteAlpha.900">
        <Box position="absolute" insetEnd="4" bottom="-2" opacity={0.35}>
          <Building2 size={88} strokeWidth={1} />
        </Box>
        <Flex position="absolute" insetStart="4" top="4" color="gold.300">
          <Stars count={hotel.stars} />
        </Flex>
        {hotel.sandbox && (
          <Badge position="absolute" insetEnd="3" top="3" colorPalette="purple" variant="solid" size="sm">
            <FlaskConical size={10} /> {t('sandboxFare')}
          </Badge>
        )}
      </Box>
      <Stack p="4" gap="2" flex="1">
        <Heading as="h3" size="md" lineClamp={2} lang="en">
          {hotel.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1">
          <MapPin size={14} />{' '}
          <span lang="en">
            {hotel.city}, {hotel.country}
          </span>
          {typeof hotel.distanceKm === 'number' ? t('fromCentre', { km: hotel.distanceKm }) : ''}
        </Text>
        <Box flex="1" />
        <Flex align="flex-end" justify="space-between" gap="3">
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('priceFrom')}
            </Text>
            <Text fontSize="xl" fontWeight="extrabold" color="brand.800" data-testid="hotel-price">
              {format(hotel.priceFromPkr)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('nightsAllRooms', { count: nights })}
            </Text>
          </Box>
          <Button asChild colorPalette="brand" size="sm">
            <Link href={hotel.link} target="_blank" rel="noopener noreferrer sponsored" data-testid="hotel-deal">
              {t('viewDeal')} <ExternalLink size={14} />
            </Link>
          </Button>
        </Flex>
      </Stack>
    </Stack>
  );
}

/** The hotels screen's provider search (spec point 2): location, dates, guests, rooms up to 4; results as cards. */
export function ProviderHotelSearch() {
  const { selected } = useCurrency();
  const { t } = useTranslation(hotelsNs);
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const prefillKey = HOTEL_SEARCH_KEYS.map((k) => params.get(k) ?? '').join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only this search's own parameters matter
  const initial = useMemo(() => hotelValuesFrom(params), [prefillKey]);
  // Opened with a place and dates (from the landing page, a link or this form): that is the search, when valid. It
  // asks in the currency selected when it starts; prices show in the selected one from their PKR amounts.
  const input = useMemo(() => {
    if (!params.get('location') || !params.get('checkIn') || !params.get('checkOut')) return null;
    const values = hotelValuesFrom(params);
    if (Object.keys(validateWith(hotelFormSchema(today))(values)).length > 0) return null;
    return { ...values, location: values.location.trim(), currency: selected, language: 'en', limit: 30 };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a change of this search's own parameters is a new search
  }, [prefillKey]);
  const search = useProviderSearch(ProviderHotelSearchOperation, input, {
    done: ({ providerHotelSearch: { searchParams: p } }) =>
      toast(
        i18n.t('searchComplete', { ns: hotelsNs }),
        i18n.t('foundIn', { ns: hotelsNs, count: p.total, place: placeName(p.resolvedLocation ?? p.location) }),
        'success',
      ),
    failed: () => toast(i18n.t('searchFailedTitle', { ns: hotelsNs }), i18n.t('searchFailedText', { ns: hotelsNs }), 'error'),
  });

  function onSubmit(values: HotelSearchValues) {
    const next = withHotelSearch(values, params);
    if (next.toString() === params.toString()) search.again();
    else setParams(next, { replace: true });
  }

  const result = search.failed ? undefined : search.result?.providerHotelSearch;
  return (
    <Container
      maxW="7xl"
      mt={{ base: '-6', md: '-10' }}
      position="relative"
      as="section"
      aria-label={t('dealsLabel')}
      data-testid="provider-hotel-search"
    >
      <Box bg="bg" rounded="2xl" shadow="lg" p={{ base: '4', md: '6' }} borderWidth="1px">
        <Heading as="h2" size="lg" mb="1">
          {t('dealsTitle')}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="4">
          {t('dealsText')}
        </Text>
        <HotelSearchForm key={prefillKey} initial={initial} searching={search.searching} onSearch={onSubmit} />
      </Box>

      <Box mt="6" aria-live="polite">
        {search.searching && !result && (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }} gap="4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="64" rounded="xl" />
            ))}
          </Grid>
        )}
        {result && result.hotels.length === 0 && (
          <Stack align="center" textAlign="center" py="12" gap="2" bg="bg" rounded="xl" borderWidth="1px" data-testid="no-hotels">
            <SearchX />
            <Text fontWeight="semibold">{t('noHotels')}</Text>
            <Text color="fg.muted">{t('tryAdjusting')}</Text>
          </Stack>
        )}
        {result && result.hotels.length > 0 && (
          <Stack gap="4" opacity={search.searching ? 0.5 : 1}>
            <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
              <Text fontWeight="semibold">
                <Trans
                  t={t}
                  i18nKey="hotelsIn"
                  count={result.searchParams.total}
                  values={{
                    count: result.searchParams.total,
                    place: `${result.searchParams.resolvedLocation ?? ''}${result.searchParams.country ? `, ${result.searchParams.country}` : ''}`,
                  }}
                  components={{ place: <span lang="en" /> }}
                />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {[
                  t('summaryNights', { count: result.searchParams.nights }),
                  t('summaryRooms', { count: result.searchParams.rooms }),
                  t('summaryAdults', { count: result.searchParams.adults }),
                  ...(result.searchParams.children > 0 ? [t('summaryChildren', { count: result.searchParams.children })] : []),
                ].join(' · ')}
              </Text>
            </Flex>
            {result.searchParams.sandbox && (
              <Text fontSize="sm" color="purple.800" bg="purple.50" borderWidth="1px" borderColor="purple.200" rounded="lg" px="4" py="2">
                {t('sandboxNote')}
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

import { Badge, Box, Button, Flex, Grid, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { compare } from '@rules/money.js';
import { Clock, FlaskConical, Luggage, Plane, PlaneLanding, PlaneTakeoff, RotateCcw, SearchX, Timer } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightSearchQuery } from '../../gql/graphql';
import flightsNs from '../../i18n/en/flights';
import { useFormat } from '../../i18n/format';
import { resultCard } from '../../ui/surfaces';
import { useCurrency } from '../currency/CurrencyProvider';
import { dateOf as dateIn, dayShift, expiryText, minutesBetween, timeOf } from './format';
import { useBookFlight } from './useBookFlight';
import { CarrierMark } from './CarrierMark';
import { Ltr } from '../../i18n/bidi';

export type FlightSearchData = FlightSearchQuery['flightSearch'];
type Offer = FlightSearchData['flights'][number];
type Segment = Offer['segments'][number];

export type SortKey = 'price' | 'departure' | 'duration';
// sorts.<key> in the flights catalogue
const SORTS: SortKey[] = ['price', 'departure', 'duration'];

/** The results' words and formats in the current language: durations ('2h 30m') and dates ('Nov 12'). */
function useFlightWords() {
  const { t } = useTranslation(flightsNs);
  const { lang } = useFormat();
  return {
    t,
    durationText: (minutes: number) => {
      const m = Math.max(0, Math.round(minutes));
      return t('duration', { h: Math.floor(m / 60), m: m % 60 });
    },
    dateOf: (iso: string) => dateIn(iso, lang),
  };
}

function legsOf(offer: Offer, direction: 'outbound' | 'return'): Segment[] {
  return offer.segments.filter((s) => s.direction === direction);
}

function journeyMinutes(legs: Segment[]): number {
  return legs.length ? minutesBetween(legs[0].departureAt, legs[legs.length - 1].arrivalAt) : 0;
}

export function sortOffers(offers: Offer[], key: SortKey): Offer[] {
  const out = [...offers];
  if (key === 'price') out.sort((a, b) => compare(a.pricePkr, b.pricePkr));
  if (key === 'departure') out.sort((a, b) => Date.parse(a.segments[0].departureAt) - Date.parse(b.segments[0].departureAt));
  if (key === 'duration') out.sort((a, b) => journeyMinutes(legsOf(a, 'outbound')) - journeyMinutes(legsOf(b, 'outbound')));
  return out;
}

/** An icon that points the way the route reads: mirrored right to left (urdu.css mirrors arrows, not planes). */
function Facing({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
      {children}
    </Box>
  );
}

function Journey({ legs, label }: { legs: Segment[]; label: string }) {
  const first = legs[0];
  const last = legs[legs.length - 1];
  const stops = legs.length - 1 + legs.reduce((n, s) => n + s.stops, 0);
  const via = legs.slice(1).map((s) => s.origin);
  const shift = dayShift(first.departureAt, last.arrivalAt);
  const { t, durationText, dateOf } = useFlightWords();
  return (
    <Box data-testid="journey">
      <HStack gap="3" align="center">
        <CarrierMark code={first.carrier} />
        <Grid templateColumns="auto 1fr auto" gap="3" alignItems="center" flex="1" minW="0">
          <Box textAlign="start">
            <Text fontSize="xl" fontWeight="bold" lineHeight="1.1" data-testid="departure-time">
              {timeOf(first.departureAt)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {first.origin} · {dateOf(first.departureAt)}
            </Text>
          </Box>
          <Stack gap="0.5" align="center" minW="0">
            <Text fontSize="xs" color="fg.muted" data-testid="journey-duration">
              {durationText(journeyMinutes(legs))}
            </Text>
            <Box position="relative" w="full" h="2px" bg="border.emphasized" rounded="full">
              {via.map((code, i) => (
                <Box
                  key={code}
                  position="absolute"
                  top="-3px"
                  w="2"
                  h="2"
                  rounded="full"
                  bg="gold.500"
                  style={{ insetInlineStart: `${((i + 1) / (via.length + 1)) * 100}%` }}
                />
              ))}
            </Box>
            <Text fontSize="xs" color={stops === 0 ? 'brand.600' : 'orange.700'} fontWeight="medium" truncate>
              {stops === 0 ? t('nonstop') : `${t('stops', { count: stops })}${via.length ? ` · ${via.join(', ')}` : ''}`}
            </Text>
          </Stack>
          <Box textAlign="end">
            <Text fontSize="xl" fontWeight="bold" lineHeight="1.1">
              {timeOf(last.arrivalAt)}
              {shift > 0 && (
                <Text as="sup" fontSize="xs" color="orange.700" ms="0.5">
                  +{shift}
                </Text>
              )}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {last.destination} · {dateOf(last.arrivalAt)}
            </Text>
          </Box>
        </Grid>
      </HStack>
      <Stack gap="1" mt="2" ps={{ base: '0', sm: '13' }}>
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          {label}
        </Text>
        {legs.map((s) => (
          <Text key={`${s.flightNumber}-${s.departureAt}`} fontSize="xs" color="fg.muted" data-testid="segment">
            <Text as="span" fontWeight="semibold" color="fg">
              {s.flightNumber || s.carrier}
            </Text>{' '}
            <span lang="en">
              {s.carrierName}
              {s.aircraft ? ` · ${s.aircraft}` : ''}
            </span>{' '}
            ·{' '}
            <Ltr>
              {s.origin} {timeOf(s.departureAt)} {dateOf(s.departureAt)} → {s.destination} {timeOf(s.arrivalAt)} {dateOf(s.arrivalAt)}
            </Ltr>{' '}
            · {durationText(s.duration)}
            {s.stops > 0 ? ` · ${t('stops', { count: s.stops })}` : ''}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

/** What a fare sold here includes: refundable or not, checked bags, whether it can be held (nothing not stated). */
function OfferTerms({ offer }: { offer: Offer }) {
  const { t } = useTranslation(flightsNs);
  const terms: Array<{ key: string; icon: ReactNode; text: string; palette: string }> = [];
  if (offer.refundable !== null && offer.refundable !== undefined) {
    terms.push({ key: 'refund', icon: <RotateCcw size={12} />, text: t(offer.refundable ? 'terms.refundable' : 'terms.nonRefundable'), palette: offer.refundable ? 'green' : 'gray' });
  }
  if (offer.checkedBags !== null && offer.checkedBags !== undefined) {
    terms.push({
      key: 'bags',
      icon: <Luggage size={12} />,
      text: offer.checkedBags > 0 ? t('terms.checkedBags', { count: offer.checkedBags }) : t('terms.noCheckedBags'),
      palette: 'gray',
    });
  }
  if (offer.holdable) terms.push({ key: 'hold', icon: <Timer size={12} />, text: t('terms.holdable'), palette: 'blue' });
  if (terms.length === 0) return null;
  return (
    <Flex gap="1.5" wrap="wrap" ps={{ base: '0', sm: '13' }} data-testid="offer-terms">
      {terms.map((x) => (
        <Badge key={x.key} colorPalette={x.palette} variant="subtle" data-testid={`offer-term-${x.key}`}>
          <Box as="span" aria-hidden display="inline-flex">
            {x.icon}
          </Box>
          {x.text}
        </Badge>
      ))}
    </Flex>
  );
}

function OfferCard({ offer, travellers, pending, onBook }: { offer: Offer; travellers: number; pending: boolean; onBook: () => void }) {
  const { format } = useCurrency();
  const outbound = legsOf(offer, 'outbound');
  const inbound = legsOf(offer, 'return');
  const { t } = useTranslation(flightsNs);
  return (
    <Box {...resultCard} transition="box-shadow 0.2s" data-testid="flight-offer">
      <Grid templateColumns={{ base: '1fr', md: '1fr 220px' }}>
        <Stack p={{ base: '4', md: '5' }} gap="4">
          <Journey legs={outbound} label={t('outbound')} />
          {inbound.length > 0 && (
            <>
              <Separator />
              <Journey legs={inbound} label={t('return')} />
            </>
          )}
          {offer.bookable && <OfferTerms offer={offer} />}
        </Stack>
        <Stack
          p={{ base: '4', md: '5' }}
          gap="2"
          justify="center"
          borderTopWidth={{ base: '1px', md: '0' }}
          borderStartWidth={{ base: '0', md: '1px' }}
          borderStyle="dashed"
          bg="bg.subtle"
          roundedBottom={{ base: 'xl', md: 'none' }}
          roundedEnd={{ md: 'xl' }}
        >
          {offer.sandbox && (
            <Badge colorPalette="purple" variant="subtle" alignSelf={{ base: 'flex-start', md: 'flex-end' }} data-testid="sandbox-badge">
              <FlaskConical size={12} /> {t('sandboxFare')}
            </Badge>
          )}
          <Text fontSize="2xl" fontWeight="extrabold" color="brand.800" textAlign={{ md: 'end' }} data-testid="offer-price">
            {format(offer.pricePkr)}
          </Text>
          <Text fontSize="xs" color="fg.muted" textAlign={{ md: 'end' }}>
            {t('totalFor', { count: travellers })}
          </Text>
          <Text
            fontSize="xs"
            color="fg.muted"
            textAlign={{ md: 'end' }}
            display="flex"
            gap="1"
            alignItems="center"
            justifyContent={{ md: 'flex-end' }}
          >
            <Clock size={12} /> {t('validUntil', { time: expiryText(offer.expiresAt) })}
          </Text>
          <Button colorPalette="brand" onClick={onBook} loading={pending} loadingText={t('opening')} data-testid="book-flight">
            {t('book')}
          </Button>
        </Stack>
      </Grid>
    </Box>
  );
}

export function FlightResults({ result }: { result: FlightSearchData }) {
  const [sort, setSort] = useState<SortKey>('price');
  const p = result.searchParams;
  const offers = useMemo(() => sortOffers(result.flights, sort), [result.flights, sort]);
  const { book, pendingId } = useBookFlight(p);
  const travellers = p.adults + p.children + p.infants;
  const { t } = useTranslation(flightsNs);

  if (result.flights.length === 0) {
    return (
      <Stack align="center" textAlign="center" py="16" gap="3" bg="bg" rounded="xl" borderWidth="1px" data-testid="no-flights">
        <Flex w="14" h="14" rounded="full" bg="brand.50" color="brand.700" align="center" justify="center">
          <SearchX />
        </Flex>
        <Text fontSize="lg" fontWeight="semibold">
          {t('noFlights')}
        </Text>
        <Text color="fg.muted" maxW="md">
          {p.notice ?? t('noFlightsText')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="4" data-testid="flight-results">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
        <Box>
          <Text fontSize="lg" fontWeight="semibold" display="flex" alignItems="center" gap="2">
            <Facing>
              <PlaneTakeoff size={18} />
            </Facing>{' '}
            {p.origin}{' '}
            <Facing>
              <Plane size={14} />
            </Facing>{' '}
            {p.destination}
            {p.returnDate && (
              <Facing>
                <PlaneLanding size={18} />
              </Facing>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('flightCount', { count: p.total })} · {t('travellerCount', { count: travellers })} · {t(`classes.${p.tripClass}`, { defaultValue: p.tripClass })}
          </Text>
        </Box>
        <HStack gap="1" bg="bg" borderWidth="1px" rounded="full" p="1" role="group" aria-label={t('sortFlights')}>
          {SORTS.map((key) => (
            <Button
              key={key}
              size="xs"
              rounded="full"
              variant={sort === key ? 'solid' : 'ghost'}
              colorPalette="brand"
              aria-pressed={sort === key}
              onClick={() => setSort(key)}
              data-testid={`sort-${key}`}
            >
              {t(`sorts.${key}`)}
            </Button>
          ))}
        </HStack>
      </Flex>
      {p.sandbox && (
        <Box bg="purple.50" color="purple.900" borderWidth="1px" borderColor="purple.200" rounded="lg" px="4" py="3" fontSize="sm">
          <Text fontWeight="semibold" display="flex" alignItems="center" gap="2">
            <FlaskConical size={14} /> {t('sandboxFares')}
          </Text>
          <Text>{result.flights.some((f) => f.bookable) ? t('sandboxSoldText') : t('sandboxText')}</Text>
        </Box>
      )}
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} travellers={travellers} pending={pendingId === offer.id} onBook={() => book(offer)} />
      ))}
    </Stack>
  );
}

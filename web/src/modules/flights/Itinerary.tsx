import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Briefcase, Clock, Luggage } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../../gql';
import type { FlightSliceFieldsFragment } from '../../gql/graphql';
import { Ltr } from '../../i18n/bidi';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { useFormat } from '../../i18n/format';
import { CarrierMark } from './CarrierMark';
import { FlightSliceFieldsFragment as SliceFields } from './documents';
import { dayOf, dayShift, minutesBetween, timeOf } from './format';

// An itinerary as the airline sells it: each way (slice) with its flights, in each airport's local time (the ISO
// strings carry the airport's offset, read with setZone: never the browser's zone), carrier, flight number,
// duration and the baggage included.

export type Slice = FlightSliceFieldsFragment;
type Segment = Slice['segments'][number];
export type SliceRef = FragmentType<typeof SliceFields>;

/** The slices of an offer, an order or an airline change, unmasked. */
export const slicesOf = (refs: readonly SliceRef[]): Slice[] => refs.map((s) => getFragmentData(SliceFields, s));

/** The itinerary's words: durations, slice names, airports' local dates, baggage. */
export function useItineraryWords() {
  const { t } = useTranslation(flightOrdersNs);
  const { lang } = useFormat();
  return {
    t,
    lang,
    duration: (minutes: number) => {
      const m = Math.max(0, Math.round(minutes));
      return t('duration', { h: Math.floor(m / 60), m: m % 60 });
    },
    sliceName: (i: number, count: number) => (count === 2 ? t(i === 0 ? 'slices.outbound' : 'slices.return') : count === 1 ? t('slices.outbound') : t('slices.other', { n: i + 1 })),
    day: (iso: string) => dayOf(iso, lang),
    baggage: (b: Segment['baggage']) => {
      const checked =
        b.checkedPieces === 0
          ? t('noCheckedBags')
          : b.checkedKg
            ? t('checkedBagsKg', { count: b.checkedPieces, kg: b.checkedKg })
            : t('checkedBags', { count: b.checkedPieces });
      return b.carryOnPieces > 0 ? `${checked} · ${t('cabinBags', { count: b.carryOnPieces })}` : checked;
    },
  };
}

/** "LHE → JED", left to right in any language. */
export function Route({ from, to, back }: { from: string; to: string; back?: boolean }) {
  return (
    <Ltr>
      {from} {back ? '⇄' : '→'} {to}
    </Ltr>
  );
}

function TimePlace({ iso, airport, align, shift }: { iso: string; airport: string; align: 'start' | 'end'; shift?: number }) {
  const w = useItineraryWords();
  return (
    <Box textAlign={align}>
      <Text fontSize="lg" fontWeight="bold" lineHeight="1.1">
        <Ltr>{timeOf(iso)}</Ltr>
        {shift ? (
          <Text as="sup" fontSize="xs" color="orange.700" ms="0.5">
            <Ltr>+{shift}</Ltr>
          </Text>
        ) : null}
      </Text>
      <Text fontSize="sm" fontWeight="semibold">
        {airport}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {w.day(iso)}
      </Text>
    </Box>
  );
}

function SegmentRow({ s }: { s: Segment }) {
  const w = useItineraryWords();
  return (
    <Stack gap="2" data-testid="itinerary-segment">
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <CarrierMark code={s.carrier} size="8" />
        <Text fontWeight="semibold" data-testid="flight-number">
          <Ltr>{s.flightNumber}</Ltr>
        </Text>
        <Text color="fg.muted" lang="en">
          {s.carrierName}
          {s.aircraft ? ` · ${s.aircraft}` : ''}
        </Text>
      </HStack>
      <Grid templateColumns="auto 1fr auto" gap="3" alignItems="center" ps={{ base: '0', sm: '10' }}>
        <TimePlace iso={s.departingAt} airport={s.origin} align="start" />
        <Stack gap="0.5" align="center" minW="0">
          <Text fontSize="xs" color="fg.muted" display="flex" alignItems="center" gap="1">
            <Clock size={12} aria-hidden /> {w.duration(s.durationMinutes)}
          </Text>
          <Box w="full" h="2px" bg="border.emphasized" rounded="full" />
        </Stack>
        <TimePlace iso={s.arrivingAt} airport={s.destination} align="end" shift={dayShift(s.departingAt, s.arrivingAt)} />
      </Grid>
      <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted" ps={{ base: '0', sm: '10' }} data-testid="segment-baggage">
        <HStack gap="1">
          {s.baggage.checkedPieces > 0 ? <Luggage size={13} aria-hidden /> : <Briefcase size={13} aria-hidden />}
          <Text>
            {w.baggage(s.baggage)} ({w.t('perPassenger')})
          </Text>
        </HStack>
      </HStack>
    </Stack>
  );
}

/** One way: its name, route and time, then each flight and the change of planes between them. */
export function SliceView({ slice, name }: { slice: Slice; name: string }) {
  const w = useItineraryWords();
  const stops = slice.segments.length - 1;
  return (
    <Stack gap="3" data-testid="itinerary-slice">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          {name} · <Route from={slice.origin} to={slice.destination} />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {w.duration(slice.durationMinutes)} · {stops === 0 ? w.t('nonstop') : w.t('stops', { count: stops })}
        </Text>
      </HStack>
      {slice.segments.map((s, i) => (
        <Stack key={`${s.flightNumber}-${s.departingAt}`} gap="3">
          {i > 0 && (
            <Text fontSize="xs" color="orange.800" bg="orange.50" rounded="md" px="3" py="1.5" data-testid="layover">
              {w.t('layover', { airport: s.origin, time: w.duration(minutesBetween(slice.segments[i - 1].arrivingAt, s.departingAt)) })}
            </Text>
          )}
          <SegmentRow s={s} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Every way of the journey, outbound first, with a note that times are local. */
export function Itinerary({ slices }: { slices: readonly Slice[] }) {
  const w = useItineraryWords();
  return (
    <Stack gap="5" data-testid="itinerary">
      {slices.map((slice, i) => (
        <Box key={`${slice.origin}-${slice.destination}-${i}`} borderTopWidth={i > 0 ? '1px' : '0'} pt={i > 0 ? '5' : '0'}>
          <SliceView slice={slice} name={w.sliceName(i, slices.length)} />
        </Box>
      ))}
      <Text fontSize="xs" color="fg.muted">
        {w.t('localTimes')}
      </Text>
    </Stack>
  );
}

/** "LHE → JED" or "LHE ⇄ JED" for a return journey. */
export function RouteOf({ slices }: { slices: readonly Slice[] }) {
  if (slices.length === 0) return null;
  const first = slices[0];
  const back = slices.length === 2 && slices[1].destination === first.origin && slices[1].origin === first.destination;
  return <Route from={first.origin} to={back ? first.destination : slices[slices.length - 1].destination} back={back} />;
}

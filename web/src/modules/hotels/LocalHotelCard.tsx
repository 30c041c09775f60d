import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Collapsible, Flex, Grid, Heading, HStack, Image, Separator, Spinner, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { ChevronDown, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import bookingNs from '../../i18n/en/booking';
import hotelsNs from '../../i18n/en/hotels';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { Bookable } from '../catalogue/booking';
import { Ltr } from '../../i18n/bidi';

// A hotel of the local inventory search, priced for the searched stay (spec point 2): image, name, stars, place,
// description, 3 amenities then '+N more', price per night with the breakdown in every currency, Book Now.

export const LocalHotelCardFragment = graphql(`
  fragment LocalHotelCard_hotel on Hotel {
    id name imageUrl rating city country description amenities isAvailable availableRooms currency nights
    roomCount roomType pricePerNightFormatted
    priceBreakdown {
      taxRate
      formatted { pricePerNight subtotal taxes total }
    }
  }
`);

// The stay in every currency, asked when the breakdown first opens: a search's answer stays one currency per hotel
// (issue 19: seven currencies for every hotel of every search were half of its size and time)
export const HotelPricesQuery = graphql(`
  query HotelPrices($hotelId: ID!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {
    hotelPrices(hotelId: $hotelId, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests) {
      currency formatted totalFormatted
    }
  }
`);

/** The stay a card was priced for: the search's dates and party. */
export type HotelStay = { checkInDate: string; checkOutDate: string; rooms: number; guests: number };

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation(hotelsNs);
  return (
    <HStack gap="0.5" role="img" aria-label={t('starHotel', { count: rating })} color="gold.500">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={i}
          size={14}
          fill={i < rating ? 'currentColor' : 'none'}
          color={i < rating ? 'currentColor' : 'var(--chakra-colors-gray-300)'}
        />
      ))}
    </HStack>
  );
}

export function LocalHotelCard(props: { hotel: FragmentType<typeof LocalHotelCardFragment>; stay: HotelStay; onBook: (hotel: Bookable) => void }) {
  const hotel = getFragmentData(LocalHotelCardFragment, props.hotel);
  const more = hotel.amenities.length - 3;
  const b = hotel.priceBreakdown;
  const taxPercent = `${Math.round(Number(b.taxRate) * 100)}%`;
  const { t } = useTranslation([hotelsNs, bookingNs]);
  const nights = t('nightCount', { count: hotel.nights });
  const rooms = t('roomCount', { count: hotel.roomCount });
  return (
    <Card.Root overflow="hidden" data-testid="hotel-card" flexDirection={{ base: 'column', md: 'row' }}>
      {/* the artwork is 16:10; keeping its shape keeps its caption whole */}
      <Box w={{ base: 'full', md: '80' }} flexShrink={0}>
        <Image src={hotel.imageUrl} alt={hotel.name} lang="en" w="full" aspectRatio={16 / 10} objectFit="cover" loading="lazy" bg="brand.50" />
      </Box>
      <Stack flex="1" gap="0" minW="0">
        <Card.Body gap="3">
          <Flex justify="space-between" gap="4" wrap="wrap">
            <Stack gap="1" minW="0">
              <Heading as="h3" size="md" lang="en">
                {hotel.name}
              </Heading>
              <Stars rating={hotel.rating} />
              <HStack gap="1" color="fg.muted" fontSize="sm">
                <MapPin size={14} />
                <Text lang="en">
                  {hotel.city}, {hotel.country}
                </Text>
              </HStack>
            </Stack>
            <Stack gap="0" textAlign={{ base: 'start', sm: 'end' }}>
              <Text fontSize="xl" fontWeight="bold" color="brand.800" data-testid="hotel-price">
                {hotel.pricePerNightFormatted}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('perNightRoom', { room: t(`roomKinds.${hotel.roomType}`, { ns: bookingNs, defaultValue: hotel.roomType }) })}
              </Text>
              <Text fontSize="sm" color="fg.muted" data-testid="hotel-total">
                {t('stayFor', { nights, rooms })}{' '}
                <Text as="span" fontWeight="semibold" color="fg">
                  <Ltr>{b.formatted.total}</Ltr>
                </Text>
              </Text>
            </Stack>
          </Flex>
          <Text color="fg.muted" fontSize="sm" lineClamp={2} lang="en">
            {hotel.description}
          </Text>
          <Wrap gap="2" data-testid="hotel-amenities">
            {hotel.amenities.slice(0, 3).map((a) => (
              <Badge key={a} variant="subtle" colorPalette="brand" lang="en">
                {a}
              </Badge>
            ))}
            {more > 0 && <Badge variant="outline">{t('moreAmenities', { count: more })}</Badge>}
          </Wrap>
          <Collapsible.Root lazyMount>
            <Collapsible.Trigger asChild>
              <Button variant="plain" size="sm" px="0" color="brand.700" data-testid="breakdown-toggle">
                {t('priceBreakdown')} <ChevronDown size={14} />
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Breakdown hotelId={hotel.id} stay={props.stay} currency={hotel.currency}>
                <Grid templateColumns="minmax(0, 1fr) auto" columnGap="4" rowGap="1" fontSize="sm" _rtl={{ ps: '1' }}>
                  <Text color="fg.muted">
                    {t('breakdownLine', { price: b.formatted.pricePerNight, nights, rooms })}
                  </Text>
                  <Text textAlign="end">{b.formatted.subtotal}</Text>
                  <Text color="fg.muted">{t('taxes', { percent: taxPercent })}</Text>
                  <Text textAlign="end">{b.formatted.taxes}</Text>
                  <Text fontWeight="semibold">{t('total')}</Text>
                  <Text textAlign="end" fontWeight="semibold">
                    {b.formatted.total}
                  </Text>
                </Grid>
              </Breakdown>
            </Collapsible.Content>
          </Collapsible.Root>
        </Card.Body>
        <Card.Footer justifyContent="space-between" alignItems="center" gap="3" borderTopWidth="1px" pt="4" flexWrap="wrap">
          <Text fontSize="sm" color={hotel.isAvailable ? 'fg.muted' : 'red.600'}>
            {hotel.isAvailable
              ? hotel.availableRooms <= 5
                ? t('roomsLeft', { count: hotel.availableRooms })
                : t('available')
              : t('noRooms')}
          </Text>
          {hotel.isAvailable ? (
            <Button colorPalette="brand" onClick={() => props.onBook({ id: hotel.id, name: hotel.name })}>
              {t('bookNow')}
            </Button>
          ) : (
            <Button disabled variant="subtle">
              {t('notAvailable')}
            </Button>
          )}
        </Card.Footer>
      </Stack>
    </Card.Root>
  );
}

/** The open breakdown: the stay's lines (children) and its prices in every currency, once they have arrived. */
function Breakdown(props: { hotelId: string; stay: HotelStay; currency: string; children: ReactNode }) {
  const { t } = useTranslation(hotelsNs);
  const { checkInDate, checkOutDate, rooms, guests } = props.stay;
  const { data, error } = useQuery(HotelPricesQuery, { variables: { hotelId: props.hotelId, checkInDate, checkOutDate, rooms, guests } });
  if (!data) {
    return (
      <HStack pt="2" gap="2" fontSize="sm" color={error ? 'red.600' : 'fg.muted'} role="status">
        {error ? t('pricesFailed') : <Spinner size="sm" aria-label={t('pricesLoading')} />}
      </HStack>
    );
  }
  return (
    <Stack gap="3" pt="2" data-testid="price-breakdown">
      {props.children}
      <Separator />
      <Table.Root size="sm" variant="line" data-testid="currency-breakdown">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('currency')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('perNight')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.hotelPrices.map((p) => (
            <Table.Row key={p.currency} fontWeight={p.currency === props.currency ? 'semibold' : 'normal'}>
              <Table.Cell>{p.currency}</Table.Cell>
              <Table.Cell textAlign="end">{p.formatted}</Table.Cell>
              <Table.Cell textAlign="end">{p.totalFormatted}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

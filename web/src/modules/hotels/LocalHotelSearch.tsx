import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Collapsible,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Input,
  NativeSelect,
  Separator,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import {
  CHECK_IN_FUTURE,
  CheckInSchema,
  CheckOutSchema,
  CitySchema,
  GuestsSchema,
  HOTEL_MAX_GUESTS,
  HOTEL_MAX_ROOMS,
  RoomsSchema,
  stayDatesProblem,
} from '@rules/catalogue.js';
import { BedDouble, ChevronDown, MapPin, Search, Star } from 'lucide-react';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Field } from '../../ui/field';
import { toast } from '../../ui/toaster';
import { HotelBookingDialog } from '../bookings/HotelBookingDialog';
import type { Bookable } from '../catalogue/booking';
import { CardGridSkeleton, EmptyCard, ErrorCard, ShowMore } from '../catalogue/ui';
import { useCurrency } from '../currency/CurrencyProvider';

const PAGE_SIZE = 12;
const ROOM_CHOICES = Array.from({ length: HOTEL_MAX_ROOMS }, (_, i) => String(i + 1));
const GUEST_CHOICES = Array.from({ length: HOTEL_MAX_GUESTS }, (_, i) => String(i + 1));
const POPULAR_CITIES = [
  'Makkah',
  'Madinah',
  'Jeddah',
  'Dubai',
  'Istanbul',
  'Lahore',
  'Islamabad',
  'Karachi',
  'Murree',
  'Hunza',
  'Skardu',
  'Swat',
];

export const LocalHotelCardFragment = graphql(`
  fragment LocalHotelCard_hotel on Hotel {
    id
    name
    imageUrl
    rating
    city
    country
    description
    amenities
    isAvailable
    availableRooms
    currency
    nights
    roomCount
    roomType
    pricePerNightFormatted
    priceBreakdown {
      taxRate
      formatted {
        pricePerNight
        subtotal
        taxes
        total
      }
    }
    multiCurrencyPricing {
      currency
      formatted
      totalFormatted
    }
  }
`);

export const LocalHotelsQuery = graphql(`
  query LocalHotels(
    $city: String!
    $checkInDate: String!
    $checkOutDate: String!
    $rooms: Int!
    $guests: Int!
    $currency: String!
    $pagination: PaginationInput
  ) {
    hotels(
      city: $city
      checkInDate: $checkInDate
      checkOutDate: $checkOutDate
      rooms: $rooms
      guests: $guests
      currency: $currency
      pagination: $pagination
    ) {
      items {
        id
        ...LocalHotelCard_hotel
      }
      hasMore
      limit
      offset
    }
  }
`);

export type HotelCriteria = { city: string; checkInDate: string; checkOutDate: string; rooms: number; guests: number };
type FormValues = { city: string; checkIn: string; checkOut: string; rooms: string; guests: string };

const localToday = () => DateTime.local().toISODate() as string;
const plusDays = (n: number) => DateTime.local().plus({ days: n }).toISODate() as string;

function messageOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
}

const validators = {
  city: (value: string | undefined) => messageOf(CitySchema, value ?? ''),
  checkIn: (value: string | undefined) => messageOf(CheckInSchema, value ?? ''),
  checkOut: (value: string | undefined) => messageOf(CheckOutSchema, value ?? ''),
  rooms: (value: string | undefined) => messageOf(RoomsSchema, Number(value)),
  guests: (value: string | undefined) => messageOf(GuestsSchema, Number(value)),
};

/** The form's start values from the landing page's query string (?location=&checkIn=&checkOut=&rooms=&adults=&children=). */
export function initialValuesFrom(params: URLSearchParams): FormValues {
  const int = (name: string, fallback: number) => {
    const n = Number.parseInt(params.get(name) ?? '', 10);
    return Number.isFinite(n) ? n : fallback;
  };
  const rooms = Math.min(HOTEL_MAX_ROOMS, Math.max(1, int('rooms', 1)));
  const guests = Math.min(HOTEL_MAX_GUESTS, Math.max(1, int('adults', 2) + Math.max(0, int('children', 0))));
  return {
    city: params.get('location') ?? params.get('city') ?? '',
    checkIn: params.get('checkIn') ?? plusDays(1),
    checkOut: params.get('checkOut') ?? plusDays(8),
    rooms: String(rooms),
    guests: String(guests),
  };
}

/** Valid criteria, or the first broken rule (field or date rule) for these values. */
function criteriaFrom(values: FormValues): { criteria?: HotelCriteria; field?: keyof FormValues; message?: string } {
  for (const name of ['city', 'checkIn', 'checkOut', 'rooms', 'guests'] as const) {
    const message = validators[name](values[name]);
    if (message) return { field: name, message };
  }
  const problem = stayDatesProblem(values.checkIn, values.checkOut, localToday());
  if (problem) return { field: problem === CHECK_IN_FUTURE ? 'checkIn' : 'checkOut', message: problem };
  return {
    criteria: {
      city: values.city.trim(),
      checkInDate: values.checkIn,
      checkOutDate: values.checkOut,
      rooms: Number(values.rooms),
      guests: Number(values.guests),
    },
  };
}

function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`${rating} star hotel`} color="gold.500">
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

export function LocalHotelCard(props: { hotel: FragmentType<typeof LocalHotelCardFragment>; onBook: (hotel: Bookable) => void }) {
  const hotel = getFragmentData(LocalHotelCardFragment, props.hotel);
  const more = hotel.amenities.length - 3;
  const b = hotel.priceBreakdown;
  const taxPercent = `${Math.round(Number(b.taxRate) * 100)}%`;
  return (
    <Card.Root overflow="hidden" data-testid="hotel-card" flexDirection={{ base: 'column', md: 'row' }}>
      {/* the artwork is 16:10; keeping its shape keeps its caption whole */}
      <Box w={{ base: 'full', md: '80' }} flexShrink={0}>
        <Image src={hotel.imageUrl} alt={hotel.name} w="full" aspectRatio={16 / 10} objectFit="cover" loading="lazy" bg="brand.50" />
      </Box>
      <Stack flex="1" gap="0" minW="0">
        <Card.Body gap="3">
          <Flex justify="space-between" gap="4" wrap="wrap">
            <Stack gap="1" minW="0">
              <Heading as="h3" size="md">
                {hotel.name}
              </Heading>
              <Stars rating={hotel.rating} />
              <HStack gap="1" color="fg.muted" fontSize="sm">
                <MapPin size={14} />
                <Text>
                  {hotel.city}, {hotel.country}
                </Text>
              </HStack>
            </Stack>
            <Stack gap="0" textAlign={{ base: 'left', sm: 'right' }}>
              <Text fontSize="xl" fontWeight="bold" color="brand.800" data-testid="hotel-price">
                {hotel.pricePerNightFormatted}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                per night · {hotel.roomType} room
              </Text>
              <Text fontSize="sm" color="fg.muted" data-testid="hotel-total">
                {hotel.nights} {hotel.nights === 1 ? 'night' : 'nights'}, {hotel.roomCount} {hotel.roomCount === 1 ? 'room' : 'rooms'}:{' '}
                <Text as="span" fontWeight="semibold" color="fg">
                  {b.formatted.total}
                </Text>
              </Text>
            </Stack>
          </Flex>
          <Text color="fg.muted" fontSize="sm" lineClamp={2}>
            {hotel.description}
          </Text>
          <Wrap gap="2" data-testid="hotel-amenities">
            {hotel.amenities.slice(0, 3).map((a) => (
              <Badge key={a} variant="subtle" colorPalette="brand">
                {a}
              </Badge>
            ))}
            {more > 0 && <Badge variant="outline">+{more} more</Badge>}
          </Wrap>
          <Collapsible.Root>
            <Collapsible.Trigger asChild>
              <Button variant="plain" size="sm" px="0" color="brand.700" data-testid="breakdown-toggle">
                Price breakdown <ChevronDown size={14} />
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Stack gap="3" pt="2" data-testid="price-breakdown">
                <Grid templateColumns="1fr auto" columnGap="4" rowGap="1" fontSize="sm">
                  <Text color="fg.muted">
                    {b.formatted.pricePerNight} × {hotel.nights} {hotel.nights === 1 ? 'night' : 'nights'} × {hotel.roomCount}{' '}
                    {hotel.roomCount === 1 ? 'room' : 'rooms'}
                  </Text>
                  <Text textAlign="right">{b.formatted.subtotal}</Text>
                  <Text color="fg.muted">Taxes ({taxPercent} sales tax on services)</Text>
                  <Text textAlign="right">{b.formatted.taxes}</Text>
                  <Text fontWeight="semibold">Total</Text>
                  <Text textAlign="right" fontWeight="semibold">
                    {b.formatted.total}
                  </Text>
                </Grid>
                <Separator />
                <Table.Root size="sm" variant="line" data-testid="currency-breakdown">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Currency</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Per night</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {hotel.multiCurrencyPricing.map((p) => (
                      <Table.Row key={p.currency} fontWeight={p.currency === hotel.currency ? 'semibold' : 'normal'}>
                        <Table.Cell>{p.currency}</Table.Cell>
                        <Table.Cell textAlign="end">{p.formatted}</Table.Cell>
                        <Table.Cell textAlign="end">{p.totalFormatted}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Stack>
            </Collapsible.Content>
          </Collapsible.Root>
        </Card.Body>
        <Card.Footer justifyContent="space-between" alignItems="center" gap="3" borderTopWidth="1px" pt="4" flexWrap="wrap">
          <Text fontSize="sm" color={hotel.isAvailable ? 'fg.muted' : 'red.600'}>
            {hotel.isAvailable
              ? hotel.availableRooms <= 5
                ? `Only ${hotel.availableRooms} rooms left for your dates`
                : 'Available for your dates'
              : 'No rooms for your dates and party'}
          </Text>
          {hotel.isAvailable ? (
            <Button colorPalette="brand" onClick={() => props.onBook({ id: hotel.id, name: hotel.name })}>
              Book Now
            </Button>
          ) : (
            <Button disabled variant="subtle">
              Not Available
            </Button>
          )}
        </Card.Footer>
      </Stack>
    </Card.Root>
  );
}

function HotelResults({ criteria, onBook }: { criteria: HotelCriteria; onBook: (hotel: Bookable) => void }) {
  const { selected } = useCurrency();
  const { data, loading, error, fetchMore } = useQuery(LocalHotelsQuery, {
    variables: { ...criteria, currency: selected, pagination: { limit: PAGE_SIZE, offset: 0 } },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.hotels;
  if (!page && loading) return <CardGridSkeleton count={3} />;
  if (error && !page) return <ErrorCard message={error.message || 'Failed to search hotels'} />;
  if (!page || page.items.length === 0) {
    return <EmptyCard title="No hotels found for your search criteria." description="Try adjusting your dates or location." />;
  }
  return (
    <Stack gap="4" data-testid="hotel-results">
      {page.items.map((item) => (
        <LocalHotelCard key={item.id} hotel={item} onBook={onBook} />
      ))}
      <ShowMore
        hasMore={page.hasMore}
        loading={loading}
        onClick={() => void fetchMore({ variables: { pagination: { limit: PAGE_SIZE, offset: page.items.length } } })}
      />
    </Stack>
  );
}

// Spec: the local-inventory search (city, dates, rooms 1-5, guests 1-6). The search runs only once valid criteria
// are stored; the landing page's query string prefills the form and, when valid, runs it.
export function LocalHotelSearch({ onBook }: { onBook?: (hotel: Bookable) => void }) {
  const [params, setParams] = useSearchParams();
  const initialValues = useMemo(() => initialValuesFrom(params), [params]);
  const [criteria, setCriteria] = useState<HotelCriteria | null>(() =>
    params.has('location') || params.has('city') ? (criteriaFrom(initialValuesFrom(params)).criteria ?? null) : null,
  );
  // 'Book Now' opens the booking dialog, prefilled with the searched dates, rooms and guests
  const [dialogHotel, setDialogHotel] = useState<Bookable | null>(null);
  const book = onBook ?? setDialogHotel;
  const today = localToday();

  const submit = (values: FormValues) => {
    const { criteria: next, field, message } = criteriaFrom(values);
    if (!next) {
      if (field === 'checkIn' || field === 'checkOut') toast('Invalid Date', message, 'error');
      return field ? { [field]: message } : undefined;
    }
    setCriteria(next);
    setParams(
      {
        location: next.city,
        checkIn: next.checkInDate,
        checkOut: next.checkOutDate,
        rooms: String(next.rooms),
        adults: String(next.guests),
        children: '0',
      },
      { replace: true },
    );
    return undefined;
  };

  return (
    <Stack as="section" gap="6" aria-labelledby="local-hotels-heading">
      <Card.Root shadow="md">
        <Card.Body gap="4">
          <HStack gap="2">
            <BedDouble size={20} />
            <Heading as="h2" id="local-hotels-heading" size="lg">
              Search our hotels
            </Heading>
          </HStack>
          <Form<FormValues> onSubmit={submit} initialValues={initialValues} keepDirtyOnReinitialize>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate data-testid="local-hotel-form">
                <Grid
                  templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: '2fr 1fr 1fr 0.8fr 0.8fr auto' }}
                  gap="4"
                  alignItems="start"
                >
                  <FormField<string> name="city" validate={validators.city}>
                    {({ input, meta }) => (
                      <Box gridColumn={{ base: 'span 2', lg: 'auto' }}>
                        <Field label="City" errorText={meta.touched || meta.submitFailed ? meta.error || meta.submitError : undefined}>
                          <Input {...input} placeholder="Makkah, Dubai, Lahore..." list="local-hotel-cities" autoComplete="off" />
                          <datalist id="local-hotel-cities">
                            {POPULAR_CITIES.map((c) => (
                              <option key={c} value={c} />
                            ))}
                          </datalist>
                        </Field>
                      </Box>
                    )}
                  </FormField>
                  <FormField<string> name="checkIn" validate={validators.checkIn}>
                    {({ input, meta }) => (
                      <Field label="Check-in" errorText={meta.touched || meta.submitFailed ? meta.error || meta.submitError : undefined}>
                        <Input {...input} type="date" min={today} />
                      </Field>
                    )}
                  </FormField>
                  <FormField<string> name="checkOut" validate={validators.checkOut}>
                    {({ input, meta }) => (
                      <Field label="Check-out" errorText={meta.touched || meta.submitFailed ? meta.error || meta.submitError : undefined}>
                        <Input {...input} type="date" min={today} />
                      </Field>
                    )}
                  </FormField>
                  <FormField<string> name="rooms" validate={validators.rooms}>
                    {({ input, meta }) => (
                      <Field label="Rooms" errorText={meta.submitFailed ? meta.error : undefined}>
                        <NativeSelect.Root>
                          <NativeSelect.Field {...input} aria-label="Rooms">
                            {ROOM_CHOICES.map((n) => (
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
                  <FormField<string> name="guests" validate={validators.guests}>
                    {({ input, meta }) => (
                      <Field label="Guests" errorText={meta.submitFailed ? meta.error : undefined}>
                        <NativeSelect.Root>
                          <NativeSelect.Field {...input} aria-label="Guests">
                            {GUEST_CHOICES.map((n) => (
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
                  <Box pt={{ base: '0', lg: '6' }} gridColumn={{ base: 'span 2', lg: 'auto' }}>
                    <Button type="submit" colorPalette="brand" w={{ base: 'full', lg: 'auto' }} loading={submitting}>
                      <Search size={16} /> Search Hotels
                    </Button>
                  </Box>
                </Grid>
              </form>
            )}
          </Form>
        </Card.Body>
      </Card.Root>
      {criteria ? (
        <HotelResults criteria={criteria} onBook={book} />
      ) : (
        <Text color="fg.muted" textAlign="center" py="6">
          Choose a city and your dates to see prices and availability.
        </Text>
      )}
      {dialogHotel && (
        <HotelBookingDialog
          hotel={dialogHotel}
          defaults={criteria ? { checkInDate: criteria.checkInDate, checkOutDate: criteria.checkOutDate, roomCount: criteria.rooms, guestCount: criteria.guests } : undefined}
          open
          onOpenChange={(open) => !open && setDialogHotel(null)}
        />
      )}
    </Stack>
  );
}

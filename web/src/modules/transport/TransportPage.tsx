import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Container, Heading, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { TRANSPORT_TYPE_LABELS, TRANSPORT_TYPES, type TransportTypeValue } from '@rules/catalogue.js';
import { ArrowRight, Clock, MapPin } from 'lucide-react';
import { PageHeader } from '../../app/PageHeader';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { type Bookable, useBookTransport } from '../catalogue/booking';
import { CardGrid, CardGridSkeleton, EmptyCard, ErrorCard, pkrLabel, ShowMore, TypeTabs } from '../catalogue/ui';
import { useCurrency } from '../currency/CurrencyProvider';

const PAGE_SIZE = 12;

export const TransportCardFragment = graphql(`
  fragment TransportCard_option on TransportOption {
    id
    type
    name
    description
    operator
    imageUrl
    priceInPkr
    fromCity
    toCity
    duration
    features
    seatsAvailable
  }
`);

export const TransportQuery = graphql(`
  query Transport($type: TransportType, $pagination: PaginationInput) {
    transport(type: $type, pagination: $pagination) {
      items {
        id
        ...TransportCard_option
      }
      hasMore
      limit
      offset
    }
  }
`);

export function TransportCard(props: { option: FragmentType<typeof TransportCardFragment>; onBook: (option: Bookable) => void }) {
  const option = getFragmentData(TransportCardFragment, props.option);
  const { selected, format } = useCurrency();
  // spec: car rental prices show '/day'
  const unit = option.type === 'car_rental' ? '/day' : '';
  return (
    <Card.Root overflow="hidden" data-testid="transport-card" h="full">
      <Image
        src={option.imageUrl}
        alt={option.name}
        aspectRatio={2}
        objectPosition="bottom"
        w="full"
        objectFit="cover"
        loading="lazy"
        bg="brand.50"
      />
      <Card.Body gap="3">
        <Stack gap="1">
          {option.operator && (
            <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="brand.700" fontWeight="semibold">
              {option.operator}
            </Text>
          )}
          <Heading as="h3" size="md" lineClamp={2}>
            {option.name}
          </Heading>
        </Stack>
        <Text color="fg.muted" fontSize="sm" lineClamp={3}>
          {option.description}
        </Text>
        <HStack gap="2" fontSize="sm" wrap="wrap" data-testid="transport-route">
          <MapPin size={15} />
          <Text fontWeight="medium">{option.fromCity}</Text>
          {option.toCity && (
            <>
              <ArrowRight size={15} />
              <Text fontWeight="medium">{option.toCity}</Text>
            </>
          )}
        </HStack>
        <HStack gap="1" color="fg.muted" fontSize="sm">
          <Clock size={15} />
          <Text>{option.duration}</Text>
          {option.seatsAvailable != null && <Text>· {option.seatsAvailable} seats left</Text>}
        </HStack>
        <Wrap gap="2">
          {option.features.map((f) => (
            <Badge key={f} variant="subtle" colorPalette="brand">
              {f}
            </Badge>
          ))}
        </Wrap>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="flex-end" gap="3" borderTopWidth="1px" pt="4">
        <Stack gap="0">
          <Text fontSize="lg" fontWeight="bold" color="brand.800" data-testid="transport-price">
            {pkrLabel(option.priceInPkr)}
            {unit}
          </Text>
          {selected !== 'PKR' && (
            <Text fontSize="sm" color="fg.muted">
              ≈ {format(option.priceInPkr)}
              {unit}
            </Text>
          )}
        </Stack>
        <Button colorPalette="brand" onClick={() => props.onBook({ id: option.id, name: option.name })}>
          Book Now
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function TransportList({ type, onBook }: { type: TransportTypeValue; onBook: (option: Bookable) => void }) {
  const { data, loading, error, fetchMore } = useQuery(TransportQuery, {
    variables: { type, pagination: { limit: PAGE_SIZE, offset: 0 } },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.transport;
  if (!page && loading) return <CardGridSkeleton />;
  if (error && !page) return <ErrorCard message={error.message || 'Failed to load transport options'} />;
  if (!page || page.items.length === 0) return <EmptyCard title="No options available" />;
  return (
    <>
      <CardGrid>
        {page.items.map((item) => (
          <TransportCard key={item.id} option={item} onBook={onBook} />
        ))}
      </CardGrid>
      <ShowMore
        hasMore={page.hasMore}
        loading={loading}
        onClick={() => void fetchMore({ variables: { pagination: { limit: PAGE_SIZE, offset: page.items.length } } })}
      />
    </>
  );
}

// Spec: the tabs of /transport (Car Rental, Bus, Train, Airport Transfer); `?type=` picks the tab.
export default function TransportPage({ onBook }: { onBook?: (item: Bookable) => void }) {
  const bookHere = useBookTransport();
  const book = onBook ?? bookHere;
  return (
    <>
      <PageHeader title="Transport" subtitle="Car rental, intercity coaches, trains and airport transfers" />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <TypeTabs types={TRANSPORT_TYPES} labels={TRANSPORT_TYPE_LABELS} fallback="car_rental">
          {(t) => <TransportList type={t} onBook={book} />}
        </TypeTabs>
      </Container>
    </>
  );
}

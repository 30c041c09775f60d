import { Badge, Card, Heading, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { TRANSPORT_TYPE_LABELS, TRANSPORT_TYPES, type TransportTypeValue } from '@rules/catalogue.js';
import { ArrowRight, Clock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { type Bookable, useBookTransport } from '../catalogue/booking';
import { AgentBookingDialog } from '../bookings/AgentBookingDialog';
import { useSession } from '../session/useSession';
import { BookFooter, CataloguePage, EmptyCard, PagedCards, pkrLabel } from '../catalogue/ui';

const PAGE_SIZE = 12;

export const TransportCardFragment = graphql(`
  fragment TransportCard_option on TransportOption {
    id type name description operator imageUrl priceInPkr fromCity toCity duration features seatsAvailable
  }
`);

export const TransportQuery = graphql(`
  query Transport($type: TransportType, $pagination: PaginationInput) {
    transport(type: $type, pagination: $pagination) {
      items { id ...TransportCard_option }
      hasMore limit offset
    }
  }
`);

export function TransportCard(props: { option: FragmentType<typeof TransportCardFragment>; onBook: (option: Bookable) => void }) {
  const option = getFragmentData(TransportCardFragment, props.option);
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
      <BookFooter amountPkr={option.priceInPkr} unit={unit} onBook={() => props.onBook({ id: option.id, name: option.name })}>
        <Text fontSize="lg" fontWeight="bold" color="brand.800" data-testid="transport-price">
          {pkrLabel(option.priceInPkr)}
          {unit}
        </Text>
      </BookFooter>
    </Card.Root>
  );
}

function TransportList({ type, onBook }: { type: TransportTypeValue; onBook: (option: Bookable) => void }) {
  const { data, paging } = usePagedQuery(TransportQuery, { type }, PAGE_SIZE);
  return (
    <PagedCards page={data?.transport} {...paging} failure="Failed to load transport options" empty={<EmptyCard title="No options available" />}>
      {(item) => <TransportCard option={item} onBook={onBook} />}
    </PagedCards>
  );
}

// Spec: the tabs of /transport (Car Rental, Bus, Train, Airport Transfer); `?type=` picks the tab.
export default function TransportPage({ onBook }: { onBook?: (item: Bookable) => void }) {
  const bookHere = useBookTransport();
  // a travel agent books through the dialog: for a customer, with a markup
  const { user } = useSession();
  const [agentItem, setAgentItem] = useState<Bookable | null>(null);
  const book = onBook ?? (user?.role === 'b2b_agent' ? setAgentItem : bookHere);
  return (
    <>
      <CataloguePage
        title="Transport"
        subtitle="Car rental, intercity coaches, trains and airport transfers"
        types={TRANSPORT_TYPES}
        labels={TRANSPORT_TYPE_LABELS}
        fallback="car_rental"
      >
        {(t) => <TransportList type={t} onBook={book} />}
      </CataloguePage>
      <AgentBookingDialog type="transport" item={agentItem} onClose={() => setAgentItem(null)} />
    </>
  );
}

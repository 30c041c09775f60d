import type { ApolloClient } from '@apollo/client';
import { Badge, Card, Heading, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { TRANSPORT_TYPES, type TransportTypeValue } from '@rules/catalogue.js';
import { ArrowRight, Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import transportNs from '../../i18n/en/transport';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { type Bookable, useBookTransport } from '../catalogue/booking';
import { useAgentBooking } from '../bookings/AgentBookingDialog';
import { BookFooter, CataloguePage, chosenType, EmptyCard, PagedCards, pkrLabel } from '../catalogue/ui';

const PAGE_SIZE = 12;
const FIRST_TAB: TransportTypeValue = 'car_rental';

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
  const { t } = useTranslation(transportNs);
  // spec: car rental prices show '/day'
  const unit = option.type === 'car_rental' ? t('perDay') : '';
  return (
    <Card.Root overflow="hidden" data-testid="transport-card" h="full">
      <Image
        src={option.imageUrl}
        alt={option.name}
        lang="en"
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
            <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="brand.700" fontWeight="semibold" lang="en">
              {option.operator}
            </Text>
          )}
          <Heading as="h2" size="md" lineClamp={2} lang="en">
            {option.name}
          </Heading>
        </Stack>
        <Text color="fg.muted" fontSize="sm" lineClamp={3} lang="en">
          {option.description}
        </Text>
        <HStack gap="2" fontSize="sm" wrap="wrap" data-testid="transport-route">
          <MapPin size={15} />
          <Text fontWeight="medium" lang="en">
            {option.fromCity}
          </Text>
          {option.toCity && (
            <>
              <ArrowRight size={15} />
              <Text fontWeight="medium" lang="en">
                {option.toCity}
              </Text>
            </>
          )}
        </HStack>
        <HStack gap="1" color="fg.muted" fontSize="sm">
          <Clock size={15} />
          <Text lang="en">{option.duration}</Text>
          {option.seatsAvailable != null && <Text>{t('seatsLeft', { count: option.seatsAvailable })}</Text>}
        </HStack>
        <Wrap gap="2">
          {option.features.map((f) => (
            <Badge key={f} variant="subtle" colorPalette="brand" lang="en">
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
  const { t } = useTranslation(transportNs);
  return (
    <PagedCards page={data?.transport} {...paging} failure={t('loadFailed')} empty={<EmptyCard title={t('noOptions')} />}>
      {(item) => <TransportCard option={item} onBook={onBook} />}
    </PagedCards>
  );
}

/** The list the page opens on, asked for while the page's code and the app start (app/withApollo.tsx). */
export function prefetch(client: ApolloClient, params: URLSearchParams): Promise<unknown> {
  return client.query({ query: TransportQuery, variables: { type: chosenType(TRANSPORT_TYPES, FIRST_TAB, params), pagination: { limit: PAGE_SIZE, offset: 0 } } });
}

// Spec: the tabs of /transport (Car Rental, Bus, Train, Airport Transfer); `?type=` picks the tab.
export default function TransportPage({ onBook }: { onBook?: (item: Bookable) => void }) {
  const bookHere = useBookTransport();
  // a travel agent books through the dialog: for a customer, with a markup
  const { book, dialog } = useAgentBooking('transport', bookHere, onBook);
  const { t } = useTranslation(transportNs);
  const labels = Object.fromEntries(TRANSPORT_TYPES.map((type) => [type, t(`types.${type}`)])) as Record<TransportTypeValue, string>;
  return (
    <>
      <CataloguePage
        title={t('title')}
        subtitle={t('subtitle')}
        types={TRANSPORT_TYPES}
        labels={labels}
        fallback={FIRST_TAB}
      >
        {(type) => <TransportList type={type} onBook={book} />}
      </CataloguePage>
      {dialog}
    </>
  );
}

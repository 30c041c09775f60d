import type { ApolloClient } from '@apollo/client';
import { Badge, Box, Card, Heading, HStack, Image, Link, List, Text } from '@chakra-ui/react';
import { PACKAGE_TYPES, type PackageTypeValue } from '@rules/catalogue.js';
import { cheapestOccupancy } from '@rules/package-rooms.js';
import { Link as RouterLink } from 'react-router';
import { Check, Clock, MapPin, Star } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import packagesNs from '../../i18n/en/packages';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { type Bookable, useBookPackage } from '../catalogue/booking';
import { useAgentBooking } from '../bookings/AgentBookingDialog';
import { BookFooter, CataloguePage, chosenType, EmptyCard, PagedCards, pkrLabel } from '../catalogue/ui';
import { Ltr, Stored } from '../../i18n/bidi';

const PAGE_SIZE = 12;
const FIRST_TAB: PackageTypeValue = 'umrah';

export const PackageCardFragment = graphql(`
  fragment PackageCard_package on Package {
    id name description type imageUrl duration priceInPkr originalPriceInPkr featured rating departureCity
    inclusions occupancyPrices { occupancy priceInPkr }
  }
`);

export const PackagesQuery = graphql(`
  query Packages($type: PackageType, $pagination: PaginationInput) {
    packages(type: $type, pagination: $pagination) {
      items { id ...PackageCard_package }
      hasMore limit offset
    }
  }
`);

// the first row of cards is what a visitor sees first (the page's largest paint on a phone): their images load at once,
// the first with high priority; the rest wait until they scroll near
const EAGER_CARDS = 3;

export function PackageCard(props: { package: FragmentType<typeof PackageCardFragment>; onBook: (pkg: Bookable) => void; index?: number }) {
  const index = props.index ?? EAGER_CARDS;
  const pkg = getFragmentData(PackageCardFragment, props.package);
  const more = pkg.inclusions.length - 3;
  const { t } = useTranslation(packagesNs);
  return (
    <Card.Root overflow="hidden" data-testid="package-card" h="full">
      <Box position="relative">
        <Image
          src={pkg.imageUrl}
          alt={pkg.name}
          lang="en"
          aspectRatio={16 / 10}
          w="full"
          objectFit="cover"
          loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          bg="brand.50"
        />
        {pkg.featured && (
          <Badge position="absolute" top="3" left="3" bg="gold.400" color="brand.950" size="md">
            {t('featured')}
          </Badge>
        )}
      </Box>
      <Card.Body gap="3">
        <Heading as="h2" size="md" lineClamp={2} lang="en">
          <Link asChild color="inherit" data-testid="package-details">
            <RouterLink to={`/packages/${pkg.id}`}>{pkg.name}</RouterLink>
          </Link>
        </Heading>
        <Text color="fg.muted" fontSize="sm" lineClamp={3} lang="en">
          {pkg.description}
        </Text>
        <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
          <HStack gap="1">
            <Clock size={15} />
            <Text data-testid="package-duration" lang="en">{pkg.duration}</Text>
          </HStack>
          {pkg.departureCity && (
            <HStack gap="1">
              <MapPin size={15} />
              <Text>
                <Trans t={t} i18nKey="from" values={{ city: pkg.departureCity }} components={{ city: <Stored /> }} />
              </Text>
            </HStack>
          )}
          {pkg.rating != null && (
            <HStack gap="1">
              <Star size={15} fill="currentColor" color="var(--chakra-colors-gold-500)" />
              <Text>{pkg.rating.toFixed(1)}</Text>
            </HStack>
          )}
        </HStack>
        <List.Root gap="1" variant="plain" fontSize="sm" lang="en">
          {pkg.inclusions.slice(0, 3).map((item) => (
            <List.Item key={item} alignItems="center">
              <List.Indicator asChild color="brand.600">
                <Check size={14} />
              </List.Indicator>
              {item}
            </List.Item>
          ))}
        </List.Root>
        {more > 0 && (
          <Text fontSize="sm" color="brand.700" fontWeight="medium">
            {t('moreInclusions', { count: more })}
          </Text>
        )}
      </Card.Body>
      <BookFooter amountPkr={pkg.priceInPkr} convertedTestId="package-price-converted" onBook={() => props.onBook({ id: pkg.id, name: pkg.name })}>
      {pkg.originalPriceInPkr && Number(pkg.originalPriceInPkr) > Number(pkg.priceInPkr) && (
          <Text fontSize="xs" color="fg.muted" textDecoration="line-through">
            {pkrLabel(pkg.originalPriceInPkr)}
          </Text>
        )}
        <PriceLine pkg={pkg} />
      </BookFooter>
    </Card.Root>
  );
}

// a package priced per bed: "from PKR X per person (sharing)", its cheapest bed; one price: "PKR X per person"
function PriceLine({ pkg }: { pkg: { priceInPkr: string; occupancyPrices: ReadonlyArray<{ occupancy: string; priceInPkr: string }> } }) {
  const { t } = useTranslation(packagesNs);
  if (!pkg.occupancyPrices.length) {
    return (
      <Text fontSize="lg" fontWeight="bold" color="brand.800" data-testid="package-price">
        <Ltr>{pkrLabel(pkg.priceInPkr)}</Ltr>{' '}
        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
          {t('perPerson')}
        </Text>
      </Text>
    );
  }
  const cheapest = cheapestOccupancy(pkg as Parameters<typeof cheapestOccupancy>[0]);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="package-price">
      <Trans
        t={t}
        i18nKey="priceFrom"
        values={{ price: pkrLabel(cheapest.priceInPkr), occupancy: t(`occupancy.${cheapest.occupancy}`) }}
        components={{ price: <Text as="bdi" dir="ltr" whiteSpace="nowrap" fontSize="lg" fontWeight="bold" color="brand.800" /> }}
      />
    </Text>
  );
}

function PackageList({ type, onBook }: { type: PackageTypeValue; onBook: (pkg: Bookable) => void }) {
  const { data, paging } = usePagedQuery(PackagesQuery, { type }, PAGE_SIZE);
  const { t } = useTranslation(packagesNs);
  return (
    <PagedCards page={data?.packages} {...paging} failure={t('failed')} empty={<EmptyCard title={t('empty')} />}>
      {(item, index) => <PackageCard package={item} onBook={onBook} index={index} />}
    </PagedCards>
  );
}

/**
 * The list the page opens on, asked for while the page's code and the app start (app/withApollo.tsx): on a phone the
 * first cards are the page's largest paint, and they no longer wait for the app to start before their request goes.
 */
export function prefetch(client: ApolloClient, params: URLSearchParams): Promise<unknown> {
  const type = chosenType(PACKAGE_TYPES, FIRST_TAB, params);
  return client.query({ query: PackagesQuery, variables: { type, pagination: { limit: PAGE_SIZE, offset: 0 } } });
}

// Spec: the tabs of /packages (Umrah, Hajj, Holiday, International, Domestic); `?type=` picks the tab.
export default function PackagesPage({ onBook }: { onBook?: (item: Bookable) => void }) {
  const bookHere = useBookPackage();
  // a travel agent books through the dialog: for a customer, with a markup
  const { book, dialog } = useAgentBooking('package', bookHere, onBook);
  const { t } = useTranslation(packagesNs);
  // spec: the tabs' labels (PACKAGE_TYPE_LABELS in English), in the reader's language
  const labels = Object.fromEntries(PACKAGE_TYPES.map((type) => [type, t(`types.${type}`)])) as Record<PackageTypeValue, string>;
  return (
    <>
      <CataloguePage
        title={t('title')}
        subtitle={t('subtitle')}
        types={PACKAGE_TYPES}
        labels={labels}
        fallback={FIRST_TAB}
      >
        {(type) => <PackageList type={type} onBook={book} />}
      </CataloguePage>
      {dialog}
    </>
  );
}

import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Container, Grid, Heading, HStack, Image, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { BookedRoom } from '@rules/package-rooms.js';
import { priceRooms } from '@rules/package-rooms.js';
import { Check, Clock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { graphql } from '../../gql';
import type { RoomOccupancy } from '../../gql/graphql';
import { Stored } from '../../i18n/bidi';
import packagesNs from '../../i18n/en/packages';
import { useBookItem } from '../bookings/useBookItem';
import { ErrorCard } from '../catalogue/ui';
import { AddToQuote } from '../quotes/AddToQuote';
import { BedPriceTable, firstRooms, RoomPicker } from './PackageRooms';

// /packages/:id (issue 36): a package's page with its prices per bed, and booking by rooms at the total the server
// will charge (the same rules, rules/package-rooms.ts).

export const PackageDetailQuery = graphql(`
  query PackageDetail($id: ID!) {
    package(id: $id) {
      id name description type imageUrl duration priceInPkr originalPriceInPkr departureCity inclusions exclusions availableSpots
      occupancyPrices { occupancy priceInPkr }
      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr
    }
  }
`);

export default function PackageDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(packagesNs);
  const { data, loading } = useQuery(PackageDetailQuery, { variables: { id } });
  const [rooms, setRooms] = useState<BookedRoom[] | null>(null);
  const { book, pendingId } = useBookItem('package');
  const pkg = data?.package;

  if (loading && !pkg) {
    return (
      <Container maxW="5xl" py="8">
        <Skeleton h="80" />
      </Container>
    );
  }
  if (!pkg) {
    return (
      <Container maxW="5xl" py="8">
        <ErrorCard message={t('loadFailed')} />
      </Container>
    );
  }
  const chosen = rooms ?? firstRooms(pkg);
  const priced = priceRooms(pkg, chosen);
  const onBook = () => {
    if (!priced.ok) return;
    void book(pkg.id, {
      type: 'package' as never,
      packageId: pkg.id,
      rooms: chosen.map((r) => ({ ...r, occupancy: r.occupancy as RoomOccupancy })),
      totalPriceInPkr: priced.totalInPkr,
    });
  };

  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Link asChild color="brand.700" fontSize="sm">
          <RouterLink to={`/packages?type=${pkg.type}`}>{t('back')}</RouterLink>
        </Link>
        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="start">
          <Stack gap="4">
            <Image src={pkg.imageUrl} alt={pkg.name} lang="en" rounded="md" aspectRatio={16 / 9} objectFit="cover" bg="brand.50" />
            <Heading as="h1" size="2xl" lang="en">
              {pkg.name}
            </Heading>
            <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
              <HStack gap="1">
                <Clock size={15} />
                <Text lang="en">{pkg.duration}</Text>
              </HStack>
              {pkg.departureCity && (
                <HStack gap="1">
                  <MapPin size={15} />
                  <Text>
                    <Trans t={t} i18nKey="from" values={{ city: pkg.departureCity }} components={{ city: <Stored /> }} />
                  </Text>
                </HStack>
              )}
              <Text data-testid="spots-left">{t('spotsLeft', { count: pkg.availableSpots })}</Text>
            </HStack>
            <Text lang="en">{pkg.description}</Text>
            <List.Root gap="1" variant="plain" fontSize="sm" lang="en">
              {pkg.inclusions.map((item) => (
                <List.Item key={item} alignItems="center">
                  <List.Indicator asChild color="brand.600">
                    <Check size={14} />
                  </List.Indicator>
                  {item}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Stack gap="4">
            <BedPriceTable pkg={pkg} />
            <Card.Root>
              <Card.Body>
                <RoomPicker pkg={pkg} rooms={chosen} onChange={setRooms} />
                <Box mt="4">
                  <Button colorPalette="brand" w="full" disabled={!priced.ok} loading={pendingId === pkg.id} onClick={onBook} data-testid="book-rooms">
                    {t('bookRooms')}
                  </Button>
                  <Box mt="3"><AddToQuote name={pkg.name} imageUrl={pkg.imageUrl} input={priced.ok ? { type: 'package', packageId: pkg.id, rooms: chosen } : null} /></Box>
                </Box>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Dialog,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Input,
  InputGroup,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PACKAGE_TYPE_LABELS, PACKAGE_TYPES } from '@rules/catalogue.js';
import { compare, formatMoney } from '@rules/money.js';
import { Calendar, MapPin, Package as PackageIcon, Pencil, Plus, Search, Star, Trash2, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getFragmentData } from '../../gql';
import type { PackageType } from '../../gql/graphql';
import { errorMessage } from '../../ui/form';
import { Select } from '../../ui/select';
import { ShowMore } from '../../ui/showMore';
import { TabSection } from '../../ui/tabSection';
import { toast } from '../../ui/toaster';
import { capitalise } from '../bookings/status';
import { ManagedPackageFragment, MyPackagesQuery } from './operations';
import { useDeletePackage } from './packageMutations';
import type { ManagedPackage } from './PackageDialog';

const PAGE = 24;
const TYPE_OPTIONS = PACKAGE_TYPES.map((t) => ({ value: t, label: PACKAGE_TYPE_LABELS[t] }));

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function PackageCard({ pkg, onEdit, onDelete }: { pkg: ManagedPackage; onEdit: () => void; onDelete: () => void }) {
  const active = pkg.status === 'active';
  const discounted = pkg.originalPriceInPkr != null && compare(pkg.originalPriceInPkr, pkg.priceInPkr) > 0;
  return (
    <Card.Root variant="outline" overflow="hidden" data-testid="package-card">
      <Box position="relative">
        <Image src={pkg.imageUrl} alt={pkg.name} aspectRatio={16 / 9} objectFit="cover" width="full" bg="bg.muted" data-testid="package-card-image" />
        <HStack position="absolute" top="2" left="2" right="2" justify="space-between">
          {pkg.featured ? (
            <Badge colorPalette="yellow" variant="solid" data-testid="package-featured">
              <Star size={12} /> Featured
            </Badge>
          ) : (
            <span />
          )}
          {/* spec: green if active, grey otherwise */}
          <Badge colorPalette={active ? 'green' : 'gray'} bg={active ? 'green.700' : 'gray.600'} variant="solid" textTransform="capitalize" data-testid="package-status">
            {pkg.status}
          </Badge>
        </HStack>
      </Box>
      <Card.Body gap="2">
        <Heading size="md" lineClamp={2} data-testid="package-card-name">
          {pkg.name}
        </Heading>
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{capitalise(pkg.type)}</Text>
          <HStack gap="1">
            <Calendar size={14} /> <Text>{pkg.duration}</Text>
          </HStack>
        </HStack>
        {pkg.departureCity && (
          <HStack gap="1" fontSize="sm" color="fg.muted">
            <MapPin size={14} /> <Text>From {pkg.departureCity}</Text>
          </HStack>
        )}
        <HStack gap="2" align="baseline">
          <Text fontSize="xl" fontWeight="bold" color="brand.700" data-testid="package-card-price">
            {formatMoney(pkg.priceInPkr, 'PKR')}
          </Text>
          {discounted && (
            <Text as="s" color="fg.muted" fontSize="sm" data-testid="package-card-original">
              {formatMoney(pkg.originalPriceInPkr as string, 'PKR')}
            </Text>
          )}
        </HStack>
        <HStack justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap" gap="2">
          <HStack gap="1">
            <Star size={14} fill="currentColor" color="var(--chakra-colors-yellow-500)" />
            <Text>{pkg.rating != null ? pkg.rating.toFixed(1) : 'No rating'}</Text>
          </HStack>
          <Text>
            {pkg.bookings} {pkg.bookings === 1 ? 'booking' : 'bookings'}
          </Text>
          <HStack gap="1" data-testid="package-card-spots">
            <Users size={14} />
            <Text>
              {pkg.availableSpots}/{pkg.maxCapacity} spots
            </Text>
          </HStack>
        </HStack>
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" variant="outline" flex="1" onClick={onEdit} data-testid="package-edit">
          <Pencil size={14} /> Edit
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" flex="1" onClick={onDelete} data-testid="package-delete">
          <Trash2 size={14} /> Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function ConfirmDelete({ pkg, onClose }: { pkg: ManagedPackage | null; onClose: () => void }) {
  const [remove, { loading }] = useDeletePackage();
  const booked = (pkg?.bookings ?? 0) > 0;
  return (
    <Dialog.Root role="alertdialog" open={Boolean(pkg)} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-dialog">
            <Dialog.Header>
              <Dialog.Title>Delete package?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {booked
                  ? `“${pkg?.name}” has bookings, so it will be archived: hidden from the marketplace, its bookings kept.`
                  : `“${pkg?.name}” will be removed from the marketplace for good.`}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                loading={loading}
                data-testid="delete-confirm"
                onClick={async () => {
                  if (!pkg) return;
                  try {
                    const { data } = await remove({ variables: { id: pkg.id } });
                    const archived = data?.deletePackage.outcome === 'archived';
                    toast(archived ? 'Package Archived' : 'Package Deleted', archived ? `${pkg.name} is no longer listed; its bookings are kept.` : `${pkg.name} has been deleted.`, 'success');
                    onClose();
                  } catch (err) {
                    toast('Error', errorMessage(err, 'Failed to delete package. Please try again.'), 'error');
                  }
                }}
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EmptyState({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  return (
    <Stack align="center" textAlign="center" py="16" gap="3" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="packages-empty">
      <PackageIcon size={40} aria-hidden />
      <Heading size="md">No packages found</Heading>
      {filtered ? (
        <Text color="fg.muted">Try adjusting your search or filter criteria.</Text>
      ) : (
        <>
          <Text color="fg.muted">Get started by creating your first package.</Text>
          <Button colorPalette="brand" onClick={onCreate} data-testid="create-first-package">
            <Plus size={16} /> Create Your First Package
          </Button>
        </>
      )}
    </Stack>
  );
}

/** The Packages tab ('Package Management'): search, type filter, cards with edit and delete. Admins see every package. */
export function PackageManagement({
  onCreate,
  onEdit,
  subtitle = 'Manage your Umrah, Hajj, and Holiday packages',
}: {
  onCreate: () => void;
  onEdit: (pkg: ManagedPackage) => void;
  subtitle?: string;
}) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const term = useDebounced(search.trim(), 300);
  const { data, loading, fetchMore } = useQuery(MyPackagesQuery, {
    variables: { search: term || null, type: (type || null) as PackageType | null, pagination: { limit: PAGE } },
    fetchPolicy: 'cache-and-network',
  });
  const [deleting, setDeleting] = useState<ManagedPackage | null>(null);
  const items = (data?.myPackages.items ?? []).map((p) => getFragmentData(ManagedPackageFragment, p));
  const filtered = Boolean(term || type);

  return (
    <TabSection
      title="Package Management"
      text={subtitle}
      action={
        <Button colorPalette="brand" onClick={onCreate} data-testid="add-package">
          <Plus size={16} /> Add New Package
        </Button>
      }
    >
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <InputGroup flex="1" startElement={<Search size={16} />}>
          <Input placeholder="Search packages..." value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Search packages" data-testid="package-search" />
        </InputGroup>
        <Select
          value={type}
          onChange={(e) => setType(e.target.value)}
          options={TYPE_OPTIONS}
          placeholder="All Types"
          label="Package type"
          width={{ base: 'full', sm: '56' }}
          testId="package-type-filter"
        />
      </Flex>
      {loading && !data ? (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} height="80" rounded="lg" />
          ))}
        </Grid>
      ) : items.length === 0 ? (
        <EmptyState filtered={filtered} onCreate={onCreate} />
      ) : (
        <>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5" data-testid="package-grid">
            {items.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} onEdit={() => onEdit(pkg)} onDelete={() => setDeleting(pkg)} />
            ))}
          </Grid>
          <ShowMore
            label="Load more"
            hasMore={data?.myPackages.hasMore ?? false}
            loading={loading}
            onClick={() => void fetchMore({ variables: { pagination: { limit: PAGE, offset: items.length } } })}
          />
        </>
      )}
      <ConfirmDelete pkg={deleting} onClose={() => setDeleting(null)} />
    </TabSection>
  );
}

import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PACKAGE_TYPES } from '@rules/catalogue.js';
import { compare, formatMoney } from '@rules/money.js';
import { Calendar, MapPin, Package as PackageIcon, Pencil, Plus, Search, Star, Trash2, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import type { PackageType } from '../../gql/graphql';
import manageNs from '../../i18n/en/manage';
import { ConfirmDialog } from '../../ui/confirmDialog';
import { errorMessage } from '../../ui/form';
import { Select } from '../../ui/select';
import { ShowMore } from '../../ui/showMore';
import { TabSection } from '../../ui/tabSection';
import { toast } from '../../ui/toaster';
import { ManagedPackageFragment, MyPackagesQuery } from './operations';
import { useDeletePackage } from './packageMutations';
import type { ManagedPackage } from './PackageDialog';

const PAGE = 24;

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
  const { t } = useTranslation(manageNs);
  return (
    <Card.Root variant="outline" overflow="hidden" data-testid="package-card">
      <Box position="relative">
        <Image src={pkg.imageUrl} alt={pkg.name} lang="en" aspectRatio={16 / 9} objectFit="cover" width="full" bg="bg.muted" data-testid="package-card-image" />
        <HStack position="absolute" top="2" left="2" right="2" justify="space-between">
          {pkg.featured ? (
            <Badge colorPalette="yellow" variant="solid" data-testid="package-featured">
              <Star size={12} /> {t('featured')}
            </Badge>
          ) : (
            <span />
          )}
          {/* spec: green if active, grey otherwise */}
          <Badge colorPalette={active ? 'green' : 'gray'} bg={active ? 'green.700' : 'gray.600'} variant="solid" textTransform="capitalize" data-testid="package-status">
            {t(`status.${pkg.status}`, { defaultValue: pkg.status })}
          </Badge>
        </HStack>
      </Box>
      <Card.Body gap="2">
        <Heading size="md" lineClamp={2} lang="en" data-testid="package-card-name">
          {pkg.name}
        </Heading>
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{t(`types.${pkg.type}`, { defaultValue: pkg.type })}</Text>
          <HStack gap="1">
            <Calendar size={14} /> <Text lang="en">{pkg.duration}</Text>
          </HStack>
        </HStack>
        {pkg.departureCity && (
          <HStack gap="1" fontSize="sm" color="fg.muted">
            <MapPin size={14} />{' '}
            <Text>
              <Trans t={t} i18nKey="fromCity" values={{ city: pkg.departureCity }} components={{ city: <span lang="en" /> }} />
            </Text>
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
            <Text>{pkg.rating != null ? pkg.rating.toFixed(1) : t('noRating')}</Text>
          </HStack>
          <Text>{t('bookings', { count: pkg.bookings })}</Text>
          <HStack gap="1" data-testid="package-card-spots">
            <Users size={14} />
            <Text>{t('spots', { available: pkg.availableSpots, capacity: pkg.maxCapacity })}</Text>
          </HStack>
        </HStack>
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" variant="outline" flex="1" onClick={onEdit} data-testid="package-edit">
          <Pencil size={14} /> {t('edit')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" flex="1" onClick={onDelete} data-testid="package-delete">
          <Trash2 size={14} /> {t('delete')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function ConfirmDelete({ pkg, onClose }: { pkg: ManagedPackage | null; onClose: () => void }) {
  const [remove, { loading }] = useDeletePackage();
  const booked = (pkg?.bookings ?? 0) > 0;
  const { t } = useTranslation(manageNs);
  return (
    <ConfirmDialog
      open={Boolean(pkg)}
      onClose={onClose}
      title={t('deleteTitle')}
      cancelLabel={t('cancel')}
      confirmLabel={t('delete')}
      loading={loading}
      testId="delete-dialog"
      confirmTestId="delete-confirm"
      onConfirm={async () => {
        if (!pkg) return;
        try {
          const { data } = await remove({ variables: { id: pkg.id } });
          const archived = data?.deletePackage.outcome === 'archived';
          toast(archived ? t('archived') : t('deleted'), t(archived ? 'archivedText' : 'deletedText', { name: pkg.name }), 'success');
          onClose();
        } catch (err) {
          toast(t('error'), errorMessage(err, t('deleteFailed')), 'error');
        }
      }}
    >
      <Text>
        <Trans t={t} i18nKey={booked ? 'deleteArchives' : 'deleteRemoves'} values={{ name: pkg?.name }} components={{ name: <span lang="en" /> }} />
      </Text>
    </ConfirmDialog>
  );
}

function EmptyState({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  const { t } = useTranslation(manageNs);
  return (
    <Stack align="center" textAlign="center" py="16" gap="3" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="packages-empty">
      <PackageIcon size={40} aria-hidden />
      <Heading size="md">{t('emptyTitle')}</Heading>
      {filtered ? (
        <Text color="fg.muted">{t('emptyFiltered')}</Text>
      ) : (
        <>
          <Text color="fg.muted">{t('emptyText')}</Text>
          <Button colorPalette="brand" onClick={onCreate} data-testid="create-first-package">
            <Plus size={16} /> {t('createFirst')}
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
  subtitle,
}: {
  onCreate: () => void;
  onEdit: (pkg: ManagedPackage) => void;
  subtitle?: string;
}) {
  const { t } = useTranslation(manageNs);
  const typeOptions = PACKAGE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
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
      title={t('title')}
      text={subtitle ?? t('subtitle')}
      action={
        <Button colorPalette="brand" onClick={onCreate} data-testid="add-package">
          <Plus size={16} /> {t('addNew')}
        </Button>
      }
    >
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <InputGroup flex="1" startElement={<Search size={16} />}>
          <Input placeholder={t('searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} aria-label={t('searchLabel')} data-testid="package-search" />
        </InputGroup>
        <Select
          value={type}
          onChange={(e) => setType(e.target.value)}
          options={typeOptions}
          placeholder={t('allTypes')}
          label={t('typeLabel')}
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
            label={t('loadMore')}
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

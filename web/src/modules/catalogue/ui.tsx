import { Box, Button, Card, Center, Container, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { CircleAlert, SearchX } from 'lucide-react';
import { Fragment, type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import catalogueNs from '../../i18n/en/catalogue';
import { ShowMore } from '../../ui/showMore';
import { useCurrency } from '../currency/CurrencyProvider';

/** "PKR 185,000": the spec's package and transport price label. */
export function pkrLabel(amountPkr: string): string {
  return formatMoney(amountPkr, 'PKR').replace(/^Rs/, 'PKR');
}

/** The grid every catalogue list uses: one column on phones, up to three on desktops. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '4', md: '6' }}>
      {children}
    </SimpleGrid>
  );
}

export function CardGridSkeleton({ count = 6, image = true }: { count?: number; image?: boolean }) {
  return (
    <CardGrid>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card.Root key={i} overflow="hidden" data-testid="card-skeleton">
          {image && <Skeleton aspectRatio={16 / 10} />}
          <Card.Body gap="3">
            <Skeleton height="6" width="70%" />
            <SkeletonText noOfLines={3} />
            <Skeleton height="8" width="40%" />
          </Card.Body>
        </Card.Root>
      ))}
    </CardGrid>
  );
}

export function EmptyCard({ title, description }: { title: string; description?: string }) {
  return (
    <Card.Root variant="subtle" data-testid="empty-state">
      <Card.Body>
        <Center flexDirection="column" gap="2" py="10" textAlign="center">
          <Box color="fg.subtle">
            <SearchX size={36} />
          </Box>
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Center>
      </Card.Body>
    </Card.Root>
  );
}

export function ErrorCard({ message }: { message: string }) {
  const { t } = useTranslation(catalogueNs);
  return (
    <Card.Root borderColor="red.300" bg="red.50" data-testid="error-card" role="alert">
      <Card.Body>
        <Stack direction="row" align="center" gap="3" color="red.700">
          <CircleAlert size={20} />
          <Text fontWeight="medium">{t('error', { message })}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

// the most cards a row of the grid holds (CardGrid)
const FIRST_ROW = 3;

/**
 * A paged catalogue list's states: skeleton cards while its first page loads, the error, `empty` when it has
 * nothing, else its cards (in the card grid, or one column with `column`) and Show more, which asks for the page at
 * `offset`.
 */
export function PagedCards<T extends { id: string }>({
  page,
  loading,
  error,
  failure,
  empty,
  skeletons,
  column,
  testId,
  onMore,
  children,
}: {
  page: { items: readonly T[]; hasMore: boolean } | undefined;
  loading: boolean;
  error?: { message: string };
  failure: string;
  empty: ReactNode;
  skeletons?: number;
  column?: boolean;
  testId?: string;
  onMore: (offset: number) => void;
  // index: the card's place in the list (the first ones are above the fold: their images load at once)
  children: (item: T, index: number) => ReactNode;
}) {
  // The cards render in the background (a deferred value: in slices, between which the page answers input). Apollo
  // delivers a page as an urgent update, and a dozen cards drawn at once held a phone's main thread for over a second.
  // The first row comes at once: its pictures are the largest thing on the screen, and their download starts with it.
  const deferred = useDeferredValue(page);
  const shown = deferred ?? (page && { ...page, items: page.items.slice(0, FIRST_ROW), hasMore: false });
  if (!shown && loading) return <CardGridSkeleton count={skeletons} />;
  if (error && !page) return <ErrorCard message={error.message || failure} />;
  if (!shown || shown.items.length === 0) return <>{empty}</>;
  const cards = shown.items.map((item, i) => <Fragment key={item.id}>{children(item, i)}</Fragment>);
  const more = <ShowMore hasMore={shown.hasMore} loading={loading || deferred !== page} onClick={() => onMore(shown.items.length)} />;
  if (column) {
    return (
      <Stack gap="4" data-testid={testId}>
        {cards}
        {more}
      </Stack>
    );
  }
  return (
    <>
      <CardGrid>{cards}</CardGrid>
      {more}
    </>
  );
}

/**
 * The tab strip of /packages and /transport: one tab per type, `?type=` picks it (and is kept in the URL), and only
 * the open tab's list is mounted.
 */
/** The tab that `?type=` picks, or the fallback when it names none. */
export function chosenType<T extends string>(types: readonly T[], fallback: T, params: URLSearchParams): T {
  const requested = params.get('type');
  return (types as readonly string[]).includes(requested ?? '') ? (requested as T) : fallback;
}

export function TypeTabs<T extends string>({
  types,
  labels,
  fallback,
  children,
}: {
  types: readonly T[];
  labels: Record<T, string>;
  fallback: T;
  children: (type: T) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const type = chosenType(types, fallback, params);
  return (
    <Tabs.Root
      value={type}
      onValueChange={(d) => setParams((p) => ({ ...Object.fromEntries(p), type: d.value }), { replace: true })}
      variant="enclosed"
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Box overflowX="auto" mb="6" mx={{ base: '-4', sm: '0' }} px={{ base: '4', sm: '0' }}>
        <Tabs.List minW="max-content">
          {types.map((t) => (
            <Tabs.Trigger key={t} value={t} data-testid={`tab-${t}`}>
              {labels[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {types.map((t) => (
        <Tabs.Content key={t} value={t} p="0">
          {children(t)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * A catalogue card's footer: its price lines (PKR as the spec labels it, then the selected currency's amount when it
 * is not PKR) and the Book Now button.
 */
export function BookFooter({ amountPkr, unit = '', children, convertedTestId, onBook }: { amountPkr: string; unit?: string; children: ReactNode; convertedTestId?: string; onBook: () => void }) {
  const { selected, format } = useCurrency();
  const { t } = useTranslation(catalogueNs);
  return (
    <Card.Footer justifyContent="space-between" alignItems="flex-end" gap="3" borderTopWidth="1px" pt="4">
      <Stack gap="0">
        {children}
        {selected !== 'PKR' && (
          <Text fontSize="sm" color="fg.muted" data-testid={convertedTestId}>
            ≈ {format(amountPkr)}
            {unit}
          </Text>
        )}
      </Stack>
      <Button colorPalette="brand" onClick={onBook}>
        {t('bookNow')}
      </Button>
    </Card.Footer>
  );
}

/** /packages and /transport: the page's header, then a tab per type (`?type=` picks one) with that type's list. */
export function CataloguePage<T extends string>({
  title,
  subtitle,
  ...tabs
}: { title: string; subtitle: string; types: readonly T[]; labels: Record<T, string>; fallback: T; children: (type: T) => ReactNode }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <TypeTabs {...tabs} />
      </Container>
    </>
  );
}

import { Box, Button, Card, Center, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Tabs, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

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
  return (
    <Card.Root borderColor="red.300" bg="red.50" data-testid="error-card" role="alert">
      <Card.Body>
        <Stack direction="row" align="center" gap="3" color="red.700">
          <CircleAlert size={20} />
          <Text fontWeight="medium">Error: {message}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function ShowMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <Center mt="8">
      <Button variant="outline" colorPalette="brand" onClick={onClick} loading={loading} loadingText="Loading...">
        Show more
      </Button>
    </Center>
  );
}

/**
 * The tab strip of /packages and /transport: one tab per type, `?type=` picks it (and is kept in the URL), and only
 * the open tab's list is mounted.
 */
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
  const requested = params.get('type');
  const type = (types as readonly string[]).includes(requested ?? '') ? (requested as T) : fallback;
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

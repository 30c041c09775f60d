import { Box, Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function StatCard({ label, value, hint, icon, loading, testId }: { label: string; value: ReactNode; hint?: ReactNode; icon: ReactNode; loading?: boolean; testId?: string }) {
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          <Box color="brand.700">{icon}</Box>
        </HStack>
        {loading ? (
          <Skeleton height="8" width="24" />
        ) : (
          // on a phone a long amount breaks between 'Rs' and the number, never inside the number
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" overflowWrap="normal" wordBreak="keep-all" data-testid={testId ? `${testId}-value` : undefined}>
            {value}
          </Text>
        )}
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A row of a dashboard list: what it is on the left; its amount, status and actions on the right (below on phones). */
export function ListRow({ children, amount, actions, testId }: { children: ReactNode; amount: ReactNode; actions: ReactNode; testId: string }) {
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
          {children}
          <Stack align={{ base: 'start', md: 'end' }} gap="1">
            <Text fontWeight="bold">{amount}</Text>
            <HStack>{actions}</HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

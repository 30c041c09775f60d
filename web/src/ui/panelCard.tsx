import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card of a dashboard tab (the wallet, a statement, the invitation form...): its title and line, then its content.
 * `headingAs`: h3 for a card under a tab's own h2 heading.
 */
export function PanelCard({ title, text, headingAs, testId, children }: { title: string; text: ReactNode; headingAs?: 'h3'; testId?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as={headingAs} size="md">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {text}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

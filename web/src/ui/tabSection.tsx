import { Box, Flex, Heading, Stack, type StackProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A dashboard tab's content under its title and line (the spec's words), with an optional action beside them. */
export function TabSection({ title, text, action, gap = '5', children }: { title: string; text: ReactNode; action?: ReactNode; gap?: StackProps['gap']; children: ReactNode }) {
  const heading = (
    <Box>
      <Heading size="lg">{title}</Heading>
      <Text color="fg.muted">{text}</Text>
    </Box>
  );
  return (
    <Stack gap={gap}>
      {action ? (
        <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
          {heading}
          {action}
        </Flex>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}

import { Flex, Spinner, Text } from '@chakra-ui/react';

// Shown while the sign-in guards and /auth wait for the session (spec: loading message and the brand).
export function FullScreenSpinner({ message = 'Loading your journey...' }: { message?: string }) {
  return (
    <Flex position="fixed" inset="0" direction="column" align="center" justify="center" gap="4" bg="bg" zIndex="overlay" role="status">
      <Spinner size="xl" color="brand.700" borderWidth="4px" />
      <Text color="fg.muted">{message}</Text>
      <Text fontWeight="bold" fontSize="xl" color="brand.800">
        Safarnama
      </Text>
    </Flex>
  );
}

// A page's place while its code or the session loads: the top bar and the footer stay where they are.
export function PageSpinner() {
  return (
    <Flex direction="column" align="center" justify="center" gap="4" py="32" role="status">
      <Spinner size="xl" color="brand.700" borderWidth="4px" />
      <Text color="fg.muted">Loading your journey...</Text>
    </Flex>
  );
}

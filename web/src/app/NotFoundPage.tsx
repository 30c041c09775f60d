import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage() {
  return (
    <Container maxW="xl" py="24">
      <Stack align="center" textAlign="center" gap="4">
        <Text fontSize="6xl" fontWeight="bold" color="brand.700">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Back to home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

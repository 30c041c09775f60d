import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Container maxW="xl" py="24">
      <Stack align="center" textAlign="center" gap="4">
        <Text fontSize="6xl" fontWeight="bold" color="brand.700">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.text')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('notFound.back')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

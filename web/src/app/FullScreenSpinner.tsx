import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

// Shown while the sign-in guards and /auth wait for the session (spec: loading message and the brand).
export function FullScreenSpinner({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <Flex position="fixed" inset="0" direction="column" align="center" justify="center" gap="4" bg="bg" zIndex="overlay" role="status">
      <Spinner size="xl" color="brand.700" borderWidth="4px" />
      <Text color="fg.muted">{message ?? t('loadingJourney')}</Text>
      <Text fontWeight="bold" fontSize="xl" color="brand.800" lang="en">
        Safarnama
      </Text>
    </Flex>
  );
}

// A page's place while its code or the session loads: the top bar and the footer stay where they are.
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <Flex direction="column" align="center" justify="center" gap="4" py="32" role="status">
      <Spinner size="xl" color="brand.700" borderWidth="4px" />
      <Text color="fg.muted">{t('loadingJourney')}</Text>
    </Flex>
  );
}

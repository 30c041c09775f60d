import { Container, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/PageHeader';
import hotelsNs from '../../i18n/en/hotels';
import { LocalHotelSearch } from './LocalHotelSearch';
import { ProviderHotelSearch } from './ProviderHotelSearch';

// The hotels screen (spec point 2): the local-inventory search; the provider search joins it as another section.
export default function HotelsPage() {
  const { t } = useTranslation(hotelsNs);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack gap="10">
          <LocalHotelSearch />
          <ProviderHotelSearch />
        </Stack>
      </Container>
    </>
  );
}

import { Container, Stack } from '@chakra-ui/react';
import { PageHeader } from '../../app/PageHeader';
import { LocalHotelSearch } from './LocalHotelSearch';
import { ProviderHotelSearch } from './ProviderHotelSearch';

// The hotels screen (spec point 2): the local-inventory search; the provider search joins it as another section.
export default function HotelsPage() {
  return (
    <>
      <PageHeader title="Hotels" subtitle="Hotels in Makkah, Madinah, Dubai, Istanbul and across Pakistan, priced in your currency" />
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack gap="10">
          <LocalHotelSearch />
          <ProviderHotelSearch />
        </Stack>
      </Container>
    </>
  );
}

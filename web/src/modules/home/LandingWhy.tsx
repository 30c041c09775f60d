import { Box, Container, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, Headphones, type LucideIcon, ShieldCheck, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Eyebrow, offscreen, SectionHeading } from './LandingSection';

// The landing page's "why choose us": the catalogue's figures and the four reasons.

// why.<key>.title and .text in the home catalogue
const REASONS: Array<{ key: 'pkr' | 'licensed' | 'specialists' | 'support'; icon: LucideIcon }> = [
  { key: 'pkr', icon: Wallet },
  { key: 'licensed', icon: ShieldCheck },
  { key: 'specialists', icon: BadgeCheck },
  { key: 'support', icon: Headphones },
];

export function LandingWhy() {
  const { t } = useTranslation('home');
  return (
    <Box bg="bg" borderYWidth="1px" css={offscreen(1245, 863, 551)}>
      <Container maxW="7xl" py={{ base: '14', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '0.9fr 1.1fr' }} gap="10" alignItems="center">
          <Stack gap="4">
            <Eyebrow>{t('why.eyebrow')}</Eyebrow>
            <SectionHeading>{t('why.title')}</SectionHeading>
            <Text color="fg.muted" fontSize="lg">
              {t('why.text')}
            </Text>
            <SimpleGrid columns={3} gap="4" pt="2">
              {[
                ['500+', 'why.airlines'],
                ['50K+', 'why.hotels'],
                ['100+', 'why.visaCountries'],
              ].map(([value, label]) => (
                <Box key={label} bg="brand.50" rounded="xl" p={{ base: '3', md: '4' }} textAlign="center">
                  <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="extrabold" color="brand.700" whiteSpace="nowrap">
                    <bdi dir="ltr">{value}</bdi>
                  </Text>
                  <Text fontSize="xs" color="brand.800">
                    {t(label)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {REASONS.map(({ key, icon: Icon }) => (
              <Stack key={key} bg="bg.subtle" rounded="2xl" p="6" gap="3" borderWidth="1px">
                <Flex w="10" h="10" rounded="lg" bg="brand.700" color="gold.400" align="center" justify="center">
                  <Icon size={20} />
                </Flex>
                <Heading as="h3" size="sm">
                  {t(`why.${key}.title`)}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t(`why.${key}.text`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Grid>
      </Container>
    </Box>
  );
}

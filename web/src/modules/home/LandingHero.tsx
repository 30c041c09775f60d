import { Box, Button, Container, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Briefcase, Plane, ShieldCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RouteGlobe, Skyline } from './HeroArt';

// The landing page's hero: the title, the calls to action, the marketing figures and the boarding-pass picture.

// labels: keys of the home catalogue (i18n/en/home.ts)
const HERO_FIGURES: Array<{ value: string; label: string; star?: boolean }> = [
  { value: '50K+', label: 'hero.travelers' },
  { value: '200+', label: 'hero.partners' },
  { value: '1M+', label: 'hero.bookings' },
  { value: '4.9', label: 'hero.rating', star: true },
];

function PassCity({ code, city, end }: { code: string; city: string; end?: boolean }) {
  return (
    <Box textAlign={end ? 'end' : undefined}>
      <Text fontSize="2xl" fontWeight="extrabold" color="brand.800" dir="ltr">
        {code}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {city}
      </Text>
    </Box>
  );
}

export function LandingHero() {
  const { t } = useTranslation('home');
  return (
    <Box
      position="relative"
      overflow="hidden"
      color="white"
      style={{
        background:
          'radial-gradient(900px 420px at 85% 10%, rgba(245,197,66,0.22), transparent 60%), radial-gradient(700px 400px at 0% 100%, rgba(62,168,138,0.35), transparent 60%), linear-gradient(135deg, #031a15 0%, #084537 45%, #0d775e 100%)',
      }}
    >
      <Box position="absolute" insetX="0" bottom="0" h={{ base: '32', md: '56' }} pointerEvents="none">
        <Skyline />
      </Box>
      <Container maxW="7xl" position="relative" pt={{ base: '10', md: '16' }} pb={{ base: '28', md: '48' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.15fr 0.85fr' }} gap="10" alignItems="center">
          <Stack gap="6">
            <HStack
              alignSelf="flex-start"
              bg="whiteAlpha.200"
              borderWidth="1px"
              borderColor="whiteAlpha.300"
              rounded="full"
              px="3"
              py="1"
              fontSize="sm"
              gap="2"
            >
              <ShieldCheck size={14} color="#f5c542" /> {t('hero.badge')}
            </HStack>
            <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="tight" fontWeight="extrabold">
              {t('hero.title')}{' '}
              <Box as="span" color="gold.400">
                {t('hero.titleAccent')}
              </Box>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800" maxW="2xl">
              {t('hero.text')}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild size="lg" bg="gold.400" color="brand.950" _hover={{ bg: 'gold.300' }} fontWeight="bold">
                <RouterLink to="/packages">
                  {t('hero.book')} <ArrowRight size={18} />
                </RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.200' }}>
                <RouterLink to="/auth">
                  <Briefcase size={18} /> {t('hero.join')}
                </RouterLink>
              </Button>
            </HStack>
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4" pt="2" maxW="2xl" data-testid="hero-figures">
              {HERO_FIGURES.map((f) => (
                <Box key={f.label} borderStartWidth="2px" borderColor="gold.400" ps="3">
                  <Text fontSize="2xl" fontWeight="extrabold" display="flex" alignItems="center" gap="1">
                    <bdi dir="ltr">{f.value}</bdi>
                    {f.star && <Star size={18} fill="#f5c542" color="#f5c542" />}
                  </Text>
                  <Text fontSize="sm" color="whiteAlpha.700">
                    {t(f.label)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
          <Box display={{ base: 'none', lg: 'block' }} position="relative" maxW="md" justifySelf="center" w="full">
            <RouteGlobe />
            <Box
              position="absolute"
              insetStart="-6"
              bottom="6"
              bg="white"
              color="fg"
              rounded="xl"
              shadow="2xl"
              px="4"
              py="3"
              transform="rotate(-3deg)"
              minW="56"
            >
              <HStack justify="space-between" fontSize="xs" color="fg.muted" fontWeight="semibold" letterSpacing="wider">
                <Text>{t('hero.boardingPass')}</Text>
                <Plane size={14} color="#0b5d4b" />
              </HStack>
              <HStack justify="space-between" mt="1">
                <PassCity code="KHI" city={t('hero.karachi')} />
                <Box flex="1" mx="3" borderTopWidth="2px" borderStyle="dashed" borderColor="brand.200" />
                <PassCity code="DXB" city={t('hero.dubai')} end />
              </HStack>
            </Box>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}

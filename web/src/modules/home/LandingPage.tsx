import { Badge, Box, Button, Container, Flex, Grid, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SearchTab } from '@rules/home-search.js';
import {
  ArrowRight,
  BadgeCheck,
  BedDouble,
  Briefcase,
  Bus,
  CheckCircle2,
  FileCheck2,
  Headphones,
  type LucideIcon,
  Moon,
  Plane,
  ShieldCheck,
  Star,
  Wallet,
} from 'lucide-react';
import { memo, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RouteGlobe, Skyline } from './HeroArt';
import { type Prefill, SearchBox } from './SearchBox';
import { ShortcutBadges } from './ShortcutBadges';
import { Testimonials } from './Testimonials';

// The signed-out home page (spec point 2): hero, the search box, calls to action, services, why choose us,
// the marketing figures and the testimonials.

// labels: keys of the home catalogue (i18n/en/home.ts)
const HERO_FIGURES: Array<{ value: string; label: string; star?: boolean }> = [
  { value: '50K+', label: 'hero.travelers' },
  { value: '200+', label: 'hero.partners' },
  { value: '1M+', label: 'hero.bookings' },
  { value: '4.9', label: 'hero.rating', star: true },
];

type Service = {
  /** its texts: services.<key>.title, .text and .figure in the home catalogue */
  key: 'flights' | 'hotels' | 'umrah' | 'visa' | 'transport';
  figure?: boolean;
  icon: LucideIcon;
  to?: string;
  tab?: SearchTab;
  from: string;
  toColor: string;
};

const SERVICES: Service[] = [
  {
    key: 'flights',
    figure: true,
    icon: Plane,
    to: '/flights',
    from: '#0b5d4b',
    toColor: '#3ea88a',
  },
  {
    key: 'hotels',
    figure: true,
    icon: BedDouble,
    to: '/hotels',
    from: '#1d4ed8',
    toColor: '#60a5fa',
  },
  {
    key: 'umrah',
    icon: Moon,
    to: '/packages',
    from: '#b45309',
    toColor: '#f5c542',
  },
  {
    key: 'visa',
    figure: true,
    icon: FileCheck2,
    tab: 'visa',
    from: '#6d28d9',
    toColor: '#a78bfa',
  },
  {
    key: 'transport',
    icon: Bus,
    to: '/transport',
    from: '#0f766e',
    toColor: '#2dd4bf',
  },
];

// why.<key>.title and .text in the home catalogue
const REASONS: Array<{ key: 'pkr' | 'licensed' | 'specialists' | 'support'; icon: LucideIcon }> = [
  { key: 'pkr', icon: Wallet },
  { key: 'licensed', icon: ShieldCheck },
  { key: 'specialists', icon: BadgeCheck },
  { key: 'support', icon: Headphones },
];

// Sections below the fold are laid out and painted only when they come near the screen (content-visibility), at about
// their height (measured at 375, 768 and 1280 px) until then: the first paint of the landing page had to style and
// lay out the whole page on a phone's CPU.
const offscreen = (base: number, md: number, lg: number) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: { base: `auto ${base}px`, md: `auto ${md}px`, lg: `auto ${lg}px` },
});

const B2B_POINTS = ['agents.point1', 'agents.point2', 'agents.point3'] as const;

// a section's small capitals above its title
function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Text color="brand.600" fontWeight="semibold" fontSize="sm" letterSpacing="wider" textTransform="uppercase">
      {children}
    </Text>
  );
}

// a section's title (each section's h2)
function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
      {children}
    </Heading>
  );
}

function ServiceCard({ service, onVisa }: { service: Service; onVisa: () => void }) {
  const { t } = useTranslation('home');
  const Icon = service.icon;
  const body = (
    <Stack
      h="full"
      bg="bg"
      borderWidth="1px"
      rounded="2xl"
      p="6"
      gap="3"
      transition="all 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)', borderColor: 'brand.200' }}
      textAlign="start"
    >
      <Flex
        w="12"
        h="12"
        rounded="xl"
        align="center"
        justify="center"
        color="white"
        style={{ background: `linear-gradient(135deg, ${service.from}, ${service.toColor})` }}
      >
        <Icon size={22} />
      </Flex>
      <Heading as="h3" size="md">
        {t(`services.${service.key}.title`)}
      </Heading>
      <Text fontSize="sm" color="fg.muted" flex="1">
        {t(`services.${service.key}.text`)}
      </Text>
      <HStack justify="space-between">
        {service.figure ? (
          <Badge colorPalette="brand" variant="subtle" rounded="full">
            {t(`services.${service.key}.figure`)}
          </Badge>
        ) : (
          <span />
        )}
        <ArrowRight size={16} color="var(--chakra-colors-brand-600)" />
      </HStack>
    </Stack>
  );
  if (service.to) {
    return (
      <Link asChild _hover={{ textDecoration: 'none' }} display="block" h="full" data-testid="service-card">
        <RouterLink to={service.to}>{body}</RouterLink>
      </Link>
    );
  }
  return (
    <Box as="button" onClick={onVisa} h="full" w="full" cursor="pointer" data-testid="service-card">
      {body}
    </Box>
  );
}

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

// memo: the session and the currency rates arriving re-render the home page, not the whole landing page below it
export default memo(function LandingPage() {
  const [tab, setTab] = useState<SearchTab>('flights');
  const [prefill, setPrefill] = useState<Prefill | undefined>(undefined);
  const searchRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('home');

  const showTab = (next: SearchTab, values: Record<string, string> = {}) => {
    setTab(next);
    setPrefill((p) => ({ tab: next, values, n: (p?.n ?? 0) + 1 }));
  };

  return (
    <Box bg="bg.subtle">
      {/* Hero */}
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

      {/* Search box, over the hero's lower edge */}
      <Container maxW="7xl" position="relative" mt={{ base: '-20', md: '-28' }} ref={searchRef} id="search" scrollMarginTop="24">
        <Box bg="bg" rounded="2xl" shadow="2xl" borderWidth="1px" p={{ base: '4', md: '6' }} data-testid="search-box">
          <SearchBox tab={tab} onTabChange={setTab} prefill={prefill} />
          <ShortcutBadges onPick={(s) => showTab(s.tab, s.values)} />
        </Box>
      </Container>

      {/* Services */}
      <Container maxW="7xl" py={{ base: '14', md: '20' }} css={offscreen(1435, 964, 521)}>
        <Stack gap="2" mb="8" textAlign={{ base: 'start', md: 'center' }} align={{ md: 'center' }}>
          <Eyebrow>{t('services.eyebrow')}</Eyebrow>
          <SectionHeading>{t('services.title')}</SectionHeading>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
          {SERVICES.map((s) => (
            <ServiceCard
              key={s.key}
              service={s}
              onVisa={() => {
                showTab('visa');
                searchRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            />
          ))}
        </SimpleGrid>
      </Container>

      {/* Why choose us */}
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

      {/* For agents */}
      <Container maxW="7xl" py={{ base: '14', md: '20' }} css={offscreen(608, 598, 450)}>
        <Box
          rounded="3xl"
          color="white"
          overflow="hidden"
          position="relative"
          p={{ base: '8', md: '14' }}
          style={{
            background:
              'radial-gradient(600px 300px at 100% 0%, rgba(245,197,66,0.25), transparent 60%), linear-gradient(120deg, #052c24, #0b5d4b)',
          }}
        >
          <Grid templateColumns={{ base: '1fr', md: '1.3fr 0.7fr' }} gap="8" alignItems="center">
            <Stack gap="4">
              <Badge alignSelf="flex-start" bg="gold.400" color="brand.950" rounded="full" px="3">
                {t('agents.badge')}
              </Badge>
              <SectionHeading>{t('agents.title')}</SectionHeading>
              <Stack gap="2">
                {B2B_POINTS.map((p) => (
                  <Text key={p} display="flex" gap="2" alignItems="flex-start" color="whiteAlpha.900">
                    <Box as="span" color="gold.400" mt="0.5">
                      <CheckCircle2 size={18} />
                    </Box>
                    {t(p)}
                  </Text>
                ))}
              </Stack>
            </Stack>
            <Stack gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
              <Button asChild size="lg" bg="gold.400" color="brand.950" _hover={{ bg: 'gold.300' }} fontWeight="bold">
                <RouterLink to="/auth">{t('agents.register')}</RouterLink>
              </Button>
              {/* spec: 'Learn More' does nothing */}
              <Button
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.500"
                _hover={{ bg: 'whiteAlpha.200' }}
                type="button"
              >
                {t('agents.learnMore')}
              </Button>
            </Stack>
          </Grid>
        </Box>
      </Container>

      {/* Testimonials */}
      <Container maxW="4xl" pb={{ base: '14', md: '20' }} css={offscreen(518, 502, 502)}>
        <Stack gap="2" mb="8" textAlign="center" align="center">
          <Eyebrow>{t('testimonials.eyebrow')}</Eyebrow>
          <SectionHeading>{t('testimonials.title')}</SectionHeading>
        </Stack>
        <Testimonials />
      </Container>
    </Box>
  );
});

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
import { memo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RouteGlobe, Skyline } from './HeroArt';
import { type Prefill, SearchBox } from './SearchBox';
import { ShortcutBadges } from './ShortcutBadges';
import { Testimonials } from './Testimonials';

// The signed-out home page (spec point 2): hero, the search box, calls to action, services, why choose us,
// the marketing figures and the testimonials.

const HERO_FIGURES = [
  { value: '50K+', label: 'Travelers' },
  { value: '200+', label: 'B2B partners' },
  { value: '1M+', label: 'Bookings' },
  { value: '4.9', label: 'Rating', star: true },
];

type Service = {
  title: string;
  text: string;
  figure?: string;
  icon: LucideIcon;
  to?: string;
  tab?: SearchTab;
  from: string;
  toColor: string;
};

const SERVICES: Service[] = [
  {
    title: 'Flights',
    text: 'PIA, Emirates, Qatar Airways, Saudia and more from every major Pakistani airport.',
    figure: '500+ airlines',
    icon: Plane,
    to: '/flights',
    from: '#0b5d4b',
    toColor: '#3ea88a',
  },
  {
    title: 'Hotels',
    text: 'From family rooms near the Haram to business hotels in Dubai and Istanbul.',
    figure: '50K+ hotels',
    icon: BedDouble,
    to: '/hotels',
    from: '#1d4ed8',
    toColor: '#60a5fa',
  },
  {
    title: 'Umrah & Hajj',
    text: 'Packages with flights, Makkah and Madinah hotels, visas and ground transport together.',
    icon: Moon,
    to: '/packages',
    from: '#b45309',
    toColor: '#f5c542',
  },
  {
    title: 'Visa services',
    text: 'Tourist, business, transit and student visas with normal, express or urgent processing.',
    figure: '100+ visa countries',
    icon: FileCheck2,
    tab: 'visa',
    from: '#6d28d9',
    toColor: '#a78bfa',
  },
  {
    title: 'Transport',
    text: 'Car rental, intercity buses, trains and airport transfers across Pakistan.',
    icon: Bus,
    to: '/transport',
    from: '#0f766e',
    toColor: '#2dd4bf',
  },
];

const REASONS: Array<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Prices in PKR, no surprises',
    text: 'Every fare and package in rupees, with live rates for six other currencies.',
    icon: Wallet,
  },
  { title: 'Licensed and secure', text: 'A licensed travel agent: your payments and documents are protected.', icon: ShieldCheck },
  { title: 'Umrah and Hajj specialists', text: 'Hotels near the Haram, visas and transfers arranged in one booking.', icon: BadgeCheck },
  { title: 'Support that picks up', text: 'Travel experts in Urdu and English, before and during your trip, 24/7.', icon: Headphones },
];

// Sections below the fold are laid out and painted only when they come near the screen (content-visibility), at about
// their height (measured at 375, 768 and 1280 px) until then: the first paint of the landing page had to style and
// lay out the whole page on a phone's CPU.
const offscreen = (base: number, md: number, lg: number) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: { base: `auto ${base}px`, md: `auto ${md}px`, lg: `auto ${lg}px` },
});

const B2B_POINTS = [
  'Net fares and commissions on flights, hotels and packages',
  'Publish your own Umrah, Hajj and holiday packages',
  'An agent dashboard for bookings, customers and earnings',
];

function ServiceCard({ service, onVisa }: { service: Service; onVisa: () => void }) {
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
      textAlign="left"
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
        {service.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" flex="1">
        {service.text}
      </Text>
      <HStack justify="space-between">
        {service.figure ? (
          <Badge colorPalette="brand" variant="subtle" rounded="full">
            {service.figure}
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
    <Box textAlign={end ? 'right' : undefined}>
      <Text fontSize="2xl" fontWeight="extrabold" color="brand.800">
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
                <ShieldCheck size={14} color="#f5c542" /> Licensed travel agent · Prices in PKR
              </HStack>
              <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="tight" fontWeight="extrabold">
                Pakistan's leading{' '}
                <Box as="span" color="gold.400">
                  B2B travel marketplace
                </Box>
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800" maxW="2xl">
                Flights, hotels, Umrah and Hajj packages, visas and transport for travellers and travel agents, all priced in rupees.
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button asChild size="lg" bg="gold.400" color="brand.950" _hover={{ bg: 'gold.300' }} fontWeight="bold">
                  <RouterLink to="/packages">
                    Book Your Travel <ArrowRight size={18} />
                  </RouterLink>
                </Button>
                <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.200' }}>
                  <RouterLink to="/auth">
                    <Briefcase size={18} /> Join as B2B Agent
                  </RouterLink>
                </Button>
              </HStack>
              <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4" pt="2" maxW="2xl" data-testid="hero-figures">
                {HERO_FIGURES.map((f) => (
                  <Box key={f.label} borderStartWidth="2px" borderColor="gold.400" ps="3">
                    <Text fontSize="2xl" fontWeight="extrabold" display="flex" alignItems="center" gap="1">
                      {f.value}
                      {f.star && <Star size={18} fill="#f5c542" color="#f5c542" />}
                    </Text>
                    <Text fontSize="sm" color="whiteAlpha.700">
                      {f.label}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Stack>
            <Box display={{ base: 'none', lg: 'block' }} position="relative" maxW="md" justifySelf="center" w="full">
              <RouteGlobe />
              <Box
                position="absolute"
                left="-6"
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
                  <Text>BOARDING PASS</Text>
                  <Plane size={14} color="#0b5d4b" />
                </HStack>
                <HStack justify="space-between" mt="1">
                  <PassCity code="KHI" city="Karachi" />
                  <Box flex="1" mx="3" borderTopWidth="2px" borderStyle="dashed" borderColor="brand.200" />
                  <PassCity code="DXB" city="Dubai" end />
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
        <Stack gap="2" mb="8" textAlign={{ base: 'left', md: 'center' }} align={{ md: 'center' }}>
          <Text color="brand.600" fontWeight="semibold" fontSize="sm" letterSpacing="wider" textTransform="uppercase">
            Our services
          </Text>
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
            Everything for your journey, in one place
          </Heading>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
          {SERVICES.map((s) => (
            <ServiceCard
              key={s.title}
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
              <Text color="brand.600" fontWeight="semibold" fontSize="sm" letterSpacing="wider" textTransform="uppercase">
                Why choose us
              </Text>
              <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
                Trusted by travellers and agents across Pakistan
              </Heading>
              <Text color="fg.muted" fontSize="lg">
                From a first Umrah to a family holiday or an agency's hundredth group booking, we handle the details so the journey is the
                part you remember.
              </Text>
              <SimpleGrid columns={3} gap="4" pt="2">
                {[
                  ['500+', 'Airlines'],
                  ['50K+', 'Hotels'],
                  ['100+', 'Visa countries'],
                ].map(([value, label]) => (
                  <Box key={label} bg="brand.50" rounded="xl" p={{ base: '3', md: '4' }} textAlign="center">
                    <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="extrabold" color="brand.700" whiteSpace="nowrap">
                      {value}
                    </Text>
                    <Text fontSize="xs" color="brand.800">
                      {label}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Stack>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {REASONS.map(({ title, text, icon: Icon }) => (
                <Stack key={title} bg="bg.subtle" rounded="2xl" p="6" gap="3" borderWidth="1px">
                  <Flex w="10" h="10" rounded="lg" bg="brand.700" color="gold.400" align="center" justify="center">
                    <Icon size={20} />
                  </Flex>
                  <Heading as="h3" size="sm">
                    {title}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {text}
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
                For travel agents
              </Badge>
              <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
                Grow your agency with Safarnama B2B
              </Heading>
              <Stack gap="2">
                {B2B_POINTS.map((p) => (
                  <Text key={p} display="flex" gap="2" alignItems="flex-start" color="whiteAlpha.900">
                    <Box as="span" color="gold.400" mt="0.5">
                      <CheckCircle2 size={18} />
                    </Box>
                    {p}
                  </Text>
                ))}
              </Stack>
            </Stack>
            <Stack gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
              <Button asChild size="lg" bg="gold.400" color="brand.950" _hover={{ bg: 'gold.300' }} fontWeight="bold">
                <RouterLink to="/auth">Register as B2B Agent</RouterLink>
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
                Learn More
              </Button>
            </Stack>
          </Grid>
        </Box>
      </Container>

      {/* Testimonials */}
      <Container maxW="4xl" pb={{ base: '14', md: '20' }} css={offscreen(518, 502, 502)}>
        <Stack gap="2" mb="8" textAlign="center" align="center">
          <Text color="brand.600" fontWeight="semibold" fontSize="sm" letterSpacing="wider" textTransform="uppercase">
            Testimonials
          </Text>
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
            What our travellers say
          </Heading>
        </Stack>
        <Testimonials />
      </Container>
    </Box>
  );
});

import { Badge, Box, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SearchTab } from '@rules/home-search.js';
import { ArrowRight, BedDouble, Bus, FileCheck2, type LucideIcon, Moon, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Eyebrow, offscreen, SectionHeading } from './LandingSection';

// The landing page's services: one card per product, a link to its page (the visa card opens the search box's tab).

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

export function LandingServices({ onVisa }: { onVisa: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Container maxW="7xl" py={{ base: '14', md: '20' }} css={offscreen(1435, 964, 521)}>
      <Stack gap="2" mb="8" textAlign={{ base: 'start', md: 'center' }} align={{ md: 'center' }}>
        <Eyebrow>{t('services.eyebrow')}</Eyebrow>
        <SectionHeading>{t('services.title')}</SectionHeading>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {SERVICES.map((s) => (
          <ServiceCard key={s.key} service={s} onVisa={onVisa} />
        ))}
      </SimpleGrid>
    </Container>
  );
}

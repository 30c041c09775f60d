import { Badge, Box, Button, Card, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { dashboardPath } from '@rules/accounts.js';
import { Bus, Headphones, Hotel, LayoutDashboard, Package, Plane } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { i18n } from '../../i18n';
import joinNs from '../../i18n/en/join';
import { RecentActivity } from '../bookings/RecentActivity';
import { useSession } from '../session/useSession';
import { Stored } from '../../i18n/bidi';

export function roleLabel(role: string | undefined): string {
  const key = role === 'super_admin' || role === 'b2b_agent' ? role : 'end_user';
  return i18n.t(`roles.${key}`, { ns: joinNs });
}

// The signed-in home (spec: greeting, role label, shortcuts, Contact Support, Recent Activity).
export default function WelcomePage() {
  const { user } = useSession();
  const { t } = useTranslation(joinNs);
  // cards.<key>.title and .text in the join catalogue
  const cards = [
    { to: dashboardPath(user?.role), key: 'dashboard', icon: LayoutDashboard },
    { to: '/flights', key: 'flights', icon: Plane },
    { to: '/hotels', key: 'hotels', icon: Hotel },
    { to: '/packages', key: 'packages', icon: Package },
    { to: '/transport', key: 'transport', icon: Bus },
  ];
  return (
    <Box>
      <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
        <Container maxW="7xl" py={{ base: '10', md: '14' }}>
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-testid="welcome-heading">
              {user?.firstName?.trim() ? (
                <Trans t={t} i18nKey="welcomeBack" values={{ name: user.firstName.trim() }} components={{ name: <Stored /> }} />
              ) : (
                <Trans t={t} i18nKey="welcomeBack" values={{ name: t('user') }} components={{ name: <span /> }} />
              )}
            </Heading>
            <Badge colorPalette="yellow" variant="solid" size="lg" data-testid="role-label">
              {roleLabel(user?.role)}
            </Badge>
          </HStack>
          <Text mt="2" color="whiteAlpha.800">
            {t('whereNext')}
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" py="10">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }} gap="4">
          {cards.map(({ to, key, icon: Icon }) => (
            <Card.Root key={key} asChild variant="outline" _hover={{ shadow: 'md', borderColor: 'brand.300' }} transition="all 0.15s">
              <RouterLink to={to}>
                <Card.Body gap="2">
                  <Box color="brand.700">
                    <Icon size={26} />
                  </Box>
                  <Text fontWeight="semibold">{t(`cards.${key}.title`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`cards.${key}.text`)}
                  </Text>
                </Card.Body>
              </RouterLink>
            </Card.Root>
          ))}
        </Grid>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" mt="10">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading size="lg">{t('recentActivity')}</Heading>
            </Card.Header>
            <Card.Body>
              <RecentActivity />
            </Card.Body>
          </Card.Root>
          <Card.Root variant="subtle" bg="brand.50">
            <Card.Body gap="3">
              <Headphones />
              <Heading size="md">{t('needHelp')}</Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('helpText')}
              </Text>
              <Stack>
                <Button variant="outline" colorPalette="brand">
                  {t('contactSupport')}
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Container>
    </Box>
  );
}

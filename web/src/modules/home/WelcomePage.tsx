import { Badge, Box, Button, Card, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { dashboardPath } from '@rules/accounts.js';
import { Bus, Headphones, Hotel, LayoutDashboard, Package, Plane } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { RecentActivity } from '../bookings/RecentActivity';
import { useSession } from '../session/useSession';

export function roleLabel(role: string | undefined): string {
  if (role === 'super_admin') return 'Super Administrator';
  if (role === 'b2b_agent') return 'B2B Agent';
  return 'Customer';
}

// The signed-in home (spec: greeting, role label, shortcuts, Contact Support, Recent Activity).
export default function WelcomePage() {
  const { user } = useSession();
  const cards = [
    { to: dashboardPath(user?.role), title: 'Dashboard', text: 'Your bookings, trips and account', icon: LayoutDashboard },
    { to: '/flights', title: 'Flights', text: 'Search fares from Pakistan to the world', icon: Plane },
    { to: '/hotels', title: 'Hotels', text: 'Makkah, Madinah, Dubai and across Pakistan', icon: Hotel },
    { to: '/packages', title: 'Packages', text: 'Umrah, Hajj, holidays and international tours', icon: Package },
    { to: '/transport', title: 'Transport', text: 'Car rental, coaches, trains and transfers', icon: Bus },
  ];
  return (
    <Box>
      <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
        <Container maxW="7xl" py={{ base: '10', md: '14' }}>
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} data-testid="welcome-heading">
              Welcome back, {user?.firstName?.trim() || 'User'}!
            </Heading>
            <Badge colorPalette="yellow" variant="solid" size="lg" data-testid="role-label">
              {roleLabel(user?.role)}
            </Badge>
          </HStack>
          <Text mt="2" color="whiteAlpha.800">
            Where would you like to go next?
          </Text>
        </Container>
      </Box>
      <Container maxW="7xl" py="10">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }} gap="4">
          {cards.map(({ to, title, text, icon: Icon }) => (
            <Card.Root key={title} asChild variant="outline" _hover={{ shadow: 'md', borderColor: 'brand.300' }} transition="all 0.15s">
              <RouterLink to={to}>
                <Card.Body gap="2">
                  <Box color="brand.700">
                    <Icon size={26} />
                  </Box>
                  <Text fontWeight="semibold">{title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {text}
                  </Text>
                </Card.Body>
              </RouterLink>
            </Card.Root>
          ))}
        </Grid>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" mt="10">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading size="lg">Recent Activity</Heading>
            </Card.Header>
            <Card.Body>
              <RecentActivity />
            </Card.Body>
          </Card.Root>
          <Card.Root variant="subtle" bg="brand.50">
            <Card.Body gap="3">
              <Headphones />
              <Heading size="md">Need help planning?</Heading>
              <Text fontSize="sm" color="fg.muted">
                Our travel experts in Karachi, Lahore and Islamabad answer 9am–9pm, seven days a week.
              </Text>
              <Stack>
                <Button variant="outline" colorPalette="brand">
                  Contact Support
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Container>
    </Box>
  );
}

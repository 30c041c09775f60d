import { Badge, Box, Button, Container, Grid, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { offscreen, SectionHeading } from './LandingSection';

// The landing page's call to travel agents: what they get and the registration button.

const B2B_POINTS = ['agents.point1', 'agents.point2', 'agents.point3'] as const;

export function LandingAgents() {
  const { t } = useTranslation('home');
  return (
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
  );
}

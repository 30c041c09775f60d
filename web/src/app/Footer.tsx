import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from '../i18n/LanguageProvider';
import { SERVICE_LINKS } from './TopBar';

const SUPPORT = ['helpCenter', 'contactUs', 'terms', 'privacy', 'partnership'] as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" fontSize="sm">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    // laid out and painted only near the screen (content-visibility), at about its height until then
    <Box
      as="footer"
      bg="brand.950"
      color="whiteAlpha.800"
      mt="16"
      css={{ contentVisibility: 'auto', containIntrinsicSize: { base: 'auto 849px', md: 'auto 534px', lg: 'auto 366px' } }}
    >
      <Container maxW="7xl" py="12">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1.5fr' }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="xl" color="white">
              Safarnama
            </Text>
            <Text fontSize="sm">{t('footer.about')}</Text>
          </Stack>
          <Column title={t('footer.services')}>
            {SERVICE_LINKS.map((l) => (
              <Link key={l.to} asChild color="whiteAlpha.800" _hover={{ color: 'gold.400' }}>
                <RouterLink to={l.to}>{t(l.label)}</RouterLink>
              </Link>
            ))}
          </Column>
          <Column title={t('footer.support')}>
            {/* placeholders without targets (spec) */}
            {SUPPORT.map((s) => (
              <Text key={s}>{t(`footer.${s}`)}</Text>
            ))}
          </Column>
          <Column title={t('footer.contact')}>
            <Text display="flex" gap="2" alignItems="center">
              <MapPin size={14} /> {t('footer.address')}
            </Text>
            <Text display="flex" gap="2" alignItems="center">
              <Phone size={14} /> <bdi dir="ltr">+92 21 111 723 262</bdi>
            </Text>
            <Text display="flex" gap="2" alignItems="center">
              <Mail size={14} /> <bdi dir="ltr">support@safarnama.pk</bdi>
            </Text>
          </Column>
        </Grid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="10" pt="6" fontSize="xs">
          <LanguageSwitch testId="language-switch-footer" variant="outline" color="white" borderColor="whiteAlpha.400" _hover={{ bg: 'whiteAlpha.200' }} mb="3" />
          <Text>{t('footer.rights', { year: new Date().getFullYear() })}</Text>
          <Text mt="1">{t('footer.licensed')}</Text>
        </Box>
      </Container>
    </Box>
  );
}

import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SERVICE_LINKS } from './TopBar';

const SUPPORT = ['Help Center', 'Contact Us', 'Terms & Conditions', 'Privacy Policy', 'B2B Partnership'];

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
            <Text fontSize="sm">
              Pakistan's travel marketplace for travellers and travel agents: flights, hotels, Umrah and Hajj packages, visas and transport
              in one place.
            </Text>
          </Stack>
          <Column title="Services">
            {SERVICE_LINKS.map((l) => (
              <Link key={l.to} asChild color="whiteAlpha.800" _hover={{ color: 'gold.400' }}>
                <RouterLink to={l.to}>{l.label}</RouterLink>
              </Link>
            ))}
          </Column>
          <Column title="Support">
            {/* placeholders without targets (spec) */}
            {SUPPORT.map((s) => (
              <Text key={s}>{s}</Text>
            ))}
          </Column>
          <Column title="Contact">
            <Text display="flex" gap="2" alignItems="center">
              <MapPin size={14} /> 4th Floor, Bahria Complex III, M.T. Khan Road, Karachi
            </Text>
            <Text display="flex" gap="2" alignItems="center">
              <Phone size={14} /> +92 21 111 723 262
            </Text>
            <Text display="flex" gap="2" alignItems="center">
              <Mail size={14} /> support@safarnama.pk
            </Text>
          </Column>
        </Grid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="10" pt="6" fontSize="xs">
          <Text>© {new Date().getFullYear()} Safarnama. All rights reserved.</Text>
          <Text mt="1">Safarnama is a licensed travel agent. All prices are in Pakistani Rupees (PKR) unless shown otherwise.</Text>
        </Box>
      </Container>
    </Box>
  );
}

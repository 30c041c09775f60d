import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { Ltr } from '../../i18n/bidi';

// The agency's brand as its customers see it at the head of a quote, a voucher or an e-mail: the logo (or the
// name's first letters), the trading name and the phone. The Brand tab previews it with what is being typed.

export type BrandLook = { tradingName: string; logoUrl?: string | null; phone?: string | null };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

export function BrandHeader({ brand, logoAlt, testId }: { brand: BrandLook; logoAlt: string; testId?: string }) {
  return (
    <Flex align="center" gap="3" minW="0" data-testid={testId}>
      {brand.logoUrl ? (
        <Image src={brand.logoUrl} alt={logoAlt} boxSize="14" objectFit="contain" rounded="md" bg="white" borderWidth="1px" flexShrink={0} data-testid="brand-logo" />
      ) : (
        <Flex boxSize="14" rounded="md" bg="brand.600" color="white" align="center" justify="center" fontWeight="bold" fontSize="lg" flexShrink={0} lang="en" aria-hidden>
          {initials(brand.tradingName) || '·'}
        </Flex>
      )}
      <Stack gap="0" minW="0">
        <Text fontWeight="bold" fontSize="lg" lang="en" truncate data-testid="brand-preview-name">
          {brand.tradingName}
        </Text>
        {brand.phone && (
          <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1">
            <Phone size={14} aria-hidden /> <Ltr>{brand.phone}</Ltr>
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

/** The preview card: the header on the look of the customer's page. */
export function BrandPreviewCard({ brand, title, logoAlt, empty }: { brand: BrandLook; title: string; logoAlt: string; empty: string }) {
  return (
    <Box borderWidth="1px" rounded="xl" overflow="hidden" data-testid="brand-preview">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" px="4" pt="3">
        {title}
      </Text>
      <Box p="4">{brand.tradingName.trim() ? <BrandHeader brand={brand} logoAlt={logoAlt} /> : <Text color="fg.muted">{empty}</Text>}</Box>
      <Box h="2" bg="brand.600" />
    </Box>
  );
}

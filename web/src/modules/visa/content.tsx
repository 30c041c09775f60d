import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Content as stored (titles, countries, names, notes) inside translated words (issue 21): marked lang="en" in another
// language; in English the page is English already, so the words stay plain text, as they always were.

/** Content as stored, inside a translated sentence (a `<Trans>` component). */
export function Stored({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? <>{children}</> : <bdi lang="en">{children}</bdi>;
}

/** A figure, code or date inside a translated sentence: kept left to right in a right-to-left language. */
export function Isolated({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? <>{children}</> : <bdi dir="ltr">{children}</bdi>;
}

/**
 * The app's PageHeader (app/PageHeader.tsx) for a title or subtitle that holds content as stored (an offer's title, a
 * country, a booking's item): the same look, with nodes for text.
 */
export function ContentPageHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {subtitle && (
          <Text mt="2" color="whiteAlpha.800">
            {subtitle}
          </Text>
        )}
      </Container>
    </Box>
  );
}

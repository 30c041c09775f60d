import { Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// What the landing page's sections share: the eyebrow and title above a section, and the off-screen layout hint.

// Sections below the fold are laid out and painted only when they come near the screen (content-visibility), at about
// their height (measured at 375, 768 and 1280 px) until then: the first paint of the landing page had to style and
// lay out the whole page on a phone's CPU.
export const offscreen = (base: number, md: number, lg: number) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: { base: `auto ${base}px`, md: `auto ${md}px`, lg: `auto ${lg}px` },
});

// a section's small capitals above its title
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Text color="brand.600" fontWeight="semibold" fontSize="sm" letterSpacing="wider" textTransform="uppercase">
      {children}
    </Text>
  );
}

// a section's title (each section's h2)
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
      {children}
    </Heading>
  );
}

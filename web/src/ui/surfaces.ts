import type { BoxProps } from '@chakra-ui/react';

/** A search result (a flight offer, a provider hotel): an article on the page's background that lifts on hover. */
export const resultCard = {
  as: 'article',
  bg: 'bg',
  borderWidth: '1px',
  rounded: 'xl',
  shadow: 'xs',
  _hover: { shadow: 'md' },
} satisfies BoxProps;

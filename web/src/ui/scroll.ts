import type { BoxProps } from '@chakra-ui/react';

/**
 * Props for a box that scrolls sideways (a wide table or code block on a phone): keyboard users must be able to
 * focus it to scroll it (WCAG 2.1.1, axe `scrollable-region-focusable`), and a focusable region needs a name.
 */
export function scrollRegion(label: string): Pick<BoxProps, 'overflowX' | 'tabIndex' | 'role' | 'aria-label' | '_focusVisible'> {
  return {
    overflowX: 'auto',
    tabIndex: 0,
    role: 'region',
    'aria-label': label,
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  };
}

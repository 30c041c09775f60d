import type { DialogContentProps } from '@chakra-ui/react';

/**
 * Style props for a dialog sized `{ base: 'full', md: … }`: Chakra's `full` size sets a full-height,
 * square, margin-less box that its responsive md size does not undo, so on wide screens the dialog
 * would still fill the whole height. These props undo it from md up.
 */
export const fullScreenOnPhones: Pick<DialogContentProps, 'minH' | 'my' | 'borderRadius'> = {
  minH: { base: '100dvh', md: 'auto' },
  my: { base: 0, md: 16 },
  borderRadius: { base: '0', md: 'l3' },
};

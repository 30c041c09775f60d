import { Tabs } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

// A dashboard's tab row on a phone: the tabs keep their width and the row scrolls sideways, rather than the
// labels squeezing into each other.
export function ScrollingTabsList(props: ComponentProps<typeof Tabs.List>) {
  return <Tabs.List overflowX="auto" overflowY="hidden" css={{ '& > button': { flexShrink: 0, whiteSpace: 'nowrap' } }} {...props} />;
}

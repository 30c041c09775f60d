import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { withApollo } from '../../app/withApollo';

// The top bar's bell for signed-in users, in its own chunk with Apollo Client (which the top bar does not otherwise
// load): until it arrives, a box of its size keeps the bar from shifting.
const Bell = withApollo(() => import('./NotificationBell'));

export function NotificationBellSlot() {
  return (
    <Suspense fallback={<Box w="9" h="9" flexShrink={0} />}>
      <Bell />
    </Suspense>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../modules/session/useSession';
import { Footer } from './Footer';
import { FullScreenSpinner } from './FullScreenSpinner';
import { TopBar } from './TopBar';

export function Layout() {
  const { loading } = useSession();
  if (loading) return <FullScreenSpinner />;
  return (
    <Flex direction="column" minH="100vh">
      <TopBar />
      {/* at least a screen tall: while a page's code loads, the footer waits below the fold instead of being pushed
          down past the visitor's eyes when the page arrives (layout shift) */}
      <Box as="main" flex="1" minH="100dvh">
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}

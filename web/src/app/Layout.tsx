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
      <Box as="main" flex="1">
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}

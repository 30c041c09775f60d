import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Footer } from './Footer';
import { firstPageShown } from './prerendered';
import { PageSpinner } from './FullScreenSpinner';
import { TopBar } from './TopBar';

// Mounted with the page itself (inside its Suspense boundary): once React has hydrated the pre-rendered page, or drawn
// over the shell, it answers input. The build makes the pre-rendered HTML inert until then: a click on a control or text
// typed into a field before it would be lost (and test drivers wait for it).
// A new page starts at the top; back and forward are left to the browser, which puts the visitor back where they were.
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}

function ReadyForInput() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    firstPageShown();
  }, []);
  return null;
}

// The page is drawn at once, not behind a full-screen spinner until the session is known: the top bar shows no
// account buttons meanwhile, pages that need a signed-in user wait in their guards (guards.tsx). A pre-rendered page
// (prerendered.ts) is this same markup, painted before the code runs.
export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <TopBar />
      {/* at least a screen tall: while a page's code loads, the footer waits below the fold instead of being pushed
          down past the visitor's eyes when the page arrives (layout shift) */}
      <Box as="main" flex="1" minH="100dvh">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <ReadyForInput />
        </Suspense>
      </Box>
      <Footer />
      <ScrollToTop />
    </Flex>
  );
}

import { Box, Container, Stack } from '@chakra-ui/react';
import type { SearchTab } from '@rules/home-search.js';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingAgents } from './LandingAgents';
import { LandingHero } from './LandingHero';
import { Eyebrow, offscreen, SectionHeading } from './LandingSection';
import { LandingServices } from './LandingServices';
import { LandingWhy } from './LandingWhy';
import { type Prefill, SearchBox } from './SearchBox';
import { ShortcutBadges } from './ShortcutBadges';
import { Testimonials } from './Testimonials';

// The signed-out home page (spec point 2): hero, the search box, calls to action, services, why choose us,
// the marketing figures and the testimonials, each section its own component (Landing*.tsx).

// memo: the session and the currency rates arriving re-render the home page, not the whole landing page below it
export default memo(function LandingPage() {
  const [tab, setTab] = useState<SearchTab>('flights');
  const [prefill, setPrefill] = useState<Prefill | undefined>(undefined);
  const searchRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('home');

  const showTab = (next: SearchTab, values: Record<string, string> = {}) => {
    setTab(next);
    setPrefill((p) => ({ tab: next, values, n: (p?.n ?? 0) + 1 }));
  };

  return (
    <Box bg="bg.subtle">
      <LandingHero />

      {/* Search box, over the hero's lower edge */}
      <Container maxW="7xl" position="relative" mt={{ base: '-20', md: '-28' }} ref={searchRef} id="search" scrollMarginTop="24">
        <Box bg="bg" rounded="2xl" shadow="2xl" borderWidth="1px" p={{ base: '4', md: '6' }} data-testid="search-box">
          <SearchBox tab={tab} onTabChange={setTab} prefill={prefill} />
          <ShortcutBadges onPick={(s) => showTab(s.tab, s.values)} />
        </Box>
      </Container>

      <LandingServices
        onVisa={() => {
          showTab('visa');
          searchRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />

      <LandingWhy />

      <LandingAgents />

      {/* Testimonials */}
      <Container maxW="4xl" pb={{ base: '14', md: '20' }} css={offscreen(518, 502, 502)}>
        <Stack gap="2" mb="8" textAlign="center" align="center">
          <Eyebrow>{t('testimonials.eyebrow')}</Eyebrow>
          <SectionHeading>{t('testimonials.title')}</SectionHeading>
        </Stack>
        <Testimonials />
      </Container>
    </Box>
  );
});

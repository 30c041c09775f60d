import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { dashboardPath } from '@rules/accounts.js';
import { Menu as MenuIcon, Plane, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { LanguageSwitch } from '../i18n/LanguageProvider';
import { CurrencyPicker } from '../modules/currency/CurrencyPicker';
import { NotificationBellSlot } from '../modules/notifications';
import { UserTypeSwitch } from '../modules/session/UserTypeSwitch';
import { displayName, useLogout, useSession } from '../modules/session/useSession';

// labels: keys of the shell catalogue (i18n/en/shell.ts)
export const SERVICE_LINKS = [
  { to: '/flights', label: 'nav.flights' },
  { to: '/hotels', label: 'nav.hotels' },
  { to: '/packages', label: 'nav.packages' },
  { to: '/transport', label: 'nav.transport' },
] as const;

export function Brand() {
  const { t } = useTranslation('shell');
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} aria-label={t('brandHome')}>
      <RouterLink to="/">
        <HStack gap="2">
          <Flex w="9" h="9" rounded="lg" bg="brand.700" color="gold.400" align="center" justify="center">
            <Plane size={20} />
          </Flex>
          <Text fontWeight="bold" fontSize={{ base: 'lg', sm: 'xl' }} color="brand.800" letterSpacing="tight">
            Safarnama
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}

function ServiceLink({ to, label, onClick }: { to: string; label: (typeof SERVICE_LINKS)[number]['label']; onClick?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg.muted"
      _hover={{ color: 'brand.700', bg: 'brand.50', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'var(--chakra-colors-brand-700)', background: 'var(--chakra-colors-brand-50)' } }}
    >
      <NavLink to={to} onClick={onClick}>
        {t(label)}
      </NavLink>
    </Link>
  );
}

/** A signed-out visitor's way in (the pre-render writes its styles into the page too: web/src/prerender.tsx). */
export function SignInButton() {
  const { t } = useTranslation('shell');
  return (
    <Button asChild colorPalette="brand" size="sm" data-testid="sign-in-button">
      <RouterLink to="/auth">{t('signIn')}</RouterLink>
    </Button>
  );
}

// `withSwitch`: the bar also holds the B2C/B2B switch, so from xl to 2xl the greeting makes room for it (the welcome
// page under the bar greets the user by name anyway)
function AccountButtons({ withSwitch = false }: { withSwitch?: boolean }) {
  const { user, loading: sessionLoading } = useSession();
  const { logout, loading } = useLogout();
  const { t } = useTranslation('shell');
  // until the session is known: neither Sign In nor a greeting (the pre-rendered top bar is this one)
  if (sessionLoading) return null;
  if (!user) return <SignInButton />;
  return (
    <>
      <Text
        fontSize="sm"
        color="fg.muted"
        data-testid="welcome-user"
        whiteSpace="nowrap"
        // a long name must not push the bar wider than the screen
        maxW={{ base: 'full', md: '40' }}
        truncate
        display={withSwitch ? { base: 'block', lg: 'none', '2xl': 'block' } : { base: 'block', lg: 'none', xl: 'block' }}
      >
        {/* the name as written (usually Latin letters): English to screen readers, whole in Urdu; its tooltip shows it when cut */}
        <Trans t={t} i18nKey="welcome" values={{ name: displayName(user) }} components={{ name: <bdi lang="en" title={displayName(user)} /> }} />
      </Text>
      <Button asChild variant="outline" size="sm" data-testid="dashboard-button">
        <RouterLink to={dashboardPath(user.role)}>{t('dashboard')}</RouterLink>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void logout()} disabled={loading} data-testid="logout-button">
        {loading ? t('loggingOut') : t('logout')}
      </Button>
    </>
  );
}

export function TopBar() {
  const { user } = useSession();
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the mobile menu and puts focus back on its button
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  // spec: the B2C/B2B switch shows on the home page, and for signed-out visitors everywhere
  const showSwitch = pathname === '/' || !user;

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky" shadow="xs">
      <Container maxW="7xl" py="3">
        {/* tighter on phones: brand, currency, the bell and the menu button fill 375 px */}
        <Flex align="center" gap={{ base: '2', sm: '3' }}>
          <Brand />
          {/* the full bar from lg (1024 px): between 768 and 1024 it overflowed by up to 267 px, so tablets get the menu */}
          <HStack as="nav" aria-label={t('services')} gap="1" display={{ base: 'none', lg: 'flex' }} ms="2">
            {SERVICE_LINKS.map((l) => (
              <ServiceLink key={l.to} {...l} />
            ))}
          </HStack>
          <Box flex="1" />
          {showSwitch && (
            // signed in, the bar also holds the greeting and two buttons: the switch needs a wide screen
            <Box display={{ base: 'none', xl: 'block' }}>
              <UserTypeSwitch />
            </Box>
          )}
          {/* from xl only: between md and xl the bar is already full (measured: it overflows there at 768 and 1024 px
              with the test browser's fonts); the footer and, on phones, the menu offer the switch at every width */}
          <LanguageSwitch display={{ base: 'none', xl: 'inline-flex' }} />
          <CurrencyPicker />
          {user && <NotificationBellSlot />}
          <HStack display={{ base: 'none', lg: 'flex' }} gap="2">
            <AccountButtons withSwitch={showSwitch} />
          </HStack>
          <IconButton
            ref={toggle}
            display={{ base: 'inline-flex', lg: 'none' }}
            aria-label={open ? t('closeMenu') : t('openMenu')}
            aria-expanded={open}
            aria-controls={open ? 'mobile-menu' : undefined}
            variant="ghost"
            onClick={() => setOpen((o) => !o)}
            data-testid="mobile-menu-toggle"
          >
            {open ? <X /> : <MenuIcon />}
          </IconButton>
        </Flex>
        {/* a plain conditional block: Collapsible's animation machine is not worth its weight on every page */}
        {open && (
          <Stack as="nav" aria-label={t('menu')} pt="3" gap="1" data-testid="mobile-menu" id="mobile-menu" hideFrom="lg">
            {SERVICE_LINKS.map((l) => (
              <ServiceLink key={l.to} {...l} onClick={() => setOpen(false)} />
            ))}
            {showSwitch && (
              <Box py="2">
                <UserTypeSwitch />
              </Box>
            )}
            <Box py="1">
              <LanguageSwitch testId="language-switch-mobile" variant="outline" />
            </Box>
            <Stack gap="2" onClick={() => setOpen(false)}>
              <AccountButtons />
            </Stack>
          </Stack>
        )}
      </Container>
    </Box>
  );
}

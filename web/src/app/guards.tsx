import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../i18n';
import { msLeftOfLogout, useSession } from '../modules/session/useSession';
import { REDIRECT_DELAY_MS, toast } from '../ui/toaster';
import { FullScreenSpinner } from './FullScreenSpinner';

/** Signed-in users only: others get 'Authentication Required' and go to /api/login (the sign-in page) after 0.5 s. */
export function RequireSignIn({ children, returnTo }: { children: ReactNode; returnTo: string }) {
  const { user, loading } = useSession();
  const fired = useRef(false);
  useEffect(() => {
    if (loading || user || fired.current) return;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    // right after a logout the page is on its way to '/' (this guard unmounts, the timer with it): no 'Authentication
    // Required' and no trip to the sign-in page over the 'Logged Out' toast
    const ask = setTimeout(() => {
      fired.current = true;
      toast(i18n.t('shell:toasts.authRequired'), i18n.t('shell:toasts.authRequiredText'), 'error');
      redirect = setTimeout(() => window.location.assign(`/api/login?next=${encodeURIComponent(returnTo)}`), REDIRECT_DELAY_MS);
    }, msLeftOfLogout());
    return () => {
      clearTimeout(ask);
      clearTimeout(redirect);
    };
  }, [loading, user, returnTo]);
  if (loading || !user) return <FullScreenSpinner />;
  return <>{children}</>;
}

/** super_admin only: others get 'Access Denied' and go to / after 0.5 s. */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const fired = useRef(false);
  const allowed = user?.role === 'super_admin';
  useEffect(() => {
    if (loading || allowed || fired.current) return;
    fired.current = true;
    toast(i18n.t('shell:toasts.accessDenied'), i18n.t('shell:toasts.accessDeniedText'), 'error');
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, allowed, navigate]);
  if (loading || !allowed) return <FullScreenSpinner />;
  return <>{children}</>;
}

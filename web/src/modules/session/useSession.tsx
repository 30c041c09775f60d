import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { shellRequest } from '../../app/shellRequest';
import { i18n } from '../../i18n';
import { activeApolloClient } from '../../app/activeApolloClient';
import { applySoon } from '../../app/prerendered';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { ME_QUERY, type SessionUser } from './sessionUser';

export type { SessionUser };

const LOGOUT_MUTATION = `
  mutation Logout {
    logout
  }
`;

type SessionState = { user: SessionUser | null; loading: boolean };
type SessionControls = { setUser: (user: SessionUser | null) => void };

const SessionContext = createContext<SessionState>({ user: null, loading: false });
const SessionControlsContext = createContext<SessionControls>({ setUser: () => {} });

// spec: the user is cached 5 minutes
const SESSION_REFRESH_MS = 5 * 60 * 1000;

// when this tab last logged out on purpose
let loggedOutAt = Number.NEGATIVE_INFINITY;
const LOGOUT_GRACE_MS = 5000;

/** How long a signed-in-only page should still wait before taking a missing session for a lost one (0: not at all). */
export function msLeftOfLogout(): number {
  return Math.max(0, loggedOutAt + LOGOUT_GRACE_MS - Date.now());
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ user: null, loading: true });

  useEffect(() => {
    let alive = true;
    // applySoon: an answer during the first page's render does not force it into one long task
    const load = () =>
      shellRequest<{ me: SessionUser | null }>('Me', ME_QUERY).then(
        (data) => alive && applySoon(() => setState({ user: data.me, loading: false })),
        // the API is unreachable: shown as signed out, as before
        () => alive && applySoon(() => setState((s) => ({ user: s.loading ? null : s.user, loading: false }))),
      );
    void load();
    const timer = setInterval(load, SESSION_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  const controls = useMemo<SessionControls>(() => ({ setUser: (user) => setState({ user, loading: false }) }), []);
  return (
    <SessionControlsContext.Provider value={controls}>
      <SessionContext.Provider value={state}>{children}</SessionContext.Provider>
    </SessionControlsContext.Provider>
  );
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** Sets the signed-in user after a sign-in or registration answered with it. */
export function useSetSessionUser(): SessionControls['setUser'] {
  return useContext(SessionControlsContext).setUser;
}

export function displayName(user: Pick<SessionUser, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}

/** Signs out, drops every cached query (spec: logout clears all cached data) and goes home. */
export function useLogout() {
  const setUser = useSetSessionUser();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const logout = useCallback(async () => {
    setLoading(true);
    try {
      await shellRequest('Logout', LOGOUT_MUTATION);
    } catch (err) {
      toast(i18n.t('shell:toasts.logoutError'), errorMessage(err, i18n.t('shell:toasts.logoutFailed')), 'error');
      return;
    } finally {
      setLoading(false);
    }
    // leave a signed-in-only page first, so its guard does not take the logout for an expired session (the navigation
    // is a transition that may wait for the landing page's code: the guard also waits out LOGOUT_GRACE_MS)
    loggedOutAt = Date.now();
    navigate('/');
    setUser(null);
    // said at once: the refetches below can take their time (or never settle, for a page that unmounted mid-way)
    toast(i18n.t('shell:toasts.loggedOut'), i18n.t('shell:toasts.loggedOutText'), 'success');
    // drops every cached result and refetches what is on screen as the signed-out visitor; a refetch aborted because
    // its page unmounted mid-way leaves the cache cleared all the same
    activeApolloClient()
      ?.resetStore()
      .catch(() => undefined);
  }, [navigate, setUser]);
  return { logout, loading };
}

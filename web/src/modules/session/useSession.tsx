import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      username
      email
      firstName
      lastName
      role
      profileImageUrl
      createdAt
    }
  }
`);

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export type SessionUser = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  profileImageUrl?: string | null;
  createdAt: string;
};

type SessionState = { user: SessionUser | null; loading: boolean };

const SessionContext = createContext<SessionState>({ user: null, loading: false });

// spec: the user is cached 5 minutes
const SESSION_REFRESH_MS = 5 * 60 * 1000;

export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(MeQuery, { pollInterval: SESSION_REFRESH_MS });
  const value: SessionState = { user: data?.me ?? null, loading: loading && !data };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

export function displayName(user: Pick<SessionUser, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}

/** Signs out, drops every cached query (spec: logout clears all cached data) and goes home. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(LogoutMutation);
  const logout = useCallback(async () => {
    try {
      await mutate();
    } catch (err) {
      toast('Logout Error', errorMessage(err, 'Logout failed'), 'error');
      return;
    }
    // leave a signed-in-only page first, so its guard does not take the logout for an expired session
    navigate('/');
    try {
      // drops every cached result and refetches what is on screen (me → null) as the signed-out visitor
      await client.resetStore();
    } catch {
      // a refetch aborted because its page unmounted mid-way: the cache is cleared all the same
    }
    toast('Logged Out', 'You have been successfully logged out.', 'success');
  }, [client, mutate, navigate]);
  return { logout, loading };
}

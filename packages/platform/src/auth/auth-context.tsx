import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@estate/contracts';
import { api } from '../api/api-client.js';
import { GuestFavoritesMerge } from '../favorites/GuestFavoritesMerge.js';

export const sessionKeys = { me: ['session', 'me'] as const };

export interface AuthState {
  user: SessionUser | null;
  /** True until the server has said who is signed in. */
  loading: boolean;
  /** Ask the server again (after sign-in or sign-out). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
  /** True after the visitor signed out here, until someone signs in: guards then wait instead of sending to /login. */
  signedOut: boolean;
}

/**
 * Forgets every cached query of the previous visitor and sets who is signed in now, in one place,
 * so the header and every area re-render at once without a reload.
 */
export function clearSession(queryClient: QueryClient, user: SessionUser | null): void {
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
  queryClient.setQueryData(sessionKeys.me, user);
}

const AuthContext = createContext<AuthState | null>(null);

/** True for a body shaped like the signed-in user (`GET /api/auth/me`). */
export function isSessionUser(value: unknown): value is SessionUser {
  const user = value as SessionUser | null;
  return !!user && typeof user.id === 'string' && typeof user.email === 'string' && typeof user.role === 'string';
}

/** The session lives in an httpOnly cookie; the client only asks the server who it is. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: sessionKeys.me,
    queryFn: async () => {
      const body = await api.get<unknown>('/api/auth/me', undefined, { on401: 'null' });
      return isSessionUser(body) ? body : null;
    },
    meta: { silent: true },
    staleTime: Infinity,
  });
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.me });
  }, [queryClient]);
  const [signedOut, setSignedOut] = useState(false);
  // When someone signs in again the sign-out is over (state adjusted while rendering, no effect needed).
  const [previousUser, setPreviousUser] = useState(me.data);
  if (me.data !== previousUser) {
    setPreviousUser(me.data);
    if (me.data) setSignedOut(false);
  }
  const signOut = useCallback(async () => {
    setSignedOut(true);
    try {
      await api.post('/api/auth/logout');
    } catch {
      /* signed out on this side anyway: an expired session answers 401 here */
    } finally {
      clearSession(queryClient, null);
    }
  }, [queryClient]);
  const value = useMemo<AuthState>(
    () => ({ user: me.data ?? null, loading: me.isPending, refresh, signOut, signedOut: signedOut && !me.data }),
    [me.data, me.isPending, refresh, signOut, signedOut],
  );
  return (
    <AuthContext.Provider value={value}>
      <GuestFavoritesMerge userId={me.data?.id ?? null} />
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

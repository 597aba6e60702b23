import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_API, type ActiveSession } from '@estate/contracts';
import { api } from '@estate/platform';

/** Query keys of one's own active sessions: the only place they are written. */
export const sessionListKeys = {
  all: ['me', 'sessions'] as const,
};

export const getActiveSessions = (signal?: AbortSignal) =>
  api.get<ActiveSession[]>(DASHBOARD_API.sessions, undefined, { signal });

export const endSession = (id: string) => api.delete<void>(`${DASHBOARD_API.sessions}/${encodeURIComponent(id)}`);

/** The signed-in user's live sessions, most recently used first; read again on each visit. */
export const activeSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionListKeys.all,
    queryFn: ({ signal }) => getActiveSessions(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useActiveSessions = () => useQuery(activeSessionsQueryOptions());

/** Ends another session of the account (that device is signed out); the list is read again either way. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionListKeys.all }),
  });
}

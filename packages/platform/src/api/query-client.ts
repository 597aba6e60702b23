import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

type ErrorListener = (error: unknown) => void;
const errorListeners = new Set<ErrorListener>();

/** Errors of queries and mutations reach the one place that shows them as toasts. */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

function report(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.silent) return;
  for (const listener of errorListeners) listener(error);
}

/** Defaults of the spec: no retries, no refetch on focus or interval, data fresh until a query says otherwise. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** Cache freshness of the spec, in milliseconds. */
export const staleTimes = {
  featured: 5 * 60_000,
  activeAuctions: 30_000,
  stats: 10 * 60_000,
  listing: 2 * 60_000,
  detail: 5 * 60_000,
} as const;

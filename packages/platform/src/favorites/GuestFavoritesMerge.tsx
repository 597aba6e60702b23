import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { favoritesQueryOptions } from './favorites-api.js';
import { favoritesSource, readGuestFavorites } from './guest-favorites.js';

/**
 * Rendered by the AuthProvider, so every way of signing in (form, restored session, another
 * area) merges the guest's favorites into the account as soon as the user is known.
 */
export function GuestFavoritesMerge({ userId }: { userId: string | null }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (favoritesSource(userId, readGuestFavorites()) !== 'merge') return;
    // staleTime 0: merge even if this user's list was read before; a fetch already running is shared.
    void queryClient.prefetchQuery({ ...favoritesQueryOptions(userId), staleTime: 0 });
  }, [queryClient, userId]);
  return null;
}

import { queryOptions, skipToken } from '@tanstack/react-query';
import type { FavoritesMergeInput, FavoritesResponse } from '@estate/contracts';
import { api } from '../api/api-client.js';
import { clearGuestFavorites, favoritesSource, readGuestFavorites } from './guest-favorites.js';

export const favoriteKeys = {
  all: ['favorites'] as const,
  mine: (userId: string | null) => [...favoriteKeys.all, 'me', userId] as const,
  toggle: () => [...favoriteKeys.all, 'toggle'] as const,
};

const path = (propertyId: string) => `/api/me/favorites/${encodeURIComponent(propertyId)}`;

export const getFavorites = () => api.get<FavoritesResponse>('/api/me/favorites');
export const addFavorite = (propertyId: string) => api.put<unknown>(path(propertyId));
export const removeFavorite = (propertyId: string) => api.delete<unknown>(path(propertyId));
export const mergeFavorites = (body: FavoritesMergeInput) =>
  api.post<FavoritesResponse>('/api/me/favorites/merge', body);

/**
 * A signed-in user's favorite ids. A guest list left in this browser is merged first, then
 * cleared, so the merge runs once whichever screen asks first (queries of one key share one fetch).
 * On failure the guest list stays, to be merged at the next attempt.
 */
export async function loadFavorites(userId: string): Promise<string[]> {
  const guestIds = readGuestFavorites();
  if (favoritesSource(userId, guestIds) === 'merge') {
    const merged = await mergeFavorites({ propertyIds: [...guestIds] });
    clearGuestFavorites();
    return merged.propertyIds;
  }
  return (await getFavorites()).propertyIds;
}

export const favoritesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: favoriteKeys.mine(userId),
    queryFn: userId ? () => loadFavorites(userId) : skipToken,
    // A heart that cannot show its state stays off; nothing to tell the visitor before they press it.
    meta: { silent: true },
  });

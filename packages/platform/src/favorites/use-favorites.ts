import { useCallback, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.js';
import { addFavorite, favoriteKeys, favoritesQueryOptions, removeFavorite } from './favorites-api.js';
import {
  noGuestFavorites,
  readGuestFavorites,
  subscribeGuestFavorites,
  withFavorite,
  writeGuestFavorites,
} from './guest-favorites.js';

export interface FavoritesState {
  /** Favorite property ids, newest first. */
  ids: readonly string[];
  /** False while the visitor, or a signed-in user's list, is still being read. */
  ready: boolean;
  isFavorite: (propertyId: string) => boolean;
  /** Sets the property in or out of the favorites (the opposite of now when `favorite` is not given). */
  toggle: (propertyId: string, favorite?: boolean) => void;
}

interface FavoriteChange {
  propertyId: string;
  favorite: boolean;
}

/** The favorite ids of whoever is here: the server's for a signed-in user, this browser's for a guest. */
export function useFavoriteIds(): { ids: readonly string[]; ready: boolean } {
  const { user, loading } = useAuth();
  const guestIds = useSyncExternalStore(subscribeGuestFavorites, readGuestFavorites, noGuestFavorites);
  const userId = user?.id ?? null;
  const server = useQuery(favoritesQueryOptions(userId));
  if (loading) return { ids: [], ready: false };
  if (!userId) return { ids: guestIds, ready: true };
  return { ids: server.data ?? [], ready: !server.isPending };
}

export interface ToggleFavoriteOptions {
  /** Shows the failure itself (a message for the case); without it the one error channel toasts it. */
  onError?: (error: unknown) => void;
}

/**
 * Adds or removes a favorite. A signed-in user's change shows at once and is undone if the server
 * refuses it; a guest's is written to this browser.
 */
export function useToggleFavorite(
  options: ToggleFavoriteOptions = {},
): (propertyId: string, favorite: boolean) => void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const { onError } = options;
  const { mutate } = useMutation({
    mutationKey: favoriteKeys.toggle(),
    meta: { silent: !!onError },
    mutationFn: ({ propertyId, favorite }: FavoriteChange) =>
      favorite ? addFavorite(propertyId) : removeFavorite(propertyId),
    onMutate: async ({ propertyId, favorite }) => {
      const queryKey = favoriteKeys.mine(userId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<string[]>(queryKey);
      queryClient.setQueryData<string[]>(queryKey, (ids = []) => withFavorite(ids, propertyId, favorite));
      return { queryKey, previous };
    },
    onError: (error, _change, saved) => {
      onError?.(error);
      if (!saved) return;
      if (saved.previous) queryClient.setQueryData(saved.queryKey, saved.previous);
      else void queryClient.invalidateQueries({ queryKey: saved.queryKey });
    },
    onSettled: (_data, _error, _change, saved) => {
      // Read the server's list once the last of several quick changes is done, not in between.
      if (saved && queryClient.isMutating({ mutationKey: favoriteKeys.toggle() }) === 1)
        void queryClient.invalidateQueries({ queryKey: saved.queryKey });
    },
  });
  return useCallback(
    (propertyId: string, favorite: boolean) => {
      if (userId) mutate({ propertyId, favorite });
      else writeGuestFavorites(withFavorite(readGuestFavorites(), propertyId, favorite));
    },
    [mutate, userId],
  );
}

export function useFavorites(options?: ToggleFavoriteOptions): FavoritesState {
  const { ids, ready } = useFavoriteIds();
  const change = useToggleFavorite(options);
  const isFavorite = useCallback((propertyId: string) => ids.includes(propertyId), [ids]);
  const toggle = useCallback(
    (propertyId: string, favorite?: boolean) => change(propertyId, favorite ?? !ids.includes(propertyId)),
    [change, ids],
  );
  return { ids, ready, isFavorite, toggle };
}

/** Whether one property is a favorite, and a toggle for it (a heart button). */
export function useFavorite(
  propertyId: string,
  options?: ToggleFavoriteOptions,
): { favorite: boolean; ready: boolean; toggle: () => void } {
  const { ids, ready } = useFavoriteIds();
  const change = useToggleFavorite(options);
  const favorite = ids.includes(propertyId);
  const toggle = useCallback(() => change(propertyId, !favorite), [change, propertyId, favorite]);
  return { favorite, ready, toggle };
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_API, type NotificationSettings, type NotificationSettingsInput } from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

export const getNotificationSettings = (signal?: AbortSignal) =>
  api.get<NotificationSettings>(NOTIFICATION_API.settings, undefined, { signal });

/** The signed-in account's switches for every kind, read again on each opening. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

/**
 * Saves the switches; the answer becomes the settings read, and the account's own lists and bell count are read again
 * (a kind switched off in-app leaves them, one switched on comes back).
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) => api.put<NotificationSettings>(NOTIFICATION_API.settings, input),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.mine() });
    },
  });
}

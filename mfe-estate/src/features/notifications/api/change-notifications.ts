import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_API,
  type EstateNotificationItem,
  type MarkAllReadResult,
  type NotificationInput,
} from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

const path = (id: string) => `${NOTIFICATION_API.staff}/${encodeURIComponent(id)}`;

/**
 * Every change marks all notification reads stale through the shared root, the header bell's count among them.
 */
function useNotificationMutation<V, R>(mutationFn: (variables: V) => Promise<R>, silent = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useCreateNotification = () =>
  useNotificationMutation((input: NotificationInput) =>
    api.post<EstateNotificationItem>(NOTIFICATION_API.staff, input),
  );

export const useUpdateNotification = () =>
  useNotificationMutation(({ id, input }: { id: string; input: Partial<NotificationInput> }) =>
    api.patch<EstateNotificationItem>(path(id), input),
  );

export const useDeleteNotification = () => useNotificationMutation((id: string) => api.delete<void>(path(id)));

export const useSetNotificationRead = () =>
  useNotificationMutation(
    ({ id, read }: { id: string; read: boolean }) => api.patch<EstateNotificationItem>(`${path(id)}/read`, { read }),
    false,
  );

export const useMarkAllNotificationsRead = () =>
  useNotificationMutation(() => api.post<MarkAllReadResult>(`${NOTIFICATION_API.staff}/read-all`), false);

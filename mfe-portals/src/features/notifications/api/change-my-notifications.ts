import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_API, type EstateNotificationItem, type MarkAllReadResult } from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

const path = (id: string) => `${NOTIFICATION_API.mine}/${encodeURIComponent(id)}`;

/** Each change marks the caller's notification reads stale: the centre's tabs and the header bell's count. */
function useMyNotificationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.mine() }),
  });
}

export const useSetMyNotificationRead = () =>
  useMyNotificationMutation(({ id, read }: { id: string; read: boolean }) =>
    api.patch<EstateNotificationItem>(`${path(id)}/read`, { read }),
  );

export const useMarkAllMyNotificationsRead = () =>
  useMyNotificationMutation(() => api.post<MarkAllReadResult>(`${NOTIFICATION_API.mine}/read-all`));

export const useDeleteMyNotification = () => useMyNotificationMutation((id: string) => api.delete<void>(path(id)));

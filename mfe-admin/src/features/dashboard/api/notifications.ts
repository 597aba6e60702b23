import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_API,
  type EstateNotificationItem,
  type MarkAllReadResult,
  type MyNotifications,
  type MyNotificationsQuery,
} from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

/** The dashboard shows the caller's own notifications a page of this size at a time. */
export const DASHBOARD_NOTIFICATIONS_PAGE_SIZE = 10;

export const getMyNotifications = (query: MyNotificationsQuery, signal?: AbortSignal) =>
  api.get<MyNotifications>(NOTIFICATION_API.mine, { ...query }, { signal });

/**
 * One page of the caller's own notifications, newest first, with their unread count. Keyed under
 * notificationKeys.mine(), as the notification centre and the header bell are: a change here refreshes them too.
 */
export const myNotificationsPageQueryOptions = (page: number) => {
  const query = { page, limit: DASHBOARD_NOTIFICATIONS_PAGE_SIZE };
  return queryOptions({
    queryKey: notificationKeys.myList({ ...query, pages: 'numbered' }),
    queryFn: ({ signal }) => getMyNotifications(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
};

export const useMyNotificationsPage = (page: number) => useQuery(myNotificationsPageQueryOptions(page));

const path = (id: string) => `${NOTIFICATION_API.mine}/${encodeURIComponent(id)}`;

/** Each change marks every read of the caller's notifications stale: this list, the centre and the bell's count. */
function useMyNotificationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.mine() }),
  });
}

export const useMarkMyNotificationRead = () =>
  useMyNotificationMutation((id: string) => api.patch<EstateNotificationItem>(`${path(id)}/read`, { read: true }));

export const useMarkAllMyNotificationsRead = () =>
  useMyNotificationMutation(() => api.post<MarkAllReadResult>(`${NOTIFICATION_API.mine}/read-all`));

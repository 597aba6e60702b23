import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_API, type NotificationList, type NotificationListQuery } from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

export const getNotifications = (query: NotificationListQuery, signal?: AbortSignal) =>
  api.get<NotificationList>(NOTIFICATION_API.staff, { ...query }, { signal });

/** One page of every notification (read state: the signed-in staff member's own), read again on each visit. */
export const notificationsQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: notificationKeys.staffList(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useNotifications = (query: NotificationListQuery) => useQuery(notificationsQueryOptions(query));

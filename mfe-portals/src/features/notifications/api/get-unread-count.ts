import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_API, type UnreadNotificationCount } from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

/** The caller's unread count: the same query (key and answer) the header bell reads, so both show one figure. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) =>
      api.get<UnreadNotificationCount>(`${NOTIFICATION_API.mine}/unread-count`, undefined, { signal }),
    staleTime: 0,
    meta: { silent: true },
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_API, type NotificationListQuery, type NotificationSummary } from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

export const getNotificationSummary = (query: NotificationListQuery, signal?: AbortSignal) =>
  api.get<NotificationSummary>(`${NOTIFICATION_API.staff}/summary`, { ...query }, { signal });

/** The cards above the list, for the same search and filters. */
export const notificationSummaryQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: notificationKeys.staffSummary(query),
    queryFn: ({ signal }) => getNotificationSummary(query, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useNotificationSummary = (query: NotificationListQuery) =>
  useQuery(notificationSummaryQueryOptions(query));

import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATION_API, type EstateOption, type EstateOptionsQuery } from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

/** Active accounts a notification may be addressed to (name or email matches ?q). */
export const notificationRecipientsQueryOptions = (query: EstateOptionsQuery = {}) =>
  queryOptions({
    queryKey: notificationKeys.recipients(query),
    queryFn: ({ signal }) => api.get<EstateOption[]>(`${NOTIFICATION_API.staff}/recipients`, { ...query }, { signal }),
    staleTime: 30_000,
  });

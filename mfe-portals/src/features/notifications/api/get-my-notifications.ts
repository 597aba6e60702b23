import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  NOTIFICATION_API,
  NOTIFICATION_CATEGORIES,
  type MyNotifications,
  type MyNotificationsQuery,
  type NotificationCategory,
} from '@estate/contracts';
import { api, notificationKeys } from '@estate/platform';

/** The centre's tabs: everything, the unread, and one per group of types (filtered on the server). */
export const CENTRE_TABS = ['all', 'unread', ...NOTIFICATION_CATEGORIES] as const;
export type CentreTab = (typeof CENTRE_TABS)[number];

export const isCentreTab = (value: string | null): value is CentreTab =>
  (CENTRE_TABS as readonly string[]).includes(value ?? '');

export const CENTRE_PAGE_SIZE = 20;

/** What a tab asks of /api/me/notifications. */
export function queryOfTab(tab: CentreTab): MyNotificationsQuery {
  if (tab === 'unread') return { tab: 'unread' };
  if (tab === 'all') return {};
  return { category: tab satisfies NotificationCategory };
}

export const getMyNotifications = (query: MyNotificationsQuery, signal?: AbortSignal) =>
  api.get<MyNotifications>(NOTIFICATION_API.mine, { ...query }, { signal });

/**
 * A tab's notifications, newest first, twenty at a time ("load more" asks the next page); read again on each visit
 * and after each change (the changes mark notificationKeys.mine() stale, the header bell's count among them).
 */
export const myNotificationsQueryOptions = (tab: CentreTab) => {
  const query = { ...queryOfTab(tab), limit: CENTRE_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: notificationKeys.myList({ ...query, pages: 'more' }),
    queryFn: ({ pageParam, signal }) => getMyNotifications({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
    meta: { silent: true },
  });
};

export const useMyNotifications = (tab: CentreTab) => useInfiniteQuery(myNotificationsQueryOptions(tab));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRequestList, StaffRequestQuery } from '@estate/contracts';
import { api } from '@estate/platform';
import { requestPaths, type RequestKind, type RequestOf } from '../utils/request-kinds.js';
import { staffRequestKeys } from './keys.js';

export const getStaffRequests = <K extends RequestKind>(kind: K, query: StaffRequestQuery, signal?: AbortSignal) =>
  api.get<StaffRequestList<RequestOf[K]>>(`/api/admin/${requestPaths[kind]}`, { ...query }, { signal });

/** New messages arrive at any time: fresh on each visit. */
export const staffRequestsQueryOptions = <K extends RequestKind>(kind: K, query: StaffRequestQuery) =>
  queryOptions({
    queryKey: staffRequestKeys.list(kind, query),
    queryFn: ({ signal }) => getStaffRequests(kind, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useStaffRequests = <K extends RequestKind>(kind: K, query: StaffRequestQuery) =>
  useQuery(staffRequestsQueryOptions(kind, query));

/** How many of a list are still new, for the tab labels (one row fetched, the total read). */
export const useNewRequestCount = (kind: RequestKind) =>
  useQuery({
    ...staffRequestsQueryOptions(kind, { status: 'new', page: 1, limit: 1 }),
    select: (list) => list.total,
  });

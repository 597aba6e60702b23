import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstateList, OwnerTicket, TicketStatus } from '@estate/contracts';
import { api } from '@estate/platform';
import { OWNER_API, ownerKeys } from './owner-keys.js';

export interface OwnerTicketQuery {
  page?: number;
  limit?: number;
  status?: TicketStatus;
}

export const getOwnerMaintenance = (query: OwnerTicketQuery, signal?: AbortSignal) =>
  api.get<EstateList<OwnerTicket>>(OWNER_API.maintenance, { ...query }, { signal });

/** One page of the tickets on the owner's properties, newest first. */
export const ownerMaintenanceQueryOptions = (query: OwnerTicketQuery) =>
  queryOptions({
    queryKey: ownerKeys.maintenance(query),
    queryFn: ({ signal }) => getOwnerMaintenance(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useOwnerMaintenance = (query: OwnerTicketQuery) => useQuery(ownerMaintenanceQueryOptions(query));

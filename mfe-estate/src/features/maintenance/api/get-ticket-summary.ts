import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceListQuery, MaintenanceSummary } from '@estate/contracts';
import { api } from '@estate/platform';
import { TICKETS_API, ticketKeys } from './ticket-keys.js';

export const getTicketSummary = (query: MaintenanceListQuery, signal?: AbortSignal) =>
  api.get<MaintenanceSummary>(`${TICKETS_API}/summary`, { ...query }, { signal });

/** The cards above the list, computed by the server for the same filters. */
export const ticketSummaryQueryOptions = (query: MaintenanceListQuery) =>
  queryOptions({
    queryKey: ticketKeys.summary(query),
    queryFn: ({ signal }) => getTicketSummary(query, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTicketSummary = (query: MaintenanceListQuery) => useQuery(ticketSummaryQueryOptions(query));

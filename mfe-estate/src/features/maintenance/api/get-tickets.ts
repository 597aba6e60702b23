import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstateList, MaintenanceListQuery, MaintenanceTicket } from '@estate/contracts';
import { api } from '@estate/platform';
import { TICKETS_API, ticketKeys } from './ticket-keys.js';

export const getTickets = (query: MaintenanceListQuery, signal?: AbortSignal) =>
  api.get<EstateList<MaintenanceTicket>>(TICKETS_API, { ...query }, { signal });

/** One page of tickets, filtered and sorted by the server; read again on each visit. */
export const ticketsQueryOptions = (query: MaintenanceListQuery) =>
  queryOptions({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useTickets = (query: MaintenanceListQuery) => useQuery(ticketsQueryOptions(query));

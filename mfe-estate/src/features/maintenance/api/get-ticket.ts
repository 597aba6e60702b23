import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceTicketDetail } from '@estate/contracts';
import { api } from '@estate/platform';
import { TICKETS_API, ticketKeys } from './ticket-keys.js';

export const getTicket = (id: string, signal?: AbortSignal) =>
  api.get<MaintenanceTicketDetail>(`${TICKETS_API}/${encodeURIComponent(id)}`, undefined, { signal });

/** A ticket with its history. */
export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTicket = (id: string | null) => useQuery({ ...ticketQueryOptions(id ?? ''), enabled: !!id });

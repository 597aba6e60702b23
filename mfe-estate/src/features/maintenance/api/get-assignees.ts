import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketAssigneeOption } from '@estate/contracts';
import { api } from '@estate/platform';
import { TICKETS_API, ticketKeys } from './ticket-keys.js';

export const getAssignees = (signal?: AbortSignal) =>
  api.get<TicketAssigneeOption[]>(`${TICKETS_API}/assignees`, undefined, { signal });

/** The maintenance staff a ticket can be assigned to. */
export const assigneesQueryOptions = () =>
  queryOptions({ queryKey: ticketKeys.assignees(), queryFn: ({ signal }) => getAssignees(signal), staleTime: 30_000 });

export const useAssignees = (enabled = true) => useQuery({ ...assigneesQueryOptions(), enabled });

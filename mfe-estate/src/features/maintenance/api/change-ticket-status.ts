import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceTicketDetail, TicketStatusInput } from '@estate/contracts';
import { api } from '@estate/platform';
import { TICKETS_API, ticketKeys } from './ticket-keys.js';

export const changeTicketStatus = ({ id, input }: { id: string; input: TicketStatusInput }) =>
  api.post<MaintenanceTicketDetail>(`${TICKETS_API}/${encodeURIComponent(id)}/status`, input);

/** Moves a ticket to one of its allowed next statuses. */
export function useChangeTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTicketStatus,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(ticketKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}

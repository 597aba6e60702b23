import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceTicketDetail } from '@estate/contracts';
import { api } from '@estate/platform';
import { TICKETS_API, ticketKeys } from './ticket-keys.js';

export const assignTicket = ({ id, assignedTo }: { id: string; assignedTo: string }) =>
  api.post<MaintenanceTicketDetail>(`${TICKETS_API}/${encodeURIComponent(id)}/assign`, { assignedTo });

/** Assigns a ticket to a maintenance user (an open ticket becomes assigned). */
export function useAssignTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTicket,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(ticketKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}

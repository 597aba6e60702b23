import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@estate/platform';
import { TICKETS_API, ticketKeys } from './ticket-keys.js';

/** Deletes an open or cancelled ticket (409 TICKET_DELETE_BLOCKED otherwise). */
export const deleteTicket = (id: string) => api.delete<void>(`${TICKETS_API}/${encodeURIComponent(id)}`);

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    meta: { silent: true },
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: ticketKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}

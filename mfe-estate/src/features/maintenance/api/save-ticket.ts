import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceTicketDetail, MaintenanceTicketInput, MaintenanceTicketUpdate } from '@estate/contracts';
import { api } from '@estate/platform';
import { TICKETS_API, ticketKeys } from './ticket-keys.js';

export const createTicket = (input: MaintenanceTicketInput) => api.post<MaintenanceTicketDetail>(TICKETS_API, input);
export const updateTicket = ({ id, input }: { id: string; input: MaintenanceTicketUpdate }) =>
  api.patch<MaintenanceTicketDetail>(`${TICKETS_API}/${encodeURIComponent(id)}`, input);

/** Creates (no id) or updates a ticket; the lists, cards and the ticket are read again. */
export function useSaveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: MaintenanceTicketInput | MaintenanceTicketUpdate }) =>
      id ? updateTicket({ id, input }) : createTicket(input as MaintenanceTicketInput),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(ticketKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}

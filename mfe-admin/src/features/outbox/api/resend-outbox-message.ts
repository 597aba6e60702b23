import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_API, type OutboxMessageDto } from '@estate/contracts';
import { api } from '@estate/platform';
import { invalidateOutbox } from './keys.js';

/**
 * Delivers a failed or queued message again; the answer is the message as it now stands (sent, failed again, or
 * queued when the mail server is slow or none is configured). 409 MAIL_ALREADY_SENT once delivered.
 */
export const resendOutboxMessage = (id: string) =>
  api.post<OutboxMessageDto>(`${DASHBOARD_API.outbox}/${encodeURIComponent(id)}/resend`);

export function useResendOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOutboxMessage,
    meta: { silent: true },
    onSettled: () => invalidateOutbox(queryClient),
  });
}

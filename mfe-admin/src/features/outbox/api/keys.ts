import type { QueryClient } from '@tanstack/react-query';
import type { OutboxStatus } from '@estate/contracts';
import { auditLogKeys } from '@estate/platform';

/** What the outbox table asks for: GET /api/admin/outbox?status&search&page&limit. */
export interface OutboxParams {
  status?: OutboxStatus;
  search?: string;
  page: number;
  limit: number;
}

/** Query keys of the mail outbox: the only place they are written. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (params: OutboxParams) => [...outboxKeys.all, 'list', params] as const,
};

/** After a resend: the outbox's pages, and the audit log that records the resend. */
export const invalidateOutbox = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  ]);

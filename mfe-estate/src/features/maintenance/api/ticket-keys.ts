import { MAINTENANCE_ROUTES } from '@estate/contracts';
import { estateKeys } from '@estate/platform';

/** The maintenance screen's API path. */
export const TICKETS_API = MAINTENANCE_ROUTES;

/** Query keys of the tickets, under the estate root (an estate-wide invalidation refreshes them too). */
export const ticketKeys = {
  all: [...estateKeys.all, 'maintenance'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (query: object) => [...ticketKeys.lists(), query] as const,
  summary: (query: object) => [...ticketKeys.all, 'summary', query] as const,
  detail: (id: string) => [...ticketKeys.all, 'detail', id] as const,
  assignees: () => [...ticketKeys.all, 'assignees'] as const,
};

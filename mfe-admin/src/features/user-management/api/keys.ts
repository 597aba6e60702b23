import type { AgentRequestStatus, AuditLogQuery } from '@estate/contracts';
import { auditLogKeys } from '@estate/platform';

/** Query keys of user administration: the only place they are written. */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
};

export const permissionKeys = {
  all: ['permissions'] as const,
  list: () => [...permissionKeys.all, 'list'] as const,
};

/** GET /api/audit-logs: the filters and the page. */
export interface AuditLogParams extends AuditLogQuery {
  page: number;
  limit: number;
}

/** The audit log's keys are the platform's (a record's history shares their root). */
export { auditLogKeys };

export interface AgentRequestParams {
  page: number;
  limit: number;
  status?: AgentRequestStatus;
}

export const agentRequestKeys = {
  all: ['agent-requests'] as const,
  list: (params: AgentRequestParams) => [...agentRequestKeys.all, 'list', params] as const,
};

/** A list answer: a plain array, or an object holding it (`items` or the resource's name). */
export function listOf<T>(body: unknown, name: string): T[] {
  if (Array.isArray(body)) return body as T[];
  const object = body as Record<string, unknown> | null;
  const inner = object?.items ?? object?.[name] ?? object?.data;
  return Array.isArray(inner) ? (inner as T[]) : [];
}

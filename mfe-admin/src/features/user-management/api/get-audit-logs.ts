import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type AuditLogPage } from '@estate/contracts';
import { api } from '@estate/platform';
import { auditLogKeys, type AuditLogParams } from './keys.js';

export const getAuditLogs = (params: AuditLogParams) => api.get<AuditLogPage>(DASHBOARD_API.auditLogs, { ...params });

/** The log changes with every action: fresh on each visit of the tab. */
export const auditLogsQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: () => getAuditLogs(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useAuditLogs = (params: AuditLogParams) => useQuery(auditLogsQueryOptions(params));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstateList, TenantTicket, TicketEvent } from '@estate/contracts';
import { api } from '@estate/platform';
import { TENANT_API, tenantKeys } from './tenant-keys.js';

/** A request with its history (GET /api/me/tenant/maintenance/{id}). */
export type TenantTicketDetail = TenantTicket & { history: TicketEvent[] };

export interface TenantRequestQuery {
  page?: number;
  limit?: number;
}

export const getTenantRequests = (query: TenantRequestQuery, signal?: AbortSignal) =>
  api.get<EstateList<TenantTicket>>(`${TENANT_API}/maintenance`, { ...query }, { signal });

export const getTenantRequest = (id: string, signal?: AbortSignal) =>
  api.get<TenantTicketDetail>(`${TENANT_API}/maintenance/${encodeURIComponent(id)}`, undefined, { signal });

/** One page of the tenant's maintenance requests, newest first. */
export const tenantRequestsQueryOptions = (query: TenantRequestQuery) =>
  queryOptions({
    queryKey: tenantKeys.requestList(query),
    queryFn: ({ signal }) => getTenantRequests(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useTenantRequests = (query: TenantRequestQuery) => useQuery(tenantRequestsQueryOptions(query));

/** One request and its history; nothing is read until one is opened. */
export const useTenantRequest = (id: string | null) =>
  useQuery({
    queryKey: tenantKeys.request(id ?? ''),
    queryFn: ({ signal }) => getTenantRequest(id!, signal),
    enabled: !!id,
    staleTime: 0,
    meta: { silent: true },
  });

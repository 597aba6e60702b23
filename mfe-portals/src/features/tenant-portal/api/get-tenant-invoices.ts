import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstateList, TenantInvoice, TenantInvoiceQuery } from '@estate/contracts';
import { api } from '@estate/platform';
import { TENANT_API, tenantKeys } from './tenant-keys.js';

export const getTenantInvoices = (query: TenantInvoiceQuery, signal?: AbortSignal) =>
  api.get<EstateList<TenantInvoice>>(`${TENANT_API}/invoices`, { ...query }, { signal });

/** One page of the tenant's invoices, newest due first, each with its payments. */
export const tenantInvoicesQueryOptions = (query: TenantInvoiceQuery) =>
  queryOptions({
    queryKey: tenantKeys.invoices(query),
    queryFn: ({ signal }) => getTenantInvoices(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useTenantInvoices = (query: TenantInvoiceQuery) => useQuery(tenantInvoicesQueryOptions(query));

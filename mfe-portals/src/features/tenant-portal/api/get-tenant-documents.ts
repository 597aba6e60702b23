import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantDocument } from '@estate/contracts';
import { api } from '@estate/platform';
import { TENANT_API, tenantKeys } from './tenant-keys.js';

export const getTenantDocuments = (signal?: AbortSignal) =>
  api.get<TenantDocument[]>(`${TENANT_API}/documents`, undefined, { signal });

/** The contracts' PDFs, the files attached to them and the receipts. */
export const tenantDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.documents(),
    queryFn: ({ signal }) => getTenantDocuments(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useTenantDocuments = (enabled: boolean) => useQuery({ ...tenantDocumentsQueryOptions(), enabled });

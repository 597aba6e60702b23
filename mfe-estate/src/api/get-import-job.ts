import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateImportJob } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getImportJob = (id: string, signal?: AbortSignal) =>
  api.get<EstateImportJob>(ESTATE_API.importJob(encodeURIComponent(id)), {}, { signal });

/** How far a big import has come: asked again every half second until it is done or failed. */
export const importJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: estateKeys.importJob(id),
    queryFn: ({ signal }) => getImportJob(id, signal),
    staleTime: 0,
    meta: { silent: true },
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' || query.state.error ? false : 500;
    },
  });

export const useImportJob = (id: string | null) => useQuery({ ...importJobQueryOptions(id ?? ''), enabled: !!id });

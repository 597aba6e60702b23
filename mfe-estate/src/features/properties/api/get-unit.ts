import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateUnit } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getUnit = (id: string, signal?: AbortSignal) =>
  api.get<EstateUnit>(`${ESTATE_API.units}/${encodeURIComponent(id)}`, {}, { signal });

/** One record with its derived figures; read again on each visit. */
export const unitQueryOptions = (id: string) =>
  queryOptions({
    queryKey: estateKeys.detail('units', id),
    queryFn: ({ signal }) => getUnit(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useUnit = (id: string) => useQuery(unitQueryOptions(id));

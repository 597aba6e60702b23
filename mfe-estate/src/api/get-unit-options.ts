import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type UnitOption, type UnitOptionsQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getUnitOptions = (query: UnitOptionsQuery, signal?: AbortSignal) =>
  api.get<UnitOption[]>(`${ESTATE_API.units}/options`, { ...query }, { signal });

/** A property's units (those free to let with `available`), for the contract form. */
export const unitOptionsQueryOptions = (query: UnitOptionsQuery) =>
  queryOptions({
    queryKey: estateKeys.options('units', query),
    queryFn: ({ signal }) => getUnitOptions(query, signal),
    staleTime: 30_000,
  });

export const useUnitOptions = (query: UnitOptionsQuery, enabled = true) =>
  useQuery({ ...unitOptionsQueryOptions(query), enabled });

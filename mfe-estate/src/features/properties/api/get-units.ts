import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ESTATE_API, type EstateList, type EstateUnit, type UnitListQuery } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const getUnits = (query: UnitListQuery, signal?: AbortSignal) =>
  api.get<EstateList<EstateUnit>>(ESTATE_API.units, { ...query }, { signal });

/** One page of the list, filtered and sorted by the server; read again on each visit. */
export const unitsQueryOptions = (query: UnitListQuery) =>
  queryOptions({
    queryKey: estateKeys.list('units', query),
    queryFn: ({ signal }) => getUnits(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });

export const useUnits = (query: UnitListQuery) => useQuery(unitsQueryOptions(query));

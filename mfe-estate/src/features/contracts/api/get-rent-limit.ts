import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEASE_API, type RentLimit } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface RentLimitQuery {
  unitId: string;
  startDate: string;
  contractId?: string;
}

export const rentLimitKeys = {
  all: [...estateKeys.all, 'rent-limit'] as const,
  of: (query: RentLimitQuery) => [...rentLimitKeys.all, query] as const,
};

export const getRentLimit = (query: RentLimitQuery, signal?: AbortSignal) =>
  api.get<RentLimit>(LEASE_API.rentLimit, { ...query }, { signal });

/** The most a contract's rent may be on a unit from a start date (a city's rent rule); off until both are chosen. */
export const useRentLimit = (query: Partial<RentLimitQuery>) =>
  useQuery({
    ...queryOptions({
      queryKey: rentLimitKeys.of(query as RentLimitQuery),
      queryFn: ({ signal }) => getRentLimit(query as RentLimitQuery, signal),
      meta: { silent: true },
    }),
    enabled: Boolean(query.unitId && query.startDate),
  });

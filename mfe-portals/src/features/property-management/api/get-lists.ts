import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ESTATE_API,
  MAINTENANCE_ROUTES,
  type EstateList,
  type EstateTenant,
  type EstateUnit,
  type MaintenanceListQuery,
  type MaintenanceTicket,
  type TenantListQuery,
  type UnitListQuery,
} from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';
import { managementKeys } from './management-keys.js';

export const getUnits = (query: UnitListQuery, signal?: AbortSignal) =>
  api.get<EstateList<EstateUnit>>(ESTATE_API.units, { ...query }, { signal });

/** A page of units, searched and filtered by the server. */
export const useUnits = (query: UnitListQuery, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: estateKeys.list('units', query),
      queryFn: ({ signal }) => getUnits(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
      enabled,
      meta: { silent: true },
    }),
  );

export const getTenants = (query: TenantListQuery, signal?: AbortSignal) =>
  api.get<EstateList<EstateTenant>>(ESTATE_API.tenants, { ...query }, { signal });

export const useTenants = (query: TenantListQuery) =>
  useQuery(
    queryOptions({
      queryKey: estateKeys.list('tenants', query),
      queryFn: ({ signal }) => getTenants(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { silent: true },
    }),
  );

export const getTickets = (query: MaintenanceListQuery, signal?: AbortSignal) =>
  api.get<EstateList<MaintenanceTicket>>(MAINTENANCE_ROUTES, { ...query }, { signal });

export const useTickets = (query: MaintenanceListQuery, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: managementKeys.tickets(query),
      queryFn: ({ signal }) => getTickets(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
      enabled,
      meta: { silent: true },
    }),
  );

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ESTATE_API,
  MAINTENANCE_ROUTES,
  type EstatePropertySummary,
  type MaintenanceSummary,
  type TenantSummary,
} from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';
import { managementKeys } from './management-keys.js';

export const getPropertySummary = (signal?: AbortSignal) =>
  api.get<EstatePropertySummary>(`${ESTATE_API.properties}/summary`, {}, { signal });

/** Properties, units, occupancy, monthly income and value of the whole portfolio. */
export const usePropertySummary = () =>
  useQuery(
    queryOptions({
      queryKey: estateKeys.summary('properties'),
      queryFn: ({ signal }) => getPropertySummary(signal),
      staleTime: 0,
      meta: { silent: true },
    }),
  );

export const getTenantSummary = (signal?: AbortSignal) =>
  api.get<TenantSummary>(`${ESTATE_API.tenants}/summary`, {}, { signal });

export const useTenantSummary = () =>
  useQuery(
    queryOptions({
      queryKey: estateKeys.summary('tenants'),
      queryFn: ({ signal }) => getTenantSummary(signal),
      staleTime: 0,
      meta: { silent: true },
    }),
  );

export const getTicketSummary = (signal?: AbortSignal) =>
  api.get<MaintenanceSummary>(`${MAINTENANCE_ROUTES}/summary`, {}, { signal });

/** The tickets' counts; only read by the roles that see maintenance (the server refuses the others). */
export const useTicketSummary = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: managementKeys.ticketSummary(),
      queryFn: ({ signal }) => getTicketSummary(signal),
      staleTime: 0,
      enabled,
      meta: { silent: true },
    }),
  );

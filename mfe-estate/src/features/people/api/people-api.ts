import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ESTATE_API,
  type EstateList,
  type EstateOwner,
  type EstateTenant,
  type OwnerInput,
  type OwnerListQuery,
  type OwnerSummary,
  type TenantInput,
  type TenantListQuery,
  type TenantSummary,
} from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

/** The back office's people: owners and tenants, one resource each on the server, read and written alike. */
export interface PeopleTypes {
  owner: { row: EstateOwner; query: OwnerListQuery; input: OwnerInput; summary: OwnerSummary };
  tenant: { row: EstateTenant; query: TenantListQuery; input: TenantInput; summary: TenantSummary };
}
export type PersonKind = keyof PeopleTypes;
export type PersonOf<K extends PersonKind> = PeopleTypes[K]['row'];

/** Each kind's resource (the cache's key) and address. */
export const PEOPLE_RESOURCES = {
  owner: { resource: 'owners', path: ESTATE_API.owners },
  tenant: { resource: 'tenants', path: ESTATE_API.tenants },
} as const;

const one = (kind: PersonKind, id: string) => `${PEOPLE_RESOURCES[kind].path}/${encodeURIComponent(id)}`;

/** One page of the list, filtered and sorted by the server; read again on each visit. */
export function peopleQueryOptions<K extends PersonKind>(kind: K, query: PeopleTypes[K]['query']) {
  const { resource, path } = PEOPLE_RESOURCES[kind];
  return queryOptions({
    queryKey: estateKeys.list(resource, query),
    queryFn: ({ signal }) => api.get<EstateList<PersonOf<K>>>(path, { ...query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own error in place.
    meta: { silent: true },
  });
}

/** The figures above the list, computed by the server for the same filters. */
export function usePeopleSummary<K extends PersonKind>(kind: K, query: PeopleTypes[K]['query']) {
  const { resource, path } = PEOPLE_RESOURCES[kind];
  return useQuery({
    queryKey: estateKeys.summary(resource, query),
    queryFn: ({ signal }) => api.get<PeopleTypes[K]['summary']>(`${path}/summary`, { ...query }, { signal }),
    staleTime: 0,
    meta: { silent: true },
  });
}

/** Adds (no id) or changes a person; every estate read is marked stale (figures are computed from each other). */
export function useSavePerson<K extends PersonKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PeopleTypes[K]['input'] }) =>
      id ? api.patch<PersonOf<K>>(one(kind, id), input) : api.post<PersonOf<K>>(PEOPLE_RESOURCES[kind].path, input),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(estateKeys.detail(PEOPLE_RESOURCES[kind].resource, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}

/** Deletes a person; refused with 409 ESTATE_DELETE_BLOCKED (and the reason) when it would orphan others. */
export function useDeletePerson(kind: PersonKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(one(kind, id)),
    meta: { silent: true },
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: estateKeys.detail(PEOPLE_RESOURCES[kind].resource, id) });
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}

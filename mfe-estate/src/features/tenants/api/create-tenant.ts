import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateTenant, type TenantInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const createTenant = (input: TenantInput) => api.post<EstateTenant>(ESTATE_API.tenants, input);

/** Adds a record; every estate read is marked stale (figures are computed from each other). */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateTenant, type TenantUpdate } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface TenantChange {
  id: string;
  input: TenantUpdate;
}

export const updateTenant = ({ id, input }: TenantChange) =>
  api.patch<EstateTenant>(`${ESTATE_API.tenants}/${encodeURIComponent(id)}`, input);

/** Changes a record; every estate read is marked stale (figures are computed from each other). */
export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(estateKeys.detail('tenants', saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateOwner, type OwnerUpdate } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface OwnerChange {
  id: string;
  input: OwnerUpdate;
}

export const updateOwner = ({ id, input }: OwnerChange) =>
  api.patch<EstateOwner>(`${ESTATE_API.owners}/${encodeURIComponent(id)}`, input);

/** Changes a record; every estate read is marked stale (figures are computed from each other). */
export function useUpdateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwner,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(estateKeys.detail('owners', saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateOwner, type OwnerInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const createOwner = (input: OwnerInput) => api.post<EstateOwner>(ESTATE_API.owners, input);

/** Adds a record; every estate read is marked stale (figures are computed from each other). */
export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwner,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}

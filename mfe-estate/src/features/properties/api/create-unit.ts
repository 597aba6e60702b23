import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateUnit, type UnitInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const createUnit = (input: UnitInput) => api.post<EstateUnit>(ESTATE_API.units, input);

/** Adds a record; every estate read is marked stale (figures are computed from each other). */
export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}

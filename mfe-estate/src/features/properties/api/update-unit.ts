import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateUnit, type UnitUpdate } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface UnitChange {
  id: string;
  input: UnitUpdate;
}

export const updateUnit = ({ id, input }: UnitChange) =>
  api.patch<EstateUnit>(`${ESTATE_API.units}/${encodeURIComponent(id)}`, input);

/** Changes a record; every estate read is marked stale (figures are computed from each other). */
export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(estateKeys.detail('units', saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}

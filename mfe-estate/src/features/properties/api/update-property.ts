import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateProperty, type EstatePropertyUpdate } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface PropertyChange {
  id: string;
  input: EstatePropertyUpdate;
}

export const updateProperty = ({ id, input }: PropertyChange) =>
  api.patch<EstateProperty>(`${ESTATE_API.properties}/${encodeURIComponent(id)}`, input);

/** Changes a record; every estate read is marked stale (figures are computed from each other). */
export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(estateKeys.detail('properties', saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}

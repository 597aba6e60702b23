import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type EstateProperty, type EstatePropertyInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export const createProperty = (input: EstatePropertyInput) => api.post<EstateProperty>(ESTATE_API.properties, input);

/** Adds a record; every estate read is marked stale (figures are computed from each other). */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}

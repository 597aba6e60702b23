import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property, PropertyInput } from '@estate/contracts';
import { api } from '@estate/platform';
import { invalidateListings } from './keys.js';

export interface PropertyUpdate {
  id: string;
  input: PropertyInput;
}

export const updateProperty = ({ id, input }: PropertyUpdate) =>
  api.put<Property>(`/api/properties/${encodeURIComponent(id)}`, input);

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    meta: { silent: true },
    onSuccess: () => invalidateListings(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property, PropertyInput } from '@estate/contracts';
import { api } from '@estate/platform';
import { invalidateListings } from './keys.js';

/** Staff add a listing with the status they choose. */
export const createAdminProperty = (input: PropertyInput) => api.post<Property>('/api/admin/properties', input);

export function useCreateAdminProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminProperty,
    meta: { silent: true },
    onSuccess: () => invalidateListings(queryClient),
  });
}

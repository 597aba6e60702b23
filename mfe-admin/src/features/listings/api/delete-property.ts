import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@estate/platform';
import { invalidateListings } from './keys.js';

/** Admins and managers delete a listing; one with auctions held on it is refused (409 PROPERTY_HAS_AUCTIONS). */
export const deleteProperty = (id: string) => api.delete<void>(`/api/properties/${encodeURIComponent(id)}`);

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    meta: { silent: true },
    onSuccess: () => invalidateListings(queryClient),
  });
}

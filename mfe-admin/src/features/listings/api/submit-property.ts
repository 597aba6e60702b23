import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property, PropertyInput } from '@estate/contracts';
import { api } from '@estate/platform';
import { invalidateListings } from './keys.js';

/** Any signed-in user adds a listing from /add-property: a visitor's waits for review (`pending`). */
export const submitProperty = (input: PropertyInput) => api.post<Property>('/api/properties', input);

export function useSubmitProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProperty,
    meta: { silent: true },
    onSuccess: () => invalidateListings(queryClient),
  });
}

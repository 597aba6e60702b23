import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type PropertyOwnershipPeriod, type PropertyTransferInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';
import { propertyOwnershipKey } from './get-property-ownership.js';

export interface PropertyTransfer {
  id: string;
  input: PropertyTransferInput;
}

export const transferProperty = ({ id, input }: PropertyTransfer) =>
  api.post<PropertyOwnershipPeriod[]>(ESTATE_API.propertyTransfer(encodeURIComponent(id)), input);

/** Passes a property to another owner from a date; every estate read is marked stale (owners' figures move). */
export function useTransferProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferProperty,
    meta: { silent: true },
    onSuccess: (history, { id }) => {
      queryClient.setQueryData(propertyOwnershipKey(id), history);
      return queryClient.invalidateQueries({ queryKey: estateKeys.all });
    },
  });
}

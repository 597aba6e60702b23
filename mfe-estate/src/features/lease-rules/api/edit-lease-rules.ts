import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LEASE_API,
  type LeaseRules,
  type LeaseSettingsInput,
  type RentRule,
  type RentRuleInput,
} from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

/** Changes the lease settings (the fields sent); an admin's. */
export const updateLeaseSettings = (input: LeaseSettingsInput) => api.patch<LeaseRules>(LEASE_API.settings, input);

export const createRentRule = (input: RentRuleInput) => api.post<RentRule>(LEASE_API.rentRules, input);

export const updateRentRule = ({ id, input }: { id: string; input: Partial<RentRuleInput> }) =>
  api.patch<RentRule>(LEASE_API.rentRule(encodeURIComponent(id)), input);

export const deleteRentRule = (id: string) => api.delete<void>(LEASE_API.rentRule(encodeURIComponent(id)));

/** A change to the rules: everything estate-wide is read again (rent limits, the Ejar rule, the rules page). */
function useRulesMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}

export const useUpdateLeaseSettings = () => useRulesMutation(updateLeaseSettings);
export const useCreateRentRule = () => useRulesMutation(createRentRule);
export const useUpdateRentRule = () => useRulesMutation(updateRentRule);
export const useDeleteRentRule = () => useRulesMutation(deleteRentRule);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API } from '@estate/contracts';
import { api, estateKeys, propertyKeys, statsKeys } from '@estate/platform';

/** Takes a unit's rent listing off the public site. */
export const withdrawUnitListing = (unitId: string) =>
  api.delete<void>(ESTATE_API.unitListing(encodeURIComponent(unitId)));

export function useWithdrawUnitListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawUnitListing,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all(
        [estateKeys.all, propertyKeys.all, statsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ESTATE_API, type ListingAdLicence, type PublishUnitInput, type UnitListing } from '@estate/contracts';
import { api, estateKeys, propertyKeys, statsKeys } from '@estate/platform';

export interface UnitPublication {
  unitId: string;
  /** The listing's facts and the REGA ad licence block it is published with. */
  input: PublishUnitInput & Partial<ListingAdLicence>;
}

/**
 * Publishes a vacant unit as a rent listing on the public site (409 UNIT_NOT_PUBLISHABLE otherwise; 422
 * AD_LICENCE_REQUIRED or AD_LICENCE_EXPIRED without a valid ad licence block).
 */
export const publishUnit = ({ unitId, input }: UnitPublication) =>
  api.post<UnitListing>(ESTATE_API.unitListing(encodeURIComponent(unitId)), input);

export function usePublishUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishUnit,
    meta: { silent: true },
    // The unit now names its listing, and the public site has one more listing.
    onSuccess: () =>
      Promise.all(
        [estateKeys.all, propertyKeys.all, statsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

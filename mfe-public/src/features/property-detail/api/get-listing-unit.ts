import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, estateKeys, useAuth } from '@estate/platform';
import { ESTATE_SCREEN_ROLES, type ListingUnit } from '@estate/contracts';

export const getListingUnit = (listingId: string) =>
  api.get<ListingUnit>(`/api/estate/listings/${encodeURIComponent(listingId)}/unit`);

/** The back-office unit a listing was published from (`unitId` null for a listing of no unit). */
export const listingUnitQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: estateKeys.listingUnit(listingId),
    queryFn: () => getListingUnit(listingId),
    // Not the visitor's concern: a failure leaves the link out, without a toast.
    meta: { silent: true },
    retry: false,
  });

/** For staff who may open a unit only: others never ask. */
export function useListingUnit(listingId: string) {
  const { user } = useAuth();
  const staff = !!user && (ESTATE_SCREEN_ROLES.unitView as readonly string[]).includes(user.role);
  return useQuery({ ...listingUnitQueryOptions(listingId), enabled: staff });
}

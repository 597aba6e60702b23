import { queryOptions, useQuery } from '@tanstack/react-query';
import { PORTAL_API, type CheckoutView } from '@estate/contracts';
import { api } from '@estate/platform';
import { checkoutKeys } from './checkout-keys.js';

export const getCheckout = (id: string, signal?: AbortSignal) =>
  api.get<CheckoutView>(`${PORTAL_API.checkout}/${encodeURIComponent(id)}`, undefined, { signal });

/** The signed-in tenant's checkout: what is paid, for which invoice, and how it ended. */
export const checkoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.detail(id),
    queryFn: ({ signal }) => getCheckout(id, signal),
    staleTime: 0,
    retry: false,
    // The page shows its own error in place.
    meta: { silent: true },
  });

export const useCheckout = (id: string) => useQuery(checkoutQueryOptions(id));

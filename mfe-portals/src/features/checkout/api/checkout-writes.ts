import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTAL_API, type CheckoutStart, type CheckoutView, type SandboxCardInput } from '@estate/contracts';
import { api } from '@estate/platform';
import { checkoutKeys } from './checkout-keys.js';

export const paySandbox = ({ checkoutId, card }: { checkoutId: string; card: SandboxCardInput }) =>
  api.post<CheckoutView>(`${PORTAL_API.checkout}/${encodeURIComponent(checkoutId)}/sandbox/pay`, card);

export const startCheckout = (invoiceId: string) =>
  api.post<CheckoutStart>(`${PORTAL_API.tenant}/invoices/${encodeURIComponent(invoiceId)}/checkout`);

/**
 * Pays the checkout with the sandbox's card form. Its answer is the checkout; once money moved, every other read
 * (the tenant's invoices, payments and figures) is read again.
 */
export function usePaySandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paySandbox,
    meta: { silent: true },
    onSuccess: (view) => {
      queryClient.setQueryData(checkoutKeys.detail(view.id), view);
      if (view.status === 'approved') {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== checkoutKeys.all[0] });
      }
    },
  });
}

/** Starts a new checkout of the same invoice (after a declined card or an expired checkout). */
export const useStartCheckout = () => useMutation({ mutationFn: startCheckout, meta: { silent: true } });

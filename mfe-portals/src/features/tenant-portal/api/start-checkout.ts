import { useMutation } from '@tanstack/react-query';
import type { CheckoutStart } from '@estate/contracts';
import { api } from '@estate/platform';
import { TENANT_API } from './tenant-keys.js';

export const startCheckout = (invoiceId: string) =>
  api.post<CheckoutStart>(`${TENANT_API}/invoices/${encodeURIComponent(invoiceId)}/checkout`);

/** Starts paying an invoice online; the answer says where the tenant goes to pay. */
export const useStartCheckout = () => useMutation({ mutationFn: startCheckout, meta: { silent: true } });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEASE_API, type NonRenewalNotice, type TenantNoticeInput } from '@estate/contracts';
import { api } from '@estate/platform';
import { tenantKeys } from './tenant-keys.js';

export interface TenantNotice {
  contractId: string;
  input: TenantNoticeInput;
}

/** The tenant's own notice of non-renewal on one of their contracts. */
export const giveNotice = ({ contractId, input }: TenantNotice) =>
  api.post<NonRenewalNotice>(LEASE_API.tenantNotice(encodeURIComponent(contractId)), input);

export function useGiveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveNotice,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}

/** The tenant withdraws the notice they gave on one of their contracts (up to its last allowed day). */
export const withdrawNotice = (contractId: string) =>
  api.delete<void>(LEASE_API.tenantNotice(encodeURIComponent(contractId)));

export function useWithdrawNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawNotice,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EstateContract, LEASE_API, type NonRenewalNoticeInput } from '@estate/contracts';
import { api, estateKeys } from '@estate/platform';

export interface NoticeGiven {
  id: string;
  input: NonRenewalNoticeInput;
}

/** Records a notice of non-renewal: the contract then ends on its end date instead of renewing by itself. */
export const giveNotice = ({ id, input }: NoticeGiven) =>
  api.post<EstateContract>(LEASE_API.notice(encodeURIComponent(id)), input);

/** Withdraws the contract's notice (up to its last allowed day): it renews by itself again. */
export const withdrawNotice = (id: string) => api.delete<EstateContract>(LEASE_API.notice(encodeURIComponent(id)));

function useNoticeMutation<I>(mutationFn: (input: I) => Promise<EstateContract>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(estateKeys.detail('contracts', saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: estateKeys.lists('contracts') });
    },
  });
}

export const useGiveNotice = () => useNoticeMutation(giveNotice);
export const useWithdrawNotice = () => useNoticeMutation(withdrawNotice);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUCTION_API, type AuctionLiveState, type AuctionPauseRequest } from '@estate/contracts';
import { api } from '@estate/platform';
import { invalidateAuctions } from './keys.js';

export interface AuctionPauseChange extends AuctionPauseRequest {
  id: string;
  action: 'pause' | 'resume';
}

/** Staff pause a running auction (no bids until resumed) or resume it (its end moves on by the time paused). */
export const changeAuctionPause = ({ id, action, reason }: AuctionPauseChange) =>
  api.post<AuctionLiveState>(`${AUCTION_API.admin}/${encodeURIComponent(id)}/${action}`, { reason });

export function useAuctionPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAuctionPause,
    meta: { silent: true },
    onSuccess: () => invalidateAuctions(queryClient),
  });
}

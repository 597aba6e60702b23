import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type PlaceBidRequest, type PlaceBidResponse, sendOnce } from '@estate/contracts';
import { api, ApiError } from '@estate/platform';
import { applyAuctionEvent } from '../../../components/auction-live.js';

/** Pause before sending a bid again whose answer was lost on the way. */
const RETRY_AFTER_MS = 1_000;

export const placeBid = (auctionId: string, body: PlaceBidRequest, idempotencyKey: string) =>
  api.post<PlaceBidResponse>(`/api/auctions/${encodeURIComponent(auctionId)}/bids`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/**
 * One press of 'Place bid': a new Idempotency-Key, and when the answer is lost on the way (the network, not a refusal)
 * the same request once more with the same key, so the server counts the bid at most once.
 */
export const placeBidOnce = (auctionId: string, amount: number): Promise<PlaceBidResponse> =>
  sendOnce(
    (key) => placeBid(auctionId, { amount }, key),
    (error) => !(error instanceof ApiError),
    RETRY_AFTER_MS,
  );

/** Places a bid; the accepted bid (marked as the caller's) and the auction after it go straight into the cache. */
export function usePlaceBid(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => placeBidOnce(auctionId, amount),
    // The dialog explains every outcome itself.
    meta: { silent: true },
    onSuccess: (answer) =>
      applyAuctionEvent(client, {
        type: 'bid',
        auctionId,
        bid: { ...answer.bid, mine: true },
        state: answer.auction,
      }),
  });
}

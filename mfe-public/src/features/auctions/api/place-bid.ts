import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type PlaceBidRequest, type PlaceBidResponse } from '@estate/contracts';
import { api, ApiError } from '@estate/platform';
import { applyAuctionEvent } from '../../../components/auction-live.js';

/** Pause before sending a bid again whose answer was lost on the way. */
const RETRY_AFTER_MS = 1_000;

/** A random key for one bid attempt (crypto.randomUUID where the page may use it, else the same from random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const placeBid = (auctionId: string, body: PlaceBidRequest, idempotencyKey: string) =>
  api.post<PlaceBidResponse>(`/api/auctions/${encodeURIComponent(auctionId)}/bids`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/**
 * One press of 'Place bid': a new Idempotency-Key, and when the answer is lost on the way (the network, not a refusal)
 * the same request once more with the same key, so the server counts the bid at most once.
 */
export async function placeBidOnce(auctionId: string, amount: number): Promise<PlaceBidResponse> {
  const key = newIdempotencyKey();
  try {
    return await placeBid(auctionId, { amount }, key);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return placeBid(auctionId, { amount }, key);
  }
}

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

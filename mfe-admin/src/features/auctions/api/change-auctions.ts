import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AUCTION_API,
  type AdminAuction,
  type AdminAuctionInput,
  type AuctionReview,
  type PublicAuctionInput,
} from '@estate/contracts';
import { api } from '@estate/platform';
import { invalidateAuctions } from './keys.js';

const adminPath = (id: string, action?: string) =>
  `${AUCTION_API.admin}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** Anyone signed in sends an auction from /add-auction: it and its listing wait for staff review. */
export const submitAuction = (input: PublicAuctionInput) => api.post<AdminAuction>(AUCTION_API.auctions, input);

/** Staff add an auction on a listing (approved at once). */
export const createAdminAuction = (input: AdminAuctionInput) => api.post<AdminAuction>(AUCTION_API.admin, input);

export interface AuctionUpdate {
  id: string;
  input: AdminAuctionInput;
}

/** Staff change an auction while nobody has bid on it (409 AUCTION_HAS_BIDS after). */
export const updateAdminAuction = ({ id, input }: AuctionUpdate) => api.patch<AdminAuction>(adminPath(id), input);

export const cancelAuction = (id: string) => api.post<AdminAuction>(adminPath(id, 'cancel'));

export interface AuctionDecision {
  id: string;
  decision: Exclude<AuctionReview, 'pending'>;
}

export const reviewAuction = ({ id, decision }: AuctionDecision) =>
  api.post<AdminAuction>(adminPath(id, 'review'), { decision });

/** A mutation of the auctions that marks every read of them stale once it succeeds; its errors are shown in place. */
function useAuctionMutation<V>(mutationFn: (variables: V) => Promise<AdminAuction>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: () => invalidateAuctions(queryClient),
  });
}

export const useSubmitAuction = () => useAuctionMutation(submitAuction);
export const useCreateAdminAuction = () => useAuctionMutation(createAdminAuction);
export const useUpdateAdminAuction = () => useAuctionMutation(updateAdminAuction);
export const useCancelAuction = () => useAuctionMutation(cancelAuction);
export const useReviewAuction = () => useAuctionMutation(reviewAuction);

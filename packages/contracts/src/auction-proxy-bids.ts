import type { AuctionLiveState } from './auctions.js';

/**
 * Proxy bids: a bidder sets a maximum and the platform bids for them, the least needed to lead, up to it. Each such bid
 * is a normal bid (in the bid log, flagged `proxy`, announced to watchers); a maximum is seen by its owner only.
 *
 *   GET    /api/auctions/{id}/proxy   → ProxyBidState (the caller's own)
 *   PUT    /api/auctions/{id}/proxy   SetProxyBidRequest → ProxyBidState (after any bid it placed)
 *   DELETE /api/auctions/{id}/proxy   → ProxyBidState (maximum null; bids already placed stand)
 *
 * Refusals as a bid's (BID_ERROR_CODES): BID_TOO_LOW (details.minimum: the maximum must reach the next minimum bid),
 * AUCTION_NOT_STARTED, AUCTION_ENDED, AUCTION_CANCELLED, AUCTION_PAUSED, OWN_AUCTION.
 */
export interface SetProxyBidRequest {
  maximum: number;
}

export interface ProxyBidState {
  /** The caller's maximum, null when none is set. */
  maximum: string | null;
  setAt: string | null;
  /** The caller holds the highest bid. */
  leading: boolean;
  auction: AuctionLiveState;
}

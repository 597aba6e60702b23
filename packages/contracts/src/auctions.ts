/** Auction status follows the clock: upcoming before startDate, active until endDate, then ended. */
export const AUCTION_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** Default minimum step between two bids, in SAR. */
export const DEFAULT_MIN_INCREMENT = 1000;

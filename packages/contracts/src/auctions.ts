/** Auction status follows the clock: upcoming before startDate, active until endDate, then ended. */
export const AUCTION_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** Default minimum step between two bids, in SAR. */
export const DEFAULT_MIN_INCREMENT = 1000;

/** The property an auction sells, as the auction cards show it. */
export interface AuctionProperty {
  id: string;
  title: string;
  titleEn: string | null;
  district: string | null;
  city: string;
  images: string[];
}

/** An auction as the public site reads it. Prices are numeric strings (SAR); dates ISO 8601. */
export interface AuctionSummary {
  id: string;
  title: string;
  titleEn: string | null;
  propertyId: string;
  property: AuctionProperty;
  startPrice: string;
  currentBid: string | null;
  bidCount: number;
  minIncrement: string;
  startDate: string;
  endDate: string;
  status: AuctionStatus;
  /** Seconds until the end (0 once ended). */
  timeRemaining: number;
  isActive: boolean;
}

export interface AuctionListResponse {
  auctions: AuctionSummary[];
}

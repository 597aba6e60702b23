import type { AuctionBuyerCosts, AuctionBuyerRates } from './auction-costs.js';
import type { PropertyCategory, PropertyType } from './properties.js';
import type { Role } from './roles.js';

/**
 * Auction status. `upcoming`, `active` and `ended` follow the clock (before startDate, until endDate, after);
 * `cancelled` is set by staff and wins over the clock. An auction waiting for review is never listed publicly.
 */
export const AUCTION_STATUSES = ['upcoming', 'active', 'ended', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** The statuses the public /auctions filter offers. */
export const AUCTION_FILTER_STATUSES = ['active', 'upcoming', 'ended'] as const;

/** Review of an auction sent from the public form: listed only once approved. Staff's own are approved at once. */
export const AUCTION_REVIEWS = ['pending', 'approved', 'rejected'] as const;
export type AuctionReview = (typeof AUCTION_REVIEWS)[number];

/** Settled once after the end: sold when the highest bid reaches the reserve (or there is none), else unsold. */
export type AuctionOutcome = 'sold' | 'unsold';

/** Default minimum step between two bids, in SAR. */
export const DEFAULT_MIN_INCREMENT = 1000;

/** A bid within this many seconds of the end moves the end to this many seconds after the bid. */
export const ANTI_SNIPING_SECONDS = 300;

/** Recent bids an auction's page and its events carry. */
export const AUCTION_RECENT_BIDS = 20;

/** Staff who create, edit, approve and cancel auctions (permissions auctions_write, auctions_manage). */
export const AUCTION_STAFF_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

/** Request header that makes a retried bid or payment count once (per user who sends it). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The property an auction sells, as the auction cards show it. */
export interface AuctionProperty {
  id: string;
  title: string;
  titleEn: string | null;
  district: string | null;
  districtEn: string | null;
  city: string;
  images: string[];
}

/** An auction as the public site reads it. Prices are numeric strings (SAR); dates ISO 8601. */
export interface AuctionSummary {
  id: string;
  /** Arabic title. */
  title: string;
  titleEn: string | null;
  propertyId: string;
  property: AuctionProperty;
  startPrice: string;
  currentBid: string | null;
  bidCount: number;
  minIncrement: string;
  /** The least the next bid may be: startPrice before the first bid, then currentBid + minIncrement. */
  minimumBid: string;
  startDate: string;
  endDate: string;
  status: AuctionStatus;
  /** Set once an ended auction is settled. */
  outcome: AuctionOutcome | null;
  /** Whether the highest bid reaches the reserve (true when there is no reserve); the reserve itself is not told. */
  reserveMet: boolean;
  hasReserve: boolean;
  /** Seconds until the end (0 once ended or cancelled). */
  timeRemaining: number;
  isActive: boolean;
  /** Paused by staff: no bids until resumed (as in AuctionLiveState), since when and why. */
  paused?: boolean;
  pausedAt?: string;
  pauseReason?: string | null;
  /** The auction's REGA licence (its number, the day it was issued, and how many days it runs); null until given. */
  licenseNumber: string | null;
  /** YYYY-MM-DD. */
  licenseDate: string | null;
  licenseDurationDays: number | null;
}

export interface AuctionListResponse {
  auctions: AuctionSummary[];
}

/** One accepted bid as others see it: the bidder's name masked (see maskBidderName), except to the bidder. */
export interface AuctionBid {
  id: string;
  /** Position among the auction's accepted bids, from 1; strictly increasing with the amount. */
  ordinal: number;
  amount: string;
  bidder: string;
  /** The signed-in caller placed it. */
  mine: boolean;
  createdAt: string;
}

/** GET /api/auctions/{id}: an approved auction with its property, terms and recent bids. */
export interface AuctionDetail extends AuctionSummary {
  description: string;
  descriptionEn: string | null;
  terms: string;
  termsEn: string | null;
  propertyDetails: {
    type: PropertyType;
    category: PropertyCategory;
    area: number | null;
    bedrooms: number | null;
    bathrooms: number | null;
    address: string | null;
  };
  /** Most recent first, at most AUCTION_RECENT_BIDS. */
  bids: AuctionBid[];
  /** For a signed-in caller: whether they hold the highest bid, and whether they may bid at all (not their own). */
  viewer: { leading: boolean; canBid: boolean; reason: 'own' | null } | null;
  /** The server's clock when answered, so a countdown can correct a device's clock. */
  serverTime: string;
  /** The buyer's transaction tax and commission rates (the server's settings; see auction-costs). */
  buyerRates: AuctionBuyerRates;
  /** The buyer's costs on the price when answered: the current bid, or the start price before the first bid. */
  buyerCosts: AuctionBuyerCosts;
  /** The entry deposit a bidder pays before bidding (SAR, two decimals), refunded unless they win. */
  depositAmount: string;
  /** Hours the winner has to pay the balance of the price once the auction is settled. */
  balanceDueHours: number;
}

/** The live part of an auction, as every event carries it. */
export interface AuctionLiveState {
  id: string;
  currentBid: string | null;
  bidCount: number;
  minimumBid: string;
  endDate: string;
  status: AuctionStatus;
  outcome: AuctionOutcome | null;
  reserveMet: boolean;
  /** Stopped by staff (no bids taken until resumed; the end moves on by the time paused). Sent with every state. */
  paused?: boolean;
  /** While paused: since when (the time left stands still from then), and the reason staff gave, as they typed it. */
  pausedAt?: string;
  pauseReason?: string | null;
}

/** POST /api/auctions/{id}/bids body (header Idempotency-Key optional). */
export interface PlaceBidRequest {
  amount: number;
}

/** 201 (or 200 for a replayed Idempotency-Key): the accepted bid and the auction after it. */
export interface PlaceBidResponse {
  bid: AuctionBid;
  auction: AuctionLiveState;
  /** The end moved because of this bid (anti-sniping). */
  extended: boolean;
}

/** Why a bid is refused: `code` of the error body. BID_TOO_LOW details: `{ minimum: string }`. */
export const BID_ERROR_CODES = {
  tooLow: 'BID_TOO_LOW',
  notStarted: 'AUCTION_NOT_STARTED',
  ended: 'AUCTION_ENDED',
  cancelled: 'AUCTION_CANCELLED',
  ownAuction: 'OWN_AUCTION',
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: staff paused the auction; no bid (nor proxy maximum) is taken until it resumes. */
  paused: 'AUCTION_PAUSED',
} as const;

export const AUCTION_ERROR_CODES = {
  /** Editing an auction that already has bids (only cancelling is left). */
  hasBids: 'AUCTION_HAS_BIDS',
  /** The end is not after the start, or the start is in the past (details name the field). */
  dates: 'AUCTION_DATES_INVALID',
  /** The auction is cancelled, ended or settled: nothing more to change. */
  closed: 'AUCTION_CLOSED',
  /** The listing is not one an auction can be held on (details say why). */
  property: 'AUCTION_PROPERTY_INVALID',
  /**
   * 503 on an event stream: the process serves as many open streams as it may (AUCTION_STREAMS_MAX); Retry-After.
   * (More than an address may hold, AUCTION_STREAMS_PER_ADDRESS, is 429 TOO_MANY_REQUESTS.)
   */
  streamsBusy: 'AUCTION_STREAMS_BUSY',
  /** 422: an auction is approved (listed) only with its licence number, date and duration; details name the missing. */
  licenceRequired: 'AUCTION_LICENCE_REQUIRED',
} as const;

/** The auction licence number: digits only (5 to 20). */
export const AUCTION_LICENSE_PATTERN = /^\d{5,20}$/;
/** The longest an auction licence may run, in days. */
export const AUCTION_LICENSE_MAX_DAYS = 365;

/** What REGA requires an auction ad to show (its licence number, date and duration): needed to approve one. */
export const AUCTION_LICENCE_FIELDS = ['licenseNumber', 'licenseDate', 'licenseDurationDays'] as const;
export type AuctionLicenceField = (typeof AUCTION_LICENCE_FIELDS)[number];

/** The auction licence fields missing (null, undefined or blank), in AUCTION_LICENCE_FIELDS order. */
export function missingAuctionLicenceFields(licence: {
  licenseNumber?: string | null;
  licenseDate?: string | null;
  licenseDurationDays?: number | null;
}): AuctionLicenceField[] {
  return AUCTION_LICENCE_FIELDS.filter((field) => {
    const value = licence[field];
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
}

/**
 * Server-sent events (`event:` field = type, `id:` = event id for Last-Event-ID):
 *   bid       { auctionId, bid: AuctionBid (mine false, name masked), state }
 *   extended  { auctionId, endDate, state }
 *   status    { auctionId, state }   (started, cancelled, settled)
 *   paused    { auctionId, reason, state }   (staff stopped it: no bids until resumed)
 *   resumed   { auctionId, reason, endDate, state }   (the end moved on by the time it was paused)
 *   snapshot  { auctionId, state }   (sent on connect when the missed events are no longer kept, per auction)
 */
export type AuctionEvent =
  | { type: 'bid'; auctionId: string; bid: AuctionBid; state: AuctionLiveState }
  | { type: 'extended'; auctionId: string; endDate: string; state: AuctionLiveState }
  | { type: 'status'; auctionId: string; state: AuctionLiveState }
  | { type: 'paused'; auctionId: string; reason: string; state: AuctionLiveState }
  | { type: 'resumed'; auctionId: string; reason: string; endDate: string; state: AuctionLiveState }
  | { type: 'snapshot'; auctionId: string; state: AuctionLiveState };

export type AuctionEventType = AuctionEvent['type'];

/** Where the signed-in bidder stands in an auction they bid on. */
export type BidStanding = 'leading' | 'outbid' | 'won' | 'lost';

/** GET /api/me/bids: one row per auction the caller bid on, most recent bid first. */
export interface MyBid {
  auctionId: string;
  title: string;
  titleEn: string | null;
  myHighestBid: string;
  myBidCount: number;
  currentBid: string | null;
  bidCount: number;
  minimumBid: string;
  endDate: string;
  status: AuctionStatus;
  outcome: AuctionOutcome | null;
  standing: BidStanding;
  lastBidAt: string;
}

export interface MyBidList {
  bids: MyBid[];
}

/**
 * POST /api/auctions: the public add-auction form (signed in). Creates a listing for auction and its auction, both
 * waiting for staff review. Prices in SAR; dates ISO 8601; images are uploaded object URLs.
 */
export interface PublicAuctionInput {
  /** English title (the spec's `title`). */
  title: string;
  /** Arabic title. */
  titleAr: string;
  description?: string;
  descriptionAr?: string;
  startingPrice: number;
  reservePrice?: number | null;
  startDate: string;
  endDate: string;
  category: PropertyType;
  city: string;
  district?: string;
  districtEn?: string;
  area?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  images?: string[];
  terms?: string;
  termsAr?: string;
}

/** POST /api/admin/auctions and PATCH /api/admin/auctions/{id} (staff). */
export interface AdminAuctionInput {
  propertyId: string;
  /** Arabic title. */
  title: string;
  titleEn?: string | null;
  description?: string;
  descriptionEn?: string | null;
  startPrice: number;
  reservePrice?: number | null;
  minIncrement?: number;
  startDate: string;
  endDate: string;
  terms?: string;
  termsEn?: string | null;
  /** The auction licence (AUCTION_LICENCE_FIELDS): required, since staff's auctions are approved at once. */
  licenseNumber?: string | null;
  /** YYYY-MM-DD. */
  licenseDate?: string | null;
  licenseDurationDays?: number | null;
  /** The entry deposit (SAR): at most AUCTION_DEPOSIT_MAX_PERCENT of the start price; that much when not given. */
  depositAmount?: number | null;
  /** Hours the winner has to pay the balance (AUCTION_BALANCE_DUE_HOURS when not given). */
  balanceDueHours?: number | null;
}

/** An auction as staff see it (GET /api/admin/auctions). */
export interface AdminAuction extends AuctionSummary {
  /** The entry deposit a bidder pays before bidding (SAR, at most AUCTION_DEPOSIT_MAX_PERCENT of the start price). */
  depositAmount: string;
  /** Hours the winner has to pay the balance once sold, and when it is due (sold auctions). */
  balanceDueHours: number;
  balanceDueAt: string | null;
  description: string;
  descriptionEn: string | null;
  terms: string;
  termsEn: string | null;
  reservePrice: string | null;
  review: AuctionReview;
  createdBy: { id: string; name: string; email: string } | null;
  cancelledAt: string | null;
  /** The highest bidder once settled as sold. */
  winner: { id: string; name: string; email: string } | null;
  createdAt: string;
}

export interface AdminAuctionList {
  auctions: AdminAuction[];
  total: number;
}

/** GET /api/admin/auctions query. */
export interface AdminAuctionQuery {
  search?: string;
  status?: AuctionStatus;
  review?: AuctionReview;
  page?: number;
  limit?: number;
}

/** GET /api/admin/auctions/{id}/bids: every bid with the bidder named (staff). */
export interface AdminAuctionBid {
  id: string;
  ordinal: number;
  amount: string;
  bidder: { id: string; name: string; email: string };
  createdAt: string;
}

/**
 * Routes:
 *   GET   /api/auctions                       ?status → AuctionListResponse (approved only)
 *   GET   /api/auctions/active                → AuctionListResponse
 *   GET   /api/auctions/events                SSE of every approved auction's events (Last-Event-ID)
 *   GET   /api/auctions/{id}                  → AuctionDetail (404 unless approved)
 *   GET   /api/auctions/{id}/events           SSE of one auction (Last-Event-ID)
 *   POST  /api/auctions                       PublicAuctionInput → 201 AdminAuction (review pending)
 *   POST  /api/auctions/{id}/bids             PlaceBidRequest → 201 PlaceBidResponse
 *   GET   /api/me/bids                        → MyBidList
 *   GET   /api/admin/auctions                 AdminAuctionQuery → AdminAuctionList
 *   POST  /api/admin/auctions                 AdminAuctionInput → 201 AdminAuction (approved)
 *   GET   /api/admin/auctions/{id}            → AdminAuction
 *   PATCH /api/admin/auctions/{id}            AdminAuctionInput → AdminAuction (409 AUCTION_HAS_BIDS once bid on)
 *   POST  /api/admin/auctions/{id}/cancel     → AdminAuction (status cancelled)
 *   POST  /api/admin/auctions/{id}/review     { decision: 'approved' | 'rejected' } → AdminAuction
 *   GET   /api/admin/auctions/{id}/bids       → AdminAuctionBid[]
 */
export const AUCTION_API = {
  auctions: '/api/auctions',
  myBids: '/api/me/bids',
  admin: '/api/admin/auctions',
} as const;

/** The least the next bid may be: the start price before any bid, then the current bid plus the step. */
export function minimumNextBid(auction: {
  startPrice: string;
  currentBid: string | null;
  minIncrement: string;
}): number {
  return auction.currentBid === null
    ? Number(auction.startPrice)
    : Number(auction.currentBid) + Number(auction.minIncrement);
}

/** Another bidder's name as shown to everyone else: first and last letter, the rest hidden ("Ahmed Ali" → "A***i"). */
export function maskBidderName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '***';
  if (letters.length === 1) return `${letters[0]}***`;
  return `${letters[0]}***${letters[letters.length - 1]}`;
}

/** An auction is approved (listed) only to start at least this many days later (AUCTION_NOTICE_DAYS, default). */
export const AUCTION_NOTICE_DAYS_DEFAULT = 5;

/** Pausing and resuming (staff) and the notice before an approved auction starts. */
export const AUCTION_PAUSE_ERROR_CODES = {
  /** 422: the start is sooner than AUCTION_NOTICE_DAYS after approval; details.earliestStart. */
  noticeTooShort: 'AUCTION_NOTICE_TOO_SHORT',
  /** 409: pausing an auction already paused. */
  notPausable: 'AUCTION_NOT_PAUSABLE',
  /** 409: pausing an auction that has not started yet. */
  notStarted: 'AUCTION_PAUSE_NOT_STARTED',
  /** 409: pausing an auction that has ended (or is settled, or was cancelled). */
  over: 'AUCTION_PAUSE_ENDED',
  /** 409: resuming an auction that is not paused. */
  notPaused: 'AUCTION_NOT_PAUSED',
} as const;

/** POST /api/admin/auctions/{id}/pause and …/resume (admin, manager). */
export interface AuctionPauseRequest {
  reason: string;
}

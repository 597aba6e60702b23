import {
  type AdminAuction,
  type AuctionBid,
  type AuctionOutcome,
  type AuctionReview,
  type AuctionStatus,
  type AuctionSummary,
  ERROR_CODES,
  maskBidderName,
  minimumNextBid,
} from '@estate/contracts';
import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

/**
 * How auctions are read: the SQL pieces (status by the database clock) and the mapping of their rows to the
 * contract's shapes, shared by the public read side, staff's screens and the bidding. Queries alias the auction `a`
 * and its listing `p`.
 */

/** Cancelled wins over the clock; otherwise upcoming before start_date, active until end_date, then ended. */
export const STATUS_SQL = `CASE WHEN a.cancelled_at IS NOT NULL THEN 'cancelled' WHEN now() < a.start_date THEN 'upcoming' WHEN now() < a.end_date THEN 'active' ELSE 'ended' END`;

export const STATUS_WHERE: Record<AuctionStatus, string> = {
  upcoming: 'a.cancelled_at IS NULL AND now() < a.start_date',
  active: 'a.cancelled_at IS NULL AND a.start_date <= now() AND now() < a.end_date',
  ended: 'a.cancelled_at IS NULL AND a.end_date <= now()',
  cancelled: 'a.cancelled_at IS NOT NULL',
};

/** Active first by nearest end, then upcoming by nearest start, then ended, most recent first. */
export const ORDER_SQL = `CASE WHEN now() < a.start_date THEN 1 WHEN now() < a.end_date THEN 0 ELSE 2 END,
  CASE WHEN now() < a.end_date THEN a.end_date END ASC, a.end_date DESC, a.id`;

/** The columns of AuctionSummary: the auction joined with its listing `p`. */
export const SUMMARY_COLUMNS = `a.id, a.start_price, a.current_bid, a.bid_count, a.min_increment, a.reserve_price,
  a.outcome, a.end_date, ${STATUS_SQL} AS status, a.title, a.title_en, a.property_id, a.start_date,
  GREATEST(0, floor(extract(epoch FROM (a.end_date - now()))))::bigint AS time_remaining,
  p.title AS p_title, p.title_en AS p_title_en, p.district AS p_district, p.city AS p_city, p.images AS p_images`;

/** The columns of AdminAuction: SUMMARY_COLUMNS, with the creator `c` and the winner `w` joined (LEFT JOIN users). */
export const ADMIN_COLUMNS = `${SUMMARY_COLUMNS}, a.description, a.description_en, a.terms, a.terms_en, a.review,
  a.cancelled_at, a.created_at,
  a.created_by, c.name AS creator_name, c.email AS creator_email,
  a.winner_id, w.name AS winner_name, w.email AS winner_email`;

/** FROM clause that ADMIN_COLUMNS reads. */
export const ADMIN_FROM = `auctions a JOIN properties p ON p.id = a.property_id
  LEFT JOIN users c ON c.id = a.created_by LEFT JOIN users w ON w.id = a.winner_id`;

interface AuctionPriceRow {
  id: string;
  start_price: string;
  current_bid: string | null;
  bid_count: number | string;
  min_increment: string;
  reserve_price: string | null;
  outcome: AuctionOutcome | null;
  end_date: Date | string;
  status: AuctionStatus;
}

export interface AuctionRow extends AuctionPriceRow {
  title: string;
  title_en: string | null;
  property_id: string;
  start_date: Date | string;
  time_remaining: number | string;
  p_title: string;
  p_title_en: string | null;
  p_district: string | null;
  p_city: string;
  p_images: string[] | null;
}

export interface AdminAuctionRow extends AuctionRow {
  description: string;
  description_en: string | null;
  terms: string;
  terms_en: string | null;
  review: AuctionReview;
  cancelled_at: Date | string | null;
  created_at: Date | string;
  created_by: string | null;
  creator_name: string | null;
  creator_email: string | null;
  winner_id: string | null;
  winner_name: string | null;
  winner_email: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const reserveMet = (row: AuctionPriceRow) =>
  row.reserve_price === null || (row.current_bid !== null && Number(row.current_bid) >= Number(row.reserve_price));

const minimumBidOf = (row: AuctionPriceRow) =>
  minimumNextBid({
    startPrice: row.start_price,
    currentBid: row.current_bid,
    minIncrement: row.min_increment,
  }).toFixed(2);

export function toAuctionSummary(row: AuctionRow): AuctionSummary {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.title_en,
    propertyId: row.property_id,
    property: {
      id: row.property_id,
      title: row.p_title,
      titleEn: row.p_title_en,
      district: row.p_district,
      city: row.p_city,
      images: row.p_images ?? [],
    },
    startPrice: row.start_price,
    currentBid: row.current_bid,
    bidCount: Number(row.bid_count),
    minIncrement: row.min_increment,
    minimumBid: minimumBidOf(row),
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    status: row.status,
    outcome: row.outcome,
    hasReserve: row.reserve_price !== null,
    reserveMet: reserveMet(row),
    timeRemaining: row.status === 'cancelled' ? 0 : Number(row.time_remaining),
    isActive: row.status === 'active',
  };
}

const person = (id: string | null, name: string | null, email: string | null) =>
  id === null ? null : { id, name: name ?? '', email: email ?? '' };

export function toAdminAuction(row: AdminAuctionRow): AdminAuction {
  return {
    ...toAuctionSummary(row),
    description: row.description,
    descriptionEn: row.description_en,
    terms: row.terms,
    termsEn: row.terms_en,
    reservePrice: row.reserve_price,
    review: row.review,
    createdBy: person(row.created_by, row.creator_name, row.creator_email),
    cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
    winner: person(row.winner_id, row.winner_name, row.winner_email),
    createdAt: iso(row.created_at),
  };
}

/** An accepted bid joined with its bidder's name (`bidder_name`, null once the account is deleted). */
export interface AuctionBidRow {
  id: string;
  ordinal: number;
  amount: string;
  bidder_id: string | null;
  bidder_name: string | null;
  created_at: Date | string;
}

/** A bid as `viewerId` sees it: their own with their name, anyone else's masked (maskBidderName). */
export function toAuctionBid(row: AuctionBidRow, viewerId: string | null): AuctionBid {
  const mine = viewerId !== null && row.bidder_id === viewerId;
  return {
    id: row.id,
    ordinal: Number(row.ordinal),
    amount: row.amount,
    bidder: mine ? (row.bidder_name ?? '') : maskBidderName(row.bidder_name ?? ''),
    mine,
    createdAt: iso(row.created_at),
  };
}

/** 404 NOT_FOUND: no auction with this id that the caller may see. */
export const auctionNotFound = () =>
  new NotFoundException({ code: ERROR_CODES.notFound, message: 'Auction not found' });

/** An auction's id in a path: a UUID, else 404 NOT_FOUND as for an id no auction has. */
export const AuctionIdPipe = new ParseUUIDPipe({ exceptionFactory: () => auctionNotFound() });

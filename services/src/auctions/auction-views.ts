import {
  type AdminAuction,
  type AuctionBid,
  type AuctionReview,
  type AuctionStatus,
  type AuctionSummary,
  ERROR_CODES,
  maskBidderName,
} from '@estate/contracts';
import { NotFoundException } from '@nestjs/common';
import { LIVE_STATE_COLUMNS, type LiveStateRow, NOT_OVER_SQL, toLiveState } from './auction-live-state.js';

/**
 * How auctions are read by the public side and by staff: the SQL pieces and the mapping of their rows to the
 * contract's shapes, built on the live state (auction-live-state.ts). Queries alias the auction `a` and its listing `p`.
 */

/** The WHERE condition of each status, as LIVE_STATUS_SQL decides it. */
export const STATUS_WHERE: Record<AuctionStatus, string> = {
  upcoming: 'a.cancelled_at IS NULL AND now() < a.start_date',
  active: `a.cancelled_at IS NULL AND a.start_date <= now() AND ${NOT_OVER_SQL}`,
  ended: 'a.cancelled_at IS NULL AND a.end_date <= now() AND a.paused_at IS NULL',
  cancelled: 'a.cancelled_at IS NOT NULL',
};

/** Active (paused too) first by nearest end, then upcoming by nearest start, then ended, most recent first. */
export const ORDER_SQL = `CASE WHEN now() < a.start_date THEN 1 WHEN ${NOT_OVER_SQL} THEN 0 ELSE 2 END,
  CASE WHEN ${NOT_OVER_SQL} THEN a.end_date END ASC, a.end_date DESC, a.id`;

/** The columns of AuctionSummary: the auction joined with its listing `p`. */
export const SUMMARY_COLUMNS = `${LIVE_STATE_COLUMNS}, a.title, a.title_en, a.property_id, a.start_date,
  GREATEST(0, floor(extract(epoch FROM (a.end_date - COALESCE(a.paused_at, now())))))::bigint AS time_remaining,
  p.title AS p_title, p.title_en AS p_title_en, p.district AS p_district,
  p.district_en AS p_district_en, p.city AS p_city, p.images AS p_images,
  a.license_number, a.license_date::text AS license_date, a.license_duration_days`;

/** The columns of AdminAuction: SUMMARY_COLUMNS, with the creator `c` and the winner `w` joined (LEFT JOIN users). */
export const ADMIN_COLUMNS = `${SUMMARY_COLUMNS}, a.description, a.description_en, a.terms, a.terms_en, a.review,
  a.cancelled_at, a.created_at, a.deposit_amount, a.balance_due_hours, a.balance_due_at,
  a.created_by, c.name AS creator_name, c.email AS creator_email,
  a.winner_id, w.name AS winner_name, w.email AS winner_email`;

/** FROM clause that ADMIN_COLUMNS reads. */
export const ADMIN_FROM = `auctions a JOIN properties p ON p.id = a.property_id
  LEFT JOIN users c ON c.id = a.created_by LEFT JOIN users w ON w.id = a.winner_id`;

export interface AuctionRow extends LiveStateRow {
  title: string;
  title_en: string | null;
  property_id: string;
  start_date: Date | string;
  time_remaining: number | string;
  p_title: string;
  p_title_en: string | null;
  p_district: string | null;
  p_district_en: string | null;
  p_city: string;
  p_images: string[] | null;
  license_number: string | null;
  license_date: string | null;
  license_duration_days: number | null;
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
  deposit_amount: string;
  balance_due_hours: number | string;
  balance_due_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toAuctionSummary(row: AuctionRow): AuctionSummary {
  const { currentBid, bidCount, minimumBid, endDate, status, outcome, reserveMet, paused, pausedAt, pauseReason } =
    toLiveState(row);
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
      districtEn: row.p_district_en,
      city: row.p_city,
      images: row.p_images ?? [],
    },
    startPrice: row.start_price,
    currentBid,
    bidCount,
    minIncrement: row.min_increment,
    minimumBid,
    startDate: iso(row.start_date),
    endDate,
    status,
    outcome,
    hasReserve: row.reserve_price !== null,
    reserveMet,
    timeRemaining: status === 'cancelled' ? 0 : Number(row.time_remaining),
    isActive: status === 'active',
    paused: paused ?? false,
    ...(pausedAt ? { pausedAt, pauseReason: pauseReason ?? null } : {}),
    licenseNumber: row.license_number,
    licenseDate: row.license_date,
    licenseDurationDays: row.license_duration_days === null ? null : Number(row.license_duration_days),
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
    depositAmount: row.deposit_amount,
    balanceDueHours: Number(row.balance_due_hours),
    balanceDueAt: row.balance_due_at === null ? null : iso(row.balance_due_at),
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

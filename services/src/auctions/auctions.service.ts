import {
  minimumNextBid,
  type AuctionListResponse,
  type AuctionOutcome,
  type AuctionStatus,
  type AuctionSummary,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Status by the database clock: upcoming before start_date, active until end_date, then ended. */
const STATUS_SQL = `CASE WHEN a.cancelled_at IS NOT NULL THEN 'cancelled' WHEN now() < a.start_date THEN 'upcoming' WHEN now() < a.end_date THEN 'active' ELSE 'ended' END`;

const STATUS_WHERE: Record<AuctionStatus, string> = {
  upcoming: 'a.cancelled_at IS NULL AND now() < a.start_date',
  active: 'a.cancelled_at IS NULL AND a.start_date <= now() AND now() < a.end_date',
  ended: 'a.cancelled_at IS NULL AND a.end_date <= now()',
  cancelled: 'a.cancelled_at IS NOT NULL',
};

/** Active first by nearest end, then upcoming by nearest start, then ended, most recent first. */
const ORDER_SQL = `CASE WHEN now() < a.start_date THEN 1 WHEN now() < a.end_date THEN 0 ELSE 2 END,
  CASE WHEN now() < a.end_date THEN a.end_date END ASC, a.end_date DESC, a.id`;

interface AuctionRow {
  id: string;
  title: string;
  title_en: string | null;
  property_id: string;
  start_price: string;
  current_bid: string | null;
  bid_count: number;
  min_increment: string;
  reserve_price: string | null;
  outcome: AuctionOutcome | null;
  start_date: Date | string;
  end_date: Date | string;
  status: AuctionStatus;
  time_remaining: number | string;
  p_title: string;
  p_title_en: string | null;
  p_district: string | null;
  p_city: string;
  p_images: string[];
}

function toAuctionSummary(row: AuctionRow): AuctionSummary {
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
    minimumBid: minimumNextBid({
      startPrice: row.start_price,
      currentBid: row.current_bid,
      minIncrement: row.min_increment,
    }).toFixed(2),
    startDate: new Date(row.start_date).toISOString(),
    endDate: new Date(row.end_date).toISOString(),
    status: row.status,
    outcome: row.outcome,
    hasReserve: row.reserve_price !== null,
    reserveMet:
      row.reserve_price === null || (row.current_bid !== null && Number(row.current_bid) >= Number(row.reserve_price)),
    timeRemaining: row.status === 'cancelled' ? 0 : Number(row.time_remaining),
    isActive: row.status === 'active',
  };
}

@Injectable()
export class AuctionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(status?: AuctionStatus): Promise<AuctionListResponse> {
    const rows = (await this.dataSource.query(
      `SELECT a.id, a.title, a.title_en, a.property_id, a.start_price, a.current_bid, a.bid_count, a.min_increment,
              a.reserve_price, a.outcome,
              a.start_date, a.end_date, ${STATUS_SQL} AS status,
              GREATEST(0, floor(extract(epoch FROM (a.end_date - now()))))::bigint AS time_remaining,
              p.title AS p_title, p.title_en AS p_title_en, p.district AS p_district, p.city AS p_city,
              p.images AS p_images
       FROM auctions a JOIN properties p ON p.id = a.property_id
       WHERE a.review = 'approved' ${status ? `AND ${STATUS_WHERE[status]}` : ''}
       ORDER BY ${ORDER_SQL}`,
    )) as AuctionRow[];
    return { auctions: rows.map(toAuctionSummary) };
  }
}

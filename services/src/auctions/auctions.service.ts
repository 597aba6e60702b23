import {
  AUCTION_RECENT_BIDS,
  auctionBuyerCosts,
  type AuctionBuyerRates,
  type AuctionDetail,
  type AuctionListResponse,
  type AuctionStatus,
  type PropertyCategory,
  type PropertyType,
} from '@estate/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import { ownAuctionSql } from './auction-live-state.js';
import {
  auctionNotFound,
  type AuctionBidRow,
  type AuctionRow,
  ORDER_SQL,
  STATUS_WHERE,
  SUMMARY_COLUMNS,
  toAuctionBid,
  toAuctionSummary,
} from './auction-views.js';

interface AuctionDetailRow extends AuctionRow {
  description: string;
  description_en: string | null;
  terms: string;
  terms_en: string | null;
  leader_id: string | null;
  deposit_amount: string;
  balance_due_hours: number | string;
  p_type: PropertyType;
  p_category: PropertyCategory;
  p_area: number | null;
  p_bedrooms: number | null;
  p_bathrooms: number | null;
  p_address: string | null;
  /** The caller created the auction or is the listing's agent: they may not bid on it. */
  own: boolean;
}

/** The public read side: approved auctions only (one sent from the public form is listed once staff approve it). */
@Injectable()
export class AuctionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The buyer's transaction tax and commission rates (AUCTION_TRANSACTION_TAX_PERCENT, AUCTION_COMMISSION_PERCENT). */
  private get buyerRates(): AuctionBuyerRates {
    return {
      transactionTaxPercent: this.config.auctionTransactionTaxPercent,
      commissionPercent: this.config.auctionCommissionPercent,
    };
  }

  async list(status?: AuctionStatus): Promise<AuctionListResponse> {
    const rows = (await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}
       FROM auctions a JOIN properties p ON p.id = a.property_id
       WHERE a.review = 'approved' ${status ? `AND ${STATUS_WHERE[status]}` : ''}
       ORDER BY ${ORDER_SQL}`,
    )) as AuctionRow[];
    return { auctions: rows.map(toAuctionSummary) };
  }

  /**
   * An approved auction with its listing's details, terms and the most recent bids: other bidders' names masked,
   * the caller's own named; and the buyer's costs on its price. `viewerId` is the signed-in caller (null for a visitor).
   */
  async get(id: string, viewerId: string | null): Promise<AuctionDetail> {
    const [row] = (await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, a.description, a.description_en, a.terms, a.terms_en, a.leader_id,
              a.deposit_amount::text AS deposit_amount, a.balance_due_hours,
              p.type AS p_type, p.category AS p_category, p.area AS p_area, p.bedrooms AS p_bedrooms,
              p.bathrooms AS p_bathrooms, p.address AS p_address, ${ownAuctionSql('$2::uuid')} AS own,
              now() AS server_time
       FROM auctions a JOIN properties p ON p.id = a.property_id
       WHERE a.id = $1 AND a.review = 'approved'`,
      [id, viewerId],
    )) as (AuctionDetailRow & { server_time: Date | string })[];
    if (!row) throw auctionNotFound();
    const bids = (await this.dataSource.query(
      `SELECT b.id, b.ordinal, b.amount, b.bidder_id, u.name AS bidder_name, b.created_at
       FROM auction_bids b LEFT JOIN users u ON u.id = b.bidder_id
       WHERE b.auction_id = $1
       ORDER BY b.ordinal DESC
       LIMIT $2`,
      [id, AUCTION_RECENT_BIDS],
    )) as AuctionBidRow[];
    const summary = toAuctionSummary(row);
    return {
      ...summary,
      description: row.description,
      descriptionEn: row.description_en,
      terms: row.terms,
      termsEn: row.terms_en,
      propertyDetails: {
        type: row.p_type,
        category: row.p_category,
        area: row.p_area,
        bedrooms: row.p_bedrooms,
        bathrooms: row.p_bathrooms,
        address: row.p_address,
      },
      bids: bids.map((bid) => toAuctionBid(bid, viewerId)),
      viewer:
        viewerId === null
          ? null
          : { leading: row.leader_id === viewerId, canBid: !row.own, reason: row.own ? 'own' : null },
      // The clock the status and timeRemaining were read by.
      serverTime: new Date(row.server_time).toISOString(),
      buyerRates: this.buyerRates,
      buyerCosts: auctionBuyerCosts(summary.currentBid ?? summary.startPrice, this.buyerRates),
      depositAmount: row.deposit_amount,
      balanceDueHours: Number(row.balance_due_hours),
    };
  }
}

import { BIDDER_ERROR_CODES } from '@estate/contracts';
import { ForbiddenException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ownAuctionSql } from '../auction-live-state.js';
import { bidderError } from './bidder-verification.service.js';
import { depositPaidSql, verifiedBidderSql } from './bidder-sql.js';

/**
 * When a bidder sets their maximum (a bid itself checks the same as conditions of its conditional update, in
 * bid-acceptance.ts): 403 BIDDER_NOT_VERIFIED unless the bidder's Nafath
 * verification is in force, 403 DEPOSIT_REQUIRED unless they hold a paid deposit on the auction. One statement on
 * two primary-key or index lookups. An auction that takes no bids now (unknown, cancelled, upcoming, ended) or is the
 * bidder's own is left to the update's refusal, which names why (404, AUCTION_CANCELLED..., OWN_AUCTION).
 */
export async function assertQualifiedBidder(manager: EntityManager, auctionId: string, userId: string): Promise<void> {
  const [row] = (await manager.query(
    `SELECT ${verifiedBidderSql('$2')} AS verified, ${depositPaidSql('$2')} AS deposit, ${ownAuctionSql('$2')} AS own
       FROM auctions a
      WHERE a.id = $1 AND a.review = 'approved' AND a.cancelled_at IS NULL AND a.outcome IS NULL
        AND a.start_date <= now() AND now() < a.end_date`,
    [auctionId, userId],
  )) as { verified: boolean; deposit: boolean; own: boolean }[];
  if (!row || row.own) return;
  if (!row.verified) throw new ForbiddenException(bidderError(BIDDER_ERROR_CODES.notVerified));
  if (!row.deposit) throw new ForbiddenException(bidderError(BIDDER_ERROR_CODES.depositRequired));
}

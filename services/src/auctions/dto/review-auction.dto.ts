import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const AUCTION_DECISIONS = ['approved', 'rejected'] as const;
export type AuctionDecision = (typeof AUCTION_DECISIONS)[number];

/** POST /api/admin/auctions/{id}/review: staff's decision on an auction sent from the public form. */
export class ReviewAuctionDto {
  @ApiProperty({ enum: AUCTION_DECISIONS })
  @IsIn(AUCTION_DECISIONS)
  decision!: AuctionDecision;
}

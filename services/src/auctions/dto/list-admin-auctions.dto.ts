import {
  type AdminAuctionQuery,
  AUCTION_REVIEWS,
  AUCTION_STATUSES,
  type AuctionReview,
  type AuctionStatus,
  PAGE_SIZE,
  PROPERTY_INPUT_LIMITS,
} from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitField, MAX_PAGE, PageField } from '../../common/pagination/page-fields.js';

/** GET /api/admin/auctions: every auction (pending and rejected ones too), newest first. */
export class ListAdminAuctionsDto implements AdminAuctionQuery {
  @ApiPropertyOptional({ maxLength: PROPERTY_INPUT_LIMITS.search, description: 'Part of the Arabic or English title' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(PROPERTY_INPUT_LIMITS.search)
  search?: string;

  @ApiPropertyOptional({ enum: AUCTION_STATUSES, description: 'By the clock, or cancelled' })
  @IsOptional()
  @IsIn(AUCTION_STATUSES)
  status?: AuctionStatus;

  @ApiPropertyOptional({ enum: AUCTION_REVIEWS })
  @IsOptional()
  @IsIn(AUCTION_REVIEWS)
  review?: AuctionReview;

  @PageField(MAX_PAGE)
  page = 1;

  @LimitField(PAGE_SIZE)
  limit = PAGE_SIZE;
}

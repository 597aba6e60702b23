import { AUCTION_STATUSES, type AuctionStatus } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class ListAuctionsDto {
  @ApiPropertyOptional({ enum: AUCTION_STATUSES, description: 'Status by the clock; none lists every auction' })
  @IsOptional()
  @IsIn(AUCTION_STATUSES)
  status?: AuctionStatus;
}

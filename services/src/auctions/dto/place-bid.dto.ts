import { type PlaceBidRequest, PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';

/** The highest amount a bid may be: what numeric(14,2) holds. */
export const MAX_BID_AMOUNT = PROPERTY_INPUT_LIMITS.maxPrice - 0.01;

/** POST /api/auctions/{id}/bids (header Idempotency-Key optional). */
export class PlaceBidDto implements PlaceBidRequest {
  @ApiProperty({ example: 1_250_000, description: 'SAR, at most 2 decimals' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0.01)
  @Max(MAX_BID_AMOUNT)
  amount!: number;
}

import type { SetProxyBidRequest } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';
import { MAX_BID_AMOUNT } from './place-bid.dto.js';

/** PUT /api/auctions/{id}/proxy */
export class SetProxyBidDto implements SetProxyBidRequest {
  @ApiProperty({ example: 1_500_000, description: 'SAR, at most 2 decimals: the most the platform may bid for you' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0.01)
  @Max(MAX_BID_AMOUNT)
  maximum!: number;
}

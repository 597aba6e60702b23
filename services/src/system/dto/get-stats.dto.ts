import type { StatsResponse } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class StatsResponseDto implements StatsResponse {
  @ApiProperty({ example: 0 })
  totalProperties!: number;

  @ApiProperty({ example: 0 })
  totalUsers!: number;

  @ApiProperty({ example: 0 })
  totalAuctions!: number;
}

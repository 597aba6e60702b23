import type { AuctionPauseRequest } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';

/** POST /api/admin/auctions/{id}/pause and …/resume: why (told to watchers and kept in the audit log). */
export class AuctionPauseDto implements AuctionPauseRequest {
  @ApiProperty({ minLength: 3, maxLength: 500, example: 'Technical fault on the bidding platform' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(3, 500)
  reason!: string;
}

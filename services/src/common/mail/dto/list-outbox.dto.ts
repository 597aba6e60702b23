import { OUTBOX_STATUSES, type OutboxStatus } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../pagination/page-query.dto.js';

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/** GET /api/admin/outbox?status&search&page&limit */
export class ListOutboxDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(OUTBOX_STATUSES)
  status?: OutboxStatus;

  @ApiPropertyOptional({ description: 'Part of the recipient or the subject, any case.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

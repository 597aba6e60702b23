import { type AuditLogQuery, isCalendarDate } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateBy } from 'class-validator';
import { PageQueryDto } from '../../pagination/page-query.dto.js';

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

const IsCalendarDate = () =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: { validate: isCalendarDate, defaultMessage: () => '$property must be a date (YYYY-MM-DD)' },
  });

/** GET /api/audit-logs: newest first, every filter optional and combined. */
export class ListAuditLogsDto extends PageQueryDto implements AuditLogQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'The actor.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUUID()
  userId?: string;

  @ApiPropertyOptional({ example: 'auth.login' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(60)
  action?: string;

  @ApiPropertyOptional({ example: 'property', description: 'The kind of record acted on.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Matches(/^[a-z_]+$/, { message: 'targetType must be a record kind (lowercase letters and _)' })
  targetType?: string;

  @ApiPropertyOptional({ description: "The record acted on (with targetType: a record's own history)." })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  targetId?: string;

  @ApiPropertyOptional({ format: 'date', description: 'From this day on (Riyadh time), inclusive.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Up to this day (Riyadh time), inclusive.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsCalendarDate()
  to?: string;

  @ApiPropertyOptional({ description: 'Part of the description, any case.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

import {
  type Language,
  LANGUAGES,
  type OwnerStatementQuery,
  REPORT_MIN_YEAR,
  TICKET_STATUSES,
  type TicketStatus,
} from '@estate/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LimitField, PageField } from '../../../common/pagination/page-fields.js';
import { ChoiceFilter } from '../../shared/estate-fields.js';

/** GET /api/me/owner/maintenance: a page of the tickets on the owner's properties, newest first. */
export class OwnerTicketsQueryDto {
  @PageField()
  page: number = 1;

  @LimitField(20)
  limit: number = 20;

  @ChoiceFilter(TICKET_STATUSES)
  status?: TicketStatus;
}

/** GET /api/me/owner/statement: a month (`month` 1-12) or a whole year, in Arabic or English. */
export class OwnerStatementQueryDto implements OwnerStatementQuery {
  @ApiProperty({ minimum: REPORT_MIN_YEAR, maximum: 2100 })
  @Type(() => Number)
  @IsInt()
  @Min(REPORT_MIN_YEAR)
  @Max(2100)
  year!: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 12, description: 'Without it, the whole year.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(12)
  month?: number;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'ar' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

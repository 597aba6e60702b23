import {
  type AdminPropertyQuery,
  PROPERTY_INPUT_LIMITS,
  PAGE_SIZE,
  PROPERTY_STATUSES,
  type PropertyStatus,
} from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitField, MAX_PAGE, PageField } from '../../common/pagination/page-fields.js';

/** `GET /api/admin/properties`: every status, newest first. */
export class ListAdminPropertiesDto implements AdminPropertyQuery {
  @ApiPropertyOptional({
    maxLength: PROPERTY_INPUT_LIMITS.search,
    description: 'Words of the texts, or a licence number',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(PROPERTY_INPUT_LIMITS.search)
  q?: string;

  @ApiPropertyOptional({ enum: PROPERTY_STATUSES })
  @IsOptional()
  @IsIn(PROPERTY_STATUSES)
  status?: PropertyStatus;

  @PageField(MAX_PAGE)
  page = 1;

  @LimitField(PAGE_SIZE)
  limit = PAGE_SIZE;
}

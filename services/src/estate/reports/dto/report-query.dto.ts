import {
  type EstateReportExportQuery,
  type EstateReportQuery,
  type Language,
  LANGUAGES,
  REPORT_EXPORT_FORMATS,
  REPORT_MIN_YEAR,
  REPORT_PERIODS,
  type ReportExportFormat,
  type ReportPeriod,
} from '@estate/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { IdFilter } from '../../shared/estate-fields.js';

/** GET /api/estate/reports: the period, its year and its month or quarter, and a property or all. */
export class ReportQueryDto implements EstateReportQuery {
  @ApiProperty({ enum: REPORT_PERIODS })
  @IsIn(REPORT_PERIODS)
  period!: ReportPeriod;

  @ApiProperty({ minimum: REPORT_MIN_YEAR, maximum: 2100 })
  @Type(() => Number)
  @IsInt()
  @Min(REPORT_MIN_YEAR)
  @Max(2100)
  year!: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 12, description: 'Required with period=monthly.' })
  @ValidateIf((query: ReportQueryDto) => query.period === 'monthly' || query.month !== undefined)
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(12)
  month?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 4, description: 'Required with period=quarterly.' })
  @ValidateIf((query: ReportQueryDto) => query.period === 'quarterly' || query.quarter !== undefined)
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(4)
  quarter?: number;

  @IdFilter()
  propertyId?: string;
}

/** GET /api/estate/reports/export: the report's filters, the format and the language. */
export class ReportExportQueryDto extends ReportQueryDto implements EstateReportExportQuery {
  @ApiProperty({ enum: REPORT_EXPORT_FORMATS })
  @IsIn(REPORT_EXPORT_FORMATS)
  format!: ReportExportFormat;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'ar', description: 'The language of the headers and words' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

/** GET /api/estate/contracts/{id}/document. */
export class ContractDocumentQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'ar' })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}

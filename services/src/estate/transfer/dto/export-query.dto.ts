import {
  type ContractExportQuery,
  ESTATE_EXPORT_FORMATS,
  type EstateExportFormat,
  type EstatePropertyExportQuery,
  type Language,
  LANGUAGES,
  type OwnerExportQuery,
  type TenantExportQuery,
} from '@estate/contracts';
import type { Type } from '@nestjs/common';
import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListContractsDto } from '../../contracts/dto/list-contracts.dto.js';
import { ListOwnersDto, ListTenantsDto } from '../../people/dto/list-people.dto.js';
import { ListEstatePropertiesDto } from '../../properties/dto/list-estate-properties.dto.js';

/** What an export is asked with besides its list's filters. */
export interface ExportOptions {
  format?: EstateExportFormat;
  lang?: Language;
}

/** An export's query: the filters of its list (`list`, without its page), the format and the language. */
function ExportQueryDto<T extends { page: number; limit: number }>(
  list: Type<T>,
): Type<Omit<T, 'page' | 'limit'> & ExportOptions> {
  const Filters: Type<object> = OmitType(list, ['page', 'limit'] as const);
  class ExportQuery extends Filters implements ExportOptions {
    @ApiPropertyOptional({ enum: ESTATE_EXPORT_FORMATS, default: 'csv' })
    @IsOptional()
    @IsIn(ESTATE_EXPORT_FORMATS)
    format?: EstateExportFormat;

    @ApiPropertyOptional({ enum: LANGUAGES, default: 'ar', description: 'The language of the headers and words' })
    @IsOptional()
    @IsIn(LANGUAGES)
    lang?: Language;
  }
  return ExportQuery as Type<Omit<T, 'page' | 'limit'> & ExportOptions>;
}

/** GET /api/estate/properties/export. */
export class ExportPropertiesDto extends ExportQueryDto(ListEstatePropertiesDto) implements EstatePropertyExportQuery {}

/** GET /api/estate/contracts/export. */
export class ExportContractsDto extends ExportQueryDto(ListContractsDto) implements ContractExportQuery {}

/** GET /api/estate/owners/export. */
export class ExportOwnersDto extends ExportQueryDto(ListOwnersDto) implements OwnerExportQuery {}

/** GET /api/estate/tenants/export. */
export class ExportTenantsDto extends ExportQueryDto(ListTenantsDto) implements TenantExportQuery {}

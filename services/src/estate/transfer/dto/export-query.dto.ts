import {
  type ContractExportQuery,
  ESTATE_EXPORT_FORMATS,
  type EstateExportFormat,
  type EstatePropertyExportQuery,
  type Language,
  LANGUAGES,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListContractsDto } from '../../contracts/dto/list-contracts.dto.js';
import { ListEstatePropertiesDto } from '../../properties/dto/list-estate-properties.dto.js';

const FormatField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: ESTATE_EXPORT_FORMATS, default: 'csv' }),
    IsOptional(),
    IsIn(ESTATE_EXPORT_FORMATS),
  );
const LangField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: LANGUAGES, default: 'ar', description: 'The language of the headers and words' }),
    IsOptional(),
    IsIn(LANGUAGES),
  );

/** GET /api/estate/properties/export: the list's filters, the format and the language. */
export class ExportPropertiesDto
  extends OmitType(ListEstatePropertiesDto, ['page', 'limit'] as const)
  implements EstatePropertyExportQuery
{
  @FormatField()
  format?: EstateExportFormat;

  @LangField()
  lang?: Language;
}

/** GET /api/estate/contracts/export: the list's filters, the format and the language. */
export class ExportContractsDto
  extends OmitType(ListContractsDto, ['page', 'limit'] as const)
  implements ContractExportQuery
{
  @FormatField()
  format?: EstateExportFormat;

  @LangField()
  lang?: Language;
}

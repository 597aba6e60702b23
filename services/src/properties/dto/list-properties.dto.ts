import {
  PAGE_SIZE,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  PROPERTY_PURPOSES,
  PROPERTY_SORT_FIELDS,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  type PropertyCategory,
  type PropertyListQuery,
  type PropertyPurpose,
  type PropertySort,
  type PropertySortField,
  type PropertyType,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LimitField, MAX_PAGE, PageField } from '../../common/pagination/page-fields.js';

const trimToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;
const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/** An optional amount of at least 0 (price in SAR, area in m²). */
const OptionalAmount = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 0, description }),
    IsOptional(),
    Type(() => Number),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(0),
  );

/** An optional room count: the property has at least this many. */
const OptionalRoomCount = () =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 0, description: 'At least this many' }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(0),
    Max(100),
  );

/** Optional free text for the full-text search, trimmed, empty meaning unset. */
const OptionalSearchText = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    IsOptional(),
    Transform(trimToUndefined),
    IsString(),
    MaxLength(200),
  );

/** `GET /api/properties`: filters, search, sort and pagination, all applied in the database. */
export class ListPropertiesDto implements Omit<PropertyListQuery, 'features'> {
  @PageField(MAX_PAGE)
  page: number = 1;

  @LimitField(PAGE_SIZE)
  limit: number = PAGE_SIZE;

  @ApiPropertyOptional({ enum: PROPERTY_CATEGORIES })
  @IsOptional()
  @IsIn(PROPERTY_CATEGORIES)
  category?: PropertyCategory;

  @ApiPropertyOptional({ enum: PROPERTY_TYPES })
  @IsOptional()
  @IsIn(PROPERTY_TYPES)
  type?: PropertyType;

  @ApiPropertyOptional({ enum: PROPERTY_PURPOSES })
  @IsOptional()
  @IsIn(PROPERTY_PURPOSES)
  purpose?: PropertyPurpose;

  @ApiPropertyOptional({ description: 'Arabic city name as stored (الرياض), or its key (riyadh)' })
  @IsOptional()
  @Transform(trimToUndefined)
  @IsString()
  @MaxLength(80)
  city?: string;

  @ApiPropertyOptional({ description: 'District name as stored' })
  @IsOptional()
  @Transform(trimToUndefined)
  @IsString()
  @MaxLength(120)
  district?: string;

  @OptionalAmount('SAR')
  minPrice?: number;

  @OptionalAmount('SAR')
  maxPrice?: number;

  @OptionalAmount('m²')
  minArea?: number;

  @OptionalAmount('m²')
  maxArea?: number;

  @OptionalRoomCount()
  bedrooms?: number;

  @OptionalRoomCount()
  bathrooms?: number;

  @ApiPropertyOptional({ description: `Comma list, all required: ${PROPERTY_FEATURES.join(', ')}` })
  @IsOptional()
  @Transform(commaList)
  @ArrayMaxSize(PROPERTY_FEATURES.length)
  @IsIn(PROPERTY_FEATURES, { each: true, message: `features must be among ${PROPERTY_FEATURES.join(', ')}` })
  features?: string[];

  @OptionalSearchText('Full-text search (Arabic or English)')
  search?: string;

  @OptionalSearchText('Same as search')
  q?: string;

  @ApiPropertyOptional({ enum: PROPERTY_SORTS, default: 'date_desc' })
  @IsOptional()
  @IsIn(PROPERTY_SORTS)
  sort?: PropertySort;

  @ApiPropertyOptional({ enum: PROPERTY_SORT_FIELDS, description: 'Alternative to sort, with sortOrder' })
  @IsOptional()
  @IsIn(PROPERTY_SORT_FIELDS)
  sortBy?: PropertySortField;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  sortOrder?: 'asc' | 'desc';
}

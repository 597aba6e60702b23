import {
  AD_LICENSE_PATTERN,
  ESTATE_INPUT_LIMITS as LIMITS,
  PROPERTY_INPUT_LIMITS,
  type PublishUnitInput,
} from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { OptionalAmountField, OptionalText } from '../../shared/estate-fields.js';

/**
 * POST /api/estate/units/{id}/listing. Everything is optional: the listing takes the unit's facts (its property's
 * city, district and address, the unit's type, area, rooms, floor, rent as the monthly price, its descriptions)
 * and a title in Arabic and English made from them; what is sent replaces them.
 */
export class PublishUnitDto implements PublishUnitInput {
  @OptionalText(LIMITS.title)
  title?: string;

  @OptionalText(LIMITS.title)
  titleEn?: string | null;

  @OptionalText(LIMITS.description)
  description?: string;

  @OptionalText(LIMITS.description)
  descriptionEn?: string | null;

  /** SAR a month; the unit's rent when not sent. */
  @OptionalAmountField()
  price?: number;

  @ApiPropertyOptional({
    type: [String],
    maxItems: PROPERTY_INPUT_LIMITS.maxImages,
    description: 'Object URLs of uploaded JPEG, PNG, GIF or WebP images',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROPERTY_INPUT_LIMITS.maxImages)
  @ArrayUnique()
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(2048, { each: true })
  images?: string[];

  /** The REGA advertising licence of the listing, when the office has one for it. */
  @ApiPropertyOptional({ example: '7200012345', description: 'The REGA advertising licence number (digits)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @Matches(AD_LICENSE_PATTERN, { message: 'adLicenseNumber must be 7 to 20 digits' })
  adLicenseNumber?: string;
}

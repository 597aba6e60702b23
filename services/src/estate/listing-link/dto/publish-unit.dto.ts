import {
  AD_LICENSE_PATTERN,
  ADVERTISER_CAPACITIES,
  type AdvertiserCapacity,
  ESTATE_INPUT_LIMITS as LIMITS,
  FAL_LICENSE_PATTERN,
  type ListingAdLicence,
  PLOT_NUMBER_PATTERN,
  PROPERTY_INPUT_LIMITS,
  type PublishUnitInput,
} from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
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
export class PublishUnitDto implements PublishUnitInput, Partial<ListingAdLicence> {
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

  /** The rest of the ad licence block (REGA), required to publish unless the listing has it from before. */
  @OptionalText(PROPERTY_INPUT_LIMITS.advertiserName)
  advertiserName?: string;

  @ApiPropertyOptional({ enum: ADVERTISER_CAPACITIES })
  @IsOptional()
  @IsIn(ADVERTISER_CAPACITIES)
  advertiserCapacity?: AdvertiserCapacity;

  @ApiPropertyOptional({ example: '1100012345', description: "The advertiser's FAL licence (digits)" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @Matches(FAL_LICENSE_PATTERN, { message: 'falLicenseNumber must be 7 to 12 digits' })
  falLicenseNumber?: string;

  @ApiPropertyOptional({ example: '2027-06-30', format: 'date', description: "The ad licence's last day" })
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'adLicenseExpiresOn must be a date (YYYY-MM-DD)' })
  adLicenseExpiresOn?: string;

  @ApiPropertyOptional({ example: '1234', maxLength: PROPERTY_INPUT_LIMITS.plotNumber })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @Matches(PLOT_NUMBER_PATTERN, { message: 'plotNumber must be up to 40 digits, letters, / or -' })
  plotNumber?: string;
}

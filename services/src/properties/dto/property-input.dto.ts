import {
  AD_LICENSE_PATTERN,
  ADVERTISER_CAPACITIES,
  type AdvertiserCapacity,
  FAL_LICENSE_PATTERN,
  PLOT_NUMBER_PATTERN,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  PROPERTY_INPUT_LIMITS as LIMITS,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyCategory,
  type PropertyFeature,
  type PropertyInput,
  type PropertyPurpose,
  type PropertyStatus,
  type PropertyType,
  SAUDI_CITIES,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDateString,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsUUID,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PhoneField } from '../../identity/dto/phone-field.js';
import { OptionalText, RequiredText, trim } from '../requests/dto/request-fields.js';
import { blankToNull, ImageUrlsField, MAX_URL_LENGTH, OptionalWhole } from './listing-fields.js';

/** A required choice among `values`. */
const Choice = (values: readonly string[]) =>
  applyDecorators(ApiProperty({ enum: values }), Transform(trim), IsString(), IsIn(values));

/** The latest year of construction accepted: a few years ahead, for off-plan listings. */
export const latestYearBuilt = (now = new Date()) => now.getFullYear() + LIMITS.yearsAhead;

/**
 * A listing as staff write it (`POST /api/admin/properties`, `PUT /api/properties/{id}`) or a signed-in visitor
 * sends it (`POST /api/properties`; the staff-only fields are ignored there).
 */
export class PropertyInputDto implements PropertyInput {
  @RequiredText(LIMITS.title, 'فيلا حديثة في حي الملقا')
  title!: string;

  @OptionalText(LIMITS.title, 'Modern villa in Al Malqa')
  titleEn?: string | null;

  @RequiredText(LIMITS.description)
  description!: string;

  @OptionalText(LIMITS.description)
  descriptionEn?: string | null;

  /** SAR; null when the price is not given ('price not specified'). */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: LIMITS.maxPrice - 1, example: 3500000 })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(LIMITS.maxPrice - 1)
  price!: number | null;

  @Choice(PROPERTY_PURPOSES)
  purpose!: PropertyPurpose;

  @Choice(PROPERTY_TYPES)
  type!: PropertyType;

  @Choice(PROPERTY_CATEGORIES)
  category!: PropertyCategory;

  @Choice(SAUDI_CITIES.map((city) => city.key))
  city!: string;

  @RequiredText(LIMITS.district, 'الملقا')
  district!: string;

  @OptionalText(LIMITS.district, 'Al Malqa')
  districtEn?: string | null;

  @RequiredText(LIMITS.address, 'شارع أنس بن مالك')
  address!: string;

  @ApiProperty({ minimum: 1, maximum: LIMITS.maxArea, example: 450 })
  @IsInt()
  @Min(1)
  @Max(LIMITS.maxArea)
  area!: number;

  @OptionalWhole(0, LIMITS.maxRooms)
  bedrooms?: number | null;

  @OptionalWhole(0, LIMITS.maxRooms)
  bathrooms?: number | null;

  @OptionalWhole(0, LIMITS.maxRooms)
  parkingSpaces?: number | null;

  @ApiPropertyOptional({ minimum: LIMITS.minYearBuilt, nullable: true, description: 'Up to this year + 5' })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsInt()
  @Min(LIMITS.minYearBuilt)
  @Max(latestYearBuilt(), { message: () => `yearBuilt must not be after ${latestYearBuilt()}` })
  yearBuilt?: number | null;

  @OptionalWhole(LIMITS.minFloor, LIMITS.maxFloor)
  floor?: number | null;

  @ApiPropertyOptional({ enum: PROPERTY_FEATURES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(PROPERTY_FEATURES, { each: true })
  features?: PropertyFeature[];

  @ImageUrlsField('Object URLs of uploaded JPEG, PNG, GIF or WebP images, or images already on the listing')
  images?: string[];

  @ApiPropertyOptional({ nullable: true, description: 'The object URL of an uploaded PDF' })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(MAX_URL_LENGTH)
  brochureUrl?: string | null;

  @ApiPropertyOptional({
    example: '7200012345',
    nullable: true,
    description: 'The REGA advertising licence number (digits); required to publish (AD_LICENCE_REQUIRED)',
  })
  @Transform(({ value }: { value: unknown }) => blankToNull({ value: trim({ value }) }))
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @Matches(AD_LICENSE_PATTERN, { message: 'adLicenseNumber must be 7 to 20 digits' })
  adLicenseNumber?: string | null;

  @OptionalText(LIMITS.advertiserName, 'مكتب الملقا للعقارات')
  advertiserName?: string | null;

  @ApiPropertyOptional({ enum: ADVERTISER_CAPACITIES, nullable: true, description: "The advertiser's capacity" })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsIn(ADVERTISER_CAPACITIES)
  advertiserCapacity?: AdvertiserCapacity | null;

  @ApiPropertyOptional({ example: '1100012345', nullable: true, description: "The advertiser's FAL licence (digits)" })
  @Transform(({ value }: { value: unknown }) => blankToNull({ value: trim({ value }) }))
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @Matches(FAL_LICENSE_PATTERN, { message: 'falLicenseNumber must be 7 to 12 digits' })
  falLicenseNumber?: string | null;

  @ApiPropertyOptional({
    example: '2027-06-30',
    format: 'date',
    nullable: true,
    description: "The ad licence's last day",
  })
  @Transform(blankToNull)
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsDateString({ strict: true }, { message: 'adLicenseExpiresOn must be a date (YYYY-MM-DD)' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'adLicenseExpiresOn must be a date (YYYY-MM-DD)' })
  adLicenseExpiresOn?: string | null;

  @ApiPropertyOptional({ example: '1234/أ', nullable: true, maxLength: LIMITS.plotNumber })
  @Transform(({ value }: { value: unknown }) => blankToNull({ value: trim({ value }) }))
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @Matches(PLOT_NUMBER_PATTERN, { message: 'plotNumber must be up to 40 digits, letters, / or -' })
  plotNumber?: string | null;

  @OptionalText(LIMITS.agentName)
  agentName?: string | null;

  @PhoneField({ kind: 'any' })
  agentPhone?: string | null;

  @ApiPropertyOptional({ maxLength: LIMITS.agentEmail, nullable: true })
  @Transform(({ value }: { value: unknown }) => blankToNull({ value: trim({ value }) }))
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsString()
  @IsEmail()
  @MaxLength(LIMITS.agentEmail)
  agentEmail?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  featured?: boolean;

  @ApiPropertyOptional({ enum: PROPERTY_STATUSES, default: 'active' })
  @IsOptional()
  @IsIn(PROPERTY_STATUSES)
  status?: PropertyStatus;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'The agent who works the listing' })
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsUUID()
  assignedAgentId?: string | null;
}

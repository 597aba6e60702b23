import {
  INVOICE_TYPES,
  type InvoiceType,
  LEASE_SETTING_LIMITS as LIMITS,
  type LeaseSettingsInput,
  RENT_LIMIT_KINDS,
  type RentLimitKind,
  type RentRuleInput,
  UNIT_TYPES,
  type UnitType,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { Choice, CityField, DateField, OptionalDateField, RequiredText } from '../../shared/estate-fields.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A source's link: an http(s) address; blank or null: none. */
const SourceUrlField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.sourceUrl }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && value.trim() === '' ? null : trim({ value }),
    ),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    IsString(),
    MaxLength(LIMITS.sourceUrl),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: '$property must be an http(s) address' },
    ),
  );

/** Optional text that, when sent, is not blank (a rule keeps its source). */
const OptionalNonBlank = (maxLength: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, maxLength }),
    IsOptional(),
    Transform(trim),
    IsString(),
    IsNotEmpty(),
    MaxLength(maxLength),
  );

const OptionalDays = (max: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 0, maximum: max }),
    IsOptional(),
    IsInt(),
    Min(0),
    Max(max),
  );

/** PATCH /api/estate/lease-rules/settings: the fields sent change. */
export class LeaseSettingsDto implements LeaseSettingsInput {
  @OptionalDays(LIMITS.maxNoticeDays)
  noticeDays?: number;

  @ApiPropertyOptional({ type: [Number], example: [90, 60, 30] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.maxReminders)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(LIMITS.maxReminderDay, { each: true })
  reminderDays?: number[];

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean()
  autoRenew?: boolean;

  @OptionalDays(LIMITS.maxCatchUpDays)
  renewalCatchUpDays?: number;

  @OptionalNonBlank(LIMITS.source)
  source?: string;

  @SourceUrlField()
  sourceUrl?: string | null;

  @OptionalDateField()
  ejarRentSince?: string;

  @ApiPropertyOptional({ type: String, example: '153' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(LIMITS.sadadBillerPattern, { message: '$property must be 1 to 10 digits' })
  ejarSadadBiller?: string;

  @ApiPropertyOptional({ enum: INVOICE_TYPES, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(INVOICE_TYPES, { each: true })
  ejarInvoiceTypes?: InvoiceType[];

  @OptionalNonBlank(LIMITS.source)
  ejarSourceAr?: string;

  @OptionalNonBlank(LIMITS.source)
  ejarSourceEn?: string;
}

/** POST /api/estate/lease-rules/rent-rules. */
export class RentRuleDto implements RentRuleInput {
  @RequiredText(LIMITS.ruleCode, 'riyadh-rent-freeze-2025')
  @Matches(LIMITS.ruleCodePattern, { message: '$property must be lower-case words joined by hyphens' })
  code!: string;

  @CityField()
  city!: string;

  @ApiPropertyOptional({ enum: UNIT_TYPES, isArray: true, nullable: true })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) && value.length === 0 ? null : value))
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsArray()
  @ArrayUnique()
  @IsIn(UNIT_TYPES, { each: true })
  unitTypes!: UnitType[] | null;

  @DateField('2025-09-25')
  validFrom!: string;

  @OptionalDateField()
  validTo!: string | null;

  @Choice(RENT_LIMIT_KINDS)
  limit!: RentLimitKind;

  @RequiredText(LIMITS.ruleName, 'تجميد الإيجارات في الرياض')
  nameAr!: string;

  @RequiredText(LIMITS.ruleName, 'Riyadh rent freeze')
  nameEn!: string;

  @RequiredText(LIMITS.source)
  source!: string;

  @SourceUrlField()
  sourceUrl?: string | null;
}

/** PATCH /api/estate/lease-rules/rent-rules/{id}: the fields sent change. */
export class RentRuleUpdateDto extends PartialType(RentRuleDto) {}

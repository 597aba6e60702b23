import {
  ESTATE_FIELD_ERROR_CODES as FIELD_CODES,
  ESTATE_INPUT_LIMITS as LIMITS,
  isCalendarDate,
  nationalIdProblem,
  normalizeNationalId,
  SAUDI_CITIES,
  SORT_ORDERS,
  type SortOrder,
} from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { LimitField, PageField } from '../../common/pagination/page-fields.js';

/** Trims text; anything else is left for the validators to refuse. */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Blank or null: "none" (stored as NULL); undefined stays "not sent". */
const blankToNull = ({ value }: { value: unknown }) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : trim({ value });
const present = (_object: object, value: unknown) => value !== null && value !== undefined;

/** Required text, trimmed, not blank. */
export const RequiredText = (maxLength: number, example?: string) =>
  applyDecorators(ApiProperty({ maxLength, example }), Transform(trim), IsString(), IsNotEmpty(), MaxLength(maxLength));

/** Optional text, trimmed; blank or null means none. */
export const OptionalText = (maxLength: number, example?: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength, example, nullable: true, type: String }),
    Transform(blankToNull),
    ValidateIf(present),
    IsString(),
    MaxLength(maxLength),
  );

/** Optional email; blank or null means none. */
export const OptionalEmail = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: LIMITS.email, nullable: true, type: String, example: 'owner@example.sa' }),
    Transform(blankToNull),
    ValidateIf(present),
    IsString(),
    IsEmail(),
    MaxLength(LIMITS.email),
  );

/**
 * A Saudi national ID or iqama by the shared rule (`normalizeNationalId`: 10 digits from 1 or 2 with a valid Luhn
 * check digit), typed with spaces or dashes or in Arabic-Indic digits, stored as ten ASCII digits. Two rules say why
 * a number is refused (`nationalIdProblem`): `isNationalId` (INVALID_NATIONAL_ID) when it is not ten digits from 1
 * or 2, `nationalIdCheckDigit` (NATIONAL_ID_CHECK_DIGIT) when it is but its check digit fails.
 */
export const NationalIdField = () =>
  applyDecorators(
    ApiProperty({ example: '1000000008', description: 'Ten digits from 1 (citizen) or 2 (resident); Luhn check.' }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (normalizeNationalId(value) ?? value) : value,
    ),
    IsString(),
    IsNotEmpty(),
    ValidateBy(
      {
        name: 'isNationalId',
        validator: {
          validate: (value: unknown) => nationalIdProblem(value) !== 'format',
          defaultMessage: () => '$property must be a Saudi national ID or iqama (10 digits starting with 1 or 2)',
        },
      },
      { context: { code: FIELD_CODES.invalidNationalId } },
    ),
    ValidateBy(
      {
        name: 'nationalIdCheckDigit',
        validator: {
          validate: (value: unknown) => nationalIdProblem(value) !== 'checkDigit',
          defaultMessage: () => '$property is not a valid national ID or iqama: its check digit (the last digit) fails',
        },
      },
      { context: { code: FIELD_CODES.nationalIdCheckDigit } },
    ),
  );

/** A city key of SAUDI_CITIES (or its Arabic or English name, turned into the key). */
const CITY_KEYS = SAUDI_CITIES.map((city) => city.key);
const toCityKey = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const found = SAUDI_CITIES.find(
    (city) => city.key === text.toLowerCase() || city.ar === text || city.en.toLowerCase() === text.toLowerCase(),
  );
  return found ? found.key : text;
};
export const CityField = () =>
  applyDecorators(ApiProperty({ enum: CITY_KEYS }), Transform(toCityKey), IsString(), IsIn(CITY_KEYS));
export const OptionalCityField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: CITY_KEYS, nullable: true }),
    Transform((params) => blankToNull({ value: toCityKey(params) })),
    ValidateIf(present),
    IsIn(CITY_KEYS),
  );

/** A required choice. */
export const Choice = (values: readonly string[]) =>
  applyDecorators(ApiProperty({ enum: values }), Transform(trim), IsString(), IsIn(values));
/** An optional choice (not nullable: leaving it out keeps the default). */
export const OptionalChoice = (values: readonly string[]) =>
  applyDecorators(ApiPropertyOptional({ enum: values }), IsOptional(), Transform(trim), IsIn(values));

/** An amount in SAR: a number from 0, at most 2 decimals. */
export const AmountField = (example?: number) =>
  applyDecorators(
    ApiProperty({ type: Number, minimum: 0, maximum: LIMITS.maxAmount - 1, example }),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    Min(0),
    Max(LIMITS.maxAmount - 1),
  );
export const OptionalAmountField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 0, maximum: LIMITS.maxAmount - 1, nullable: true }),
    Transform(blankToNull),
    ValidateIf(present),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    Min(0),
    Max(LIMITS.maxAmount - 1),
  );

/** A rent in SAR: more than 0 (AMOUNT_NOT_POSITIVE otherwise), at most 2 decimals. */
const positiveAmount = () =>
  Min(0.01, { message: '$property must be more than 0', context: { code: FIELD_CODES.amountNotPositive } });
export const RentField = (example?: number) =>
  applyDecorators(
    ApiProperty({ type: Number, minimum: 0.01, maximum: LIMITS.maxAmount - 1, example }),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    positiveAmount(),
    Max(LIMITS.maxAmount - 1),
  );
/** An optional rent (leaving it out keeps the one there is): more than 0 when sent. */
export const OptionalRentField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 0.01, maximum: LIMITS.maxAmount - 1 }),
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    positiveAmount(),
    Max(LIMITS.maxAmount - 1),
  );

/** An optional measure (area) above 0, at most 2 decimals. */
export const OptionalAreaField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 0.01, maximum: LIMITS.maxArea, nullable: true }),
    Transform(blankToNull),
    ValidateIf(present),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    Min(0.01),
    Max(LIMITS.maxArea),
  );

/** An optional whole number in [min, max]; null or blank means none. */
export const OptionalWhole = (min: number, max: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: min, maximum: max, nullable: true }),
    Transform(blankToNull),
    ValidateIf(present),
    IsInt(),
    Min(min),
    Max(max),
  );

const IsCalendarDate = () =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: { validate: isCalendarDate, defaultMessage: () => '$property must be a date (YYYY-MM-DD)' },
  });

/** A calendar date `YYYY-MM-DD` (a day that exists). */
export const DateField = (example?: string) =>
  applyDecorators(ApiProperty({ type: String, format: 'date', example }), Transform(trim), IsCalendarDate());
export const OptionalDateField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date' }),
    IsOptional(),
    Transform(trim),
    IsCalendarDate(),
  );

/** The id of another record in a body. */
export const IdField = () => applyDecorators(ApiProperty({ format: 'uuid' }), IsUUID('all'));
export const OptionalIdField = () =>
  applyDecorators(ApiPropertyOptional({ format: 'uuid' }), IsOptional(), IsUUID('all'));
/** A nullable id: null unlinks. */
export const NullableIdField = () =>
  applyDecorators(
    ApiPropertyOptional({ format: 'uuid', nullable: true, type: String }),
    Transform(blankToNull),
    ValidateIf(present),
    IsUUID('all'),
  );

export const OptionalBoolean = () => applyDecorators(ApiPropertyOptional({ type: Boolean }), IsOptional(), IsBoolean());

/** A boolean in a query string (`true`/`false`/`1`/`0`). */
export const QueryBoolean = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    ),
    IsBoolean(),
  );

/** `?q&page&limit&sort&order` of every estate list; each list adds its filters and its sorts. */
export abstract class EstateListQueryDto {
  @ApiPropertyOptional({ maxLength: LIMITS.search })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(LIMITS.search)
  q?: string;

  @PageField()
  page: number = 1;

  @LimitField(20)
  limit: number = 20;

  @ApiPropertyOptional({ enum: SORT_ORDERS })
  @IsOptional()
  @IsIn(SORT_ORDERS)
  order?: SortOrder;
}

/** `?q&limit` of a picker's options. */
export class EstateOptionsQueryDto {
  @ApiPropertyOptional({ maxLength: LIMITS.search })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(LIMITS.search)
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50)
  limit: number = 50;
}

/** A list filter that is a city: key or name, made the key. */
export const CityFilter = () =>
  applyDecorators(ApiPropertyOptional({ enum: CITY_KEYS }), IsOptional(), Transform(toCityKey), IsIn(CITY_KEYS));
/** A list filter among values ('all' or blank means no filter). */
export const ChoiceFilter = (values: readonly string[]) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values }),
    Transform(({ value }: { value: unknown }) => (value === 'all' || value === '' ? undefined : value)),
    IsOptional(),
    IsIn(values),
  );
export const IdFilter = () => applyDecorators(ApiPropertyOptional({ format: 'uuid' }), IsOptional(), IsUUID('all'));

import { PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsNotEmpty, IsNumber, IsPositive, IsString, Max, ValidateIf } from 'class-validator';

/** Texts of an auction: its titles fit the column, its descriptions and terms a listing's description. */
export const AUCTION_TEXT_LIMITS = {
  title: PROPERTY_INPUT_LIMITS.title,
  description: PROPERTY_INPUT_LIMITS.description,
  terms: PROPERTY_INPUT_LIMITS.description,
} as const;

/** The largest price (SAR) an auction takes: what numeric(14,2) holds. */
export const MAX_AUCTION_PRICE = PROPERTY_INPUT_LIMITS.maxPrice - 1;

/** Blank or null: not given. */
const blankToNull = ({ value }: { value: unknown }) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const amount = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    IsPositive(),
    Max(MAX_AUCTION_PRICE),
  );

/** A required amount in SAR, more than 0, with at most 2 decimals. */
export const PriceField = (example: number) =>
  applyDecorators(ApiProperty({ minimum: 0, exclusiveMinimum: true, maximum: MAX_AUCTION_PRICE, example }), amount());

/** An optional amount in SAR (more than 0); null or blank means none. */
export const OptionalPriceField = (example?: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, exclusiveMinimum: true, example }),
    Transform(blankToNull),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    amount(),
  );

/** A required instant, ISO 8601 (`2026-03-01T09:00:00.000Z`). */
export const InstantField = (example: string) =>
  applyDecorators(
    ApiProperty({ format: 'date-time', example }),
    IsString(),
    IsNotEmpty(),
    IsISO8601({ strict: true, strictSeparator: true }),
  );

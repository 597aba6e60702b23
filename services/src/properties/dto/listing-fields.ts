import { PROPERTY_INPUT_LIMITS as LIMITS } from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

/**
 * Fields of a listing as it is sent, shared by the listing form (property-input.dto.ts) and the public add-auction
 * form, which creates a listing too (auctions/dto/public-auction-input.dto.ts).
 */

/** Longest image or brochure URL accepted (`/api/objects/<key>`, a media path, or this server's absolute form). */
export const MAX_URL_LENGTH = 2048;

/** Blank or null: not given (stored as NULL). */
export const blankToNull = ({ value }: { value: unknown }) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An optional whole number in [min, max]; null or blank means not given. */
export const OptionalWhole = (min: number, max: number) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: min, maximum: max, nullable: true }),
    Transform(blankToNull),
    ValidateIf((_object, value) => value !== null && value !== undefined),
    IsInt(),
    Min(min),
    Max(max),
  );

/** A listing's photos: up to the listing's most, each a distinct URL (`description` says which are taken). */
export const ImageUrlsField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: LIMITS.maxImages, description }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(LIMITS.maxImages),
    ArrayUnique(),
    IsString({ each: true }),
    IsNotEmpty({ each: true }),
    MaxLength(MAX_URL_LENGTH, { each: true }),
  );

import { MAX_PAGE_SIZE } from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The deepest page the newest-first lists offer: past it an offset only makes the database skip rows. */
export const MAX_PAGE = 1_000_000;

/** An optional whole number from 1 (at most `max`), sent as text in the query string. */
const CountFromOne = (schema: { default: number; maximum?: number }, max?: number) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, ...schema }),
    IsOptional(),
    Type(() => Number),
    // class-validator reports a value's failures in the order the checks are applied: too large, too small,
    // not whole, as the stacked decorators these replace did.
    ...(max === undefined ? [] : [Max(max)]),
    Min(1),
    IsInt(),
  );

/** `?page`, from 1; `max` bounds how deep a list can be paged. */
export const PageField = (max?: number) => CountFromOne({ default: 1 }, max);

/** `?limit`, from 1 to MAX_PAGE_SIZE; the property's initial value should be `defaultLimit`. */
export const LimitField = (defaultLimit: number) =>
  CountFromOne({ maximum: MAX_PAGE_SIZE, default: defaultLimit }, MAX_PAGE_SIZE);

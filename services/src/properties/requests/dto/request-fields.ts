import { REQUEST_LIMITS } from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Trims text; anything else is left for the validators to refuse. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional field means "not given". */
const trimToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/** Required text, trimmed, not blank, at most `maxLength` characters. */
export const RequiredText = (maxLength: number, example?: string) =>
  applyDecorators(ApiProperty({ maxLength, example }), Transform(trim), IsString(), IsNotEmpty(), MaxLength(maxLength));

/** Optional text, trimmed; blank means not given. */
export const OptionalText = (maxLength: number, example?: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength, example }),
    IsOptional(),
    Transform(trimToUndefined),
    IsString(),
    MaxLength(maxLength),
  );

/** Optional choice among `values`; blank means not given. */
export const OptionalChoice = (values: readonly string[], defaultValue?: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, default: defaultValue }),
    IsOptional(),
    Transform(trimToUndefined),
    IsIn(values),
  );

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ maxLength: REQUEST_LIMITS.email, example: 'noura@example.sa' }),
    Transform(trim),
    IsString(),
    IsNotEmpty(),
    IsEmail(),
    MaxLength(REQUEST_LIMITS.email),
  );

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsString, Length } from 'class-validator';

/** A new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters. */
export const NewPassword = () =>
  applyDecorators(
    ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    IsString(),
    Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
      message: `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
    }),
  );

/**
 * @deprecated The pattern phones were checked by before the phone rule: it accepts `1------` and stores numbers
 * as typed. Only `properties/requests/dto/request-fields.ts` still uses it; its phones move to `PhoneField`
 * (`./phone-field.ts`), and this goes.
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,30}$/;

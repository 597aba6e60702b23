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

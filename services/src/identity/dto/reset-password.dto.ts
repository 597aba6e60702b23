import type { ResetPasswordRequest } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPassword } from './password-fields.js';

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The token of the emailed link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  token!: string;

  @NewPassword()
  password!: string;
}

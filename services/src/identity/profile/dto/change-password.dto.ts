import { type ChangePasswordInput, PASSWORD_MAX_LENGTH } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPassword } from '../../dto/password-fields.js';

/** POST /api/me/password. The new password follows the rule of registration. */
export class ChangePasswordDto implements ChangePasswordInput {
  @ApiProperty({ format: 'password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword!: string;

  @NewPassword()
  newPassword!: string;
}

import type { ForgotPasswordRequest } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty({ example: 'admin@dar-estate.sa' })
  @IsEmail()
  @MaxLength(254)
  email!: string;
}

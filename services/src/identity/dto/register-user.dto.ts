import { type RegisterRequest, SELF_SERVICE_ROLES } from '@estate/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { NewPassword, PHONE_PATTERN } from './password-fields.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterUserDto implements RegisterRequest {
  @ApiProperty({ example: 'أحمد السبيعي' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name!: string;

  @ApiProperty({ example: 'ahmed@example.sa' })
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({ example: '+966501234567' })
  @IsOptional()
  @Transform(trim)
  @Matches(PHONE_PATTERN, { message: 'phone must be a phone number' })
  phone?: string;

  @NewPassword()
  password!: string;

  @ApiProperty({ enum: SELF_SERVICE_ROLES })
  @IsIn(SELF_SERVICE_ROLES)
  role!: 'user' | 'agent';
}

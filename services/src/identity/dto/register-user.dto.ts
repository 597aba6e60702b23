import { type RegisterRequest, SELF_SERVICE_ROLES } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NewPassword } from './password-fields.js';
import { PhoneField } from './phone-field.js';

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

  @PhoneField({ kind: 'saudiMobile' })
  phone?: string;

  @NewPassword()
  password!: string;

  @ApiProperty({ enum: SELF_SERVICE_ROLES })
  @IsIn(SELF_SERVICE_ROLES)
  role!: 'user' | 'agent';
}

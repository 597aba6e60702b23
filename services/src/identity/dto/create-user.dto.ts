import type { CreateUserRequest } from '@estate/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NewPassword } from './password-fields.js';
import { PhoneField } from './phone-field.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional text field means "none". */
const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class CreateUserDto implements CreateUserRequest {
  @ApiProperty({ example: 'نورة العتيبي' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  name!: string;

  @ApiProperty({ example: 'noura@dar-estate.sa' })
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @PhoneField({ kind: 'saudiMobile' })
  phone?: string;

  @ApiProperty({ example: 'manager', description: 'The name of an existing role' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  role!: string;

  @ApiPropertyOptional({ example: 'المبيعات' })
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(120)
  department?: string;

  @ApiPropertyOptional({ example: 'EMP-1002' })
  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(40)
  employeeId?: string;

  @NewPassword()
  password!: string;
}

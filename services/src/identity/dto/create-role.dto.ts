import type { RoleRequest } from '@estate/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Lower-case letters, digits and underscores, starting with a letter (the form users.role keeps). */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

export class CreateRoleDto implements RoleRequest {
  @ApiProperty({ example: 'leasing_agent' })
  @Transform(trim)
  @IsString()
  @MaxLength(32)
  @Matches(ROLE_NAME_PATTERN, {
    message: 'name must be lower-case letters, digits and underscores, starting with a letter',
  })
  name!: string;

  @ApiProperty({ example: 'وكيل تأجير' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  nameAr!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  descriptionAr?: string;

  @ApiPropertyOptional({ type: [String], example: ['properties_read'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  permissions?: string[];
}

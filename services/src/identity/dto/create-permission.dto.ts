import type { PermissionRequest } from '@estate/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreatePermissionDto implements PermissionRequest {
  @ApiProperty({ example: 'users_read' })
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  @Matches(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, {
    message: 'name must be lower-case words joined by underscores, such as users_read',
  })
  name!: string;

  @ApiPropertyOptional({ description: 'Defaults to the Arabic description' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(160)
  nameAr?: string;

  @ApiPropertyOptional({ description: 'Derived from the name when not given ("Read users")' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  description?: string;

  @ApiPropertyOptional({ description: 'Derived from the name when not given ("قراءة المستخدمين")' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  descriptionAr?: string;

  @ApiPropertyOptional({ description: 'Defaults to the part of the name before the first underscore' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  category?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  categoryAr?: string;
}

import type { ObjectUploadInput } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateUploadUrlDto implements ObjectUploadInput {
  @ApiPropertyOptional({ description: 'Name of the file, kept for downloads (its extension follows the content).' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  fileName?: string;

  @ApiPropertyOptional({ description: 'The type the client expects; informative only, the content decides.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  contentType?: string;
}

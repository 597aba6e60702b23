import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../pagination/page-query.dto.js';

export class ListAuditLogsDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  userId?: string;

  @ApiPropertyOptional({ example: 'auth.login' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  action?: string;
}

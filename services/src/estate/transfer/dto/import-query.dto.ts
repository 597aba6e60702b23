import { ESTATE_IMPORT_MODES, type EstateImportMode } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** POST /api/estate/import/{entity}?mode=dry-run|commit (a dry run unless told to commit). */
export class ImportQueryDto {
  @ApiPropertyOptional({ enum: ESTATE_IMPORT_MODES, default: 'dry-run' })
  @IsOptional()
  @IsIn(ESTATE_IMPORT_MODES)
  mode?: EstateImportMode;
}

import type { NafathSandboxAnswer } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/** POST /api/identity/nafath-sandbox/{id}: the number picked in the sandbox's app, or reject. */
export class NafathSandboxAnswerDto implements NafathSandboxAnswer {
  @ApiPropertyOptional({ minimum: 10, maximum: 99, example: 42 })
  @IsOptional()
  @IsInt()
  @Min(10)
  @Max(99)
  number?: number;

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean()
  reject?: boolean;
}

import type { HealthResponse, LivenessResponse } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ enum: ['postgres', 'pglite'] })
  driver!: 'postgres' | 'pglite';
}

export class HealthResponseDto implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';

  @ApiProperty({ type: DatabaseHealthDto })
  database!: DatabaseHealthDto;

  @ApiProperty({ description: 'The process got SIGTERM and drains its requests in flight.' })
  stopping!: boolean;

  @ApiProperty({ example: 42 })
  uptimeSeconds!: number;
}

export class LivenessResponseDto implements LivenessResponse {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ example: 42 })
  uptimeSeconds!: number;
}

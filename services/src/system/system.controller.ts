import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/access.decorators.js';
import { HealthResponseDto, LivenessResponseDto } from './dto/get-health.dto.js';
import { StatsResponseDto } from './dto/get-stats.dto.js';
import { HealthService } from './health.service.js';
import { StatsService } from './stats.service.js';
import { PublicCache } from '../common/http-cache/public-cache.js';

@ApiTags('system')
@Public()
@Controller()
export class SystemController {
  constructor(
    private readonly health: HealthService,
    private readonly stats: StatsService,
  ) {}

  @Get('health/live')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: LivenessResponseDto, description: 'The process answers (the database is not asked).' })
  getLiveness(): LivenessResponseDto {
    return this.health.live();
  }

  @Get('health/ready')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    type: HealthResponseDto,
    description: "Ready for a balancer's traffic: the process is not stopping (the database's state is reported).",
  })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'The process is stopping (draining).' })
  async getReadiness(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponseDto> {
    const health = await this.health.health();
    if (health.stopping) reply.status(503);
    return health;
  }

  @Get('health')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    type: HealthResponseDto,
    description: 'Healthy: the database answers and the process is not stopping.',
  })
  @ApiServiceUnavailableResponse({
    type: HealthResponseDto,
    description: 'Degraded: the database does not answer, or the process is stopping (draining).',
  })
  async getHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponseDto> {
    const health = await this.health.health();
    if (health.status !== 'ok') reply.status(503);
    return health;
  }

  @Get('stats')
  @PublicCache()
  @ApiOkResponse({ type: StatsResponseDto, description: 'Totals shown on the home page.' })
  getStats(): Promise<StatsResponseDto> {
    return this.stats.totals();
  }
}

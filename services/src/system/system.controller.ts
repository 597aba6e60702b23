import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/access.decorators.js';
import { HealthResponseDto } from './dto/get-health.dto.js';
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

  @Get('health')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: HealthResponseDto, description: 'The API and its database are up.' })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'The database does not answer.' })
  async getHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponseDto> {
    const health = await this.health.check();
    if (health.database.status === 'down') reply.status(503);
    return health;
  }

  @Get('stats')
  @PublicCache()
  @ApiOkResponse({ type: StatsResponseDto, description: 'Totals shown on the home page.' })
  getStats(): Promise<StatsResponseDto> {
    return this.stats.totals();
  }
}

import { Module } from '@nestjs/common';
import { HealthService } from './health.service.js';
import { StatsService } from './stats.service.js';
import { SystemController } from './system.controller.js';

/** Cross-cutting read-only endpoints: health and the home-page totals. */
@Module({
  controllers: [SystemController],
  providers: [HealthService, StatsService],
})
export class SystemModule {}

import { Module } from '@nestjs/common';
import { ShutdownState } from '../common/http/graceful-shutdown.js';
import { HealthService } from './health.service.js';
import { StatsService } from './stats.service.js';
import { SystemController } from './system.controller.js';

/** Cross-cutting read-only endpoints: liveness, readiness and the home-page totals; the process's stopping state. */
@Module({
  controllers: [SystemController],
  providers: [HealthService, StatsService, ShutdownState],
  exports: [ShutdownState],
})
export class SystemModule {}

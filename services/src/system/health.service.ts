import type { HealthResponse, LivenessResponse } from '@estate/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import { ShutdownState } from '../common/http/graceful-shutdown.js';

const QUERY_TIMEOUT_MS = 3000;

/**
 * Liveness (the process answers, asking nothing else), readiness for a balancer (the process is not stopping: a
 * database blip, which every replica shares, takes none of them out, so pages and files are still served) and the
 * whole health for monitoring (the database answers within 3 s, and the process is not stopping).
 */
@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shutdown: ShutdownState,
  ) {}

  live(): LivenessResponse {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  /** The database and the process: `ok` when the database answers and the process is not stopping. */
  async health(): Promise<HealthResponse> {
    const up = await Promise.race([
      this.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<false>((done) => setTimeout(done, QUERY_TIMEOUT_MS, false).unref()),
    ]);
    const stopping = this.shutdown.stopping;
    return {
      status: up && !stopping ? 'ok' : 'degraded',
      database: { status: up ? 'up' : 'down', driver: this.config.database.driver },
      stopping,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}

import type { HealthResponse } from '@estate/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';

const QUERY_TIMEOUT_MS = 3000;

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthResponse> {
    const up = await Promise.race([
      this.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<false>((done) => setTimeout(done, QUERY_TIMEOUT_MS, false).unref()),
    ]);
    return {
      status: up ? 'ok' : 'degraded',
      database: { status: up ? 'up' : 'down', driver: this.config.database.driver },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}

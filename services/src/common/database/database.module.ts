import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import type { DatabaseConfig } from '../config/app-config.js';
import { baseOptions, openDataSource } from './data-source.js';

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', '57P03']);

@Module({})
export class DatabaseModule {
  static forRoot(database: DatabaseConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...baseOptions(),
            autoLoadEntities: true,
            retryAttempts: database.driver === 'postgres' ? 5 : 1,
            retryDelay: 2000,
            verboseRetryLog: true,
            toRetry: (error: unknown) => CONNECTION_ERRORS.has((error as { code?: string }).code ?? ''),
          }),
          dataSourceFactory: (options) =>
            openDataSource(options as PostgresDataSourceOptions, database, new Logger('Database')),
        }),
      ],
    };
  }
}

import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import type { DatabaseConfig } from '../config/app-config.js';
import { migrations } from '../../migrations/index.js';
import { runSeed } from '../../seed/seed-runner.js';
import { seedSteps } from '../../seed/seed-steps.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/** Closes the embedded database after TypeORM has released its one connection, so every write is flushed. */
class EmbeddedDataSource extends DataSource {
  constructor(
    options: PostgresDataSourceOptions,
    private readonly pglite: PGlite,
  ) {
    super(options);
  }

  override async destroy(): Promise<void> {
    try {
      if (this.isInitialized) await super.destroy();
    } finally {
      if (!this.pglite.closed) await this.pglite.close();
    }
  }
}

export function baseOptions(): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    synchronize: false,
    migrationsRun: false,
    migrations,
    namingStrategy: new SnakeNamingStrategy(),
    installExtensions: false,
    uuidExtension: 'pgcrypto',
  };
}

/**
 * Opens the database (PostgreSQL over a pool, or embedded PGlite over exactly one in-process
 * connection: PGlite behind several connections loses acknowledged writes), applies pending
 * migrations, then the seed.
 */
export async function openDataSource(options: PostgresDataSourceOptions, database: DatabaseConfig): Promise<DataSource> {
  let dataSource: DataSource;
  if (database.driver === 'postgres') {
    dataSource = new DataSource({ ...options, type: 'postgres', url: database.url, poolSize: 10 });
  } else {
    await mkdir(database.dataDir, { recursive: true });
    const pglite = await PGlite.create(database.dataDir);
    const pgConfig = createPgConfig(pglite);
    dataSource = new EmbeddedDataSource(
      {
        ...options,
        type: 'postgres',
        driver: pg,
        host: pgConfig.host,
        port: pgConfig.port,
        username: pgConfig.user,
        password: pgConfig.password,
        database: pgConfig.database,
        poolSize: 1,
        extra: { connection: pgConfig.connection, idleTimeoutMillis: 0 },
      },
      pglite,
    );
  }
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await runSeed(dataSource, seedSteps);
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}

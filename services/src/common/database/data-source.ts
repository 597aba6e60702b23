import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { type DatabaseConfig, directUrlOf } from '../config/app-config.js';
import { migrations } from '../../migrations/index.js';
import { runSeed } from '../../seed/seed-runner.js';
import { seedSteps } from '../../seed/seed-steps.js';
import { lockDataDir } from './data-dir-lock.js';
import { keepStatementsOn } from './prepared-query.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/** Closes the embedded database after TypeORM has released its one connection, so every write is flushed. */
class EmbeddedDataSource extends DataSource {
  constructor(
    options: PostgresDataSourceOptions,
    private readonly pglite: PGlite,
    private readonly unlock: () => Promise<void>,
  ) {
    super(options);
  }

  override async destroy(): Promise<void> {
    try {
      if (this.isInitialized) await super.destroy();
    } finally {
      if (!this.pglite.closed) await this.pglite.close();
      await this.unlock();
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

/** Arbitrary key of the PostgreSQL advisory lock that keeps replicas starting together from migrating twice. */
const MIGRATION_LOCK = 7_202_511;

export interface DatabaseLog {
  log(message: string): void;
  warn?(message: string): void;
}

/** Applies pending migrations, then pending seed steps, and says what it applied. */
async function prepare(dataSource: DataSource, log: DatabaseLog): Promise<void> {
  const migrated = await dataSource.runMigrations({ transaction: 'each' });
  const seeded = await runSeed(dataSource, seedSteps);
  if (migrated.length > 0) log.log(`Applied migrations: ${migrated.map((m) => m.name).join(', ')}`);
  if (seeded.length > 0) log.log(`Applied seed steps: ${seeded.join(', ')}`);
}

/**
 * Migrates and seeds under the migration lock, so replicas starting together do it once. The lock is taken at the
 * transaction level (pg_advisory_xact_lock) in a transaction held open on a connection of its own to `lockUrl` (the
 * direct connection), and ends with it: it cannot outlive this start, even on a server connection a transaction-mode
 * pooler hands on to another client, and a process that dies mid-way drops it with its connection.
 */
async function prepareLocked(dataSource: DataSource, lockUrl: string, log: DatabaseLog): Promise<void> {
  const lock = new pg.Client({ connectionString: lockUrl, application_name: 'estate-migration-lock' });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await prepare(dataSource, log);
  } finally {
    await lock.query('ROLLBACK').catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/**
 * Opens the database (PostgreSQL over a pool, or embedded PGlite over exactly one in-process
 * connection: PGlite behind several connections loses acknowledged writes), applies pending
 * migrations, then the seed.
 */
export async function openDataSource(
  options: PostgresDataSourceOptions,
  database: DatabaseConfig,
  log: DatabaseLog = { log: () => undefined },
): Promise<DataSource> {
  let dataSource: DataSource;
  if (database.driver === 'postgres') {
    dataSource = new DataSource({ ...options, type: 'postgres', url: database.url, poolSize: 10 });
  } else {
    await mkdir(database.dataDir, { recursive: true });
    const unlock = await lockDataDir(database.dataDir);
    const pglite = await PGlite.create(database.dataDir).catch(async (error: unknown) => {
      await unlock();
      throw error;
    });
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
      unlock,
    );
  }
  try {
    await dataSource.initialize();
    // One connection only with PGlite: a lock held on it would leave none for the migrations.
    await (database.driver === 'postgres'
      ? prepareLocked(dataSource, directUrlOf(database), log)
      : prepare(dataSource, log));
    if (database.driver === 'postgres' && database.preparedStatements)
      keepStatementsOn(dataSource, (message) => (log.warn ?? log.log).call(log, message));
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}

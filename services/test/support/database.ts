import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database of its own for one test file: a fresh PostgreSQL database, or an embedded PGlite directory. */
export interface TestDatabase {
  kind: 'postgres' | 'pglite';
  /** Environment that points the server at this database. */
  env: Record<string, string>;
  /** Runs SQL directly. For PGlite only while no server has the directory open. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

function adminUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Set by the global setup: '1' when PostgreSQL is reachable, '0' when the tests use PGlite. */
export const TEST_POSTGRES_VARIABLE = 'ESTATE_TEST_POSTGRES';

/** True when the PostgreSQL server of DATABASE_URL (or the local default) accepts connections. */
export function probePostgres(): Promise<boolean> {
  return withClient(adminUrl(), async () => true).catch(() => false);
}

export function postgresAvailable(): boolean {
  return process.env[TEST_POSTGRES_VARIABLE] === '1';
}

export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `estate_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl(), (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    env: { DATABASE_URL: databaseUrl },
    query: async (sql, params) => withClient(databaseUrl, async (client) => (await client.query(sql, params)).rows),
    drop: () => withClient(adminUrl(), (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  } as TestDatabase;
}

export async function createPgliteDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'estate-pglite-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    query: async (sql, params = []) => {
      const script = join(__dirname, 'pglite-query.mjs');
      const args = [script, join(dataDir, 'pglite'), sql, JSON.stringify(params)];
      const { stdout } = await promisify(execFile)(process.execPath, args);
      return JSON.parse(stdout);
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  } as TestDatabase;
}

/** PostgreSQL when a server is reachable, else embedded PGlite. */
export async function createTestDatabase(): Promise<TestDatabase> {
  return postgresAvailable() ? createPostgresDatabase() : createPgliteDatabase();
}

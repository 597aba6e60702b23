import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { adminUrl, postgresReachable, TEST_POSTGRES_VARIABLE } from './global-setup.js';

/** A database of its own for one test file: a fresh PostgreSQL database, or an embedded PGlite directory. */
export interface TestDatabase {
  kind: 'postgres' | 'pglite';
  /** Environment that points the server at this database. */
  env: Record<string, string>;
  /** Runs SQL directly. For PGlite only while no server has the directory open. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
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

/** True when the global setup reached PostgreSQL (DATABASE_URL, or the local default server). */
export function postgresAvailable(): boolean {
  return process.env[TEST_POSTGRES_VARIABLE] === '1';
}

/** A new PostgreSQL database, empty or a copy of `template` (a database nobody is connected to). */
export async function createPostgresDatabase(template?: string): Promise<TestDatabase> {
  const name = `estate_test_${randomBytes(6).toString('hex')}`;
  const copy = template ? ` TEMPLATE "${template}"` : '';
  await withClient(adminUrl(), (client) => client.query(`CREATE DATABASE "${name}"${copy}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    env: { DATABASE_URL: databaseUrl },
    query: async (sql, params) => withClient(databaseUrl, async (client) => (await client.query(sql, params)).rows),
    drop: () =>
      withClient(adminUrl(), (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
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

/** Like postgresAvailable(), but probes the server itself when the global setup of this project did not run. */
export async function detectPostgres(): Promise<boolean> {
  if (process.env[TEST_POSTGRES_VARIABLE] === undefined) {
    process.env[TEST_POSTGRES_VARIABLE] = (await postgresReachable()) ? '1' : '0';
  }
  return postgresAvailable();
}

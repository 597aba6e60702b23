import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

// Jest loads a global setup without its module mapper, so this file imports nothing relative; database.ts reads these.
export const TEST_POSTGRES_VARIABLE = 'ESTATE_TEST_POSTGRES';
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
}

/** True when the PostgreSQL server of DATABASE_URL (or the local default) accepts connections. */
export async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Builds the server from the current sources (the HTTP tests run the build; swc takes well under a second),
 * and records once whether PostgreSQL is reachable, for the test workers to read synchronously.
 */
export default async function globalSetup(): Promise<void> {
  execFileSync(process.execPath, [join(__dirname, '../../../scripts/build-services.mjs')], { stdio: 'inherit' });
  process.env[TEST_POSTGRES_VARIABLE] = (await postgresReachable()) ? '1' : '0';
}

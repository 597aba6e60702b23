import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
// Jest loads the global setup without its module mapper, so the import names the TypeScript file itself.
import { TEST_POSTGRES_VARIABLE, probePostgres } from './database.ts';

/**
 * Builds the server from the current sources (the HTTP tests run the build; swc takes about a second), and
 * records once whether PostgreSQL is reachable, for the test workers to read synchronously.
 */
export default async function globalSetup(): Promise<void> {
  execFileSync(process.execPath, [join(__dirname, '../../../scripts/build-services.mjs')], { stdio: 'inherit' });
  process.env[TEST_POSTGRES_VARIABLE] = (await probePostgres()) ? '1' : '0';
}

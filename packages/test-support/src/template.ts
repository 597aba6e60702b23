import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { adminUrl } from './global-setup.js';

/** Set to `off` to give every test server a database it migrates and seeds itself. */
export const TEMPLATE_VARIABLE = 'ESTATE_TEST_TEMPLATE';

/** A migrated and seeded database, with the files its seed put in the object store, that test databases copy. */
export interface SeededTemplate {
  database: string;
  dataDir: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/**
 * What the template depends on: the built server (its migrations and seed steps) and the day in Riyadh (the seed
 * writes dates relative to today).
 */
function templateKey(serverDir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(serverDir).filter((name) => name.endsWith('.js'))) {
    hash
      .update(file)
      .update(String(statSync(file).size))
      .update(readFileSync(file));
  }
  hash.update(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date()));
  return hash.digest('hex').slice(0, 16);
}

async function withAdmin<T>(use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A template is in use while test servers copy it: each copy marks it, and one unmarked this long may be dropped. */
const TEMPLATE_IDLE_MS = 30 * 60_000;

const templateDir = (key: string) => join(tmpdir(), `estate-tpl-${key}`);

/** When a test server last copied the template of `key` (0: never, or its files are gone). */
async function lastUsed(key: string): Promise<number> {
  try {
    return (await stat(join(templateDir(key), '.seeded'))).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The seeded template of this build and day, made once (by starting the server on an empty database and stopping
 * it) and reused by every later test server: copying it is a file copy, where migrating and seeding takes seconds.
 * Other builds' templates are dropped when a new one is made, unless one was copied in the last half hour (another
 * checkout's run on the same PostgreSQL is still using it). Made under an advisory lock, so parallel runs make it once.
 */
export async function seededTemplate(
  serverDir: string,
  seed: (env: Record<string, string>) => Promise<void>,
): Promise<SeededTemplate | null> {
  if (process.env[TEMPLATE_VARIABLE] === 'off') return null;
  const key = templateKey(serverDir);
  const template: SeededTemplate = {
    database: `estate_tpl_${key}`,
    dataDir: templateDir(key),
  };
  const marker = join(template.dataDir, '.seeded');
  return withAdmin(async (admin) => {
    await admin.query(`SELECT pg_advisory_lock(hashtext('estate_test_template'))`);
    try {
      const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template.database]);
      if (found.rowCount && existsSync(marker)) {
        const now = new Date();
        await utimes(marker, now, now);
        return template;
      }

      const older = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'estate\\_tpl\\_%'`,
      );
      for (const { datname } of older.rows) {
        const olderKey = datname.slice('estate_tpl_'.length);
        if (olderKey !== key && Date.now() - (await lastUsed(olderKey)) < TEMPLATE_IDLE_MS) continue;
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        await rm(templateDir(olderKey), { recursive: true, force: true });
      }
      await rm(template.dataDir, { recursive: true, force: true });
      await mkdir(template.dataDir, { recursive: true });
      await admin.query(`CREATE DATABASE "${template.database}"`);
      const url = new URL(adminUrl());
      url.pathname = `/${template.database}`;
      await seed({ DATABASE_URL: url.toString(), DATA_DIR: template.dataDir });
      await writeFile(marker, new Date().toISOString());
      return template;
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext('estate_test_template'))`);
    }
  });
}

import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../packages/test-support/src/smtp-sink.js';

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (`/usr/lib/postgresql/<version>/bin`), newest version first. */
function serverBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` account. */
const asServerUser = (command: string, args: string[]) =>
  isRoot() ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);

/** Whether a PostgreSQL server of its own can be started here (the server binaries are installed). */
export const privatePostgresAvailable = (): boolean => serverBinaries() !== null;

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: sessions are cut), as an outage does. */
  halt(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

/** A PostgreSQL server of its own on a free port (trust auth), for tests that stop and start the database. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = await mkdtemp(join(tmpdir(), 'estate-pg-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(group));
  }
  await asServerUser(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args: string[]) => asServerUser(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const start = async () => {
    await ctl('-o', options, '-l', join(dir, 'server.log'), '-w', 'start');
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    halt: async () => {
      await ctl('-m', 'fast', '-w', 'stop');
    },
    start,
    destroy: async () => {
      await ctl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../packages/test-support/src/smtp-sink.js';
import { becomesTrue } from './wait.js';

/** PgBouncer's program: on the PATH, or where Debian's package puts it (/usr/sbin, not on every PATH). */
const PGBOUNCER = ['pgbouncer', '/usr/sbin/pgbouncer'].find((program) => {
  try {
    execFileSync(program, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
export const pgbouncerInstalled = PGBOUNCER !== undefined;
if (!pgbouncerInstalled) console.warn('PgBouncer test skipped: pgbouncer is not installed (.ci/run installs it)');

export interface PgBouncer {
  /** The pooled URL of a database of the server. */
  url(database: string): string;
  stop(): Promise<void>;
}

/** PgBouncer in transaction mode in front of the PostgreSQL server of `databaseUrl`, for every database on it. */
export async function startPgBouncer(databaseUrl: string): Promise<PgBouncer> {
  const server = new URL(databaseUrl);
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'estate-pgbouncer-'));
  const config = join(dir, 'pgbouncer.ini');
  const login = [
    `host=${server.hostname}`,
    `port=${server.port || 5432}`,
    `user=${decodeURIComponent(server.username)}`,
    ...(server.password ? [`password=${decodeURIComponent(server.password)}`] : []),
  ].join(' ');
  await writeFile(
    config,
    [
      '[databases]',
      `* = ${login}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      'default_pool_size = 8',
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: it is then started as nobody, who must read its settings.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(dir, 0o755);
    await chmod(config, 0o644);
  }
  const child: ChildProcess = spawn(PGBOUNCER!, [...(asRoot ? ['-u', 'nobody'] : []), config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = await becomesTrue(async () => output.includes('process up'), 10_000);
  if (!listening) throw new Error(`PgBouncer did not start:\n${output}`);
  return {
    url: (database) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    stop: async () => {
      const exit = new Promise((done) => child.once('exit', done));
      child.kill('SIGINT');
      await exit;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

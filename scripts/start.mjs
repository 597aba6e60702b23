#!/usr/bin/env node
/**
 * npm start: install what is missing, build what changed, then serve the API, the shell and
 * every remote from one process. Without DATABASE_URL an embedded PostgreSQL (PGlite) under
 * var/ is migrated and seeded.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, run } from './ensure-installed.mjs';
import { root } from './web-apps.mjs';

/** The address to open, the database in use and the demo accounts, once the server listens. */
async function printWelcome(url, database) {
  const { ROLES, DEMO_PASSWORD, demoEmailFor } = await import('../packages/contracts/dist/index.js');
  const accounts = ROLES.map((role) => `    ${role.padEnd(17)} ${demoEmailFor(role)}`);
  console.log(
    [
      '',
      `  Open      ${url}`,
      `  API docs  ${url}/api/docs`,
      `  Database  ${database ?? 'unknown'}`,
      '',
      `  Demo accounts (password ${DEMO_PASSWORD}):`,
      ...accounts,
      '',
    ].join('\n'),
  );
}

ensureInstalled();
if (run(process.execPath, [path.join(root, 'scripts/build.mjs')]) !== 0) process.exit(1);

const server = spawn(process.execPath, [path.join(root, 'services/dist/main.js')], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { PORT: '3000', ...process.env },
});
// The server's own lines pass through (request logs are one short line each unless NODE_ENV=production or
// LOG_FORMAT=json); its "Database:" and "Listening on" lines become the welcome.
let announced = false;
let database = null;
let pending = '';
server.stdout.on('data', (chunk) => {
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop();
  for (const line of lines) {
    const databaseLine = /^Database: (.+)$/.exec(line);
    const listening = !announced && /^Listening on (\S+)/.exec(line);
    if (databaseLine) database = databaseLine[1];
    else if (listening) {
      announced = true;
      void printWelcome(listening[1], database);
    } else process.stdout.write(`${line}\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

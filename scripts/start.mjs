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

async function printWelcome(url) {
  const { ROLES, DEMO_PASSWORD, demoEmailFor } = await import('../packages/contracts/dist/index.js');
  const accounts = ROLES.map((role) => `    ${role.padEnd(17)} ${demoEmailFor(role).padEnd(32)} ${DEMO_PASSWORD}`);
  console.log(`\n  Open ${url}\n  API docs: ${url}/api/docs\n\n  Demo accounts:\n${accounts.join('\n')}\n`);
}

ensureInstalled();
if (run(process.execPath, [path.join(root, 'scripts/build.mjs')]) !== 0) process.exit(1);

const server = spawn(process.execPath, [path.join(root, 'services/dist/main.js')], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { PORT: '3000', ...process.env },
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const match = !announced && /Listening on (\S+)/.exec(chunk.toString());
  if (match) {
    announced = true;
    void printWelcome(match[1]);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './web-apps.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('install: installing dependencies from package-lock.json ...');
  // `npm install` rather than `npm ci`: it keeps node_modules when present and tolerates the
  // platform-specific optional packages that npm leaves out of a lockfile written on Linux.
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('dependency install failed');
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webApps = ['shell', 'mfe-public', 'mfe-admin', 'mfe-estate', 'mfe-portals'];

const sharedInputs = [
  'packages/platform/src',
  'packages/platform/build',
  'packages/platform/federation.cjs',
  'packages/platform/package.json',
  'packages/contracts/src',
  'package-lock.json',
];

function* files(target) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    yield* files(path.join(target, entry.name));
  }
}

/** A fingerprint of everything a build reads, so an unchanged app is not built twice. */
export function inputHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export const appInputs = (app) => [app + '/src', app + '/webpack.config.cjs', app + '/package.json', ...sharedInputs];

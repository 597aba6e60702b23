#!/usr/bin/env node
/**
 * npm test: install what is missing, build what changed, then lint, type-check and run every
 * jest project (unit, API against PostgreSQL or the embedded database, browser in Chromium).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, run } from './ensure-installed.mjs';
import { root } from './web-apps.mjs';

const node = process.execPath;
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const failures = [];
const step = (name, status) => {
  if (status !== 0) failures.push(name);
};

ensureInstalled();
step('build', run(node, [path.join(root, 'scripts/build.mjs')]));
if (failures.length) {
  console.error('npm test: the build failed; nothing was tested.');
  process.exit(1);
}

step('eslint', run(node, [bin('eslint', 'bin/eslint.js'), '.']));
step('prettier', run(node, [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']));
step('typecheck', run(node, [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json']));

if (!existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')) {
  console.error('npm test: Chromium is missing (apt-get install -y chromium); the browser tests will fail.');
}

mkdirSync(path.join(root, 'var'), { recursive: true });
const resultsFile = path.join(root, 'var', 'jest-results.json');
step(
  'jest',
  run(node, [
    bin('jest', 'bin/jest.js'),
    '--runInBand',
    '--json',
    `--outputFile=${resultsFile}`,
    ...process.argv.slice(2),
  ]),
);

if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  console.log(
    `\nchecks: ${failures.filter((f) => f !== 'jest').length ? 'failed: ' + failures.join(', ') : 'eslint, prettier and typecheck passed'}`,
  );
  console.log(
    `tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`,
  );
}
process.exit(failures.length ? 1 : 0);

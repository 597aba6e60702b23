#!/usr/bin/env node
/**
 * npm test: install what is missing, build what changed, then lint, type-check and run every
 * jest project (unit, API against PostgreSQL or the embedded database, browser in Chromium), in two lanes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * Two lanes at once, each a jest run in band: the unit and API tests, and the browser tests. They share no state
 * (every API test and every browser test file starts its own server on its own database), and on two cores the
 * browser lane's waits for pages overlap the API lane's work: the run takes about the longer lane, not the sum.
 */
const lanes = [
  { name: 'unit and API tests', projects: ['unit', 'services'] },
  { name: 'browser tests', projects: ['browser'] },
];
const laneRuns = lanes.map((lane, index) => {
  const resultsFile = path.join(root, 'var', `jest-results-${index}.json`);
  rmSync(resultsFile, { force: true });
  const child = spawn(
    node,
    [
      bin('jest', 'bin/jest.js'),
      '--runInBand',
      '--passWithNoTests',
      // A test that leaves a socket open must not keep the run from ending (its results are already written).
      '--forceExit',
      '--json',
      `--outputFile=${resultsFile}`,
      '--selectProjects',
      ...lane.projects,
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return new Promise((resolve) => child.on('close', (code) => resolve({ lane, resultsFile, status: code ?? 1 })));
});
const finished = await Promise.all(laneRuns);
for (const { lane, status } of finished) step(`jest (${lane.name})`, status);

const totals = { passed: 0, failed: 0, skipped: 0, suites: 0, failedSuites: 0 };
for (const { resultsFile } of finished) {
  if (!existsSync(resultsFile)) continue;
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  totals.passed += results.numPassedTests;
  totals.failed += results.numFailedTests;
  totals.skipped += results.numPendingTests;
  totals.suites += results.numTotalTestSuites;
  totals.failedSuites += results.numFailedTestSuites;
}
const checks = failures.filter((f) => !f.startsWith('jest'));
console.log(`\nchecks: ${checks.length ? 'failed: ' + checks.join(', ') : 'eslint, prettier and typecheck passed'}`);
console.log(`test suites: ${totals.suites - totals.failedSuites} passed, ${totals.failedSuites} failed`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

#!/usr/bin/env node
/** npm run bench: builds what changed, runs every benchmark and writes BENCHMARKS.md. */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, run } from './ensure-installed.mjs';
import { root } from './web-apps.mjs';

ensureInstalled();
if (run(process.execPath, [path.join(root, 'scripts/build.mjs')]) !== 0) process.exit(1);

const { benchFrontend } = await import('./bench-frontend.mjs');
const { benchApi } = await import('./bench-api.mjs');
const sections = [await benchFrontend(), await benchApi()];

const header = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB. Absolute times on a shared machine are noisy; compare figures from the same run.`,
  '',
];
const text = [...header, ...sections.flatMap((lines) => [...lines, ''])].join('\n');
writeFileSync(path.join(root, 'BENCHMARKS.md'), text);
console.log(text);

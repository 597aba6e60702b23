#!/usr/bin/env node
/**
 * npm run bench: builds what changed, runs every benchmark and writes BENCHMARKS.md.
 * `npm run bench -- front-end` (or `api`) runs one of them and replaces only its section of the file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, run } from './ensure-installed.mjs';
import { root } from './web-apps.mjs';

const only = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (only && !['front-end', 'api'].includes(only)) {
  console.error(`unknown benchmark "${only}": front-end or api`);
  process.exit(1);
}

ensureInstalled();
if (run(process.execPath, [path.join(root, 'scripts/build.mjs')]) !== 0) process.exit(1);

const { benchFrontend } = await import('./bench-frontend.mjs');
const { benchApi } = await import('./bench-api.mjs');
const file = path.join(root, 'BENCHMARKS.md');

/** The sections of the file as written before: the front end's starts with "## Front end", the API's with "## API". */
function previousSections() {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  const api = text.indexOf('\n## API');
  const front = text.indexOf('\n## Front end');
  if (api < 0 || front < 0 || front > api) return {};
  return {
    'front-end': text
      .slice(front + 1, api)
      .trimEnd()
      .split('\n'),
    api: text
      .slice(api + 1)
      .trimEnd()
      .split('\n'),
  };
}

const previous = previousSections();
const sections = [
  only && only !== 'front-end' && previous['front-end']
    ? previous['front-end']
    : only === 'api'
      ? []
      : await benchFrontend(),
  only && only !== 'api' && previous.api ? previous.api : only === 'front-end' ? [] : await benchApi(),
].filter((lines) => lines.length);

const header = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB. Absolute times on a shared machine are noisy; compare figures from the same run.${only ? ` This run measured the ${only === 'api' ? 'API' : 'front end'} only; the other section is from the run before.` : ''}`,
  '',
];
const text = [...header, ...sections.flatMap((lines) => [...lines, ''])].join('\n');
writeFileSync(file, text);
console.log(text);

#!/usr/bin/env node
/**
 * npm run bench: builds what changed, runs every benchmark and writes BENCHMARKS.md.
 * `npm run bench -- front-end` (or `api`, `auctions`, `dashboard`, `money`) runs one of them and replaces only its section of the file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, run } from './ensure-installed.mjs';
import { root } from './web-apps.mjs';

/** The benchmarks in the order of the file, each with the heading its section (or sections) start with. */
const BENCHMARKS = [
  { name: 'front-end', title: 'front end', heading: '## Front end' },
  { name: 'api', title: 'API', heading: '## API' },
  { name: 'auctions', title: 'auctions', heading: '## Auctions' },
  { name: 'dashboard', title: 'dashboard', heading: '## Dashboard' },
  { name: 'money', title: 'money figures', heading: '## Money figures' },
];

const only = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (only && !BENCHMARKS.some((benchmark) => benchmark.name === only)) {
  console.error(`unknown benchmark "${only}": ${BENCHMARKS.map((benchmark) => benchmark.name).join(', ')}`);
  process.exit(1);
}

ensureInstalled();
if (run(process.execPath, [path.join(root, 'scripts/build.mjs')]) !== 0) process.exit(1);

const { benchFrontend } = await import('./bench-frontend.mjs');
const { benchApi } = await import('./bench-api.mjs');
const { benchAuctions } = await import('./bench-auctions.mjs');
const { benchDashboard } = await import('./bench-dashboard.mjs');
const { benchMoney } = await import('./bench-money.mjs');
const runners = {
  'front-end': benchFrontend,
  api: benchApi,
  auctions: benchAuctions,
  dashboard: benchDashboard,
  money: benchMoney,
};
const file = path.join(root, 'BENCHMARKS.md');

/** The sections of the file as written before, by benchmark: each top-level section goes to the one it starts with. */
function previousSections() {
  if (!existsSync(file)) return {};
  const sections = {};
  let current = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('## ')) current = BENCHMARKS.find((benchmark) => line.startsWith(benchmark.heading)) ?? null;
    if (current) (sections[current.name] ??= []).push(line);
  }
  for (const lines of Object.values(sections)) while (lines.length && !lines.at(-1).trim()) lines.pop();
  return sections;
}

const previous = previousSections();
const sections = [];
for (const benchmark of BENCHMARKS) {
  if (!only || only === benchmark.name) sections.push(await runners[benchmark.name]());
  else if (previous[benchmark.name]) sections.push(previous[benchmark.name]);
}

const header = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB. Absolute times on a shared machine are noisy; compare figures from the same run.${only ? ` This run measured the ${BENCHMARKS.find((benchmark) => benchmark.name === only).title} only; the other sections are from the run before.` : ''}`,
  '',
];
const text = [...header, ...sections.flatMap((lines) => [...lines, ''])].join('\n');
writeFileSync(file, text);
console.log(text);

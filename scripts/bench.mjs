#!/usr/bin/env node
/**
 * npm run bench: builds what changed, runs every benchmark and writes BENCHMARKS.md.
 * `npm run bench -- front-end` (or `api`, `auctions`, `dashboard`, `money`, `isolation`) runs one of them and replaces only its
 * section of the file. Sections no benchmark writes (figures measured by hand) are kept where they are.
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
  { name: 'isolation', title: 'listing under heavy work', heading: '## Isolation' },
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
const { benchIsolation } = await import('./bench-isolation.mjs');
const runners = {
  'front-end': benchFrontend,
  api: benchApi,
  auctions: benchAuctions,
  dashboard: benchDashboard,
  money: benchMoney,
  isolation: benchIsolation,
};
const file = path.join(root, 'BENCHMARKS.md');

/**
 * The top-level sections of the file as written before, in order, each with the benchmark whose heading it starts
 * with (null for one written by hand). The header before the first section is left out: it is written anew.
 */
function previousSections() {
  if (!existsSync(file)) return [];
  const sections = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('## ')) {
      const benchmark = BENCHMARKS.find((candidate) => line.startsWith(candidate.heading));
      sections.push({ name: benchmark?.name ?? null, lines: [] });
    }
    sections.at(-1)?.lines.push(line);
  }
  for (const { lines } of sections) while (lines.length && !lines.at(-1).trim()) lines.pop();
  return sections;
}

const previous = previousSections();
const measured = {};
for (const benchmark of BENCHMARKS) {
  if (!only || only === benchmark.name) measured[benchmark.name] = await runners[benchmark.name]();
}
// Each benchmark measured now takes the place of its first section before (its other sections are in its new
// lines); a new one goes at the end; every other section stays as it was.
const sections = [];
const placed = new Set();
for (const section of previous) {
  if (!section.name || !measured[section.name]) sections.push(section.lines);
  else if (!placed.has(section.name)) {
    sections.push(measured[section.name]);
    placed.add(section.name);
  }
}
for (const benchmark of BENCHMARKS) {
  if (measured[benchmark.name] && !placed.has(benchmark.name)) sections.push(measured[benchmark.name]);
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

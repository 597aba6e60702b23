/**
 * First-load cost of the home page and of each area in headless Chromium: gzip bytes of the
 * JavaScript and CSS fetched, number of requests, time until the page's main content shows.
 */
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { kb, median, startServer } from './bench-support.mjs';
import { root } from './web-apps.mjs';

const RUNS = 5;
const pages = [
  { name: 'Home `/`', path: '/', marker: 'home-page' },
  { name: 'About `/about`', path: '/about', marker: 'about-page' },
  { name: 'Admin `/dashboard` (signed in)', path: '/dashboard', marker: 'admin-layout', signIn: true },
  { name: 'Admin `/admin/users` (signed in)', path: '/admin/users', marker: 'admin-layout', signIn: true },
  {
    name: 'Estate `/estate/properties` (signed in)',
    path: '/estate/properties',
    marker: 'estate-layout',
    signIn: true,
  },
  { name: 'Portals `/owner-dashboard` (signed in)', path: '/owner-dashboard', marker: 'portals-layout', signIn: true },
  { name: 'Sign-in `/login`', path: '/login', marker: 'login-submit' },
];

async function measure(browser, baseUrl, target) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (target.signIn) {
    const { DEMO_ADMIN } = await import('../packages/contracts/dist/index.js');
    const answer = await context.request.post(baseUrl + '/api/auth/login', { data: DEMO_ADMIN });
    if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()}`);
  }
  const page = await context.newPage();
  const bodies = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      bodies.push({ type, size: gzipSync(await response.body(), { level: 9 }).length });
    } catch {
      /* a response without a body (redirect) carries no bytes */
    }
  });
  await page.goto(baseUrl + target.path);
  await page.getByTestId(target.marker).waitFor();
  const elapsed = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (type) => bodies.filter((body) => body.type === type).reduce((total, body) => total + body.size, 0);
  return { js: sum('script'), css: sum('stylesheet'), requests, elapsed };
}

function remoteSizes() {
  const rows = [];
  for (const app of ['mfe-public', 'mfe-admin', 'mfe-estate', 'mfe-portals']) {
    const dist = path.join(root, app, 'dist');
    const files = readdirSync(dist);
    const size = (file) => {
      const bytes = readFileSync(path.join(dist, file));
      return { raw: statSync(path.join(dist, file)).size, gzip: gzipSync(bytes, { level: 9 }).length };
    };
    const entry = size('remoteEntry.js');
    const exposed = files.filter((file) => file.startsWith('__federation_expose_') && file.endsWith('.js')).map(size);
    const exposedGzip = exposed.reduce((total, file) => total + file.gzip, 0);
    const exposedRaw = exposed.reduce((total, file) => total + file.raw, 0);
    rows.push(`| ${app} | ${kb(entry.raw)} | ${kb(entry.gzip)} | ${kb(exposedRaw)} | ${kb(exposedGzip)} |`);
  }
  return rows;
}

export async function benchFrontend() {
  const server = await startServer();
  const settings = JSON.parse(readFileSync(path.join(root, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || settings.executablePath,
    args: settings.args,
  });
  const lines = [
    '## Front end: first load (cold cache)',
    '',
    `Each page opened ${RUNS} times in a fresh browser context; medians. JS and CSS are the gzip (level 9) sizes of every script and stylesheet fetched; requests count everything, API calls included.`,
    '',
    '| Page | JS gzip | CSS gzip | Requests | Time to main content |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  try {
    await measure(browser, server.baseUrl, pages[0]);
    for (const target of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, server.baseUrl, target));
      lines.push(
        `| ${target.name} | ${kb(median(runs.map((r) => r.js)))} | ${kb(median(runs.map((r) => r.css)))} | ${median(runs.map((r) => r.requests))} | ${median(runs.map((r) => r.elapsed)).toFixed(0)} ms |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  lines.push(
    '',
    '### Remote builds',
    '',
    '| Remote | remoteEntry.js | gzip | exposed chunks | gzip |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...remoteSizes(),
  );
  return lines;
}

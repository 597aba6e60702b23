/**
 * First load of the public and signed-in pages as a visitor on a phone gets them: bytes actually
 * transferred (compressed, as the browser counts them), requests, LCP and CLS measured in Chromium at a
 * phone's size, and Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown): performance score,
 * LCP, TBT and CLS. Medians of several runs. Timings are reported, never judged.
 */
/* global window */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { kb, median, signInCookie, startServer } from './bench-support.mjs';
import { root } from './web-apps.mjs';

const require = createRequire(import.meta.url);
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const PHONE = { width: 390, height: 844 };

const pages = [
  { name: 'Home', path: '/', marker: 'home-page' },
  { name: 'Listings', path: '/properties', marker: 'properties-page' },
  { name: 'Property', path: '/property/{id}', marker: 'property-detail' },
  { name: 'Auctions', path: '/auctions', marker: 'auctions-page' },
  { name: 'Sign-in', path: '/login', marker: 'login-submit' },
  { name: 'Dashboard (signed in)', path: '/dashboard', marker: 'admin-layout', signIn: true },
  { name: 'Estate properties (signed in)', path: '/estate/properties', marker: 'estate-layout', signIn: true },
];

/** Adds up layout shifts (as CLS does) and notes the largest contentful paint, from before any script. */
function observeVitals() {
  const vitals = { cls: 0, lcp: 0 };
  Object.assign(window, { __vitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function browse(browser, baseUrl, target, cookie, language) {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const cookies = [{ name: 'lang', value: language, url: baseUrl }];
    for (const pair of cookie ? cookie.split('; ') : []) {
      const [name, ...value] = pair.split('=');
      cookies.push({ name, value: value.join('='), url: baseUrl });
    }
    await context.addCookies(cookies);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    let requests = 0;
    page.on('request', () => (requests += 1));
    await page.goto(baseUrl + target.url);
    await page.getByTestId(target.marker).first().waitFor();
    await page.waitForLoadState('load');
    // A page with a map frame never goes quiet (the frame's host is out of reach here): settle for a lull.
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    const vitals = await page.evaluate(() => window.__vitals);
    let transferred = 0;
    let scripts = 0;
    for (const request of finished) {
      const sizes = await request.sizes().catch(() => undefined);
      if (!sizes) continue;
      transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      if (request.resourceType() === 'script') scripts += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    return { transferred, scripts, requests, lcp: vitals.lcp, cls: vitals.cls };
  } finally {
    await context.close();
  }
}

/**
 * One Lighthouse run of the mobile preset. Lighthouse sometimes loses the trace of a load (NO_NAVSTART,
 * "please run Lighthouse again"); such a run is repeated, up to three times, instead of ending the benchmark.
 */
async function lighthouse(url, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|run Lighthouse again/i.test(String(error))) throw error;
      console.warn(`lighthouse: ${url}: run again after "${String(error).slice(0, 120)}"`);
    }
  }
}

/** One Lighthouse run of the mobile preset, in its own headless Chromium (never a downloaded one). */
function lighthouseOnce(url, cookie) {
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-500)}`));
      const report = JSON.parse(out);
      if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.message}`));
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      });
    });
  });
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

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const shift = (value) => value.toFixed(3);

export async function benchFrontend() {
  const server = await startServer();
  const settings = JSON.parse(readFileSync(path.join(root, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || settings.executablePath,
    args: settings.args,
  });
  const visitor = [
    '| Page | Transferred | Scripts | Requests | LCP | CLS (ar) | CLS (en) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const mobile = [
    '| Page | Performance | LCP | TBT | CLS | Transferred | Accessibility |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  try {
    const { properties } = await (await fetch(server.baseUrl + '/api/properties')).json();
    // The demo admin's session, for the pages only staff see.
    const { DEMO_ADMIN } = await import('../packages/contracts/dist/index.js');
    const cookie = await signInCookie(server.baseUrl, DEMO_ADMIN);
    for (const target of pages) {
      const url = target.path.replace('{id}', properties[0].id);
      const label = `${target.name} \`${target.path}\``;
      const session = target.signIn ? cookie : undefined;
      const runs = { ar: [], en: [] };
      // A first, unmeasured load: the server's caches are warm, as they are for every visitor but the first.
      await browse(browser, server.baseUrl, { ...target, url }, session, 'ar');
      for (let i = 0; i < RUNS; i += 1) {
        for (const language of ['ar', 'en']) {
          runs[language].push(await browse(browser, server.baseUrl, { ...target, url }, session, language));
        }
      }
      const of = (language, key) => median(runs[language].map((run) => run[key]));
      visitor.push(
        `| ${label} | ${kb(of('ar', 'transferred'))} | ${kb(of('ar', 'scripts'))} | ${of('ar', 'requests')} | ${ms(of('ar', 'lcp'))} | ${shift(of('ar', 'cls'))} | ${shift(of('en', 'cls'))} |`,
      );
      const scored = [];
      for (let i = 0; i < RUNS; i += 1) scored.push(await lighthouse(server.baseUrl + url, session));
      const m = (key) => median(scored.map((run) => run[key]));
      mobile.push(
        `| ${label} | ${m('score')} | ${seconds(m('lcp'))} | ${ms(m('tbt'))} | ${shift(m('cls'))} | ${kb(m('bytes'))} | ${m('accessibility')} |`,
      );
      console.log(visitor.at(-1));
      console.log(mobile.at(-1));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return [
    '## Front end: first load on a phone (cold cache)',
    '',
    `Each page loaded ${RUNS} times per language in a fresh Chromium context at 390 × 844 (after one unmeasured load), medians. Transferred: every answer's bytes as sent (compressed) with its headers; Scripts: the same for the scripts alone (KB = 1,024 bytes); requests count everything, API calls included; LCP and CLS from the page's own performance entries, unthrottled on this machine.`,
    '',
    ...visitor,
    '',
    `### Lighthouse, mobile preset`,
    '',
    `Lighthouse ${require('lighthouse/package.json').version}, default mobile settings (simulated slow 4G, 4× CPU slowdown), ${RUNS} runs per page, medians; signed-in pages with the demo admin's session cookie. TBT is the simulated Total Blocking Time, so it depends on how busy this machine's CPU was.`,
    '',
    ...mobile,
    '',
    '### Remote builds',
    '',
    '| Remote | remoteEntry.js | gzip | exposed chunks | gzip |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...remoteSizes(),
  ];
}

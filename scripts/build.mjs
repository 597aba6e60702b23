#!/usr/bin/env node
/**
 * Builds what changed: the five front-end apps (webpack, two at a time) and the API.
 * Usage: node scripts/build.mjs [app ...] [--force]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { appInputs, inputHash, root, webApps } from './web-apps.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const force = args.includes('--force');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const selected = wanted.length ? wanted : [...webApps, 'services'];

const stampFile = (app) => path.join(root, app, 'dist', '.build-stamp');

function compile(configs) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      const info = stats.toJson({ all: false, errors: true, warnings: true });
      if (stats.hasErrors()) {
        for (const e of info.errors ?? info.children?.flatMap((c) => c.errors) ?? []) console.error(e.message ?? e);
        return reject(new Error('webpack reported errors'));
      }
      resolve(stats);
    });
  });
}

async function buildWebApps(apps) {
  const todo = apps.filter((app) => {
    const hash = inputHash(appInputs(app));
    const fresh = !force && existsSync(stampFile(app)) && readFileSync(stampFile(app), 'utf8') === hash;
    if (fresh) console.log(`build: ${app} is up to date`);
    return !fresh;
  });
  if (!todo.length) return;
  const started = Date.now();
  const configs = todo.map((app) => {
    const factory = require(path.join(root, app, 'webpack.config.cjs'));
    return factory({}, { mode: 'production' });
  });
  configs.parallelism = 2;
  console.log(`build: ${todo.join(', ')} ...`);
  await compile(configs);
  for (const app of todo) {
    // A build written elsewhere (MFE_OUTPUT_PATH) still records its inputs beside the app.
    mkdirSync(path.dirname(stampFile(app)), { recursive: true });
    writeFileSync(stampFile(app), inputHash(appInputs(app)));
  }
  console.log(`build: front ends done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function buildServices() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build-services.mjs'), ...(force ? ['--force'] : [])],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  if (result.status !== 0) throw new Error('services build failed');
}

/** One build at a time per checkout: a second one waits instead of overwriting the same dist folders. */
async function withBuildLock(work) {
  const lock = path.join(root, 'var', '.build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      let holder = NaN;
      try {
        holder = Number(readFileSync(lock, 'utf8'));
      } catch {
        /* the holder just released it */
      }
      const alive =
        Number.isInteger(holder) &&
        holder > 0 &&
        (() => {
          try {
            process.kill(holder, 0);
            return true;
          } catch {
            return false;
          }
        })();
      if (!alive && Date.now() - started > 2000) rmSync(lock, { force: true });
      if (Date.now() - started > 10 * 60_000) throw new Error('another build held the lock for 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  writeFileSync(lock, String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

try {
  await withBuildLock(async () => {
    await buildWebApps(selected.filter((app) => webApps.includes(app)));
    if (selected.includes('services')) buildServices();
  });
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}

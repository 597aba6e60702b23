#!/usr/bin/env node
/**
 * npm run dev: watch mode.
 *   npm run dev                      all five front ends rebuilt on change (development mode) and the
 *                                    API rebuilt and restarted on change; site on http://localhost:3000
 *   npm run dev -- mfe-estate        one remote standalone, in its dev harness (router, providers and a
 *                                    signed-in demo user), on its own port; /api is proxied to API_URL
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync, watch } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureInstalled, run } from './ensure-installed.mjs';
import { root, webApps } from './web-apps.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const standaloneApp = process.argv.slice(2).find((arg) => webApps.includes(arg) && arg !== 'shell');
ensureInstalled();

function watchWebpack(configs) {
  const compiler = webpack(configs);
  compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
    if (error) return console.error(error);
    console.log(
      stats.toString({ preset: 'errors-warnings', colors: true }) ||
        `dev: rebuilt at ${new Date().toLocaleTimeString()}`,
    );
  });
}

const configFor = (app, env = {}) => require(path.join(root, app, 'webpack.config.cjs'))(env, { mode: 'development' });

if (standaloneApp) {
  const config = configFor(standaloneApp, { standalone: true });
  config.output.path = path.join(root, standaloneApp, 'dist-standalone');
  config.output.publicPath = '/';
  watchWebpack(config);
  const port = config.devServer.port;
  const api = new URL(process.env.API_URL || 'http://localhost:3000');
  http
    .createServer((req, res) => {
      if (req.url.startsWith('/api/')) {
        const proxy = http.request(
          { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode, answer.headers);
            answer.pipe(res);
          },
        );
        proxy.on('error', () => res.writeHead(502).end('API not reachable at ' + api.href));
        return req.pipe(proxy);
      }
      const file = path.join(config.output.path, decodeURIComponent(new URL(req.url, 'http://x').pathname));
      const target =
        file.startsWith(config.output.path) && existsSync(file) && statSync(file).isFile()
          ? file
          : path.join(config.output.path, 'index.html');
      createReadStream(target)
        .on('error', () => res.writeHead(404).end())
        .pipe(res);
    })
    .listen(port, () => console.log(`dev: ${standaloneApp} standalone on http://localhost:${port} (API ${api.href})`));
} else {
  const configs = webApps.map((app) => configFor(app));
  configs.parallelism = 2;
  watchWebpack(configs);
  let server;
  const restart = () => {
    if (run(process.execPath, [path.join(root, 'scripts/build-services.mjs')]) !== 0) return;
    server?.kill('SIGTERM');
    server = spawn(process.execPath, [path.join(root, 'services/dist/main.js')], {
      cwd: root,
      stdio: 'inherit',
      env: { PORT: '3000', ...process.env },
    });
  };
  restart();
  let timer;
  watch(path.join(root, 'services/src'), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(restart, 300);
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      server?.kill(signal);
      process.exit(0);
    });
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './web-apps.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Starts the built server on a free port with its own data folder; resolves its base URL. */
export function startServer(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estate-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'services/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /Listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        resolve({
          baseUrl: `http://127.0.0.1:${match[1]}`,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => {
                rmSync(dataDir, { recursive: true, force: true });
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

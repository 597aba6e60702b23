import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The production shape's files read by their own tools: HAProxy checks haproxy.cfg (`haproxy -c`), and Debian's
 * docker-compose reads docker-compose.yml (`docker-compose config`), each where installed (.ci/run installs both).
 */
const root = join(__dirname, '..');
const installed = (command: string, flag = '--version') => spawnSync(command, [flag], { stdio: 'ignore' }).status === 0;
const withHaproxy = installed('haproxy', '-v') ? it : it.skip;
const withCompose = installed('docker-compose') ? it : it.skip;
if (!installed('haproxy', '-v'))
  console.warn('haproxy.cfg not checked: haproxy is not installed (.ci/run installs it)');
if (!installed('docker-compose'))
  console.warn('docker-compose.yml not read: docker-compose is not installed (.ci/run installs it)');

describe('the production shape (docker-compose.yml, haproxy.cfg)', () => {
  withHaproxy('haproxy.cfg is a valid HAProxy configuration', () => {
    const result = spawnSync('haproxy', ['-c', '-f', join(root, 'haproxy.cfg')], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toContain('Configuration file is valid');
    expect(result.status).toBe(0);
  });

  withCompose('docker-compose.yml is read without a warning, and the api replicas publish no port', () => {
    const read = spawnSync('docker-compose', ['-f', join(root, 'docker-compose.yml'), 'config'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(read.stderr.trim()).toBe('');
    expect(read.status).toBe(0);
    const services = execFileSync('docker-compose', ['-f', join(root, 'docker-compose.yml'), 'config', '--services'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(services.trim().split('\n').sort()).toEqual([
      'api',
      'balancer',
      'db',
      'migrate',
      'objects',
      'objects-bucket',
    ]);
    // The normalized file lists each service's keys indented by four spaces; the api's own part ends at the next one.
    const api = /\n {2}api:\n([\s\S]*?)\n {2}[a-z-]+:\n/.exec(read.stdout)?.[1] ?? '';
    expect(api).toContain('/api/health/live');
    expect(api).not.toMatch(/\n {4}ports:/);
    const balancer = /\n {2}balancer:\n([\s\S]*?)(\n {2}[a-z-]+:\n|\n[a-z]+:\n)/.exec(read.stdout)?.[1] ?? '';
    expect(balancer).toContain('haproxy.cfg');
    expect(balancer).toMatch(/\n {4}ports:/);
  });
});

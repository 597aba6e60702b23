import type { HealthResponse } from '@estate/contracts';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

describe('stopping on SIGTERM', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.stop());

  it('stops being ready while live, answers Connection: close, and finishes a request in flight before it exits', async () => {
    app = await startTestApp({ SHUTDOWN_DRAIN_SECONDS: '60' });
    const { baseUrl } = app;
    // A sign-in whose body is still on its way: the server has it in flight once it answered 100 Continue.
    const body = JSON.stringify({ email: 'nobody@example.sa', password: 'not-the-password' });
    const { hostname, port } = new URL(baseUrl);
    const inFlight = httpRequest({
      hostname,
      port,
      path: '/api/auth/login',
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answered = new Promise<IncomingMessage>((done, fail) => {
      inFlight.once('response', done);
      inFlight.once('error', fail);
    });
    await new Promise((done) => inFlight.once('continue', done));

    const exited = app.server.kill('SIGTERM');
    const readiness = () => fetch(`${baseUrl}/api/health/ready`);
    expect(await becomesTrue(async () => (await readiness()).status === 503, 10_000)).toBe(true);
    const ready = await readiness();
    expect(ready.headers.get('connection')).toBe('close');
    expect((await ready.json()) as HealthResponse).toMatchObject({ status: 'degraded', stopping: true });
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(503);
    const live = await fetch(`${baseUrl}/api/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');

    // The request in flight is answered in full, then the process ends by itself.
    inFlight.end(body);
    const response = await answered;
    let text = '';
    for await (const chunk of response) text += String(chunk);
    expect(response.statusCode).toBe(401);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(text)).toMatchObject({ statusCode: 401 });
    const exit = await exited;
    expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
  });
});

import { type ApiErrorBody, DEMO_PASSWORD, demoEmailFor } from '@estate/contracts';
import { ApiClient } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';

// Its own server: the per-address limit counts every failure from 127.0.0.1 in the file.
describe('failed sign-in throttling', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const login = (email: string, password: string) =>
    new ApiClient(app.baseUrl).post<ApiErrorBody>('/api/auth/login', { email, password });

  it('answers 429 after 5 failures for an account, even with the right password, then the address too', async () => {
    const email = demoEmailFor('manager');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(email, `wrong-${attempt}`)).status).toBe(401);
    }
    const blocked = await login(email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many failed sign-in attempts/),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // The same address has failed 5 times too: another account is refused from it as well.
    expect((await login(demoEmailFor('agent'), DEMO_PASSWORD)).status).toBe(429);
  });

  it('lets the account in again once the failures leave the window', async () => {
    if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
    await app.database.query(`UPDATE login_failures SET created_at = created_at - interval '61 seconds'`);
    expect((await login(demoEmailFor('manager'), DEMO_PASSWORD)).status).toBe(200);
  });
});

import { type ApiErrorBody, DEMO_PASSWORD, demoEmailFor, LOGIN_MAX_FAILURES } from '@estate/contracts';
import { ApiClient, refusalOf } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';

const WRONG_PASSWORD = { status: 401, code: 'INVALID_CREDENTIALS' };
const TOO_MANY_ATTEMPTS = { status: 429, code: 'TOO_MANY_REQUESTS' };

// Its own server, behind a "proxy" it trusts (loopback), so each test can sign in from addresses of its own
// through X-Forwarded-For.
describe('failed sign-in throttling', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => app?.stop());

  const login = (email: string, password: string, address: string) =>
    new ApiClient(app.baseUrl).post<ApiErrorBody>(
      '/api/auth/login',
      { email, password },
      { headers: { 'x-forwarded-for': address } },
    );

  it('refuses an account from an address after 5 failures there, and only that pair', async () => {
    const email = demoEmailFor('manager');
    for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES; attempt++) {
      expect(refusalOf(await login(email, `wrong-${attempt}`, '203.0.113.10'))).toEqual(WRONG_PASSWORD);
    }
    const blocked = await login(email, DEMO_PASSWORD, '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many failed sign-in attempts/),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // Another account from the same address, and the same account from another address, are let in.
    expect((await login(demoEmailFor('agent'), DEMO_PASSWORD, '203.0.113.10')).status).toBe(200);
    expect((await login(email, DEMO_PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('lets no more than 5 guesses through when they are sent all at once', async () => {
    const email = demoEmailFor('maintenance');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => login(email, `guess-${index}`, '203.0.113.30')),
    );
    const refusals = answers.map(refusalOf);
    expect(refusals.filter((refusal) => refusal.status === 401)).toEqual(
      Array(LOGIN_MAX_FAILURES).fill(WRONG_PASSWORD),
    );
    expect(refusals.filter((refusal) => refusal.status === 429)).toEqual(
      Array(20 - LOGIN_MAX_FAILURES).fill(TOO_MANY_ATTEMPTS),
    );
  });

  it('does not block a real account from an address that failed with made-up emails', async () => {
    for (let attempt = 1; attempt <= 25; attempt++) {
      const response = await login(`nobody-${attempt}@example.sa`, 'whatever-1', '203.0.113.20');
      expect([WRONG_PASSWORD, TOO_MANY_ATTEMPTS]).toContainEqual(refusalOf(response));
    }
    // Made-up emails are refused from there by now...
    expect(refusalOf(await login('nobody-26@example.sa', 'whatever-1', '203.0.113.20'))).toEqual(TOO_MANY_ATTEMPTS);
    // ...but the rightful user on that address signs in.
    expect((await login(demoEmailFor('accountant'), DEMO_PASSWORD, '203.0.113.20')).status).toBe(200);
  });

  it('slows down an account attacked from many addresses, but lets the rightful user in', async () => {
    const email = demoEmailFor('owner');
    for (let address = 1; address <= LOGIN_MAX_FAILURES + 1; address++) {
      expect(refusalOf(await login(email, 'wrong-password', `192.0.2.${address}`))).toEqual(WRONG_PASSWORD);
    }
    const started = Date.now();
    const rightful = await login(email, DEMO_PASSWORD, '192.0.2.200');
    expect(rightful.status).toBe(200);
    // Six failures: the next attempt waited (250 ms doubled once); a success clears the count.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.201')).status).toBe(200);
  });

  it('records the client address the trusted proxy names in the audit log', async () => {
    const admin = await new ApiClient(app.baseUrl).signIn(demoEmailFor('admin'));
    await login(demoEmailFor('tenant'), 'wrong-password', '203.0.113.99');
    if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
    const rows = await app.database.query<{ ip: string }>(
      `SELECT ip FROM audit_logs WHERE action = 'auth.login_failed' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]?.ip).toBe('203.0.113.99');
    expect(admin.sessionToken).toBeDefined();
  });
});

import type { ApiErrorBody } from '@estate/contracts';
import { ApiClient, signInAs } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';

// Behind a trusted "proxy" (loopback), so each test speaks from addresses of its own.
describe('rate limits declared per route', () => {
  let app: TestApp;
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => app?.stop());

  const register = (address: string, email: string, password = 'Visitor@2025') =>
    new ApiClient(app.baseUrl).post<ApiErrorBody>(
      '/api/auth/register',
      { name: 'زائر', email, password, role: 'user' },
      from(address),
    );

  it('does not count a request its validation refuses', async () => {
    for (let index = 0; index < 8; index++) {
      const refused = await register('203.0.113.80', `not-an-email-${index}`);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    for (let index = 1; index <= 5; index++) {
      expect((await register('203.0.113.80', `counted-${index}@example.sa`)).status).toBe(202);
    }
    const over = await register('203.0.113.80', 'one-too-many@example.sa');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many accounts were registered from this address/),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const { retryAfterSeconds } = over.body.details as { retryAfterSeconds: number };
    expect(Number(over.headers.get('retry-after'))).toBe(retryAfterSeconds);
  });

  it('counts a registration with a taken email (answered as any other), so mailing an account is limited too', async () => {
    for (let index = 1; index <= 5; index++) {
      expect((await register('203.0.113.81', 'admin@dar-estate.sa')).status).toBe(202);
    }
    const over = await register('203.0.113.81', 'fresh@example.sa');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('TOO_MANY_REQUESTS');
  });

  /** Calls `call` `allowed` times (each not 429), then once more: 429 TOO_MANY_REQUESTS naming the allowance. */
  async function refusedAfter(allowed: number, call: () => Promise<{ status: number; body: unknown }>) {
    for (let index = 1; index <= allowed; index++) {
      const answer = await call();
      expect([index, answer.status]).not.toEqual([index, 429]);
    }
    const over = await call();
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: expect.any(Number) } });
    return over;
  }

  it('limits profile edits, checkout starts and drawn documents per account: the one past the allowance is 429', async () => {
    const user = await signInAs(app.baseUrl, 'user');
    await refusedAfter(20, () => user.patch('/api/me/profile', { name: 'أحمد خالد السبيعي' }));
    // Another account is not held back by it.
    expect((await (await signInAs(app.baseUrl, 'agent')).patch('/api/me/profile', { name: 'فيصل' })).status).toBe(200);

    // Checkout starts are counted even when refused (no such invoice), so trying is limited too.
    const tenant = await signInAs(app.baseUrl, 'tenant');
    const missing = '00000000-0000-4000-8000-000000000000';
    await refusedAfter(30, () => tenant.post(`/api/me/tenant/invoices/${missing}/checkout`, {}));

    // Owner statements, receipts, contracts, reports and exports share one allowance of drawn files: 40 receipts
    // asked for (none found, each counted), and the owner's statement is the one too many.
    const owner = await signInAs(app.baseUrl, 'owner');
    await refusedAfter(40, () => owner.get(`/api/me/tenant/payments/${missing}/receipt`));
    const statement = await owner.get<ApiErrorBody>(`/api/me/owner/statement?year=${new Date().getFullYear()}`);
    expect(statement.status).toBe(429);
    expect(statement.body.code).toBe('TOO_MANY_REQUESTS');
  });
});

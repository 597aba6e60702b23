import type { ApiErrorBody } from '@estate/contracts';
import { ApiClient } from './support/auth.js';
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
});

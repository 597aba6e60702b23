import type { ApiErrorBody, HealthResponse, StatsResponse } from '@estate/contracts';
import { spawn } from 'node:child_process';
import { SERVER_ENTRY, startTestApp, type TestApp } from './support/server.js';

describe('API basics', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const get = (path: string, init?: RequestInit) => fetch(`${app.baseUrl}${path}`, init);

  it('reports health with the database driver', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as HealthResponse;
    expect(body).toEqual({
      status: 'ok',
      database: { status: 'up', driver: app.database.kind },
      stopping: false,
      uptimeSeconds: expect.any(Number),
    });
    // GET /api/health is readiness; liveness asks nothing of the database.
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ...body, uptimeSeconds: expect.any(Number) });
    const live = await get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('counts properties, users and auctions in the database', async () => {
    const before = (await (await get('/api/stats')).json()) as StatsResponse;
    // The seed adds the demo accounts, the listings and their auctions (one, sent for review, not counted yet).
    expect(before).toEqual({ totalProperties: 66, totalUsers: expect.any(Number), totalAuctions: 8 });
    expect(before.totalUsers).toBeGreaterThanOrEqual(9);
    if (app.database.kind !== 'postgres') return; // PGlite is locked by the running server

    await app.database.query(
      `INSERT INTO users (name, email, password_hash) VALUES ('Test User', 'test@example.sa', 'x')`,
    );
    const [property] = await app.database.query<{ id: string }>(
      `INSERT INTO properties (title, purpose, type, category, city) VALUES ('فيلا', 'auction', 'villa', 'residential', 'riyadh') RETURNING id`,
    );
    await app.database.query(
      `INSERT INTO auctions (property_id, title, start_price, start_date, end_date) VALUES ($1, 'مزاد', 500000, now(), now() + interval '1 day')`,
      [property!.id],
    );
    const after = (await (await get('/api/stats')).json()) as StatsResponse;
    expect(after).toEqual({ totalProperties: 67, totalUsers: before.totalUsers + 1, totalAuctions: 9 });
  });

  it('answers unknown API routes with the error body', async () => {
    const response = await get('/api/no-such-thing?x=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as ApiErrorBody;
    expect(body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: expect.stringContaining('/api/no-such-thing'),
    });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await get('/api/stats', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('sends security headers with a content security policy', async () => {
    const response = await get('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain('frame-src https://www.google.com https://maps.google.com');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await get('/api/docs');
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger-ui');
    const document = (await (await get('/api/docs-json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/stats', '/api/auth/login', '/api/users']),
    );
  });
});

describe('health when the database is gone', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('is degraded with the database down (503), and still ready for a balancer and live', async () => {
    if (app.database.kind !== 'postgres') return; // an embedded database cannot be taken away from outside
    await app.database.drop();
    // A database blip is every replica's: a balancer that dropped them all would stop serving pages and files too.
    for (const [path, status] of [
      ['/api/health', 503],
      ['/api/health/ready', 200],
    ] as const) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        status: 'degraded',
        database: { status: 'down', driver: 'postgres' },
        stopping: false,
        uptimeSeconds: expect.any(Number),
      });
    }
    expect((await fetch(`${app.baseUrl}/api/health/live`)).status).toBe(200);
  });
});

describe('startup', () => {
  it('refuses to start on invalid configuration, naming the variable', async () => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be an integer from 0 to 65535 (got "eighty")');
  });
});

import {
  type ApiErrorBody,
  type AuditLogPage,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  demoEmailFor,
  type MessageResponse,
  type OutboxPage,
  SESSION_COOKIE,
  type SessionUser,
  type RegisterResponse,
  type UserDto,
} from '@estate/contracts';
import { ApiClient, signInAs, refusalOf } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

/** No password, hash or session token anywhere in a body. */
function expectNoSecrets(body: unknown, token?: string): void {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password|\$argon2/i);
  expect(text).not.toContain(DEMO_PASSWORD);
  if (token) expect(text).not.toContain(token);
}

describe('authentication', () => {
  let app: TestApp;
  let admin: ApiClient;
  const client = () => new ApiClient(app.baseUrl);
  const withDatabase = () => app.database.kind === 'postgres';

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signInAs(app.baseUrl, 'admin');
  });
  afterAll(() => app?.stop());

  async function auditActions(userId: string): Promise<string[]> {
    const page = await admin.get<AuditLogPage>(`/api/audit-logs?userId=${userId}&limit=100`);
    return page.body.items.map((entry) => entry.action);
  }

  /** The outbox's newest message to `email`, waited for: reset mails are sent after the answer. */
  async function mailTo(email: string): Promise<OutboxPage['items'][number] | undefined> {
    let found: OutboxPage['items'][number] | undefined;
    await becomesTrue(async () => {
      const outbox = await admin.get<OutboxPage>('/api/admin/outbox?limit=100');
      found = outbox.body.items.find((item) => item.to === email);
      return found !== undefined;
    }, 5_000);
    return found;
  }

  async function resetLinkFor(email: string): Promise<string> {
    const message = await mailTo(email);
    expect(message).toBeDefined();
    const match = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(message!.text);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  describe('POST /api/auth/login', () => {
    it('signs in with a fresh httpOnly SameSite=Lax cookie and answers the user with permissions', async () => {
      const response = await client().post<SessionUser>('/api/auth/login', DEMO_ADMIN);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'عبدالله بن سعد القحطاني',
        email: 'admin@dar-estate.sa',
        role: 'admin',
        permissions: expect.arrayContaining(['users_read', 'estate_properties_write', 'auctions_bid']),
      });
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/i);
      const token = /=([^;]+)/.exec(cookie)![1]!;
      expect(token.length).toBeGreaterThanOrEqual(32);
      expectNoSecrets(response.body, token);
    });

    it('issues a new token at every sign-in and ends the previous session of the browser', async () => {
      const browser = await client().signIn(DEMO_ADMIN.email);
      const first = browser.sessionToken!;
      await browser.signIn(DEMO_ADMIN.email);
      expect(browser.sessionToken).not.toBe(first);
      const stale = client();
      stale.setCookie(SESSION_COOKIE, first);
      expect(refusalOf(await stale.get('/api/auth/me'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect((await browser.get('/api/auth/me')).status).toBe(200);
    });

    it('ignores X-Forwarded-Proto from a client no TRUST_PROXY names', async () => {
      const response = await client().post('/api/auth/login', DEMO_ADMIN, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join()).not.toMatch(/Secure/i);
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const wrong = await client().post<ApiErrorBody>('/api/auth/login', {
        email: demoEmailFor('manager'),
        password: 'not-the-password',
      });
      const unknown = await client().post<ApiErrorBody>('/api/auth/login', {
        email: 'nobody@dar-estate.sa',
        password: 'not-the-password',
      });
      expect(refusalOf(wrong)).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
      expect(refusalOf(unknown)).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
      expect(wrong.body).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers.getSetCookie()).toEqual([]);
    });

    it('is case-insensitive on the email', async () => {
      const response = await client().post('/api/auth/login', {
        email: 'ADMIN@Dar-Estate.sa',
        password: DEMO_PASSWORD,
      });
      expect(response.status).toBe(200);
    });

    it('refuses an inactive account with 403 ACCOUNT_INACTIVE', async () => {
      const response = await client().post<ApiErrorBody>('/api/auth/login', {
        email: 'lama.alharthi@dar-estate.sa',
        password: DEMO_PASSWORD,
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('ACCOUNT_INACTIVE');
    });

    it('names the missing fields', async () => {
      const response = await client().post<ApiErrorBody>('/api/auth/login', { email: 'admin@dar-estate.sa' });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.details).toEqual([{ field: 'password', messages: expect.any(Array) }]);
    });

    it('records sign-ins and failed sign-ins in the audit log', async () => {
      const me = await admin.get<SessionUser>('/api/auth/me');
      const actions = await auditActions(me.body.id);
      expect(actions).toContain('auth.login');
      const failed = await admin.get<AuditLogPage>('/api/audit-logs?action=auth.login_failed');
      expect(failed.body.items.map((entry) => entry.description)).toEqual(
        expect.arrayContaining([expect.stringContaining('nobody@dar-estate.sa')]),
      );
    });
  });

  describe('GET /api/auth/me and POST /api/auth/logout', () => {
    it('answers 401 with the error body when signed out', async () => {
      const response = await client().get<ApiErrorBody>('/api/auth/me');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: expect.any(String) });
    });

    it('answers the signed-in user with the permissions of their role', async () => {
      const accountant = await signInAs(app.baseUrl, 'accountant');
      const response = await accountant.get<SessionUser>('/api/auth/me');
      expect(response.status).toBe(200);
      expect(response.body.role).toBe('accountant');
      expect(response.body.permissions).toEqual(expect.arrayContaining(['estate_payments_read', 'reports_read']));
      expect(response.body.permissions).not.toContain('estate_maintenance_write');
      expectNoSecrets(response.body, accountant.sessionToken);
    });

    it('ends the session at once on logout, even for a copy of the cookie', async () => {
      const browser = await signInAs(app.baseUrl, 'agent');
      const copy = client();
      copy.setCookie(SESSION_COOKIE, browser.sessionToken!);
      const logout = await browser.post('/api/auth/logout');
      expect(logout.status).toBe(204);
      expect(logout.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
      expect(browser.sessionToken).toBeUndefined();
      expect(refusalOf(await copy.get('/api/auth/me'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      const agentId = (await admin.get<UserDto[]>(`/api/users?search=${demoEmailFor('agent')}`)).body[0]!.id;
      expect(await auditActions(agentId)).toContain('auth.logout');
    });

    it('accepts a logout without a session', async () => {
      expect((await client().post('/api/auth/logout')).status).toBe(204);
    });

    it('ends the sessions of a deactivated user at once', async () => {
      const owner = await signInAs(app.baseUrl, 'owner');
      const ownerId = (await owner.get<SessionUser>('/api/auth/me')).body.id;
      expect((await admin.patch(`/api/users/${ownerId}/status`, { isActive: false })).status).toBe(200);
      expect(refusalOf(await owner.get('/api/auth/me'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect((await admin.patch(`/api/users/${ownerId}/status`, { isActive: true })).status).toBe(200);
      expect(refusalOf(await owner.get('/api/auth/me'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      await owner.signIn(demoEmailFor('owner'));
      expect((await owner.get('/api/auth/me')).status).toBe(200);
    });

    it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
      if (!withDatabase()) return; // the embedded database is locked by the server
      const tenant = await signInAs(app.baseUrl, 'tenant');
      expect((await tenant.get('/api/auth/me')).status).toBe(200);
      await app.database.query(
        `UPDATE sessions SET last_seen_at = now() - interval '121 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [demoEmailFor('tenant')],
      );
      expect(refusalOf(await tenant.get('/api/auth/me'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    });

    it('ends a session past its absolute lifetime however active', async () => {
      if (!withDatabase()) return;
      const user = await signInAs(app.baseUrl, 'user');
      await app.database.query(
        `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [demoEmailFor('user')],
      );
      expect(refusalOf(await user.get('/api/auth/me'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    });

    it('stores only a hash of the session token', async () => {
      if (!withDatabase()) return;
      const browser = await signInAs(app.baseUrl, 'maintenance');
      const rows = await app.database.query<{ token_hash: string }>(
        `SELECT token_hash FROM sessions WHERE token_hash = $1 OR token_hash = encode(sha256($1::bytea), 'hex')`,
        [browser.sessionToken],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toBe(browser.sessionToken);
    });
  });

  describe('POST /api/auth/register', () => {
    const newUser = {
      name: 'سلمان الحربي',
      email: 'salman@example.sa',
      phone: '+966 50 123 4567',
      password: 'Salman@2025',
      role: 'agent',
    };

    it('creates a user account without signing in; asking for an agent account only records a request', async () => {
      const response = await client().post<RegisterResponse>('/api/auth/register', newUser);
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ agentRequested: true });
      expect(response.headers.getSetCookie()).toEqual([]);
      expectNoSecrets(response.body);
      const [account] = (await admin.get<UserDto[]>(`/api/users?search=${newUser.email}`)).body;
      expect(account).toMatchObject({ name: newUser.name, phone: '+966501234567', role: 'user', isActive: true });
      const signedIn = await client().signIn(newUser.email, newUser.password);
      const me = (await signedIn.get<SessionUser>('/api/auth/me')).body;
      expect(me.role).toBe('user');
      expect(me.permissions).not.toContain('properties_write');
      expect(refusalOf(await signedIn.get('/api/admin/inquiries'))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(await auditActions(account!.id)).toEqual(expect.arrayContaining(['auth.register', 'auth.login']));
    });

    it('answers a taken email, whatever its case, as a new one, makes nothing, and mails the account’s owner', async () => {
      const fresh = await client().post<RegisterResponse>('/api/auth/register', {
        ...newUser,
        role: 'user',
        email: 'Nobody.Yet@Example.sa',
      });
      const taken = await client().post<RegisterResponse>('/api/auth/register', {
        ...newUser,
        role: 'user',
        email: 'Manager@Dar-Estate.sa',
      });
      expect([taken.status, fresh.status]).toEqual([202, 202]);
      expect(taken.body).toEqual(fresh.body);
      expect(taken.body).toEqual({ agentRequested: false });
      const managers = (await admin.get<UserDto[]>('/api/users?search=manager@dar-estate.sa')).body;
      expect(managers.filter((user) => user.email === demoEmailFor('manager'))).toHaveLength(1);
      expect(managers.map((user) => user.name)).not.toContain(newUser.name);
      // The demo password still signs in: the account is untouched.
      expect(
        (await client().post('/api/auth/login', { email: demoEmailFor('manager'), password: DEMO_PASSWORD })).status,
      ).toBe(200);

      const notice = await mailTo(demoEmailFor('manager'));
      expect(notice?.subject).toMatch(/Someone tried to register with your email/);
      expect(notice?.subject).toMatch(/محاولة تسجيل ببريدك/);
      expect(notice?.text).toMatch(/https?:\/\/\S+\/login\b/);
      expect(notice?.text).toMatch(/https?:\/\/\S+\/forgot-password\b/);
      expect(notice?.text).toContain('Someone tried to create a new account with your email');
    });

    it.each([
      [{ role: 'admin' }, 'role'],
      [{ password: 'short' }, 'password'],
      [{ password: 'x'.repeat(129) }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ name: '' }, 'name'],
    ])('refuses %j naming the field', async (change, field) => {
      const response = await client().post<ApiErrorBody>('/api/auth/register', {
        ...newUser,
        email: 'other@example.sa',
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.details).toEqual([expect.objectContaining({ field })]);
    });

    it('stores a Saudi mobile typed in another form as the same E.164 number', async () => {
      // Registrations per address are limited (5 an hour): the forms are many, so the admin API checks the rest.
      const typed = await client().post<RegisterResponse>('/api/auth/register', {
        ...newUser,
        role: 'user',
        email: 'ward@example.sa',
        phone: '٠٥٠ ١٢٣-٤٥٦٧',
      });
      expect(typed.status).toBe(202);
      const stored = await admin.get<UserDto[]>('/api/users?search=ward@example.sa');
      expect(stored.body.map((user) => user.phone)).toEqual(['+966501234567']);
    });

    it.each(['1------', '011 234 5678', '+44 7911 123456', '05012345678'])(
      'refuses the phone %p: an account takes a Saudi mobile number',
      async (phone) => {
        const response = await client().post<ApiErrorBody>('/api/auth/register', {
          ...newUser,
          email: 'other@example.sa',
          phone,
        });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(response.body.details).toEqual([{ field: 'phone', messages: ['phone must be a Saudi mobile number'] }]);
      },
    );
  });

  describe('password reset', () => {
    const email = 'hind.alshammari@dar-estate.sa';

    it('answers the same whether the email exists or not, and mails a link only to an account', async () => {
      const known = await client().post<MessageResponse>('/api/auth/forgot-password', { email });
      const unknown = await client().post<MessageResponse>('/api/auth/forgot-password', { email: 'ghost@example.sa' });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      const message = (await mailTo(email))!;
      // Links name the address the server printed at start (no PUBLIC_URL here), never the request's Host.
      expect(message.text).toContain(`http://localhost:${new URL(app.baseUrl).port}/reset-password?token=`);
      const outbox = await admin.get<OutboxPage>('/api/admin/outbox');
      expect(outbox.body.items.some((item) => item.to === 'ghost@example.sa')).toBe(false);
      expect(message.subject).toMatch(/Reset your password/);
    });

    it('sets a new password once, and ends every session of the user', async () => {
      const token = await resetLinkFor(email);
      const before = await client().signIn(email);
      const reset = await client().post('/api/auth/reset-password', { token, password: 'NewHind@2025' });
      expect(reset.status).toBe(200);
      expect(refusalOf(await before.get('/api/auth/me'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect(refusalOf(await client().post('/api/auth/login', { email, password: DEMO_PASSWORD }))).toEqual({
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
      await client().signIn(email, 'NewHind@2025');

      const again = await client().post<ApiErrorBody>('/api/auth/reset-password', { token, password: 'Other@2025x' });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('INVALID_RESET_TOKEN');
      const hind = (await admin.get<UserDto[]>(`/api/users?search=${email}`)).body[0]!;
      expect(await auditActions(hind.id)).toEqual(
        expect.arrayContaining(['auth.password_reset_requested', 'auth.password_reset']),
      );
    });

    it('refuses an unknown token and a short password', async () => {
      const unknown = await client().post<ApiErrorBody>('/api/auth/reset-password', {
        token: 'made-up',
        password: 'Whatever@2025',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('INVALID_RESET_TOKEN');
      const short = await client().post<ApiErrorBody>('/api/auth/reset-password', { token: 'made-up', password: 'x' });
      expect(refusalOf(short)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(short.body.details).toEqual([expect.objectContaining({ field: 'password' })]);
    });

    it('refuses a token past its hour, and stores only its hash', async () => {
      if (!withDatabase()) return;
      const target = 'turki.alanazi@dar-estate.sa';
      await client().post('/api/auth/forgot-password', { email: target });
      const token = await resetLinkFor(target);
      const stored = await app.database.query<{ token_hash: string; expires_at: Date }>(
        `SELECT token_hash, expires_at FROM password_resets WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [target],
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).not.toBe(token);
      const minutes = (new Date(stored[0]!.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(58);
      expect(minutes).toBeLessThanOrEqual(60);
      await app.database.query(
        `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [stored[0]!.token_hash],
      );
      const response = await client().post<ApiErrorBody>('/api/auth/reset-password', {
        token,
        password: 'Turki@2025new',
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INVALID_RESET_TOKEN');
    });
  });

  describe('cross-site request protection', () => {
    it.each([
      [{ origin: 'https://evil.example' }],
      [{ 'sec-fetch-site': 'cross-site' }],
      [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ])('refuses a write with %j', async (headers) => {
      const response = await client().post<ApiErrorBody>('/api/auth/login', DEMO_ADMIN, { headers });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, code: 'CSRF_REJECTED', message: expect.any(String) });
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('refuses a cross-site write by a signed-in browser before it changes anything', async () => {
      const response = await admin.post<ApiErrorBody>(
        '/api/roles',
        { name: 'forged_role', nameAr: 'مزور' },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(refusalOf(response)).toEqual({ status: 403, code: 'CSRF_REJECTED' });
      const roles = await admin.get<{ name: string }[]>('/api/roles');
      expect(roles.body.map((role) => role.name)).not.toContain('forged_role');
    });

    it.each([[{ origin: 'ORIGIN' }], [{ 'sec-fetch-site': 'same-origin', origin: 'ORIGIN' }], [{}]])(
      'accepts a same-origin or non-browser write %j',
      async (headers) => {
        const resolved = Object.fromEntries(
          Object.entries(headers).map(([name, value]) => [name, value.replace('ORIGIN', app.baseUrl)]),
        );
        const response = await client().post('/api/auth/login', DEMO_ADMIN, { headers: resolved });
        expect(response.status).toBe(200);
      },
    );

    it('lets cross-site reads through (they change nothing)', async () => {
      const response = await client().get('/api/health', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(response.status).toBe(200);
    });
  });
});

describe('the public address', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://estate.example.sa' });
  });
  afterAll(() => app?.stop());

  it('is trusted for writes, marks cookies Secure and is used in reset links', async () => {
    const browser = new ApiClient(app.baseUrl);
    const login = await browser.post('/api/auth/login', DEMO_ADMIN, {
      headers: { origin: 'https://estate.example.sa' },
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join()).toMatch(/Secure/i);
    // A Host header of the attacker's choosing changes nothing in the link.
    await new ApiClient(app.baseUrl).post(
      '/api/auth/forgot-password',
      { email: demoEmailFor('manager') },
      {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      },
    );
    let text = '';
    await becomesTrue(async () => {
      const outbox = await browser.get<OutboxPage>('/api/admin/outbox');
      text = outbox.body.items.find((item) => item.to === demoEmailFor('manager'))?.text ?? '';
      return text !== '';
    }, 5_000);
    expect(text).toContain('https://estate.example.sa/reset-password?token=');
    expect(text).not.toContain('evil.example');
  });
});

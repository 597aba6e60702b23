import {
  type ActiveSession,
  type ApiErrorBody,
  type AuditLogPage,
  fieldErrorsIn,
  LOGIN_MAX_FAILURES,
  type OutboxPage,
  type SessionUser,
  type UserDto,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

const PASSWORD = 'Start@2025!';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const SIGNED_OUT = { status: 401, code: 'UNAUTHENTICATED' };
const INVALID = { status: 400, code: 'VALIDATION_FAILED' };
const NOT_FOUND = { status: 404, code: 'NOT_FOUND' };

/** The fields a refusal names. */
const fieldsOf = (body: unknown) => fieldErrorsIn((body as ApiErrorBody).details).map((detail) => detail.field);

describe('one’s own profile, password and sessions (/api/me)', () => {
  let app: TestApp;
  let admin: ApiClient;
  let accounts = 0;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signInAs(app.baseUrl, 'admin');
  });
  afterAll(() => app?.stop());

  /** A new `user` account of its own for a test (so one test's password or sessions never touch another's). */
  async function newAccount(): Promise<UserDto> {
    accounts += 1;
    const created = await admin.post<UserDto>('/api/users', {
      name: `حساب تجربة ${accounts}`,
      email: `profile.${accounts}@example.sa`,
      role: 'user',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  /** A client signed in to `email`, presenting itself with `userAgent`. */
  async function signedIn(email: string, userAgent = CHROME_ON_WINDOWS, password = PASSWORD): Promise<ApiClient> {
    const client = new ApiClient(app.baseUrl);
    const response = await client.post(
      '/api/auth/login',
      { email, password },
      { headers: { 'user-agent': userAgent } },
    );
    expect(response.status).toBe(200);
    return client;
  }

  const me = (client: ApiClient) => client.get<SessionUser>('/api/auth/me');

  async function auditOf(userId: string, action: string) {
    const page = await admin.get<AuditLogPage>(
      `/api/audit-logs?targetType=user&targetId=${userId}&action=${action}&limit=100`,
    );
    expect(page.status).toBe(200);
    return page.body.items;
  }

  describe('PATCH /api/me/profile', () => {
    it('changes one’s own name (trimmed) and phone (a Saudi mobile, stored as E.164) and answers the session user', async () => {
      const account = await newAccount();
      const client = await signedIn(account.email);
      const response = await client.patch<SessionUser>('/api/me/profile', {
        name: '  سارة الدوسري  ',
        phone: '050 123 4567',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: account.id,
        name: 'سارة الدوسري',
        email: account.email,
        role: 'user',
        permissions: expect.any(Array),
        phone: '+966501234567',
      });
      expect(response.body).toEqual((await me(client)).body);
      let stored = (await admin.get<UserDto[]>(`/api/users?search=${account.email}`)).body[0]!;
      expect(stored).toMatchObject({ name: 'سارة الدوسري', phone: '+966501234567' });

      // Arabic-Indic digits are read as typed; a phone left out is kept, null removes it.
      await client.patch('/api/me/profile', { name: 'سارة الدوسري', phone: '٠٥٥١٢٣٤٥٦٧' });
      stored = (await admin.get<UserDto[]>(`/api/users?search=${account.email}`)).body[0]!;
      expect(stored.phone).toBe('+966551234567');
      await client.patch('/api/me/profile', { name: 'Sara Aldosari' });
      stored = (await admin.get<UserDto[]>(`/api/users?search=${account.email}`)).body[0]!;
      expect(stored).toMatchObject({ name: 'Sara Aldosari', phone: '+966551234567' });
      await client.patch('/api/me/profile', { name: 'Sara Aldosari', phone: null });
      stored = (await admin.get<UserDto[]>(`/api/users?search=${account.email}`)).body[0]!;
      expect(stored.phone).toBeNull();
      expect((await me(client)).body.phone).toBeNull();

      const entries = await auditOf(account.id, 'profile.update');
      expect(entries.map((entry) => entry.description)).toEqual([
        'Updated own profile: phone',
        'Updated own profile: name',
        'Updated own profile: phone',
        'Updated own profile: name, phone',
      ]);
      expect(entries.every((entry) => entry.userId === account.id)).toBe(true);
    });

    it('refuses a landline or a number that is not a phone (naming phone) and a name too short or too long', async () => {
      const account = await newAccount();
      const client = await signedIn(account.email);
      for (const phone of ['011 234 5678', '12345', 'not a phone']) {
        const response = await client.patch('/api/me/profile', { name: 'Valid Name', phone });
        expect(refusalOf(response)).toEqual(INVALID);
        expect(fieldsOf(response.body)).toEqual(['phone']);
      }
      for (const name of ['A', '   B   ', '', 'x'.repeat(101)]) {
        const response = await client.patch('/api/me/profile', { name });
        expect(refusalOf(response)).toEqual(INVALID);
        expect(fieldsOf(response.body)).toEqual(['name']);
      }
      expect((await me(client)).body.name).toBe(account.name);
    });

    it('changes only the caller: no other account can be named in the body, and a visitor is signed out', async () => {
      const [account, other] = await Promise.all([newAccount(), newAccount()]);
      const client = await signedIn(account.email);
      for (const extra of [{ id: other.id }, { email: other.email }, { role: 'admin' }]) {
        const response = await client.patch('/api/me/profile', { name: 'Someone Else', ...extra });
        expect(refusalOf(response)).toEqual(INVALID);
      }
      const stored = (await admin.get<UserDto[]>(`/api/users?search=${other.email}`)).body[0]!;
      expect(stored.name).toBe(other.name);
      expect((await me(client)).body).toMatchObject({ name: account.name, role: 'user' });
      expect(refusalOf(await new ApiClient(app.baseUrl).patch('/api/me/profile', { name: 'Visitor' }))).toEqual(
        SIGNED_OUT,
      );
    });
  });

  describe('POST /api/me/password', () => {
    it('refuses a wrong current password with WRONG_PASSWORD and changes nothing', async () => {
      const account = await newAccount();
      const [current, other] = [await signedIn(account.email), await signedIn(account.email, SAFARI_ON_IOS)];
      const response = await current.post('/api/me/password', {
        currentPassword: 'Wrong@2025!',
        newPassword: 'Changed@2025!',
      });
      expect(refusalOf(response)).toEqual({ status: 400, code: 'WRONG_PASSWORD' });
      expect(fieldsOf(response.body)).toEqual(['currentPassword']);
      expect((await me(other)).status).toBe(200);
      expect((await me(current)).status).toBe(200);
      await signedIn(account.email, CHROME_ON_WINDOWS, PASSWORD);
      expect(
        refusalOf(
          await new ApiClient(app.baseUrl).post('/api/auth/login', {
            email: account.email,
            password: 'Changed@2025!',
          }),
        ),
      ).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
      expect(await auditOf(account.id, 'auth.password_change_failed')).toHaveLength(1);
      expect(await auditOf(account.id, 'auth.password_change')).toHaveLength(0);
    });

    it('refuses a new password that breaks the registration rule, naming newPassword', async () => {
      const account = await newAccount();
      const client = await signedIn(account.email);
      for (const newPassword of ['short', 'x'.repeat(129), PASSWORD]) {
        const response = await client.post('/api/me/password', { currentPassword: PASSWORD, newPassword });
        expect(refusalOf(response)).toEqual(INVALID);
        expect(fieldsOf(response.body)).toEqual(['newPassword']);
      }
      const missing = await client.post('/api/me/password', { newPassword: 'Changed@2025!' });
      expect(refusalOf(missing)).toEqual(INVALID);
      expect(fieldsOf(missing.body)).toEqual(['currentPassword']);
    });

    it('throttles wrong current passwords like failed sign-ins', async () => {
      const account = await newAccount();
      const client = await signedIn(account.email);
      const wrong = () =>
        client.post('/api/me/password', { currentPassword: 'Guess@0000', newPassword: 'Changed@2025!' });
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
        expect(refusalOf(await wrong())).toEqual({ status: 400, code: 'WRONG_PASSWORD' });
      }
      expect(refusalOf(await wrong())).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
      // Even the right one waits out the window from this address; the session itself is untouched.
      expect(
        refusalOf(await client.post('/api/me/password', { currentPassword: PASSWORD, newPassword: 'Changed@2025!' })),
      ).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect((await me(client)).status).toBe(200);
    });

    it('changes the password, ends every other session of the account, keeps this one and mails a notice', async () => {
      const account = await newAccount();
      const current = await signedIn(account.email);
      const other = await signedIn(account.email, SAFARI_ON_IOS);
      const third = await signedIn(account.email);
      const response = await current.post('/api/me/password', {
        currentPassword: PASSWORD,
        newPassword: 'Changed@2025!',
      });
      expect(response.status).toBe(204);
      expect(refusalOf(await me(other))).toEqual(SIGNED_OUT);
      expect(refusalOf(await me(third))).toEqual(SIGNED_OUT);
      expect((await me(current)).body.id).toBe(account.id);
      expect((await current.get<ActiveSession[]>('/api/me/sessions')).body).toHaveLength(1);

      expect(
        refusalOf(
          await new ApiClient(app.baseUrl).post('/api/auth/login', { email: account.email, password: PASSWORD }),
        ),
      ).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
      await signedIn(account.email, CHROME_ON_WINDOWS, 'Changed@2025!');

      const entries = await auditOf(account.id, 'auth.password_change');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ userId: account.id, targetType: 'user', targetId: account.id });

      let notice: OutboxPage['items'][number] | undefined;
      await becomesTrue(async () => {
        const outbox = await admin.get<OutboxPage>(`/api/admin/outbox?search=${account.email}`);
        notice = outbox.body.items.find((item) => item.subject.includes('Your password was changed'));
        return notice !== undefined;
      }, 5_000);
      expect(notice).toMatchObject({ to: account.email, subject: 'تم تغيير كلمة المرور | Your password was changed' });
      expect(notice!.text).toContain('تم تغيير كلمة مرور حسابك');
      expect(notice!.text).toContain('/forgot-password');
      expect(JSON.stringify(notice)).not.toContain('Changed@2025!');
    });
  });

  describe('GET and DELETE /api/me/sessions', () => {
    it('lists one’s live sessions with device, address and last use, exactly one of them current', async () => {
      const account = await newAccount();
      const windows = await signedIn(account.email, CHROME_ON_WINDOWS);
      const phone = await signedIn(account.email, SAFARI_ON_IOS);
      const list = await windows.get<ActiveSession[]>('/api/me/sessions');
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(2);
      expect(list.body.filter((session) => session.current)).toHaveLength(1);
      const mine = list.body.find((session) => session.current)!;
      const theirs = list.body.find((session) => !session.current)!;
      expect(mine).toMatchObject({ device: 'Chrome on Windows', browser: 'Chrome', system: 'Windows' });
      expect(theirs).toMatchObject({ device: 'Safari on iOS', browser: 'Safari', system: 'iOS' });
      for (const session of list.body) {
        expect(session.ip).toEqual(expect.any(String));
        expect(Date.parse(session.createdAt)).not.toBeNaN();
        expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
      }
      // Seen from the other device, the other one is current.
      const fromPhone = (await phone.get<ActiveSession[]>('/api/me/sessions')).body;
      expect(fromPhone.find((session) => session.current)?.id).toBe(theirs.id);
      // Most recently used first.
      const times = list.body.map((session) => Date.parse(session.lastSeenAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('leaves out a session idle past the timeout', async () => {
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
      const account = await newAccount();
      const client = await signedIn(account.email);
      await signedIn(account.email, SAFARI_ON_IOS);
      const [idle] = (await client.get<ActiveSession[]>('/api/me/sessions')).body.filter((s) => !s.current);
      await app.database.query(`UPDATE sessions SET last_seen_at = now() - interval '2 days' WHERE id = $1`, [
        idle!.id,
      ]);
      const list = (await client.get<ActiveSession[]>('/api/me/sessions')).body;
      expect(list.map((session) => session.id)).not.toContain(idle!.id);
      expect(list).toHaveLength(1);
    });

    it('ends another session of one’s own: that device is signed out at its next request', async () => {
      const account = await newAccount();
      const windows = await signedIn(account.email, CHROME_ON_WINDOWS);
      const phone = await signedIn(account.email, SAFARI_ON_IOS);
      const list = (await windows.get<ActiveSession[]>('/api/me/sessions')).body;
      const phoneSession = list.find((session) => !session.current)!;
      const current = list.find((session) => session.current)!;

      expect(refusalOf(await windows.delete(`/api/me/sessions/${current.id}`))).toEqual({
        status: 409,
        code: 'CURRENT_SESSION',
      });
      expect((await me(windows)).status).toBe(200);

      expect((await windows.delete(`/api/me/sessions/${phoneSession.id}`)).status).toBe(204);
      expect(refusalOf(await me(phone))).toEqual(SIGNED_OUT);
      expect((await me(windows)).status).toBe(200);
      expect((await windows.get<ActiveSession[]>('/api/me/sessions')).body.map((session) => session.id)).toEqual([
        current.id,
      ]);
      expect(refusalOf(await windows.delete(`/api/me/sessions/${phoneSession.id}`))).toEqual(NOT_FOUND);
      expect(refusalOf(await windows.delete('/api/me/sessions/not-a-session'))).toEqual(NOT_FOUND);
      expect(await auditOf(account.id, 'auth.session_end')).toHaveLength(1);
    });

    it('never shows or ends another user’s session', async () => {
      const [first, second] = await Promise.all([newAccount(), newAccount()]);
      const firstClient = await signedIn(first.email);
      const secondClient = await signedIn(second.email);
      const firstSessions = (await firstClient.get<ActiveSession[]>('/api/me/sessions')).body;
      const secondSessions = (await secondClient.get<ActiveSession[]>('/api/me/sessions')).body;
      expect(secondSessions).toHaveLength(1);
      expect(secondSessions.map((session) => session.id)).not.toContain(firstSessions[0]!.id);

      expect(refusalOf(await secondClient.delete(`/api/me/sessions/${firstSessions[0]!.id}`))).toEqual(NOT_FOUND);
      expect((await me(firstClient)).body.id).toBe(first.id);
      expect(refusalOf(await new ApiClient(app.baseUrl).get('/api/me/sessions'))).toEqual(SIGNED_OUT);
      expect(refusalOf(await new ApiClient(app.baseUrl).delete(`/api/me/sessions/${firstSessions[0]!.id}`))).toEqual(
        SIGNED_OUT,
      );
    });
  });
});

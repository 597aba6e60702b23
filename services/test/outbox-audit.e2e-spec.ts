import {
  type ApiErrorBody,
  type AuditLogPage,
  demoEmailFor,
  fieldErrorsIn,
  type OutboxMessageDto,
  type OutboxPage,
  type AdminProperty,
  type SessionUser,
  todayInRiyadh,
} from '@estate/contracts';
import { freePort, startSmtpSink } from '../../packages/test-support/src/smtp-sink.js';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { minimalListing } from './support/listings.js';
import { startTestApp, type TestApp } from './support/server.js';
import { becomesTrue } from './support/wait.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const FORBIDDEN = { status: 403, code: 'FORBIDDEN' };
const INVALID = { status: 400, code: 'VALIDATION_FAILED' };

const fieldsOf = (body: unknown) => fieldErrorsIn((body as ApiErrorBody).details).map((detail) => detail.field);

describe('the mail outbox and the audit log (admins)', () => {
  let app: TestApp;
  let admin: ApiClient;
  let manager: ApiClient;
  let smtpPort: number;

  beforeAll(async () => {
    // Mail goes to an SMTP server that is not there yet: every delivery fails and is recorded as failed.
    smtpPort = await freePort();
    app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'noreply@dar-estate.sa' });
    [admin, manager] = await Promise.all([signInAs(app.baseUrl, 'admin'), signInAs(app.baseUrl, 'manager')]);
  });
  afterAll(() => app?.stop());

  const outbox = (query: string) => admin.get<OutboxPage>(`/api/admin/outbox?${query}`);

  /** Asks for a reset link for `email` and waits until the outbox holds its failed delivery. */
  async function failedResetMailTo(email: string): Promise<OutboxMessageDto> {
    const asked = await new ApiClient(app.baseUrl).post('/api/auth/forgot-password', { email });
    expect(asked.status).toBe(202);
    let found: OutboxMessageDto | undefined;
    const failed = await becomesTrue(async () => {
      found = (await outbox(`status=failed&search=${encodeURIComponent(email)}`)).body.items[0];
      return found !== undefined;
    }, 10_000);
    expect(failed).toBe(true);
    return found!;
  }

  describe('GET /api/admin/outbox', () => {
    it('filters by status and by a search over recipient and subject, newest first, paged', async () => {
      const tenantMail = await failedResetMailTo(demoEmailFor('tenant'));
      const ownerMail = await failedResetMailTo(demoEmailFor('owner'));
      expect(tenantMail).toMatchObject({ to: demoEmailFor('tenant'), sentAt: null, error: expect.any(String) });

      const failed = (await outbox('status=failed&limit=100')).body;
      expect(failed.items.map((item) => item.id)).toEqual(expect.arrayContaining([tenantMail.id, ownerMail.id]));
      expect(failed.items.every((item) => item.error !== null && item.sentAt === null)).toBe(true);
      expect(failed.items.findIndex((item) => item.id === ownerMail.id)).toBeLessThan(
        failed.items.findIndex((item) => item.id === tenantMail.id),
      );
      for (const status of ['sent', 'queued']) {
        const page = (await outbox(`status=${status}&limit=100`)).body;
        expect(page.items.map((item) => item.id)).not.toContain(tenantMail.id);
        if (status === 'queued')
          expect(page.items.every((item) => item.error === null && item.sentAt === null)).toBe(true);
      }

      // The search reads recipient and subject, in any case; paging counts what matches.
      const byRecipient = (await outbox(`search=${encodeURIComponent('TENANT@dar-estate')}`)).body;
      expect(byRecipient.items.map((item) => item.id)).toContain(tenantMail.id);
      expect(byRecipient.items.every((item) => item.to === demoEmailFor('tenant'))).toBe(true);
      const bySubject = (await outbox(`status=failed&search=${encodeURIComponent('reset your password')}`)).body;
      expect(bySubject.total).toBe(failed.total);
      const firstPage = (await outbox('status=failed&limit=1&page=1')).body;
      expect(firstPage).toMatchObject({ total: failed.total, page: 1, limit: 1 });
      expect(firstPage.items.map((item) => item.id)).toEqual([failed.items[0]!.id]);
      expect((await outbox('search=nobody-at-all%25_')).body).toMatchObject({ items: [], total: 0 });

      if (app.database.kind === 'postgres') {
        const [queued] = await app.database.query<{ id: string }>(
          `INSERT INTO mail_outbox ("to", subject, text) VALUES ('waiting@example.sa', 'Waiting', 'Not sent yet')
           RETURNING id`,
        );
        expect((await outbox('status=queued&limit=100')).body.items.map((item) => item.id)).toContain(queued!.id);
        for (const status of ['sent', 'failed']) {
          expect((await outbox(`status=${status}&limit=100`)).body.items.map((item) => item.id)).not.toContain(
            queued!.id,
          );
        }
      }

      const bad = await admin.get('/api/admin/outbox?status=lost');
      expect(refusalOf(bad)).toEqual(INVALID);
      expect(fieldsOf(bad.body)).toEqual(['status']);
    });

    it('is for admins only', async () => {
      expect(refusalOf(await manager.get('/api/admin/outbox'))).toEqual(FORBIDDEN);
      expect(refusalOf(await manager.post(`/api/admin/outbox/${UNKNOWN_ID}/resend`))).toEqual(FORBIDDEN);
      expect(refusalOf(await new ApiClient(app.baseUrl).get('/api/admin/outbox'))).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    });
  });

  describe('POST /api/admin/outbox/{id}/resend', () => {
    it('delivers a failed message once the mail server answers, records it, and refuses to send it twice', async () => {
      const failed = await failedResetMailTo(demoEmailFor('agent'));
      // Still no server: the resend fails again and says so.
      const again = await admin.post<OutboxMessageDto>(`/api/admin/outbox/${failed.id}/resend`);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: failed.id, sentAt: null, error: expect.any(String) });

      const sink = await startSmtpSink(smtpPort);
      try {
        const resent = await admin.post<OutboxMessageDto>(`/api/admin/outbox/${failed.id}/resend`);
        expect(resent.status).toBe(200);
        expect(resent.body).toMatchObject({ id: failed.id, error: null, sentAt: expect.any(String) });
        expect(sink.received).toHaveLength(1);
        expect(sink.received[0]!.to).toEqual([`<${demoEmailFor('agent')}>`]);
        expect(sink.received[0]!.from).toContain('noreply@dar-estate.sa');
        expect(sink.received[0]!.data).toContain(`To: ${demoEmailFor('agent')}`);

        const sent = (await outbox(`status=sent&search=${encodeURIComponent(demoEmailFor('agent'))}`)).body;
        expect(sent.items.map((item) => item.id)).toEqual([failed.id]);
        expect((await outbox('status=failed&limit=100')).body.items.map((item) => item.id)).not.toContain(failed.id);

        expect(refusalOf(await admin.post(`/api/admin/outbox/${failed.id}/resend`))).toEqual({
          status: 409,
          code: 'MAIL_ALREADY_SENT',
        });
        expect(sink.received).toHaveLength(1);

        // Mail sent from now on is delivered at once.
        await new ApiClient(app.baseUrl).post('/api/auth/forgot-password', { email: demoEmailFor('accountant') });
        expect(
          await becomesTrue(async () => {
            const page = await outbox(`status=sent&search=${encodeURIComponent(demoEmailFor('accountant'))}`);
            return page.body.total === 1;
          }, 10_000),
        ).toBe(true);
        expect(sink.received).toHaveLength(2);
      } finally {
        await sink.close();
      }

      const adminId = (await admin.get<SessionUser>('/api/auth/me')).body.id;
      const entries = (await admin.get<AuditLogPage>(`/api/audit-logs?targetType=mail_message&targetId=${failed.id}`))
        .body.items;
      expect(entries).toHaveLength(2);
      expect(entries.every((entry) => entry.action === 'mail.resend' && entry.userId === adminId)).toBe(true);
      expect(entries[0]!.description).toContain(demoEmailFor('agent'));
    });

    it('answers 404 for an unknown message', async () => {
      expect(refusalOf(await admin.post(`/api/admin/outbox/${UNKNOWN_ID}/resend`))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
    });
  });

  describe('GET /api/audit-logs', () => {
    it('shows a record’s own history by targetType and targetId, newest first', async () => {
      const created = await admin.post<AdminProperty>('/api/admin/properties', minimalListing());
      expect(created.status).toBe(201);
      const other = await admin.post<AdminProperty>('/api/admin/properties', minimalListing({ price: 700_000 }));
      const id = created.body.id;
      const updated = await admin.put(`/api/properties/${id}`, minimalListing({ price: 950_000 }));
      expect(updated.status).toBe(200);

      const history = (await admin.get<AuditLogPage>(`/api/audit-logs?targetType=property&targetId=${id}`)).body;
      expect(history.items.map((entry) => entry.action)).toEqual(['property.update', 'property.create']);
      expect(history.total).toBe(2);
      expect(history.items.every((entry) => entry.targetId === id && entry.targetType === 'property')).toBe(true);
      const otherHistory = (
        await admin.get<AuditLogPage>(`/api/audit-logs?targetType=property&targetId=${other.body.id}`)
      ).body;
      expect(otherHistory.items.map((entry) => entry.action)).toEqual(['property.create']);
      // The same id under another kind of record is not this record's history.
      expect((await admin.get<AuditLogPage>(`/api/audit-logs?targetType=user&targetId=${id}`)).body.total).toBe(0);
    });

    it('filters by action, actor and a search in the description', async () => {
      const managerId = (await manager.get<SessionUser>('/api/auth/me')).body.id;
      const logins = (await admin.get<AuditLogPage>('/api/audit-logs?action=auth.login&limit=100')).body;
      expect(logins.total).toBeGreaterThanOrEqual(2);
      expect(logins.items.every((entry) => entry.action === 'auth.login')).toBe(true);
      const managers = (await admin.get<AuditLogPage>(`/api/audit-logs?userId=${managerId}&action=auth.login`)).body;
      expect(managers.total).toBeGreaterThanOrEqual(1);
      expect(managers.items.every((entry) => entry.userId === managerId)).toBe(true);

      const searched = (await admin.get<AuditLogPage>('/api/audit-logs?search=SIGNED%20IN&limit=100')).body;
      expect(searched.total).toBeGreaterThanOrEqual(2);
      expect(searched.items.every((entry) => /signed in/i.test(entry.description))).toBe(true);
      const times = logins.items.map((entry) => Date.parse(entry.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('filters by Riyadh days, both ends included', async () => {
      const latest = (await admin.get<AuditLogPage>('/api/audit-logs?action=auth.login&limit=1')).body.items[0]!;
      const day = todayInRiyadh(new Date(latest.createdAt));
      const shift = (days: number) => {
        const date = new Date(`${day}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + days);
        return date.toISOString().slice(0, 10);
      };
      const idsFor = async (query: string) =>
        (await admin.get<AuditLogPage>(`/api/audit-logs?action=auth.login&limit=100&${query}`)).body.items.map(
          (entry) => entry.id,
        );
      expect(await idsFor(`from=${day}&to=${day}`)).toContain(latest.id);
      expect(await idsFor(`from=${day}`)).toContain(latest.id);
      expect(await idsFor(`to=${day}`)).toContain(latest.id);
      expect(await idsFor(`from=${shift(1)}`)).toEqual([]);
      expect(await idsFor(`to=${shift(-1)}`)).not.toContain(latest.id);

      if (app.database.kind === 'postgres') {
        // 21:30 UTC on 10 March is half past midnight on 11 March in Riyadh.
        await app.database.query(
          `INSERT INTO audit_logs (user_id, user_name, action, description, created_at)
           VALUES (NULL, 'clock', 'test.midnight', 'Just after midnight in Riyadh', '2025-03-10T21:30:00Z')`,
        );
        const midnight = async (query: string) =>
          (await admin.get<AuditLogPage>(`/api/audit-logs?action=test.midnight&${query}`)).body.total;
        expect(await midnight('from=2025-03-11&to=2025-03-11')).toBe(1);
        expect(await midnight('to=2025-03-10')).toBe(0);
        expect(await midnight('from=2025-03-12')).toBe(0);
      }
    });

    it('refuses a bad query naming the field', async () => {
      for (const [query, field] of [
        ['from=2025-02-30', 'from'],
        ['to=yesterday', 'to'],
        ['from=2025-03-10&to=2025-03-01', 'to'],
        ['userId=not-a-uuid', 'userId'],
        ['targetType=Robert%27);DROP', 'targetType'],
      ] as const) {
        const response = await admin.get(`/api/audit-logs?${query}`);
        expect(refusalOf(response)).toEqual(INVALID);
        expect(fieldsOf(response.body)).toEqual([field]);
      }
    });

    it('is for admins only', async () => {
      expect(refusalOf(await manager.get('/api/audit-logs'))).toEqual(FORBIDDEN);
      expect(refusalOf(await signInAs(app.baseUrl, 'agent').then((agent) => agent.get('/api/audit-logs')))).toEqual(
        FORBIDDEN,
      );
    });
  });
});

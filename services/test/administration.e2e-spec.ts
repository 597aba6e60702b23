import {
  ADMIN_PERMISSION_CHECKLIST,
  type ApiErrorBody,
  type AuditLogPage,
  DEMO_PASSWORD,
  demoEmailFor,
  type OutboxPage,
  type PermissionDto,
  ROLES,
  type RoleDto,
  type SessionUser,
  type UserDto,
} from '@estate/contracts';
import { ApiClient, signInAs, refusalOf } from './support/auth.js';
import { becomesTrue } from './support/wait.js';
import { startTestApp, type TestApp } from './support/server.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function expectNoSecrets(body: unknown): void {
  expect(JSON.stringify(body)).not.toMatch(/password|\$argon2/i);
}

describe('administration of users, roles, permissions and the audit log', () => {
  let app: TestApp;
  let admin: ApiClient;
  let manager: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    app = await startTestApp();
    [admin, manager] = await Promise.all([signInAs(app.baseUrl, 'admin'), signInAs(app.baseUrl, 'manager')]);
    adminId = (await admin.get<SessionUser>('/api/auth/me')).body.id;
  });
  afterAll(() => app?.stop());

  async function latestAudit(action: string) {
    const page = await admin.get<AuditLogPage>(`/api/audit-logs?action=${action}&limit=1`);
    return page.body.items[0];
  }

  describe('/api/users', () => {
    it('lists the seeded users without any password', async () => {
      const response = await admin.get<UserDto[]>('/api/users');
      expect(response.status).toBe(200);
      expect(response.body.length).toBeGreaterThanOrEqual(10);
      expect(response.body.length).toBeLessThanOrEqual(15);
      for (const role of ROLES) {
        expect(response.body.map((user) => user.email)).toContain(demoEmailFor(role));
      }
      const pm = response.body.find((user) => user.email === 'property.manager@dar-estate.sa')!;
      expect(pm).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        email: 'property.manager@dar-estate.sa',
        phone: expect.stringMatching(/^\+966/),
        role: 'property_manager',
        department: expect.any(String),
        employeeId: expect.stringMatching(/^EMP-/),
        isActive: true,
        lastLogin: null,
        createdAt: expect.any(String),
      });
      expectNoSecrets(response.body);
    });

    it('filters by search (name, email, employee id), role and status', async () => {
      const byEmployeeId = await admin.get<UserDto[]>('/api/users?search=emp-1005');
      expect(byEmployeeId.body.map((user) => user.role)).toEqual(['accountant']);
      const byName = await admin.get<UserDto[]>(`/api/users?search=${encodeURIComponent('الشهري')}`);
      expect(byName.body.map((user) => user.role)).toEqual(['property_manager']);
      const agents = await admin.get<UserDto[]>('/api/users?role=agent');
      expect(agents.body.length).toBeGreaterThanOrEqual(2);
      expect(agents.body.every((user) => user.role === 'agent')).toBe(true);
      const inactive = await admin.get<UserDto[]>('/api/users?status=inactive');
      expect(inactive.body.map((user) => user.email)).toEqual(['lama.alharthi@dar-estate.sa']);
      const wildcard = await admin.get<UserDto[]>('/api/users?search=%25');
      expect(wildcard.body).toEqual([]);
      const bad = await admin.get<ApiErrorBody>('/api/users?status=sleeping');
      expect(refusalOf(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(bad.body.details).toEqual([expect.objectContaining({ field: 'status' })]);
    });

    it('refuses visitors with 401 and other roles with 403', async () => {
      expect(refusalOf(await new ApiClient(app.baseUrl).get('/api/users'))).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      const forbidden = await manager.get<ApiErrorBody>('/api/users');
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
    });

    let created: UserDto;

    it('creates a user who can sign in, and audits it', async () => {
      const response = await admin.post<UserDto>('/api/users', {
        name: 'بدر العمري',
        email: 'Badr.Alomari@dar-estate.sa',
        phone: '+966501119999',
        role: 'agent',
        department: 'الوساطة العقارية',
        employeeId: 'EMP-2001',
        password: 'Badr@2025!',
      });
      expect(response.status).toBe(201);
      created = response.body;
      expect(created).toMatchObject({ email: 'badr.alomari@dar-estate.sa', role: 'agent', isActive: true });
      expectNoSecrets(response.body);
      await new ApiClient(app.baseUrl).signIn('badr.alomari@dar-estate.sa', 'Badr@2025!');
      const entry = await latestAudit('user.create');
      expect(entry).toMatchObject({ userId: adminId, targetType: 'user', targetId: created.id });
      expect(entry!.description).toContain('badr.alomari@dar-estate.sa');
    });

    it('stores a Saudi mobile typed in any form as the same E.164 number, and clears it when blank', async () => {
      const forms = [
        '0501234568',
        '501234568',
        '+966501234568',
        '00966501234568',
        '966501234568',
        '050 123 4568',
        '050-123-4568',
        '+966 (50) 123-4568',
        '٠٥٠١٢٣٤٥٦٨',
        '+٩٦٦٥٠١٢٣٤٥٦٨',
        '۰۵۰ ۱۲۳ ۴۵۶۸',
      ];
      const ids: string[] = [];
      for (const [index, phone] of forms.entries()) {
        const response = await admin.post<UserDto>('/api/users', {
          name: 'رقم',
          email: `phone${index}@dar-estate.sa`,
          phone,
          role: 'tenant',
          password: 'Phone@2025!',
        });
        expect(response.status).toBe(201);
        expect(response.body.phone).toBe('+966501234568');
        ids.push(response.body.id);
      }
      const listed = (await admin.get<UserDto[]>('/api/users?search=phone')).body.filter((user) =>
        ids.includes(user.id),
      );
      expect(listed.map((user) => user.phone)).toEqual(forms.map(() => '+966501234568'));

      const changed = await admin.patch<UserDto>(`/api/users/${ids[0]}`, { phone: ' ٠٥٥ ٩٨٧ ٦٥٤٣ ' });
      expect(changed.body.phone).toBe('+966559876543');
      const cleared = await admin.patch<UserDto>(`/api/users/${ids[0]}`, { phone: '  ' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.phone).toBeNull();
      const refused = await admin.patch<ApiErrorBody>(`/api/users/${ids[1]}`, { phone: '1------' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'phone', messages: ['phone must be a Saudi mobile number'] }],
      });
    });

    it('refuses duplicates and bad input naming the field', async () => {
      const base = { name: 'x', email: 'new1@dar-estate.sa', role: 'agent', password: 'Password#1' };
      const email = await admin.post<ApiErrorBody>('/api/users', { ...base, email: demoEmailFor('agent') });
      expect(email.status).toBe(409);
      expect(email.body.code).toBe('EMAIL_TAKEN');
      const employee = await admin.post<ApiErrorBody>('/api/users', { ...base, employeeId: 'EMP-2001' });
      expect(refusalOf(employee)).toEqual({ status: 409, code: 'CONFLICT' });
      expect(employee.body.details).toEqual([expect.objectContaining({ field: 'employeeId' })]);
      const role = await admin.post<ApiErrorBody>('/api/users', { ...base, role: 'pilot' });
      expect(refusalOf(role)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(role.body.details).toEqual([expect.objectContaining({ field: 'role' })]);
      const missing = await admin.post<ApiErrorBody>('/api/users', {
        name: 'x',
        email: 'y@dar-estate.sa',
        role: 'agent',
      });
      expect(refusalOf(missing)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(missing.body.details).toEqual([expect.objectContaining({ field: 'password' })]);
      const extra = await admin.post<ApiErrorBody>('/api/users', { ...base, isAdmin: true });
      expect(refusalOf(extra)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(extra.body.details).toEqual([expect.objectContaining({ field: 'isAdmin' })]);
    });

    it('updates a user, a new password ending their sessions', async () => {
      const session = await new ApiClient(app.baseUrl).signIn('badr.alomari@dar-estate.sa', 'Badr@2025!');
      const response = await admin.patch<UserDto>(`/api/users/${created.id}`, {
        role: 'manager',
        department: 'المبيعات',
        password: 'Badr@2026!',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ role: 'manager', department: 'المبيعات', name: 'بدر العمري' });
      expectNoSecrets(response.body);
      expect(refusalOf(await session.get('/api/auth/me'))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      await new ApiClient(app.baseUrl).signIn('badr.alomari@dar-estate.sa', 'Badr@2026!');
      expect((await latestAudit('user.update'))!.description).toMatch(/role, department.*password|password/);
      const taken = await admin.patch<ApiErrorBody>(`/api/users/${created.id}`, { email: demoEmailFor('user') });
      expect(refusalOf(taken)).toEqual({ status: 409, code: 'EMAIL_TAKEN' });
      expect(refusalOf(await admin.patch(`/api/users/${UNKNOWN_ID}`, { name: 'x' }))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
      const badId = await admin.patch<ApiErrorBody>('/api/users/not-a-uuid', { name: 'x' });
      expect(refusalOf(badId)).toEqual({ status: 400, code: 'BAD_REQUEST' });
    });

    it('changes the status, and refuses it for oneself', async () => {
      const off = await admin.patch<UserDto>(`/api/users/${created.id}/status`, { isActive: false });
      expect(off.status).toBe(200);
      expect(off.body.isActive).toBe(false);
      expect((await latestAudit('user.status'))!.description).toContain('Deactivated');
      const self = await admin.patch<ApiErrorBody>(`/api/users/${adminId}/status`, { isActive: false });
      expect(refusalOf(self)).toEqual({ status: 409, code: 'CONFLICT' });
      const bad = await admin.patch<ApiErrorBody>(`/api/users/${created.id}/status`, { isActive: 'no' });
      expect(refusalOf(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(bad.body.details).toEqual([expect.objectContaining({ field: 'isActive' })]);
    });

    it('refuses an admin removing their own admin role', async () => {
      const response = await admin.patch<ApiErrorBody>(`/api/users/${adminId}`, { role: 'user' });
      expect(refusalOf(response)).toEqual({ status: 409, code: 'CONFLICT' });
    });

    it('deletes a user, never oneself', async () => {
      expect(refusalOf(await admin.delete(`/api/users/${adminId}`))).toEqual({ status: 409, code: 'CONFLICT' });
      expect(refusalOf(await manager.delete(`/api/users/${created.id}`))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect((await admin.delete(`/api/users/${created.id}`)).status).toBe(204);
      expect(refusalOf(await admin.delete(`/api/users/${created.id}`))).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect((await latestAudit('user.delete'))!.targetId).toBe(created.id);
    });
  });

  describe('/api/roles', () => {
    it('lists the nine system roles with Arabic names and their permissions', async () => {
      const response = await admin.get<RoleDto[]>('/api/roles');
      expect(response.status).toBe(200);
      expect(response.body.slice(0, ROLES.length).map((role) => role.name)).toEqual([...ROLES]);
      for (const role of response.body.slice(0, ROLES.length)) {
        expect(role.isSystem).toBe(true);
        expect(role.nameAr).toMatch(/[\u0600-\u06FF]/);
      }
      const byName = Object.fromEntries(response.body.map((role) => [role.name, role]));
      expect(byName.admin!.permissions).toEqual(expect.arrayContaining([...ADMIN_PERMISSION_CHECKLIST]));
      expect(byName.maintenance!.permissions).toEqual(
        expect.arrayContaining(['estate_maintenance_read', 'estate_maintenance_write']),
      );
      expect(byName.maintenance!.permissions).not.toContain('estate_payments_read');
      expect(byName.accountant!.permissions).toContain('estate_payments_read');
      expect(byName.accountant!.permissions).not.toContain('estate_properties_write');
      expect(byName.owner!.permissions).toContain('portal_owner');
      expect(byName.tenant!.permissions).toContain('portal_tenant');
      expect(byName.owner!.permissions.some((name) => name.startsWith('estate_'))).toBe(false);
    });

    it('creates, updates and deletes a custom role; its users fall back to `user`', async () => {
      const created = await admin.post<RoleDto>('/api/roles', {
        name: 'leasing_agent',
        nameAr: 'وكيل تأجير',
        description: 'Leases units',
        permissions: ['properties_read', 'estate_contracts_read'],
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'leasing_agent',
        isSystem: false,
        permissions: ['estate_contracts_read', 'properties_read'],
      });
      expect((await latestAudit('role.create'))!.targetId).toBe(created.body.id);

      const duplicate = await admin.post<ApiErrorBody>('/api/roles', { name: 'leasing_agent', nameAr: 'مكرر' });
      expect(refusalOf(duplicate)).toEqual({ status: 409, code: 'CONFLICT' });
      const unknownPermission = await admin.post<ApiErrorBody>('/api/roles', {
        name: 'x_role',
        nameAr: 'س',
        permissions: ['fly'],
      });
      expect(refusalOf(unknownPermission)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(unknownPermission.body.details).toEqual([expect.objectContaining({ field: 'permissions' })]);
      const badName = await admin.post<ApiErrorBody>('/api/roles', { name: 'Leasing Agent', nameAr: 'س' });
      expect(refusalOf(badName)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(badName.body.details).toEqual([expect.objectContaining({ field: 'name' })]);
      const missingAr = await admin.post<ApiErrorBody>('/api/roles', { name: 'abc' });
      expect(missingAr.body.details).toEqual([expect.objectContaining({ field: 'nameAr' })]);

      const user = await admin.post<UserDto>('/api/users', {
        name: 'رنا',
        email: 'rana@dar-estate.sa',
        role: 'leasing_agent',
        password: 'Rana@2025!',
      });
      const rana = await new ApiClient(app.baseUrl).signIn('rana@dar-estate.sa', 'Rana@2025!');
      expect((await rana.get<SessionUser>('/api/auth/me')).body.permissions).toEqual([
        'estate_contracts_read',
        'properties_read',
      ]);

      const updated = await admin.patch<RoleDto>(`/api/roles/${created.body.id}`, {
        name: 'leasing_officer',
        permissions: ['estate_contracts_read', 'estate_contracts_write'],
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        name: 'leasing_officer',
        permissions: ['estate_contracts_read', 'estate_contracts_write'],
      });
      const me = (await rana.get<SessionUser>('/api/auth/me')).body;
      expect(me.role).toBe('leasing_officer');
      expect(me.permissions).toContain('estate_contracts_write');

      expect(refusalOf(await manager.delete(`/api/roles/${created.body.id}`))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect((await admin.delete(`/api/roles/${created.body.id}`)).status).toBe(204);
      const after = (await rana.get<SessionUser>('/api/auth/me')).body;
      expect(after.role).toBe('user');
      expect(after.permissions).not.toContain('estate_contracts_read');
      const users = await admin.get<UserDto[]>('/api/users?search=rana@');
      expect(users.body[0]).toMatchObject({ id: user.body.id, role: 'user' });
      expect((await latestAudit('role.delete'))!.description).toContain('1 users moved to user');
    });

    it('refuses to delete or rename a system role with 409 SYSTEM_ROLE', async () => {
      const roles = (await admin.get<RoleDto[]>('/api/roles')).body;
      const agent = roles.find((role) => role.name === 'agent')!;
      const deleted = await admin.delete<ApiErrorBody>(`/api/roles/${agent.id}`);
      expect(deleted.status).toBe(409);
      expect(deleted.body.code).toBe('SYSTEM_ROLE');
      const renamed = await admin.patch<ApiErrorBody>(`/api/roles/${agent.id}`, { name: 'broker' });
      expect(renamed.status).toBe(409);
      expect(renamed.body.code).toBe('SYSTEM_ROLE');
      const relabelled = await admin.patch<RoleDto>(`/api/roles/${agent.id}`, { nameAr: 'وسيط' });
      expect(relabelled.status).toBe(200);
      expect(relabelled.body.nameAr).toBe('وسيط');
      expect(refusalOf(await admin.delete(`/api/roles/${UNKNOWN_ID}`))).toEqual({ status: 404, code: 'NOT_FOUND' });
    });
  });

  describe('/api/permissions', () => {
    it('lists the checklist and the platform permissions with categories', async () => {
      const response = await admin.get<PermissionDto[]>('/api/permissions');
      expect(response.status).toBe(200);
      const names = response.body.map((permission) => permission.name);
      expect(names).toEqual(
        expect.arrayContaining([...ADMIN_PERMISSION_CHECKLIST, 'estate_payments_read', 'portal_tenant']),
      );
      expect(response.body.find((permission) => permission.name === 'users_read')).toMatchObject({
        description: 'Read users',
        descriptionAr: 'قراءة المستخدمين',
        category: 'users',
        categoryAr: 'المستخدمون',
      });
      expect(refusalOf(await manager.get('/api/permissions'))).toEqual({ status: 403, code: 'FORBIDDEN' });
    });

    it('derives the labels from the name when not given', async () => {
      const response = await admin.post<PermissionDto>('/api/permissions', { name: 'settings_export' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        name: 'settings_export',
        description: 'Export settings',
        descriptionAr: 'تصدير الإعدادات',
        nameAr: 'تصدير الإعدادات',
        category: 'settings',
        categoryAr: 'الإعدادات',
      });
      const given = await admin.post<PermissionDto>('/api/permissions', {
        name: 'billing_view',
        nameAr: 'عرض الفوترة',
        description: 'View billing',
        descriptionAr: 'عرض الفوترة',
        category: 'billing',
        categoryAr: 'الفوترة',
      });
      expect(given.body).toMatchObject({ category: 'billing', categoryAr: 'الفوترة', description: 'View billing' });
      const duplicate = await admin.post<ApiErrorBody>('/api/permissions', { name: 'users_read' });
      expect(refusalOf(duplicate)).toEqual({ status: 409, code: 'CONFLICT' });
      const bad = await admin.post<ApiErrorBody>('/api/permissions', { name: 'Users Read' });
      expect(refusalOf(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(bad.body.details).toEqual([expect.objectContaining({ field: 'name' })]);
      const updated = await admin.patch<PermissionDto>(`/api/permissions/${given.body.id}`, {
        description: 'See billing',
      });
      expect(updated.body.description).toBe('See billing');
      expect((await latestAudit('permission.update'))!.targetId).toBe(given.body.id);
    });

    it('removes a deleted permission from every role', async () => {
      const permissions = (await admin.get<PermissionDto[]>('/api/permissions')).body;
      const reportsGenerate = permissions.find((permission) => permission.name === 'reports_generate')!;
      expect((await admin.delete(`/api/permissions/${reportsGenerate.id}`)).status).toBe(204);
      const roles = (await admin.get<RoleDto[]>('/api/roles')).body;
      expect(roles.some((role) => role.permissions.includes('reports_generate'))).toBe(false);
      const me = (await manager.get<SessionUser>('/api/auth/me')).body;
      expect(me.permissions).not.toContain('reports_generate');
      expect((await latestAudit('permission.delete'))!.description).toContain('reports_generate');
      expect(refusalOf(await admin.delete(`/api/permissions/${reportsGenerate.id}`))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
    });
  });

  describe('/api/audit-logs and /api/admin/outbox', () => {
    it('pages the audit log newest first and filters by user and action', async () => {
      const first = await admin.get<AuditLogPage>('/api/audit-logs?page=1&limit=3');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, limit: 3, total: expect.any(Number) });
      expect(first.body.items).toHaveLength(3);
      const second = await admin.get<AuditLogPage>('/api/audit-logs?page=2&limit=3');
      expect(second.body.items[0]!.id).not.toBe(first.body.items[0]!.id);
      const dates = first.body.items.map((entry) => Date.parse(entry.createdAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const mine = await admin.get<AuditLogPage>(`/api/audit-logs?userId=${adminId}&action=auth.login`);
      expect(mine.body.total).toBeGreaterThanOrEqual(1);
      expect(mine.body.items.every((entry) => entry.userId === adminId && entry.action === 'auth.login')).toBe(true);
      const bad = await admin.get<ApiErrorBody>('/api/audit-logs?limit=1000');
      expect(refusalOf(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(bad.body.details).toEqual([expect.objectContaining({ field: 'limit' })]);
      expect(refusalOf(await manager.get('/api/audit-logs'))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(refusalOf(await new ApiClient(app.baseUrl).get('/api/audit-logs'))).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      expectNoSecrets(first.body);
    });

    it('shows outgoing mail to admins only', async () => {
      await new ApiClient(app.baseUrl).post('/api/auth/forgot-password', { email: demoEmailFor('tenant') });
      // The reset mail is written after the answer.
      let outbox = await admin.get<OutboxPage>('/api/admin/outbox?limit=5');
      await becomesTrue(async () => {
        outbox = await admin.get<OutboxPage>('/api/admin/outbox?limit=5');
        return outbox.body.items[0]?.to === demoEmailFor('tenant');
      }, 5_000);
      expect(outbox.status).toBe(200);
      expect(outbox.body.items[0]).toMatchObject({
        to: demoEmailFor('tenant'),
        subject: expect.any(String),
        sentAt: null,
        error: null,
      });
      expect(refusalOf(await manager.get('/api/admin/outbox'))).toEqual({ status: 403, code: 'FORBIDDEN' });
    });
  });

  it('keeps working with the demo password of every role', async () => {
    for (const role of ROLES) {
      const client = await new ApiClient(app.baseUrl).signIn(demoEmailFor(role), DEMO_PASSWORD);
      expect((await client.get<SessionUser>('/api/auth/me')).body.role).toBe(role);
    }
  });
});

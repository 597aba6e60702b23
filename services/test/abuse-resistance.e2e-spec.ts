import type {
  AdminProperty,
  AgentRequestPage,
  ApiErrorBody,
  OutboxPage,
  PropertyListResponse,
  PropertyViewCount,
  RegisterResponse,
  SessionUser,
} from '@estate/contracts';
import { connect, type Socket } from 'node:net';
import { ApiClient, readRefusal, refusalOf, signInAs } from './support/auth.js';
import { minimalListing } from './support/listings.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PNG, putDeclaredSize, putObject } from './support/uploads.js';
import { becomesTrue } from './support/wait.js';

const listing = minimalListing;

const FORBIDDEN = { status: 403, code: 'FORBIDDEN' };
const NOT_FOUND = { status: 404, code: 'NOT_FOUND' };

/** Opens a raw connection and resolves once the server closes it (or after `timeoutMs`, with false). */
function closedByServer(socket: Socket, timeoutMs: number): Promise<boolean> {
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('close', () => {
      clearTimeout(timer);
      done(true);
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
  });
}

function rawConnection(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((ready, fail) => {
    const socket = connect(Number(port), hostname, () => ready(socket));
    socket.once('error', fail);
  });
}

// Small allowances so each can be reached; behind a trusted "proxy" (loopback), each test its own address.
describe('abuse resistance', () => {
  let app: TestApp;
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: 'loopback',
      CLIENT_TIMEOUT_SECONDS: '3',
      UPLOAD_MIN_BYTES_PER_SECOND: '65536',
      UPLOAD_DAILY_COUNT: '3',
      UPLOAD_DAILY_MB: '1',
      LISTINGS_PER_DAY: '2',
      OBJECT_SWEEP_SECONDS: '1',
    });
  });
  afterAll(() => app?.stop());

  describe('registration and agent accounts', () => {
    it('limits registrations per address', async () => {
      const register = (index: number) =>
        new ApiClient(app.baseUrl).post<ApiErrorBody>(
          '/api/auth/register',
          { name: 'زائر', email: `flood-${index}@example.sa`, password: 'Visitor@2025', role: 'user' },
          from('203.0.113.50'),
        );
      for (let index = 1; index <= 5; index++) expect((await register(index)).status).toBe(202);
      const refused = await register(6);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not held back by it.
      const other = await new ApiClient(app.baseUrl).post(
        '/api/auth/register',
        { name: 'زائر', email: 'elsewhere@example.sa', password: 'Visitor@2025', role: 'user' },
        from('203.0.113.51'),
      );
      expect(other.status).toBe(202);
    });

    it('makes an agent only when an admin approves the request, and tells the user by mail', async () => {
      const email = 'would-be-agent@example.sa';
      const sent = await new ApiClient(app.baseUrl).post<RegisterResponse>(
        '/api/auth/register',
        { name: 'وسيط جديد', email, password: 'Agent@2025x', role: 'agent' },
        from('203.0.113.52'),
      );
      expect(sent.body).toEqual({ agentRequested: true });
      const applicant = await new ApiClient(app.baseUrl).signIn(email, 'Agent@2025x');
      expect(refusalOf(await applicant.get('/api/admin/inquiries'))).toEqual(FORBIDDEN);
      expect(refusalOf(await applicant.get('/api/admin/agent-requests'))).toEqual(FORBIDDEN);

      const admin = await signInAs(app.baseUrl, 'admin');
      const pending = await admin.get<AgentRequestPage>('/api/admin/agent-requests?status=pending');
      const request = pending.body.items.find((item) => item.userEmail === email)!;
      expect(request).toMatchObject({ status: 'pending', userName: 'وسيط جديد' });
      const manager = await signInAs(app.baseUrl, 'manager');
      expect(
        refusalOf(await manager.post(`/api/admin/agent-requests/${request.id}/decision`, { decision: 'approved' })),
      ).toEqual(FORBIDDEN);
      const approved = await admin.post(`/api/admin/agent-requests/${request.id}/decision`, { decision: 'approved' });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', decidedByName: expect.any(String) });
      const again = await admin.post<ApiErrorBody>(`/api/admin/agent-requests/${request.id}/decision`, {
        decision: 'refused',
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('AGENT_REQUEST_DECIDED');

      const me = (await applicant.get<SessionUser>('/api/auth/me')).body;
      expect(me.role).toBe('agent');
      // A new agent has no listing assigned yet, so no customer's inquiry either.
      expect((await applicant.get<{ total: number }>('/api/admin/inquiries')).body.total).toBe(0);
      const outbox = (await admin.get<OutboxPage>('/api/admin/outbox?limit=20')).body.items;
      expect(outbox.find((mail) => mail.to === email)?.subject).toMatch(/approved/);
    });
  });

  describe('password reset requests', () => {
    it('mails at most 3 links an hour to one account, and refuses an address past 10 requests', async () => {
      const email = 'lama.alharthi@dar-estate.sa';
      const admin = await signInAs(app.baseUrl, 'admin');
      const target = 'munira.alrasheed@example.sa';
      for (let index = 1; index <= 5; index++) {
        const response = await new ApiClient(app.baseUrl).post(
          '/api/auth/forgot-password',
          { email: target },
          from(`198.51.100.${index}`),
        );
        expect(response.status).toBe(202);
      }
      const mails = async () =>
        (await admin.get<OutboxPage>('/api/admin/outbox?limit=100')).body.items.filter((mail) => mail.to === target);
      expect(await becomesTrue(async () => (await mails()).length === 3, 5_000)).toBe(true);
      // No fourth one arrives.
      await new Promise((done) => setTimeout(done, 500));
      expect(await mails()).toHaveLength(3);

      for (let index = 1; index <= 10; index++) {
        const response = await new ApiClient(app.baseUrl).post(
          '/api/auth/forgot-password',
          { email: index % 2 ? email : `ghost-${index}@example.sa` },
          from('198.51.100.77'),
        );
        expect(response.status).toBe(202);
      }
      const refused = await new ApiClient(app.baseUrl).post<ApiErrorBody>(
        '/api/auth/forgot-password',
        { email },
        from('198.51.100.77'),
      );
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    });
  });

  describe('a trusted proxy', () => {
    it('marks cookies Secure behind HTTPS it names, and refuses forged addresses of an untrusted one', async () => {
      const login = await new ApiClient(app.baseUrl).post(
        '/api/auth/login',
        { email: 'admin@dar-estate.sa', password: 'Demo@2025' },
        { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.60' } },
      );
      expect(login.status).toBe(200);
      expect(login.headers.getSetCookie().join()).toMatch(/Secure/i);
    });
  });

  describe('timeouts', () => {
    it('cuts off a client that sends part of a body and stalls', async () => {
      const socket = await rawConnection(app.baseUrl);
      try {
        socket.write(
          'POST /api/auth/forgot-password HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
        );
        expect(await closedByServer(socket, 10_000)).toBe(true);
      } finally {
        socket.destroy();
      }
    });

    it('cuts off a client that trickles a body, byte after byte', async () => {
      const socket = await rawConnection(app.baseUrl);
      const closed = closedByServer(socket, 10_000);
      socket.write(
        'POST /api/auth/forgot-password HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
      const trickle = setInterval(() => socket.writable && socket.write(' '), 500);
      try {
        expect(await closed).toBe(true);
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    });

    it('cuts off headers that never end', async () => {
      const socket = await rawConnection(app.baseUrl);
      const closed = closedByServer(socket, 10_000);
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 500);
      try {
        expect(await closed).toBe(true);
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    });

    it('cuts off an upload slower than the minimum rate, and takes one at a fair rate', async () => {
      const visitor = new ApiClient(app.baseUrl);
      const grant = await newUpload(visitor, 'slow.png');
      const socket = await rawConnection(app.baseUrl);
      const closed = closedByServer(socket, 15_000);
      socket.write(
        `PUT ${grant.uploadURL} HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: 500000\r\n\r\n`,
      );
      socket.write(PNG);
      const trickle = setInterval(() => socket.writable && socket.write(Buffer.alloc(1024, 1)), 200);
      try {
        expect(await closed).toBe(true);
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    });
  });

  describe('quotas', () => {
    it('holds each address and each account to its daily uploads, by count and by bytes', async () => {
      const guest = new ApiClient(app.baseUrl);
      const ask = (client: ApiClient, address: string) =>
        client.post<ApiErrorBody>('/api/objects/upload', { fileName: 'a.png' }, from(address));
      for (let index = 0; index < 3; index++) expect((await ask(guest, '192.0.2.90')).status).toBe(201);
      const refused = await ask(guest, '192.0.2.90');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED', details: { quota: 'uploads_per_day' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      // An account is counted wherever it comes from.
      const user = await signInAs(app.baseUrl, 'user');
      for (let index = 0; index < 3; index++) {
        expect((await ask(user, `192.0.2.${100 + index}`)).status).toBe(201);
      }
      expect(await ask(user, '192.0.2.110')).toMatchObject({
        status: 429,
        body: { code: 'UPLOAD_QUOTA_EXCEEDED', details: { quota: 'uploads_per_day' } },
      });

      // Bytes: 1 MB a day; a file that would pass it is refused and nothing is kept.
      const tenant = await signInAs(app.baseUrl, 'tenant');
      const first = (await tenant.post<{ uploadURL: string }>('/api/objects/upload', {}, from('192.0.2.120'))).body;
      const big = Buffer.concat([PNG, Buffer.alloc(700 * 1024, 3)]);
      expect((await putObject(app.baseUrl, first.uploadURL, big)).status).toBe(200);
      const second = (await tenant.post<{ uploadURL: string }>('/api/objects/upload', {}, from('192.0.2.121'))).body;
      // Refused on its declared size: only the headers are sent (a body would race the closing connection).
      const over = await putDeclaredSize<ApiErrorBody>(app.baseUrl, second.uploadURL, big.length);
      expect(over.status).toBe(413);
      expect(over.body.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    });

    it('counts upload URLs asked for all at once one after the other', async () => {
      const guest = new ApiClient(app.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => guest.post('/api/objects/upload', {}, from('192.0.2.95'))),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 429).map(refusalOf)).toEqual(
        Array(7).fill({ status: 429, code: 'UPLOAD_QUOTA_EXCEEDED' }),
      );
    });

    it('holds each account to its daily listings', async () => {
      const visitor = await signInAs(app.baseUrl, 'owner');
      expect((await visitor.post('/api/properties', listing({ title: 'عقار 1' }))).status).toBe(201);
      expect((await visitor.post('/api/properties', listing({ title: 'عقار 2' }))).status).toBe(201);
      const refused = await visitor.post<ApiErrorBody>('/api/properties', listing({ title: 'عقار 3' }));
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    });

    it('releases the photos of a deleted listing: no longer served, then swept', async () => {
      const manager = await signInAs(app.baseUrl, 'manager');
      const grant = (
        await manager.post<{ uploadURL: string; objectURL: string }>('/api/objects/upload', {}, from('192.0.2.130'))
      ).body;
      expect((await putObject(app.baseUrl, grant.uploadURL, PNG)).status).toBe(200);
      const created = await manager.post<AdminProperty>(
        '/api/admin/properties',
        listing({ title: 'عقار بصورة', images: [grant.objectURL] }),
      );
      expect(created.status).toBe(201);
      expect((await fetch(`${app.baseUrl}${grant.objectURL}`)).status).toBe(200);
      expect((await manager.delete(`/api/properties/${created.body.id}`)).status).toBe(204);
      expect(await readRefusal(await fetch(`${app.baseUrl}${grant.objectURL}`))).toEqual(NOT_FOUND);
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
      const key = grant.objectURL.split('/').pop()!;
      const [row] = await app.database.query<{ released_at: Date | null; claimed_at: Date | null }>(
        `SELECT released_at, claimed_at FROM stored_objects WHERE key = $1`,
        [key],
      );
      expect(row).toMatchObject({ released_at: expect.any(Date), claimed_at: null });
      // Released as long ago as an abandoned upload is kept: the sweep deletes it.
      await app.database.query(`UPDATE stored_objects SET released_at = now() - interval '25 hours' WHERE key = $1`, [
        key,
      ]);
      const gone = async () =>
        (await app.database.query(`SELECT 1 FROM stored_objects WHERE key = $1`, [key])).length === 0;
      expect(await becomesTrue(gone, 10_000)).toBe(true);
    });

    it('releases a photo removed from a listing, and keeps the ones it still has', async () => {
      const manager = await signInAs(app.baseUrl, 'manager');
      const grants = [];
      for (const address of ['192.0.2.140', '192.0.2.141']) {
        const grant = (
          await manager.post<{ uploadURL: string; objectURL: string }>('/api/objects/upload', {}, from(address))
        ).body;
        expect((await putObject(app.baseUrl, grant.uploadURL, PNG)).status).toBe(200);
        grants.push(grant.objectURL);
      }
      const created = await manager.post<AdminProperty>(
        '/api/admin/properties',
        listing({ title: 'عقار بصورتين', images: grants }),
      );
      expect(created.status).toBe(201);
      const edited = await manager.put<AdminProperty>(
        `/api/properties/${created.body.id}`,
        listing({ title: 'عقار بصورتين', images: [grants[1]!] }),
      );
      expect(edited.status).toBe(200);
      expect(await readRefusal(await fetch(`${app.baseUrl}${grants[0]}`))).toEqual(NOT_FOUND);
      expect((await fetch(`${app.baseUrl}${grants[1]}`)).status).toBe(200);
    });
  });

  describe('views', () => {
    it('counts one view per visitor and day, and none for reading the listing', async () => {
      const visitor = new ApiClient(app.baseUrl);
      const [first] = (await visitor.get<PropertyListResponse>('/api/properties?limit=1')).body.properties;
      const id = first!.id;
      await Promise.all(Array.from({ length: 20 }, () => visitor.get(`/api/properties/${id}`)));
      const views = async () => (await visitor.get<{ views: number }>(`/api/properties/${id}`)).body.views;
      expect(await views()).toBe(first!.views);

      const count = (address: string, client = visitor) =>
        client.post<PropertyViewCount>(`/api/properties/${id}/views`, undefined, from(address));
      const once = await count('203.0.113.70');
      expect(once.body).toEqual({ views: first!.views + 1, counted: true });
      for (let index = 0; index < 10; index++) expect((await count('203.0.113.70')).body.counted).toBe(false);
      expect((await count('203.0.113.71')).body).toEqual({ views: first!.views + 2, counted: true });
      // A signed-in visitor is one visitor wherever they come from.
      const user = await signInAs(app.baseUrl, 'user');
      expect((await count('203.0.113.72', user)).body.counted).toBe(true);
      expect((await count('203.0.113.73', user)).body.counted).toBe(false);
      expect(await views()).toBe(first!.views + 3);
      expect(refusalOf(await visitor.post('/api/properties/00000000-0000-4000-8000-000000000000/views'))).toEqual(
        NOT_FOUND,
      );
    });
  });
});

import {
  type ApiErrorBody,
  type Property,
  CUSTOMER_REQUEST_ROLES,
  type RequestReceipt,
  type ServiceRequest,
  type StaffRequestList,
} from '@estate/contracts';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiClient, readRefusal, signInAs } from './support/auth.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PDF, PNG, putObject } from './support/uploads.js';
import { becomesTrue } from './support/wait.js';

const serviceRequest = {
  title: 'صيانة مكيفات شقة في حي النرجس',
  description: 'ثلاثة مكيفات سبليت لا تبرد، أرفقت صورة العقد.',
  location: 'الرياض، حي النرجس',
  name: 'Majed Alharbi',
  email: 'majed@example.sa',
  phone: '+966551112233',
};

const keyOf = (objectURL: string) => objectURL.slice('/api/objects/'.length);

describe('attachments are for staff, abandoned uploads are swept', () => {
  let app: TestApp;
  let visitor: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    // Swept every second here (hourly by default), so a test sees it happen.
    app = await startTestApp({ OBJECT_SWEEP_SECONDS: '1' });
    visitor = new ApiClient(app.baseUrl);
    admin = await signInAs(app.baseUrl, 'admin');
  });
  afterAll(() => app?.stop());

  async function upload(fileName: string, bytes: Buffer): Promise<string> {
    const signed = await newUpload(visitor, fileName);
    expect((await putObject(app.baseUrl, signed.uploadURL, bytes)).status).toBe(200);
    return signed.objectURL;
  }

  const download = (url: string, client?: ApiClient, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${url}`, { headers: { ...headers, ...(client ? { cookie: client.cookieHeader() } : {}) } });

  /** Makes objects look uploaded `hours` ago. */
  const age = (urls: string[], hours: number) =>
    app.database.query(
      `UPDATE stored_objects SET created_at = now() - make_interval(hours => $2) WHERE key = ANY($1)`,
      [urls.map(keyOf), hours],
    );

  const rowExists = async (url: string) =>
    (await app.database.query(`SELECT 1 FROM stored_objects WHERE key = $1`, [keyOf(url)])).length === 1;

  const fileExists = (url: string) =>
    access(join(app.dataDir, 'objects', keyOf(url).slice(0, 2), keyOf(url))).then(
      () => true,
      () => false,
    );

  /** Sending `attachment` is refused as not an uploaded file, and no request is stored. */
  async function expectRefusedAsNotUploaded(attachment: string): Promise<void> {
    const total = async () =>
      (await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests')).body.total;
    const before = await total();
    const response = await visitor.post<ApiErrorBody>('/api/service-requests', {
      ...serviceRequest,
      attachments: [attachment],
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'INVALID_ATTACHMENT',
      details: [{ field: 'attachments.0', index: 0, reason: 'not_found' }],
    });
    expect(await total()).toBe(before);
  }

  it('serves an attachment, once its request is stored, to the staff who work requests only', async () => {
    const deed = await upload('deed.pdf', PDF);
    // Until the form is sent, the uploader (the only one holding the URL) can read it back.
    const beforeSending = await download(deed);
    expect(beforeSending.status).toBe(200);
    expect(beforeSending.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const sent = await visitor.post<RequestReceipt>('/api/service-requests', {
      ...serviceRequest,
      attachments: [deed],
    });
    expect(sent.status).toBe(201);

    const guest = await download(deed);
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as ApiErrorBody).code).toBe('UNAUTHENTICATED');
    // Agents are staff, but a service request is no listing of theirs: customers' files are not for them.
    for (const role of ['tenant', 'owner', 'accountant', 'agent'] as const) {
      const refused = await readRefusal(await download(deed, await signInAs(app.baseUrl, role)));
      expect({ role, ...refused }).toEqual({ role, status: 403, code: 'FORBIDDEN' });
    }
    for (const role of CUSTOMER_REQUEST_ROLES) {
      const staff = role === 'admin' ? admin : await signInAs(app.baseUrl, role);
      const response = await download(deed, staff);
      expect({ role, status: response.status }).toEqual({ role, status: 200 });
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('content-disposition')).toContain('deed.pdf');
    }

    // A cached copy is revalidated: 304 for staff, still refused for anyone else.
    const etag = `"${keyOf(deed)}"`;
    expect((await download(deed, admin, { 'if-none-match': etag })).status).toBe(304);
    expect(await readRefusal(await download(deed, undefined, { 'if-none-match': etag }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });

    const list = await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests?limit=1');
    expect(list.body.items[0]).toMatchObject({ id: sent.body.id, attachments: [{ url: deed, fileName: 'deed.pdf' }] });
  });

  it('refuses a generated brochure as an attachment, and the brochure stays public', async () => {
    const featured = (await visitor.get<Property[]>('/api/properties/featured')).body;
    const brochure = featured.find((property) => property.brochureUrl)!.brochureUrl!;
    await expectRefusedAsNotUploaded(brochure);
    const served = await download(brochure);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('deletes uploads no form was sent with once they are old, bytes and all, and keeps the rest', async () => {
    const abandoned = await upload('abandoned.png', PNG);
    const recent = await upload('recent.png', PNG);
    const kept = await upload('kept.pdf', PDF);
    const neverUsed = (await newUpload(visitor, 'never-used.pdf')).objectURL;
    expect((await visitor.post('/api/service-requests', { ...serviceRequest, attachments: [kept] })).status).toBe(201);
    expect(await fileExists(abandoned)).toBe(true);

    await age([abandoned, kept, neverUsed], 25);
    expect(await becomesTrue(async () => !(await rowExists(abandoned)))).toBe(true);
    expect(await rowExists(neverUsed)).toBe(false);
    expect(await fileExists(abandoned)).toBe(false);
    expect(await readRefusal(await download(abandoned))).toEqual({ status: 404, code: 'NOT_FOUND' });

    // Claimed, or not old enough: untouched.
    expect((await download(kept, admin)).status).toBe(200);
    expect(await fileExists(kept)).toBe(true);
    expect((await download(recent)).status).toBe(200);
    const featured = (await visitor.get<Property[]>('/api/properties/featured')).body;
    expect((await download(featured.find((property) => property.brochureUrl)!.brochureUrl!)).status).toBe(200);
  });

  it('refuses a request whose attachment was swept before it was sent, and stores nothing', async () => {
    const late = await upload('late.pdf', PDF);
    await age([late], 30);
    expect(await becomesTrue(async () => !(await rowExists(late)))).toBe(true);
    await expectRefusedAsNotUploaded(late);
  });
});

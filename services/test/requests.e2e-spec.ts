import {
  type ApiErrorBody,
  type AuditLogPage,
  type ContactMessage,
  type FieldError,
  type Inquiry,
  MAX_ATTACHMENTS,
  type PropertyListResponse,
  REQUEST_LIMITS,
  type RequestReceipt,
  type ServiceRequest,
  type StaffRequestList,
} from '@estate/contracts';
import { ApiClient, refusalOf, signInAs } from './support/auth.js';
import { expectTooManyRequests } from './support/flood-guard.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PDF, PNG, putObject } from './support/uploads.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const inquiry = (propertyId: string) => ({
  name: '  نورة العتيبي ',
  email: ' noura@example.sa ',
  phone: '+966 50 123 4567',
  message: 'هل العقار متاح للمعاينة هذا الأسبوع؟',
  propertyId,
});

const contactMessage = {
  name: 'Fahad Alqahtani',
  email: 'fahad@example.sa',
  subject: 'Property management',
  message: 'I would like to hear about your property management plans.',
};

const serviceRequest = {
  title: 'تسويق فيلا في حي الملقا',
  description: 'فيلا دورين مع مسبح، أرغب في تسويقها خلال شهر.',
  location: 'الرياض، حي الملقا',
  name: 'سارة الدوسري',
  email: 'sara@example.sa',
  phone: '+966551234567',
};

const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([60, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(52, 1),
]);

/** The fields named by a VALIDATION_FAILED answer. */
function invalidFields(response: { status: number; body: unknown }): string[] {
  const body = response.body as ApiErrorBody;
  expect(response.status).toBe(400);
  expect(body.code).toBe('VALIDATION_FAILED');
  return (body.details as FieldError[]).map((detail) => detail.field).sort();
}

const without = <T extends object>(value: T, field: keyof T) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));

describe('inquiries, contact messages and service requests', () => {
  let app: TestApp;
  let visitor: ApiClient;
  let admin: ApiClient;
  let manager: ApiClient;
  let propertyId: string;
  let propertyTitle: string;

  beforeAll(async () => {
    app = await startTestApp();
    visitor = new ApiClient(app.baseUrl);
    [admin, manager] = await Promise.all([signInAs(app.baseUrl, 'admin'), signInAs(app.baseUrl, 'manager')]);
    const listing = await visitor.get<PropertyListResponse>('/api/properties?limit=1');
    propertyId = listing.body.properties[0]!.id;
    propertyTitle = listing.body.properties[0]!.title;
  });
  afterAll(() => app?.stop());

  async function latestAudit(action: string) {
    const page = await admin.get<AuditLogPage>(`/api/audit-logs?action=${action}&limit=1`);
    return page.body.items[0];
  }

  describe('POST /api/inquiries', () => {
    it('stores the inquiry, trimmed, with status new; staff see it with the property title', async () => {
      const response = await visitor.post<RequestReceipt>('/api/inquiries', inquiry(propertyId));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ id: expect.any(String), status: 'new', createdAt: expect.any(String) });

      const list = await admin.get<StaffRequestList<Inquiry>>('/api/admin/inquiries');
      expect(list.status).toBe(200);
      expect(list.body.items[0]).toEqual({
        id: response.body.id,
        propertyId,
        propertyTitle,
        propertyTitleEn: expect.any(String),
        name: 'نورة العتيبي',
        email: 'noura@example.sa',
        // Stored as E.164, whatever the form it was typed in.
        phone: '+966501234567',
        message: 'هل العقار متاح للمعاينة هذا الأسبوع؟',
        status: 'new',
        createdAt: response.body.createdAt,
        updatedAt: expect.any(String),
      });
      const entry = await latestAudit('inquiry.create');
      expect(entry).toMatchObject({ userName: 'visitor', targetType: 'inquiry', targetId: response.body.id });
    });

    it('takes the phone as optional (blank means none)', async () => {
      const response = await visitor.post<RequestReceipt>('/api/inquiries', { ...inquiry(propertyId), phone: ' ' });
      expect(response.status).toBe(201);
      const list = await admin.get<StaffRequestList<Inquiry>>('/api/admin/inquiries?limit=1');
      expect(list.body.items[0]).toMatchObject({ id: response.body.id, phone: null });
    });

    it.each(['name', 'email', 'message', 'propertyId'] as const)('requires %s', async (field) => {
      const response = await visitor.post<ApiErrorBody>('/api/inquiries', without(inquiry(propertyId), field));
      expect(invalidFields(response)).toEqual([field]);
    });

    it('refuses blank text, a bad email or phone, text beyond the limits and unknown fields', async () => {
      const body = inquiry(propertyId);
      expect(invalidFields(await visitor.post('/api/inquiries', { ...body, name: '   ', message: '' }))).toEqual([
        'message',
        'name',
      ]);
      expect(invalidFields(await visitor.post('/api/inquiries', { ...body, email: 'noura@' }))).toEqual(['email']);
      for (const phone of ['call me', '1------', '050123', '+966 50 123 4567 ext. 12']) {
        expect(invalidFields(await visitor.post('/api/inquiries', { ...body, phone }))).toEqual(['phone']);
      }
      const long = {
        ...body,
        name: 'n'.repeat(REQUEST_LIMITS.name + 1),
        email: `${'e'.repeat(REQUEST_LIMITS.email)}@example.sa`,
        message: 'm'.repeat(REQUEST_LIMITS.message + 1),
      };
      expect(invalidFields(await visitor.post('/api/inquiries', long))).toEqual(['email', 'message', 'name']);
      const atLimit = await visitor.post('/api/inquiries', { ...body, message: 'm'.repeat(REQUEST_LIMITS.message) });
      expect(atLimit.status).toBe(201);
      expect(invalidFields(await visitor.post('/api/inquiries', { ...body, status: 'closed' }))).toEqual(['status']);
      expect(invalidFields(await visitor.post('/api/inquiries', { ...body, propertyId: 'villa-1' }))).toEqual([
        'propertyId',
      ]);
    });

    it('answers 404 PROPERTY_NOT_FOUND for a property that does not exist or is not active', async () => {
      const unknown = await visitor.post<ApiErrorBody>('/api/inquiries', inquiry(UNKNOWN_ID));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        code: 'PROPERTY_NOT_FOUND',
        details: [expect.objectContaining({ field: 'propertyId' })],
      });
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
      const [inactive] = await app.database.query<{ id: string }>(
        `SELECT id FROM properties WHERE status = 'inactive' LIMIT 1`,
      );
      const refused = await visitor.post<ApiErrorBody>('/api/inquiries', inquiry(inactive!.id));
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('PROPERTY_NOT_FOUND');
    });
  });

  describe('POST /api/contact', () => {
    it('stores the message with status new, the phone optional', async () => {
      const response = await visitor.post<RequestReceipt>('/api/contact', contactMessage);
      expect(response.status).toBe(201);
      expect(response.body.status).toBe('new');
      const list = await manager.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages');
      expect(list.body.items[0]).toEqual({
        id: response.body.id,
        ...contactMessage,
        phone: null,
        status: 'new',
        createdAt: response.body.createdAt,
        updatedAt: expect.any(String),
      });
      expect((await latestAudit('contact_message.create'))!.targetId).toBe(response.body.id);
    });

    it.each(['name', 'email', 'subject', 'message'] as const)('requires %s', async (field) => {
      expect(invalidFields(await visitor.post('/api/contact', without(contactMessage, field)))).toEqual([field]);
    });

    it('refuses a bad email, a long subject and unknown fields', async () => {
      const body = { ...contactMessage, email: 'fahad.example.sa', subject: 's'.repeat(REQUEST_LIMITS.subject + 1) };
      expect(invalidFields(await visitor.post('/api/contact', body))).toEqual(['email', 'subject']);
      expect(invalidFields(await visitor.post('/api/contact', { ...contactMessage, propertyId }))).toEqual([
        'propertyId',
      ]);
    });
  });

  describe('POST /api/service-requests', () => {
    it('stores the request with status new, preferred contact phone by default, no attachments', async () => {
      const response = await visitor.post<RequestReceipt>('/api/service-requests', serviceRequest);
      expect(response.status).toBe(201);
      const list = await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests');
      expect(list.body.items[0]).toEqual({
        id: response.body.id,
        ...serviceRequest,
        type: null,
        category: null,
        budget: null,
        timeline: null,
        preferredContact: 'phone',
        attachments: [],
        status: 'new',
        createdAt: response.body.createdAt,
        updatedAt: expect.any(String),
      });
      expect((await latestAudit('service_request.create'))!.targetId).toBe(response.body.id);
    });

    it('keeps the optional choices', async () => {
      const choices = {
        type: 'valuation',
        category: 'villa',
        budget: '500,000 - 750,000',
        timeline: 'urgent',
        preferredContact: 'whatsapp',
      };
      const response = await visitor.post<RequestReceipt>('/api/service-requests', { ...serviceRequest, ...choices });
      expect(response.status).toBe(201);
      const list = await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests?limit=1');
      expect(list.body.items[0]).toMatchObject({ id: response.body.id, ...choices });
    });

    it.each(['title', 'description', 'location', 'name', 'email', 'phone'] as const)('requires %s', async (field) => {
      expect(invalidFields(await visitor.post('/api/service-requests', without(serviceRequest, field)))).toEqual([
        field,
      ]);
    });

    it('refuses unknown choices, long text and unknown fields', async () => {
      const body = {
        ...serviceRequest,
        type: 'demolition',
        timeline: 'someday',
        preferredContact: 'pigeon',
        location: 'l'.repeat(REQUEST_LIMITS.location + 1),
        budget: 'b'.repeat(REQUEST_LIMITS.budget + 1),
      };
      expect(invalidFields(await visitor.post('/api/service-requests', body))).toEqual([
        'budget',
        'location',
        'preferredContact',
        'timeline',
        'type',
      ]);
      expect(invalidFields(await visitor.post('/api/service-requests', { ...serviceRequest, urgent: true }))).toEqual([
        'urgent',
      ]);
    });

    it(`refuses more than ${MAX_ATTACHMENTS} attachments, and anything but a list of URLs`, async () => {
      const urls = Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, i) => `/api/objects/file-${i}`);
      const tooMany = await visitor.post('/api/service-requests', { ...serviceRequest, attachments: urls });
      expect(invalidFields(tooMany)).toEqual(['attachments']);
      const notAList = await visitor.post('/api/service-requests', { ...serviceRequest, attachments: 'a.pdf' });
      expect(invalidFields(notAList)).toEqual(['attachments']);
    });

    /** Uploads through the object store as the page does; answers the object URL and the store's status. */
    async function upload(
      fileName: string,
      bytes: Buffer,
    ): Promise<{ objectURL: string; status: number; body: unknown }> {
      const signed = await newUpload(visitor, fileName);
      const stored = await putObject(app.baseUrl, signed.uploadURL, bytes);
      return { objectURL: signed.objectURL, status: stored.status, body: stored.body };
    }

    it('stores uploaded PDF and PNG attachments with their name, checked type and size', async () => {
      const deed = await upload('deed.pdf', PDF);
      const photo = await upload('front.png', PNG);
      expect([deed.status, photo.status]).toEqual([200, 200]);
      const response = await visitor.post<RequestReceipt>('/api/service-requests', {
        ...serviceRequest,
        // The absolute form of an object URL of this site is ours too.
        attachments: [deed.objectURL, `${app.baseUrl}${photo.objectURL}`],
      });
      expect(response.status).toBe(201);
      const list = await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests?limit=1');
      expect(list.body.items[0]).toMatchObject({
        id: response.body.id,
        attachments: [
          { url: deed.objectURL, fileName: 'deed.pdf', contentType: 'application/pdf', size: PDF.length },
          { url: photo.objectURL, fileName: 'front.png', contentType: 'image/png', size: PNG.length },
        ],
      });
    });

    it('refuses attachments of another type or never stored, naming each by index and file name', async () => {
      const deed = await upload('deed.pdf', PDF);
      const sticker = await upload('sticker.webp', WEBP);
      const notes = await upload('notes.txt', Buffer.from('plain text notes\n'));
      expect([deed.status, sticker.status]).toEqual([200, 200]);
      expect(refusalOf(notes)).toEqual({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
      const before = (await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests')).body.total;
      const response = await visitor.post<ApiErrorBody>('/api/service-requests', {
        ...serviceRequest,
        attachments: [deed.objectURL, sticker.objectURL, notes.objectURL],
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'INVALID_ATTACHMENT',
        details: [
          {
            field: 'attachments.1',
            index: 1,
            fileName: 'sticker.webp',
            reason: 'type_not_allowed',
            messages: [expect.stringContaining('sticker.webp')],
          },
          { field: 'attachments.2', index: 2, fileName: null, reason: 'not_found', messages: [expect.any(String)] },
        ],
      });
      const after = (await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests')).body.total;
      expect(after).toBe(before);
    });

    it('refuses an attachment that is not an uploaded object of ours, naming it', async () => {
      const response = await visitor.post<ApiErrorBody>('/api/service-requests', {
        ...serviceRequest,
        attachments: ['https://files.example.com/deed.pdf'],
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'INVALID_ATTACHMENT',
        details: [
          { field: 'attachments.0', index: 0, fileName: null, reason: 'not_found', messages: [expect.any(String)] },
        ],
      });
    });
  });

  describe('staff lists and statuses', () => {
    let messages: RequestReceipt[];

    beforeAll(async () => {
      messages = [];
      for (let i = 1; i <= 13; i++) {
        const response = await visitor.post<RequestReceipt>('/api/contact', {
          ...contactMessage,
          subject: `Page ${i}`,
        });
        messages.push(response.body);
      }
    });

    it('pages 12 at a time, newest first, with the total', async () => {
      const first = await admin.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages');
      expect(first.body.total).toBe(14);
      expect(first.body.items).toHaveLength(12);
      expect(first.body.items.slice(0, 3).map((item) => item.subject)).toEqual(['Page 13', 'Page 12', 'Page 11']);
      const dates = first.body.items.map((item) => item.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const second = await admin.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages?page=2');
      expect(second.body.items.map((item) => item.subject)).toEqual(['Page 1', contactMessage.subject]);
      const small = await admin.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages?page=3&limit=5');
      expect(small.body.total).toBe(14);
      expect(small.body.items.map((item) => item.subject)).toEqual([
        'Page 3',
        'Page 2',
        'Page 1',
        contactMessage.subject,
      ]);
    });

    it('moves an item through its statuses, writing each change to the audit log', async () => {
      const target = messages[0]!;
      const started = await manager.patch<ContactMessage>(`/api/admin/contact-messages/${target.id}/status`, {
        status: 'in_progress',
      });
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ id: target.id, status: 'in_progress', subject: 'Page 1' });
      expect(Date.parse(started.body.updatedAt)).toBeGreaterThan(Date.parse(started.body.createdAt));
      const entry = await latestAudit('contact_message.status');
      expect(entry).toMatchObject({ targetType: 'contact_message', targetId: target.id });
      expect(entry!.userName).not.toBe('visitor');
      expect(entry!.description).toContain('new → in_progress');

      const closed = await admin.patch<ContactMessage>(`/api/admin/contact-messages/${target.id}/status`, {
        status: 'closed',
      });
      expect(closed.body.status).toBe('closed');
      expect((await latestAudit('contact_message.status'))!.description).toContain('in_progress → closed');
    });

    it('filters by status', async () => {
      await admin.patch(`/api/admin/contact-messages/${messages[1]!.id}/status`, { status: 'in_progress' });
      const inProgress = await admin.get<StaffRequestList<ContactMessage>>(
        '/api/admin/contact-messages?status=in_progress',
      );
      expect(inProgress.body).toEqual({ items: [expect.objectContaining({ subject: 'Page 2' })], total: 1 });
      const closed = await admin.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages?status=closed');
      expect(closed.body.items.map((item) => item.id)).toEqual([messages[0]!.id]);
      const fresh = await admin.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages?status=new');
      expect(fresh.body.total).toBe(12);
      expect(fresh.body.items.every((item) => item.status === 'new')).toBe(true);
    });

    it('changes the status of inquiries and service requests too, answering the item', async () => {
      const [latestInquiry] = (await admin.get<StaffRequestList<Inquiry>>('/api/admin/inquiries?limit=1')).body.items;
      const inquiryAnswer = await manager.patch<Inquiry>(`/api/admin/inquiries/${latestInquiry!.id}/status`, {
        status: 'closed',
      });
      expect(inquiryAnswer.body).toMatchObject({ id: latestInquiry!.id, status: 'closed', propertyTitle });
      expect((await latestAudit('inquiry.status'))!.targetId).toBe(latestInquiry!.id);

      const [latestRequest] = (await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests?limit=1'))
        .body.items;
      const requestAnswer = await admin.patch<ServiceRequest>(
        `/api/admin/service-requests/${latestRequest!.id}/status`,
        {
          status: 'in_progress',
        },
      );
      expect(requestAnswer.body).toMatchObject({ id: latestRequest!.id, status: 'in_progress' });
      expect((await latestAudit('service_request.status'))!.targetId).toBe(latestRequest!.id);
    });

    it('keeps every one of concurrent status changes, in some order', async () => {
      const target = messages[2]!;
      const statuses = ['in_progress', 'closed', 'new', 'in_progress', 'closed'] as const;
      const answers = await Promise.all(
        statuses.map((status) => admin.patch(`/api/admin/contact-messages/${target.id}/status`, { status })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(statuses.map(() => 200));
      const audit = await admin.get<AuditLogPage>('/api/audit-logs?action=contact_message.status&limit=100');
      const steps = audit.body.items
        .filter((item) => item.targetId === target.id)
        .map((item) => /: (\w+) → (\w+)$/.exec(item.description)!.slice(1) as [string, string]);
      expect(steps).toHaveLength(statuses.length);
      // The changes chain from new to the final status, each starting where another ended: none was lost.
      const list = await admin.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages?limit=100');
      const final = list.body.items.find((item) => item.id === target.id)!.status;
      const froms = [...steps.map(([from]) => from), final].sort();
      const tos = ['new', ...steps.map(([, to]) => to)].sort();
      expect(froms).toEqual(tos);
    });

    it('answers 404 for an unknown id, 400 for a bad id, status or query', async () => {
      const unknown = await admin.patch<ApiErrorBody>(`/api/admin/inquiries/${UNKNOWN_ID}/status`, {
        status: 'closed',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('NOT_FOUND');
      expect(refusalOf(await admin.patch('/api/admin/inquiries/42/status', { status: 'closed' }))).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
      });
      const id = messages[3]!.id;
      expect(invalidFields(await admin.patch(`/api/admin/contact-messages/${id}/status`, { status: 'done' }))).toEqual([
        'status',
      ]);
      expect(invalidFields(await admin.patch(`/api/admin/contact-messages/${id}/status`, {}))).toEqual(['status']);
      expect(invalidFields(await admin.get('/api/admin/service-requests?status=open'))).toEqual(['status']);
      expect(invalidFields(await admin.get('/api/admin/service-requests?limit=0'))).toEqual(['limit']);
    });

    it('is for admins and managers; agents read inquiries only', async () => {
      expect((await manager.get('/api/admin/service-requests')).status).toBe(200);
      const agent = await signInAs(app.baseUrl, 'agent');
      expect((await agent.get('/api/admin/inquiries')).status).toBe(200);
      for (const path of ['/api/admin/contact-messages', '/api/admin/service-requests']) {
        const refused = await agent.get<ApiErrorBody>(path);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('FORBIDDEN');
      }
      const agentChange = await agent.patch(`/api/admin/contact-messages/${messages[4]!.id}/status`, {
        status: 'closed',
      });
      expect(refusalOf(agentChange)).toEqual({ status: 403, code: 'FORBIDDEN' });
      for (const role of ['user', 'tenant', 'owner', 'accountant'] as const) {
        const client = await signInAs(app.baseUrl, role);
        const list = await client.get<ApiErrorBody>('/api/admin/inquiries');
        expect(list.status).toBe(403);
        expect(list.body.code).toBe('FORBIDDEN');
        const change = await client.patch(`/api/admin/contact-messages/${messages[4]!.id}/status`, {
          status: 'closed',
        });
        expect(refusalOf(change)).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
      const signedOut = await visitor.get<ApiErrorBody>('/api/admin/contact-messages');
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.code).toBe('UNAUTHENTICATED');
      const change = await visitor.patch(`/api/admin/contact-messages/${messages[4]!.id}/status`, {
        status: 'closed',
      });
      expect(refusalOf(change)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    });
  });

  describe('phones', () => {
    /** One Saudi mobile number as people type it. */
    const typedForms = ['0501234567', '+966501234567', '00966501234567', '٠٥٠ ١٢٣ ٤٥٦٧'];

    it.each(typedForms)('stores %s as +966501234567 for a contact message and a service request', async (phone) => {
      const message = await visitor.post<RequestReceipt>('/api/contact', { ...contactMessage, phone });
      expect(message.status).toBe(201);
      const request = await visitor.post<RequestReceipt>('/api/service-requests', { ...serviceRequest, phone });
      expect(request.status).toBe(201);

      const messages = await manager.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages?limit=1');
      expect(messages.body.items[0]).toMatchObject({ id: message.body.id, phone: '+966501234567' });
      const requests = await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests?limit=1');
      expect(requests.body.items[0]).toMatchObject({ id: request.body.id, phone: '+966501234567' });
    });

    it('keeps a valid number of another country in E.164, and refuses what is not a number', async () => {
      const foreign = await visitor.post<RequestReceipt>('/api/service-requests', {
        ...serviceRequest,
        phone: '+44 20 7946 0958',
      });
      expect(foreign.status).toBe(201);
      const requests = await admin.get<StaffRequestList<ServiceRequest>>('/api/admin/service-requests?limit=1');
      expect(requests.body.items[0]).toMatchObject({ id: foreign.body.id, phone: '+442079460958' });

      for (const phone of ['1------', '12345', 'واتساب']) {
        expect(invalidFields(await visitor.post('/api/service-requests', { ...serviceRequest, phone }))).toEqual([
          'phone',
        ]);
        expect(invalidFields(await visitor.post('/api/contact', { ...contactMessage, phone }))).toEqual(['phone']);
      }
    });
  });
});

// Its own server: the limit counts every form sent from 127.0.0.1 in the file.
describe('flood guard on the public forms', () => {
  let app: TestApp;
  let visitor: ApiClient;
  let propertyId: string;

  beforeAll(async () => {
    app = await startTestApp();
    visitor = new ApiClient(app.baseUrl);
    propertyId = (await visitor.get<PropertyListResponse>('/api/properties?limit=1')).body.properties[0]!.id;
  });
  afterAll(() => app?.stop());

  it('accepts 20 forms of a kind per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => visitor.post('/api/contact', { ...contactMessage, subject: `Flood ${i}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    expectTooManyRequests(await visitor.post<ApiErrorBody>('/api/contact', contactMessage), /Too many forms/);

    // Nothing of the refused form is stored.
    const admin = await signInAs(app.baseUrl, 'admin');
    const list = await admin.get<StaffRequestList<ContactMessage>>('/api/admin/contact-messages');
    expect(list.body.total).toBe(20);

    // Each kind has its own allowance; a form refused by validation does not count.
    expect((await visitor.post('/api/inquiries', inquiry(propertyId))).status).toBe(201);
    expect((await visitor.post('/api/service-requests', serviceRequest)).status).toBe(201);
  });

  it('refuses concurrent floods at the limit too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => visitor.post('/api/service-requests', serviceRequest)),
    );
    const accepted = answers.filter((answer) => answer.status === 201).length;
    expect(accepted).toBeLessThanOrEqual(19);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(25 - accepted);
  });

  it('accepts forms again once the earlier ones leave the window', async () => {
    if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
    await app.database.query(
      `UPDATE rate_limit_events SET created_at = created_at - interval '601 seconds' WHERE key LIKE 'form:%'`,
    );
    expect((await visitor.post('/api/contact', contactMessage)).status).toBe(201);
  });
});

import {
  type ApiErrorBody,
  type ContractInvoices,
  DEMO_PASSWORD,
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_SECONDS,
} from '@estate/contracts';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  findStoredObject,
  objectKeyOf,
  type StoredObjectInfo,
  UPLOAD_URLS_PER_WINDOW,
} from '../src/common/objects/object-catalog.js';
import { signUpload } from '../src/common/objects/upload-signature.js';
import { ApiClient, readRefusal, refusalOf, signInAs } from './support/auth.js';
import { fromToday, makeAccount, makeContract, portfolio } from './support/estate.js';
import { expectTooManyRequests } from './support/flood-guard.js';
import { startTestApp, type TestApp } from './support/server.js';
import {
  newUpload as requestUpload,
  PDF,
  PNG as ONE_PIXEL_PNG,
  putDeclaredSize,
  putObject,
} from './support/uploads.js';

const PNG = Buffer.concat([ONE_PIXEL_PNG, randomBytes(64)]);

describe('object store', () => {
  let app: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    client = new ApiClient(app.baseUrl);
  });
  afterAll(() => app?.stop());

  const newUpload = (fileName?: string) => requestUpload(client, fileName);

  const put = (url: string, body: Buffer | ReadableStream, headers: Record<string, string> = {}) =>
    putObject<ApiErrorBody & StoredObjectInfo>(app.baseUrl, url, body, {
      'content-type': 'application/pdf',
      ...headers,
    });

  const download = (url: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${url}`, { headers });

  it('hands out a URL signed for one upload, valid a short time', async () => {
    const before = Date.now();
    const upload = await newUpload('plan.pdf');
    expect(upload.uploadURL).toMatch(/^\/api\/objects\/[0-9a-f]{32}\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(upload.objectURL).toBe(upload.uploadURL.split('?')[0]);
    expect(upload.maxBytes).toBe(MAX_UPLOAD_BYTES);
    const expiresAt = Date.parse(upload.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + (UPLOAD_URL_TTL_SECONDS - 2) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
    expect(new URL(upload.uploadURL, app.baseUrl).searchParams.get('expires')).toBe(String(expiresAt / 1000));
    expect((await newUpload()).objectURL).not.toBe(upload.objectURL);
  });

  it('stores a PDF and serves it back with its sniffed type, as a download, cached for good', async () => {
    const upload = await newUpload('plan.pdf');
    const stored = await put(upload.uploadURL, PDF);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({
      key: upload.objectURL.slice('/api/objects/'.length),
      url: upload.objectURL,
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });

    const response = await download(upload.objectURL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="plan.pdf"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);

    const etag = response.headers.get('etag')!;
    expect((await download(upload.objectURL, { 'if-none-match': etag })).status).toBe(304);
  });

  it('checks the content, not the declared type: a PDF sent as JSON is a PDF', async () => {
    const upload = await newUpload('brochure.pdf');
    const stored = await put(upload.uploadURL, PDF, { 'content-type': 'application/json' });
    expect(stored.status).toBe(200);
    expect(stored.body.contentType).toBe('application/pdf');
  });

  it('stores a PNG named .pdf as an image/png (renamed to match), shown inline', async () => {
    const upload = await newUpload('x.pdf');
    const stored = await put(upload.uploadURL, PNG);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ contentType: 'image/png', fileName: 'x.png' });
    const response = await download(upload.objectURL);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="x.png"');
  });

  it('gives downloads a safe file name, whatever name was asked for', async () => {
    const nasty = await newUpload('a"b\r\n/../x.pdf');
    expect((await put(nasty.uploadURL, PDF)).body.fileName).toBe('x.pdf');
    expect((await download(nasty.objectURL)).headers.get('content-disposition')).toBe('attachment; filename="x.pdf"');

    const quoted = await newUpload('report "final"\r\n\\v2.pdf');
    await put(quoted.uploadURL, PDF);
    const disposition = (await download(quoted.objectURL)).headers.get('content-disposition')!;
    expect(disposition).toBe('attachment; filename="v2.pdf"');

    const arabic = await newUpload('مخطط الفيلا.pdf');
    await put(arabic.uploadURL, PDF);
    const header = (await download(arabic.objectURL)).headers.get('content-disposition')!;
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~-]+$/);
    expect(header).not.toMatch(/[\r\n]/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('مخطط الفيلا.pdf');
  });

  it('refuses a file that is not an accepted type, and keeps the URL usable for a right one', async () => {
    const upload = await newUpload('notes.pdf');
    const refused = await put(upload.uploadURL, Buffer.from('just some text\n'));
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
      details: { detectedType: 'text/plain' },
    });
    expect(await readRefusal(await download(upload.objectURL))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await put(upload.uploadURL, PDF)).status).toBe(200);
  });

  it('accepts one upload per URL', async () => {
    const upload = await newUpload();
    expect((await put(upload.uploadURL, PDF)).status).toBe(200);
    const again = await put(upload.uploadURL, PNG);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('OBJECT_EXISTS');
    expect((await download(upload.objectURL)).headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a body over the limit and keeps nothing, declared or streamed', async () => {
    const declared = await newUpload();
    const refused = await putDeclaredSize<ApiErrorBody>(
      app.baseUrl,
      declared.uploadURL,
      MAX_UPLOAD_BYTES + 1,
      'application/pdf',
    );
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'FILE_TOO_LARGE', details: { maxBytes: MAX_UPLOAD_BYTES } });
    expect(await readRefusal(await download(declared.objectURL))).toEqual({ status: 404, code: 'NOT_FOUND' });

    // No Content-Length: the limit is enforced while the body streams in.
    const streamed = await newUpload();
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD_BYTES) return controller.close();
        controller.enqueue(sent === 0 ? Buffer.concat([PDF, chunk]) : chunk);
        sent += chunk.length;
      },
    });
    const cut = await put(streamed.uploadURL, body);
    expect(cut.status).toBe(413);
    expect(cut.body.code).toBe('FILE_TOO_LARGE');
    expect(await readRefusal(await download(streamed.objectURL))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await readdir(join(app.dataDir, 'objects', '.incoming'))).toEqual([]);
  });

  it('refuses an altered upload URL', async () => {
    const upload = await newUpload();
    const other = await newUpload();
    const url = new URL(upload.uploadURL, app.baseUrl);
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    const attempts = [
      `${upload.objectURL}?expires=${expires}&signature=${flipped}`,
      `${other.objectURL}?expires=${expires}&signature=${signature}`,
      `${upload.objectURL}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${upload.objectURL}?expires=${expires}&signature=not-hex`,
    ];
    for (const attempt of attempts) {
      const response = await put(attempt, PDF);
      expect({ attempt, status: response.status, code: response.body.code }).toEqual({
        attempt,
        status: 403,
        code: 'UPLOAD_URL_INVALID',
      });
    }
    const unsigned = await put(upload.objectURL, PDF);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.code).toBe('VALIDATION_FAILED');
    expect((await put(upload.uploadURL, PDF)).status).toBe(200);
  });

  it('refuses an expired upload URL', async () => {
    if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
    const upload = await newUpload();
    const [row] = await app.database.query<{ secret: string }>(`SELECT secret FROM object_signing_keys WHERE id = 1`);
    const key = upload.objectURL.slice('/api/objects/'.length);
    const expires = Math.floor(Date.now() / 1000) - 5;
    const signature = signUpload(Buffer.from(row!.secret, 'hex'), { key, expires, maxBytes: MAX_UPLOAD_BYTES });
    const response = await put(`${upload.objectURL}?expires=${expires}&signature=${signature}`, PDF);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('UPLOAD_URL_EXPIRED');
  });

  it('takes uploads from the site itself and refuses them from other sites', async () => {
    const upload = await newUpload();
    const crossSite = await put(upload.uploadURL, PDF, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('CSRF_REJECTED');
    const sameOrigin = await put(upload.uploadURL, PDF, { 'sec-fetch-site': 'same-origin', origin: app.baseUrl });
    expect(sameOrigin.status).toBe(200);
  });

  it('answers 404 with the error body for unknown objects', async () => {
    for (const path of [`/api/objects/${randomBytes(16).toString('hex')}`, '/api/objects/not-a-key']) {
      const response = await download(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });

  it("decides a file's readers when it is asked for: a tenant's receipt file leaves them when their account is unlinked", async () => {
    const [admin, manager, accountant] = await Promise.all([
      signInAs(app.baseUrl, 'admin'),
      signInAs(app.baseUrl, 'property_manager'),
      signInAs(app.baseUrl, 'accountant'),
    ]);
    const { unit, tenant } = await portfolio(manager);
    const contract = await makeContract(manager, {
      unitId: unit.id,
      tenantId: tenant.id,
      startDate: fromToday(0),
      endDate: fromToday(364),
      rentAmount: 1_000,
      securityDeposit: 0,
      paymentFrequency: 'monthly',
    });
    const invoices = (await manager.get<ContractInvoices>(`/api/estate/contracts/${contract.id}/invoices`)).body;
    const invoice = invoices.items.find((item) => item.type === 'rent')!;
    const upload = await requestUpload(accountant, 'slip.pdf');
    expect((await putObject(app.baseUrl, upload.uploadURL, PDF)).status).toBe(200);

    // Two accounts of the tenant role: the one linked to the record when the receipt is kept, and a later one.
    const [first, second] = [await makeAccount(admin, 'tenant'), await makeAccount(admin, 'tenant')];
    expect((await manager.patch(`/api/estate/tenants/${tenant.id}`, { userId: first.id })).status).toBe(200);
    const paid = await accountant.post(`/api/estate/invoices/${invoice.id}/payments`, {
      amount: 1_000,
      method: 'bank_transfer',
      paidOn: fromToday(0),
      receiptUrl: upload.objectURL,
    });
    expect(paid.status).toBe(201);
    const [asFirst, asSecond] = [
      await new ApiClient(app.baseUrl).signIn(first.email, DEMO_PASSWORD),
      await new ApiClient(app.baseUrl).signIn(second.email, DEMO_PASSWORD),
    ];
    const fetched = (reader: ApiClient) => reader.get(upload.objectURL);
    expect((await fetched(asFirst)).status).toBe(200);
    expect(refusalOf(await fetched(asSecond))).toEqual({ status: 403, code: 'FORBIDDEN' });

    // Unlinked: the first account no longer reads it; linked instead, the second one does. Staff keep it.
    expect((await manager.patch(`/api/estate/tenants/${tenant.id}`, { userId: null })).status).toBe(200);
    expect(refusalOf(await fetched(asFirst))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await manager.patch(`/api/estate/tenants/${tenant.id}`, { userId: second.id })).status).toBe(200);
    expect(refusalOf(await fetched(asFirst))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await fetched(asSecond)).status).toBe(200);
    expect((await fetched(accountant)).status).toBe(200);
  });

  describe('inspect', () => {
    // What ObjectStoreService.inspect does, with PUBLIC_URL https://estate.example.sa.
    const inspect = (url: string, origin?: string) => {
      const key = objectKeyOf(url, ['https://estate.example.sa', origin]);
      return key ? findStoredObject((sql, parameters) => app.database.query(sql, parameters), key) : null;
    };

    it('describes our objects by URL and knows nothing of others', async () => {
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
      const upload = await newUpload('photo.jpeg');
      await put(upload.uploadURL, PNG);
      const info = {
        key: upload.objectURL.slice('/api/objects/'.length),
        url: upload.objectURL,
        fileName: 'photo.png',
        contentType: 'image/png',
        size: PNG.length,
      };
      expect(await inspect(upload.objectURL)).toEqual(info);
      expect(await inspect(`https://estate.example.sa${upload.objectURL}`)).toEqual(info);
      expect(await inspect(`${app.baseUrl}${upload.objectURL}`, app.baseUrl)).toEqual(info);

      expect(await inspect(`${app.baseUrl}${upload.objectURL}`)).toBeNull();
      expect(await inspect(`https://evil.example${upload.objectURL}`)).toBeNull();
      expect(await inspect(upload.uploadURL)).toBeNull();
      expect(await inspect(`/api/objects/${randomBytes(16).toString('hex')}`)).toBeNull();
      expect(await inspect('/api/objects/../users')).toBeNull();
      expect(await inspect('//evil.example/api/objects/x')).toBeNull();
      expect(await inspect('javascript:alert(1)')).toBeNull();
      // Handed out but never uploaded.
      expect(await inspect((await newUpload()).objectURL)).toBeNull();
    });
  });
});

// Its own server: the per-address limit counts every upload URL from 127.0.0.1.
describe('upload URL throttling', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it(`hands out ${UPLOAD_URLS_PER_WINDOW} upload URLs per address in 10 minutes, then answers 429`, async () => {
    const client = new ApiClient(app.baseUrl);
    for (let i = 0; i < UPLOAD_URLS_PER_WINDOW; i++) {
      expect((await client.post('/api/objects/upload', {})).status).toBe(201);
    }
    expectTooManyRequests(await client.post<ApiErrorBody>('/api/objects/upload', {}), /Too many uploads/);
  });
});

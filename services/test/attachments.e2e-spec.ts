import type { AdminProperty, ApiErrorBody, PropertyInput, StoredAttachment } from '@estate/contracts';
import { Client } from 'pg';
import { ApiClient, readRefusal, signInAs } from './support/auth.js';
import { minimalListing } from './support/listings.js';
import { startTestApp, type TestApp } from './support/server.js';
import { newUpload, PDF, PNG, PNG_SIGNATURE, putObject } from './support/uploads.js';
import { becomesTrue } from './support/wait.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A ZIP with stored (uncompressed) entries: local headers, central directory, end record. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

/**
 * An OLE2 compound file with 512-byte sectors: sector 0 is the FAT, the directory starts at sector 1 and, with
 * more than 4 entries, continues in sector 2 (chained through the FAT).
 */
function compoundFile(streamNames: string[]): Buffer {
  const entries = ['Root Entry', ...streamNames];
  const directorySectors = Math.ceil(entries.length / 4);
  const file = Buffer.alloc(512 * (2 + directorySectors));
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c);
  file.writeUInt32LE(1, 0x30);
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  file.writeUInt32LE(0, 0x4c);
  for (let i = 1; i < 109; i++) file.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  const fat = 512;
  for (let i = 0; i < 128; i++) file.writeUInt32LE(0xffffffff, fat + i * 4);
  file.writeUInt32LE(0xfffffffd, fat);
  for (let s = 1; s <= directorySectors; s++)
    file.writeUInt32LE(s === directorySectors ? 0xfffffffe : s + 1, fat + s * 4);
  entries.forEach((name, i) => {
    const entry = 512 * 2 + i * 128;
    const nameBytes = Buffer.from(`${name}\0`, 'utf16le');
    nameBytes.copy(file, entry);
    file.writeUInt16LE(nameBytes.length, entry + 0x40);
    file.writeUInt8(i === 0 ? 5 : 2, entry + 0x42);
  });
  return file;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,',
  'latin1',
);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(24),
]);

const listing = (overrides: Partial<PropertyInput> = {}): PropertyInput =>
  minimalListing({ title: 'شقة بصور', adLicenseNumber: '7100066666', ...overrides });

const keyOf = (objectURL: string) => objectURL.slice('/api/objects/'.length);

describe('attachments', () => {
  let app: TestApp;
  let manager: ApiClient;

  beforeAll(async () => {
    // Swept every second (hourly by default); debug logs say when a sweep round is skipped.
    app = await startTestApp({ OBJECT_SWEEP_SECONDS: '1', LOG_LEVEL: 'debug', LOG_FORMAT: 'human' });
    manager = await signInAs(app.baseUrl, 'manager');
  });
  afterAll(() => app?.stop());

  async function upload(fileName: string, bytes: Buffer) {
    const grant = await newUpload(new ApiClient(app.baseUrl), fileName);
    const stored = await putObject<ApiErrorBody & { contentType: string; fileName: string }>(
      app.baseUrl,
      grant.uploadURL,
      bytes,
    );
    return { url: grant.objectURL, stored };
  }

  const served = async (url: string) => (await fetch(`${app.baseUrl}${url}`)).status;
  /** What a visitor fetching the file is answered, status and error code. */
  const refusalAt = async (url: string) => readRefusal(await fetch(`${app.baseUrl}${url}`));
  const row = async (url: string) =>
    (
      await app.database.query<{ claimed_at: Date | null; released_at: Date | null; record_kind: string | null }>(
        `SELECT claimed_at, released_at, record_kind FROM stored_objects WHERE key = $1`,
        [keyOf(url)],
      )
    )[0];
  /** Makes a released object look released `hours` ago. */
  const releasedLongAgo = (url: string) =>
    app.database.query(`UPDATE stored_objects SET released_at = now() - interval '25 hours' WHERE key = $1`, [
      keyOf(url),
    ]);

  describe('checked by content', () => {
    it.each([
      ['a PDF', 'plan.pdf', PDF, 'application/pdf', 'plan.pdf'],
      ['a PNG named .pdf', 'x.pdf', PNG, 'image/png', 'x.png'],
      ['a JPEG', 'photo.jpg', JPEG, 'image/jpeg', 'photo.jpg'],
      ['a GIF', 'anim', GIF, 'image/gif', 'anim.gif'],
      ['a WebP', 'photo.webp', WEBP, 'image/webp', 'photo.webp'],
      [
        'a Word document (DOCX)',
        'offer.docx',
        zip({ '[Content_Types].xml': contentTypes(`${DOCX}.main+xml`), 'word/document.xml': '<w:document/>' }),
        DOCX,
        'offer.docx',
      ],
      [
        'a Word 97-2003 document',
        'offer.doc',
        compoundFile(['WordDocument', '\u0001CompObj']),
        'application/msword',
        'offer.doc',
      ],
      [
        'a Word 97-2003 document whose directory spans sectors',
        'long.doc',
        compoundFile(['\u0005SummaryInformation', 'Data', '1Table', 'ObjectPool', 'WordDocument']),
        'application/msword',
        'long.doc',
      ],
    ])('stores %s as what it is', async (_, fileName, bytes, contentType, storedName) => {
      const { stored } = await upload(fileName, bytes);
      expect(stored.status).toBe(200);
      expect(stored.body).toMatchObject({ contentType, fileName: storedName });
    });

    it.each([
      ['plain text', 'notes.pdf', Buffer.from('just some text\n'), 'text/plain'],
      ['Arabic text', 'notes.png', Buffer.from('مرحبا بكم في دار العقارات\n'), 'text/plain'],
      ['an HTML page', 'page.png', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'text/plain'],
      [
        'a PNG signature followed by anything',
        'fake.png',
        Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 7)]),
        'application/octet-stream',
      ],
      ['a plain ZIP named .docx', 'x.docx', zip({ 'readme.txt': 'hello' }), 'application/zip'],
      [
        'a spreadsheet named .docx',
        'x.docx',
        zip({
          '[Content_Types].xml': contentTypes(
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
          ),
          'xl/workbook.xml': '<workbook/>',
        }),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['an Excel 97-2003 workbook named .doc', 'x.doc', compoundFile(['Workbook']), 'application/vnd.ms-excel'],
      ['gzip', 'x.pdf', Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 0, 0, 0xff, 0xff]), 'application/gzip'],
      ['empty content', 'empty.pdf', Buffer.alloc(0), 'application/x-empty'],
      ['random binary', 'x.jpg', Buffer.from([0x00, 0x01, 0x02, 0xfe, 0x13]), 'application/octet-stream'],
    ])('refuses %s, saying what it found', async (_, fileName, bytes, detectedType) => {
      const { url, stored } = await upload(fileName, bytes);
      expect(stored.status).toBe(415);
      expect(stored.body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', details: { detectedType } });
      expect(await refusalAt(url)).toEqual({ status: 404, code: 'NOT_FOUND' });
    });

    it('refuses a PNG renamed .pdf as a brochure, and a PDF as a photo, naming the field', async () => {
      const png = await upload('brochure.pdf', PNG);
      const brochure = await manager.post<ApiErrorBody>('/api/admin/properties', listing({ brochureUrl: png.url }));
      expect(brochure.status).toBe(400);
      expect(brochure.body).toMatchObject({
        code: 'INVALID_BROCHURE',
        details: [{ field: 'brochureUrl', fileName: 'brochure.png', reason: 'type_not_allowed' }],
      });
      const pdf = await upload('photo.png', PDF);
      const photo = await manager.post<ApiErrorBody>('/api/admin/properties', listing({ images: [png.url, pdf.url] }));
      expect(photo.status).toBe(400);
      expect(photo.body).toMatchObject({
        code: 'INVALID_PROPERTY_IMAGE',
        details: [{ field: 'images.1', index: 1, fileName: 'photo.pdf', reason: 'type_not_allowed' }],
      });
      // Neither was claimed by the refused saves.
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
      expect(await row(png.url)).toMatchObject({ claimed_at: null, record_kind: null });
    });

    it('takes a Word document as a service request attachment, for the staff who work requests', async () => {
      const doc = await upload('offer.doc', compoundFile(['WordDocument']));
      const sent = await new ApiClient(app.baseUrl).post<{ id: string }>('/api/service-requests', {
        title: 'صيانة',
        description: 'أرفقت العرض.',
        location: 'الرياض',
        name: 'Majed Alharbi',
        email: 'majed@example.sa',
        phone: '+966551112233',
        attachments: [doc.url],
      });
      expect(sent.status).toBe(201);
      expect(await refusalAt(doc.url)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      const admin = await signInAs(app.baseUrl, 'admin');
      const list = await admin.get<{ items: { id: string; attachments: StoredAttachment[] }[] }>(
        '/api/admin/service-requests',
      );
      expect(list.body.items.find((item) => item.id === sent.body.id)?.attachments).toEqual([
        expect.objectContaining({ url: doc.url, contentType: 'application/msword' }),
      ]);
      if (app.database.kind !== 'postgres') return;
      expect(await row(doc.url)).toMatchObject({ record_kind: 'service-request', released_at: null });
    });
  });

  describe('released with their record', () => {
    it('releases a photo removed from a listing, which is then swept, and keeps the others', async () => {
      const [first, second] = [(await upload('a.png', PNG)).url, (await upload('b.png', PNG)).url];
      const created = await manager.post<AdminProperty>('/api/admin/properties', listing({ images: [first, second] }));
      expect(created.status).toBe(201);
      const edited = await manager.put<AdminProperty>(
        `/api/properties/${created.body.id}`,
        listing({ images: [second] }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body.images).toEqual([second]);
      expect(await refusalAt(first)).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(await served(second)).toBe(200);
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
      expect(await row(first)).toMatchObject({ claimed_at: null, released_at: expect.any(Date) });
      expect(await row(second)).toMatchObject({
        claimed_at: expect.any(Date),
        released_at: null,
        record_kind: 'listing',
      });
      await releasedLongAgo(first);
      expect(await becomesTrue(async () => (await row(first)) === undefined, 10_000)).toBe(true);
      expect(await row(second)).toBeDefined();
    });

    it('releases every file of a deleted listing, photos and brochure alike', async () => {
      const photo = (await upload('c.png', PNG)).url;
      const brochure = (await upload('d.pdf', PDF)).url;
      const created = await manager.post<AdminProperty>(
        '/api/admin/properties',
        listing({ images: [photo], brochureUrl: brochure }),
      );
      expect(created.status).toBe(201);
      expect(await served(brochure)).toBe(200);
      expect((await manager.delete(`/api/properties/${created.body.id}`)).status).toBe(204);
      expect(await refusalAt(photo)).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(await refusalAt(brochure)).toEqual({ status: 404, code: 'NOT_FOUND' });
      if (app.database.kind !== 'postgres') return;
      for (const url of [photo, brochure]) {
        expect(await row(url)).toMatchObject({ claimed_at: null, released_at: expect.any(Date) });
      }
      // A released file cannot be claimed again by another listing.
      const again = await manager.post<ApiErrorBody>('/api/admin/properties', listing({ images: [photo] }));
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('INVALID_PROPERTY_IMAGE');
    });

    it('does not let one listing take a file another one keeps', async () => {
      const photo = (await upload('e.png', PNG)).url;
      expect((await manager.post('/api/admin/properties', listing({ images: [photo] }))).status).toBe(201);
      const other = await manager.post<ApiErrorBody>('/api/admin/properties', listing({ images: [photo] }));
      expect(other.status).toBe(400);
      expect(other.body).toMatchObject({
        code: 'INVALID_PROPERTY_IMAGE',
        details: [{ field: 'images.0', reason: 'not_found' }],
      });
    });
  });

  describe('the sweep', () => {
    it('runs in one API process at a time: while another holds its lock, this one skips', async () => {
      if (app.database.kind !== 'postgres') return; // needs a second connection to hold the lock
      const abandoned = (await upload('abandoned.png', PNG)).url;
      const other = new Client({ connectionString: app.database.env.DATABASE_URL });
      await other.connect();
      try {
        // Another API process's sweep holds the job's lock (as PeriodicJobs takes it, in its transaction).
        await other.query('BEGIN');
        await other.query(`SELECT pg_advisory_xact_lock(hashtext('job:object-sweep'))`);
        await app.database.query(`UPDATE stored_objects SET created_at = now() - interval '25 hours' WHERE key = $1`, [
          keyOf(abandoned),
        ]);
        const seen = app.server.output().length;
        const skipped = async () =>
          app.server.output().slice(seen).includes('object-sweep: another API process is running it');
        expect(await becomesTrue(skipped, 10_000)).toBe(true);
        expect(await row(abandoned)).toBeDefined();
        await other.query('COMMIT');
        expect(await becomesTrue(async () => (await row(abandoned)) === undefined, 10_000)).toBe(true);
      } finally {
        await other.end();
      }
    });
  });
});

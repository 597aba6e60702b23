import { type BilingualText, ESTATE_ERROR_CODES } from '@estate/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { bilingualRefusal } from '../../common/http/refusal.js';
import { IMPORT_MAX_BYTES, type ImportUpload, type UploadRefusal } from './import-upload.js';
import type { WrongFormat } from './sheet-format.js';

/** Internal media type the import route's body is parsed as: the raw stream, read after access is checked. */
const IMPORT_MEDIA_TYPE = 'application/x-estate-import';

/** The Content-Type the client declared, kept for the multipart boundary (the header is replaced, see below). */
const declaredTypes = new WeakMap<IncomingMessage, string>();

/**
 * Lets `POST <routeUrl>` receive its body unparsed, whatever it is (a multipart form with one `file`, or the file
 * itself as text/csv, the XLSX type or octet-stream), so that it is read only once the route's access checks have
 * passed, and within IMPORT_MAX_BYTES. A JSON body keeps the JSON parser and its input guard (and is refused by the
 * route: an import is a file).
 */
export function registerImportBodyParser(fastify: FastifyInstance, routeUrl: string): void {
  const isImport = (request: FastifyRequest) => request.method === 'POST' && request.routeOptions.url === routeUrl;
  fastify.addHook('onRequest', (request, _reply, done) => {
    const declared = request.headers['content-type'];
    if (isImport(request) && declared && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(declared)) {
      declaredTypes.set(request.raw, declared);
      request.headers['content-type'] = IMPORT_MEDIA_TYPE;
    }
    done();
  });
  fastify.addContentTypeParser(IMPORT_MEDIA_TYPE, (request, payload, done) => {
    if (isImport(request)) {
      done(null, payload);
      return;
    }
    done(Object.assign(new Error(`Unsupported Media Type: ${IMPORT_MEDIA_TYPE}`), { statusCode: 415 }));
  });
}

/** 400 IMPORT_FILE_INVALID (413 when too large) with the reason in both languages. */
export function invalidFile(message: BilingualText, details: Record<string, unknown> = {}, status = 400) {
  return new HttpException(bilingualRefusal(ESTATE_ERROR_CODES.importFileInvalid, message, details), status);
}

/** Room a multipart form takes beyond its file (boundaries and part headers). */
const FORM_ROOM_BYTES = 64 * 1024;

const tooLarge = () =>
  invalidFile(
    {
      ar: `حجم الملف أكبر من المسموح (${IMPORT_MAX_BYTES / 1024 / 1024} ميغابايت)`,
      en: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
    },
    { reason: 'too_large', maxBytes: IMPORT_MAX_BYTES },
    HttpStatus.PAYLOAD_TOO_LARGE,
  );

const noFile = () =>
  invalidFile(
    { ar: 'لم يُرسل ملف للاستيراد', en: 'No file was sent: send a CSV or XLSX file (multipart field "file")' },
    { reason: 'no_file' },
  );

/**
 * Writes a stream to `path` as it arrives, refusing it (413) once it passes `limit` bytes: the API's thread holds a
 * chunk at a time, never the whole body (a 4 MB upload gathered into one buffer and copied to the background process
 * held it for tens of milliseconds, and its collection for more).
 */
async function writeLimited(stream: Readable, limit: number, path: string): Promise<void> {
  let size = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
  await pipeline(stream, limiter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
}

/**
 * The body of an import request as received, within IMPORT_MAX_BYTES (and a little room for a form's boundaries and
 * headers), in a file of its own in the system's temporary folder: the file, or the multipart form it came in, which
 * the imports' background process reads (fileOfUpload). The caller removes it once read; a refused body leaves none.
 */
export async function receiveImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  const declared = declaredTypes.get(request.raw);
  const body = request.body;
  if (!declared || !(body instanceof Readable)) throw noFile();
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > IMPORT_MAX_BYTES + FORM_ROOM_BYTES) throw tooLarge();
  const multipart = /^multipart\/form-data\b/i.test(declared);
  const path = join(tmpdir(), `estate-import-${randomUUID()}`);
  try {
    await writeLimited(body, multipart ? IMPORT_MAX_BYTES + FORM_ROOM_BYTES : IMPORT_MAX_BYTES, path);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, contentType: multipart ? declared : null };
}

/** The refusal of an upload that holds no file to read (fileOfUpload's answer), in both languages. */
export function uploadRefused(refusal: UploadRefusal): HttpException {
  if (refusal.reason === 'too_large') return tooLarge();
  if (refusal.reason === 'no_file') return noFile();
  return invalidFile({ ar: 'تعذرت قراءة النموذج المرسل', en: 'The multipart form cannot be read' }, { reason: 'form' });
}

/** The refusal of a file that is no CSV and no XLSX workbook (detectSheetFormat's answer), in both languages. */
export function wrongFormat(answer: WrongFormat): HttpException {
  if (answer.reason === 'xls') {
    return invalidFile(
      {
        ar: 'صيغة xls القديمة غير مدعومة: احفظ الملف بصيغة xlsx أو CSV UTF-8',
        en: 'The old .xls format is not read: save the file as .xlsx or CSV UTF-8',
      },
      { reason: 'xls' },
    );
  }
  if (answer.reason === 'empty') {
    return invalidFile({ ar: 'الملف فارغ', en: 'The file is empty' }, { reason: 'empty' });
  }
  return invalidFile(
    { ar: 'الملف ليس CSV ولا xlsx', en: 'The file is neither a CSV nor an XLSX workbook' },
    { reason: 'type', found: answer.found },
  );
}

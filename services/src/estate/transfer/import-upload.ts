import { sanitizeFileName } from '../../common/objects/content-disposition.js';

/** The largest file an import takes (a 50,000-row contracts CSV is about 15 MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * An import request's body as received, in a file of its own (receiveImportUpload): the file itself, or a multipart
 * form (`contentType` its declared type). Whoever reads it removes it.
 */
export interface ImportUpload {
  /** Where the body was written. */
  path: string;
  /** The form's Content-Type (with its boundary) when the body is a multipart form, else null. */
  contentType: string | null;
}

/** The bytes of an upload as read back from its file. */
export interface UploadBytes {
  bytes: Buffer;
  contentType: string | null;
}

/** Why an upload holds no file to read: none sent, a form that cannot be read, a file past IMPORT_MAX_BYTES. */
export interface UploadRefusal {
  kind: 'badUpload';
  reason: 'no_file' | 'form' | 'too_large';
}

/**
 * The file of an upload and its name (from the form, when it sent one). A form is read by the platform's own
 * multipart parser (undici's, behind Response#formData); this runs in the imports' background process, so the copies a form
 * of some megabytes takes are made (and collected) there, not on the API's thread.
 */
export async function fileOfUpload(
  upload: UploadBytes,
): Promise<{ bytes: Buffer; fileName: string | null } | UploadRefusal> {
  // The file itself: its size was checked as it was received (receiveImportUpload).
  if (upload.contentType === null) return { bytes: upload.bytes, fileName: null };
  let form: FormData;
  try {
    // The received bytes themselves, not a copy made element by element (a 4 MB upload took tens of milliseconds).
    const body = new Uint8Array(upload.bytes.buffer as ArrayBuffer, upload.bytes.byteOffset, upload.bytes.byteLength);
    form = await new Response(body, { headers: { 'content-type': upload.contentType } }).formData();
  } catch {
    return { kind: 'badUpload', reason: 'form' };
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') return { kind: 'badUpload', reason: 'no_file' };
  if (file.size > IMPORT_MAX_BYTES) return { kind: 'badUpload', reason: 'too_large' };
  return { bytes: Buffer.from(await file.arrayBuffer()), fileName: sanitizeFileName(file.name, 'import') };
}

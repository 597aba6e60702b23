import { OBJECT_ERROR_CODES, type ObjectUploadInput, type ObjectUploadResponse } from '@estate/contracts';
import { api } from './api-client.js';
import { ApiError } from './api-error.js';

/**
 * Why an upload failed, from the HTTP status and code of the answer (`network`: no answer at all; `quota`:
 * UPLOAD_QUOTA_EXCEEDED, the day's allowance of uploads is used up or this file would pass it).
 */
export type UploadFailure = 'tooLarge' | 'unsupportedType' | 'expired' | 'network' | 'failed' | 'quota';

export function uploadFailureOf(status: number | null, code?: string): UploadFailure {
  if (status === null) return 'network';
  if (code === OBJECT_ERROR_CODES.uploadQuotaExceeded) return 'quota';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'unsupportedType';
  // A signed URL that timed out (or a session that ended) answers 401/403: asking for a new one may work.
  if (status === 401 || status === 403) return 'expired';
  return 'failed';
}

/** Failures worth trying again with the same file; the others need a different file. */
export const isRetryableUpload = (failure: UploadFailure) =>
  failure === 'network' || failure === 'failed' || failure === 'expired';

/** An upload that did not complete, with the reason a screen shows against the file. */
export class UploadFailedError extends Error {
  readonly failure: UploadFailure;

  constructor(failure: UploadFailure) {
    super(`Upload failed: ${failure}`);
    this.name = 'UploadFailedError';
    this.failure = failure;
  }
}

/** The `code` of an error body, when the text is one. */
const errorCodeOf = (text: string): string | undefined => {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
};

const failureOf = (error: unknown): UploadFailure => {
  if (error instanceof UploadFailedError) return error.failure;
  if (error instanceof ApiError) return uploadFailureOf(error.status, error.code);
  return uploadFailureOf(null);
};

export interface UploadObjectOptions {
  /** The content type announced (the server checks the bytes whatever is announced); default: the file's own. */
  contentType?: string;
  signal?: AbortSignal;
}

/**
 * Stores one file in the object store: asks for a URL signed for one PUT (`POST /api/objects/upload`), then
 * sends the bytes there with their content type. Answers the object's URL, the one a form sends. The PUT
 * carries a raw body, so it goes through fetch rather than the JSON api client. Any failure becomes an
 * UploadFailedError saying why; an aborted upload rejects with the abort as it is.
 */
export async function uploadObject(file: File, options: UploadObjectOptions = {}): Promise<string> {
  const { signal } = options;
  const contentType = options.contentType || file.type || 'application/octet-stream';
  try {
    const input: ObjectUploadInput = { fileName: file.name, contentType };
    const target = await api.post<ObjectUploadResponse>('/api/objects/upload', input);
    if (file.size > target.maxBytes) throw new UploadFailedError('tooLarge');
    const response = await fetch(target.uploadURL, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': contentType },
      credentials: 'same-origin',
      signal,
    });
    // Read the answer to its end so the connection is released.
    const answer = await response.text();
    if (!response.ok) throw new UploadFailedError(uploadFailureOf(response.status, errorCodeOf(answer)));
    return target.objectURL;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadFailedError(failureOf(error));
  }
}

import type { ObjectUploadInput, ObjectUploadResponse } from '@estate/contracts';
import { api } from './api-client.js';
import { ApiError } from './api-error.js';

/** Why an upload failed, from the HTTP status of the answer (`network`: no answer at all). */
export type UploadFailure = 'tooLarge' | 'unsupportedType' | 'expired' | 'network' | 'failed';

export function uploadFailureOf(status: number | null): UploadFailure {
  if (status === null) return 'network';
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

const failureOf = (error: unknown): UploadFailure => {
  if (error instanceof UploadFailedError) return error.failure;
  if (error instanceof ApiError) return uploadFailureOf(error.status);
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
    await response.text();
    if (!response.ok) throw new UploadFailedError(uploadFailureOf(response.status));
    return target.objectURL;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UploadFailedError(failureOf(error));
  }
}

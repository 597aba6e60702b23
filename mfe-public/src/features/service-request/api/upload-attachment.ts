import type { ObjectUploadInput, ObjectUploadResponse } from '@estate/contracts';
import { api, ApiError } from '@estate/platform';
import { contentTypeOf, uploadFailureOf, type UploadFailure } from '../utils/attachment-rules.js';

/** An upload that did not complete, with the reason the page shows against the file. */
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

/**
 * Stores one file in the object store: asks for a URL signed for one PUT, then sends the bytes there with
 * their content type. Answers the object's URL, to be sent with the request. The PUT carries a raw body, so
 * it goes through fetch rather than the JSON api client.
 */
export async function uploadAttachment(file: File, signal?: AbortSignal): Promise<string> {
  const contentType = contentTypeOf(file.name) ?? file.type;
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

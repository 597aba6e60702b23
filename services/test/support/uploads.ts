import { request } from 'node:http';
import type { ObjectUploadResponse } from '@estate/contracts';
import type { ApiClient, ApiResponse } from './auth.js';

/** A minimal PDF: the object store goes by a file's content, so this is all it needs to see. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The eight bytes every PNG starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A whole 1×1 PNG (header, image data, end). The store reads files as `file-type` does, so a signature followed
 * by anything is not an image.
 */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A URL signed for one upload, as the forms ask for it; fails the test unless the server hands one out. */
export async function newUpload(client: ApiClient, fileName?: string): Promise<ObjectUploadResponse> {
  const response = await client.post<ObjectUploadResponse>('/api/objects/upload', fileName ? { fileName } : {});
  expect(response.status).toBe(201);
  return response.body;
}

/** Sends a file to an upload URL as the browser does (no cookie) and reads the JSON answer. */
export async function putObject<T = unknown>(
  baseUrl: string,
  url: string,
  body: Uint8Array | ReadableStream,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'PUT',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/**
 * Declares a body of `bytes` and sends only the headers, then reads the answer: what the server says on the
 * declared size alone. (Sending a body the server has already refused races its closing of the connection.)
 */
export function putDeclaredSize<T = unknown>(
  baseUrl: string,
  url: string,
  bytes: number,
  contentType?: string,
): Promise<ApiResponse<T>> {
  return new Promise((resolve, reject) => {
    const put = request(
      `${baseUrl}${url}`,
      {
        method: 'PUT',
        headers: { 'content-length': String(bytes), ...(contentType ? { 'content-type': contentType } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          put.destroy();
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve({ status: response.statusCode ?? 0, headers, body: text ? JSON.parse(text) : undefined });
        });
      },
    );
    put.on('error', reject);
    put.flushHeaders();
  });
}

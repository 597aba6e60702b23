import { openAsBlob } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3ObjectStoreConfig } from '../../config/app-config.js';
import type { ObjectBackend, ObjectBody, ObjectBodyInfo } from './object-backend.js';
import { EMPTY_PAYLOAD_HASH, signRequest } from './sigv4.js';

/** Objects in the bucket are kept under this prefix, so the bucket can hold other things too. */
const KEY_PREFIX = 'objects/';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...) over path-style URLs, signed with AWS
 * Signature Version 4: PutObject, GetObject, HeadObject and DeleteObject only.
 */
export class S3Backend implements ObjectBackend {
  readonly description: string;

  constructor(
    private readonly config: S3ObjectStoreConfig,
    private readonly send: typeof fetch = fetch,
  ) {
    this.description = `S3 bucket ${config.bucket} at ${new URL(config.endpoint).host}`;
  }

  async stagingDir(): Promise<string> {
    const staging = join(tmpdir(), 'estate-object-uploads');
    await mkdir(staging, { recursive: true });
    return staging;
  }

  private urlOf(key: string): URL {
    const url = new URL(this.config.endpoint);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${this.config.bucket}/${KEY_PREFIX}${key}`;
    return url;
  }

  private async request(
    method: string,
    key: string,
    payloadHash: string,
    init: RequestInit & { headers?: Record<string, string> } = {},
  ) {
    const url = this.urlOf(key);
    const headers = signRequest(
      { method, url, headers: init.headers, payloadHash, region: this.config.region },
      { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
    );
    // fetch sets Host itself; sending it again is refused.
    delete headers.host;
    return this.send(url, { ...init, method, headers });
  }

  async put(key: string, body: ObjectBody, info: ObjectBodyInfo): Promise<void> {
    const content = 'path' in body ? await openAsBlob(body.path) : new Blob([new Uint8Array(body.buffer)]);
    try {
      const response = await this.request('PUT', key, info.sha256, {
        headers: { 'content-type': info.contentType },
        body: content,
      });
      if (!response.ok) throw await bucketError('PutObject', response);
    } finally {
      if ('path' in body) await rm(body.path, { force: true });
    }
  }

  async open(key: string): Promise<Readable | null> {
    const response = await this.request('GET', key, EMPTY_PAYLOAD_HASH);
    if (response.status === 404) return null;
    if (!response.ok || !response.body) throw await bucketError('GetObject', response);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.request('HEAD', key, EMPTY_PAYLOAD_HASH);
    if (response.status === 404) return false;
    if (!response.ok) throw await bucketError('HeadObject', response);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key, EMPTY_PAYLOAD_HASH);
    // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one.
    if (!response.ok && response.status !== 404) throw await bucketError('DeleteObject', response);
  }
}

async function bucketError(operation: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  return new Error(`${operation} failed: ${response.status}${code ? ` ${code}` : ''}`);
}

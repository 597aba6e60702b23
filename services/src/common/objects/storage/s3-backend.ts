import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3ObjectStoreConfig } from '../../config/app-config.js';
import type { ObjectBackend, ObjectBody, ObjectBodyInfo } from './object-backend.js';

/** Objects in the bucket are kept under this prefix, so the bucket can hold other things too. */
const KEY_PREFIX = 'objects/';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...) through the AWS SDK, path-style
 * (`<endpoint>/<bucket>/objects/<key>`). Checksums are sent and checked only where the API requires them, which
 * every compatible store understands; a PUT still carries the SHA-256 of its bytes for the bucket to verify.
 */
export class S3Backend implements ObjectBackend {
  readonly description: string;
  private readonly client: S3Client;

  constructor(
    private readonly config: S3ObjectStoreConfig,
    /** Extra client settings (tests give a request handler of their own). */
    overrides: Partial<S3ClientConfig> = {},
  ) {
    this.description = `S3 bucket ${config.bucket} at ${new URL(config.endpoint).host}`;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      ...overrides,
    });
  }

  async stagingDir(): Promise<string> {
    const staging = join(tmpdir(), 'estate-object-uploads');
    await mkdir(staging, { recursive: true });
    return staging;
  }

  private target(key: string) {
    return { Bucket: this.config.bucket, Key: `${KEY_PREFIX}${key}` };
  }

  async put(key: string, body: ObjectBody, info: ObjectBodyInfo): Promise<void> {
    try {
      await this.send('PutObject', () =>
        this.client.send(
          new PutObjectCommand({
            ...this.target(key),
            Body: 'path' in body ? createReadStream(body.path) : body.buffer,
            ContentLength: info.size,
            ContentType: info.contentType,
            ChecksumSHA256: Buffer.from(info.sha256, 'hex').toString('base64'),
          }),
        ),
      );
    } finally {
      if ('path' in body) await rm(body.path, { force: true });
    }
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand(this.target(key)));
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw bucketError('GetObject', error);
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand(this.target(key)));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw bucketError('HeadObject', error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand(this.target(key)));
    } catch (error) {
      // S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one.
      if (isMissing(error)) return;
      throw bucketError('DeleteObject', error);
    }
  }

  private async send<T>(operation: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw bucketError(operation, error);
    }
  }
}

const isMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** The operation, the status and the bucket's error code; never the credentials. */
function bucketError(operation: string, error: unknown): Error {
  if (error instanceof S3ServiceException) {
    const code = error.name && error.name !== 'Unknown' ? ` ${error.name}` : '';
    return new Error(`${operation} failed: ${error.$metadata.httpStatusCode ?? 'no answer'}${code}`);
  }
  return new Error(`${operation} failed: ${error instanceof Error ? error.message : String(error)}`);
}

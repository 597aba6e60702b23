import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { returnedRows } from '../database/returned-rows.js';
import { detectContentType } from './content/content-detection.js';
import { isStoredContentType, withMatchingExtension } from './content/stored-content-types.js';
import { objectUrl, type StoredObjectInfo } from './object-catalog.js';
import { FileTooLargeException, objectExists, unsupportedFileType, uploadQuotaExceeded } from './object-errors.js';
import { OBJECT_BACKEND, type ObjectBackend } from './storage/object-backend.js';
import { UploadGrants } from './upload-grants.service.js';

/**
 * The body of a PUT to an upload URL, streamed to a staging file with its size counted, typed by its content,
 * then handed to the backend. Nothing is kept of a refused upload, and its URL may be used again until it expires.
 */
@Injectable()
export class UploadReceiver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_BACKEND) private readonly backend: ObjectBackend,
    private readonly grants: UploadGrants,
  ) {}

  /**
   * Checks the signature and expiry (403), that nothing was stored with the URL yet (409), the size while
   * streaming (413, or UPLOAD_QUOTA_EXCEEDED past the day's bytes) and the type by content (415), then stores it.
   */
  async receive(
    key: string,
    query: { expires: string; signature: string },
    body: Readable | null,
    declaredLength: number | null,
  ): Promise<StoredObjectInfo> {
    await this.grants.verify(key, query);
    if (declaredLength !== null && declaredLength > MAX_UPLOAD_BYTES) throw new FileTooLargeException();

    const [claimed] = returnedRows<{ file_name: string }>(
      await this.dataSource.query(
        `UPDATE stored_objects SET upload_started_at = now()
          WHERE key = $1 AND upload_started_at IS NULL AND stored_at IS NULL
          RETURNING file_name`,
        [key],
      ),
    );
    if (!claimed) throw objectExists();

    let staged: string | null = join(await this.backend.stagingDir(), `${key}.${randomBytes(4).toString('hex')}`);
    try {
      const remaining = await this.grants.remainingBytesFor(key);
      if (declaredLength !== null && declaredLength > remaining) throw uploadQuotaExceeded(remaining);
      const limit = Math.min(MAX_UPLOAD_BYTES, remaining);
      const tooLarge = () => (limit < MAX_UPLOAD_BYTES ? uploadQuotaExceeded(remaining) : new FileTooLargeException());
      const { size, sha256 } = await receiveBody(body, staged, limit, tooLarge);
      const detected = await detectContentType({ path: staged });
      if (!isStoredContentType(detected)) throw unsupportedFileType(detected);
      const fileName = withMatchingExtension(claimed.file_name, detected);
      await this.backend.put(key, { path: staged }, { contentType: detected, size, sha256 });
      staged = null;
      await this.dataSource.query(
        `UPDATE stored_objects SET file_name = $2, content_type = $3, size = $4, stored_at = now() WHERE key = $1`,
        [key, fileName, detected, size],
      );
      return { key, url: objectUrl(key), fileName, contentType: detected, size };
    } catch (error) {
      // Nothing was kept: the same URL may be used again until it expires.
      await this.dataSource
        .query(`UPDATE stored_objects SET upload_started_at = NULL WHERE key = $1 AND stored_at IS NULL`, [key])
        .catch(() => undefined);
      throw error;
    } finally {
      if (staged) await rm(staged, { force: true });
    }
  }
}

/**
 * Writes the request body to `path`, counting and hashing it, and stops at `maxBytes` (413). On that refusal
 * the rest of the body is read and dropped rather than the connection cut, so the client receives the answer.
 */
function receiveBody(
  body: Readable | null,
  path: string,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<{ size: number; sha256: string }> {
  const file = createWriteStream(path, { flags: 'wx' });
  const hash = createHash('sha256');
  let size = 0;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body?.removeListener('data', onData);
      body?.resume();
      file.destroy();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        fail(tooLarge());
        return;
      }
      hash.update(chunk);
      if (!file.write(chunk)) {
        body!.pause();
        file.once('drain', () => body!.resume());
      }
    };
    file.once('error', fail);
    if (!body) {
      file.end(() => resolve({ size: 0, sha256: hash.digest('hex') }));
      return;
    }
    body.on('data', onData);
    body.once('error', fail);
    body.once('close', () => {
      if (!body.readableEnded) fail(new Error('The upload was interrupted'));
    });
    body.once('end', () => {
      if (settled) return;
      file.end();
      file.once('finish', () => {
        settled = true;
        resolve({ size, sha256: hash.digest('hex') });
      });
    });
  });
}

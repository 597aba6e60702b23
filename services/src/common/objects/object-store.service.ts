import {
  MAX_UPLOAD_BYTES,
  OBJECT_ERROR_CODES,
  type ObjectUploadResponse,
  UPLOAD_URL_TTL_SECONDS,
} from '@estate/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { TooManyRequestsException } from '../rate-limit/rate-limit.service.js';
import { returnedRows } from '../database/returned-rows.js';
import { sanitizeFileName } from './content-disposition.js';
import {
  bufferSource,
  fileSource,
  isStoredContentType,
  type StoredContentType,
  sniffContentType,
  withMatchingExtension,
} from './content-type.js';
import {
  findStoredObject,
  objectKeyOf,
  objectUrl,
  type StoredObjectInfo,
  UPLOAD_URL_WINDOW_SECONDS,
  UPLOAD_URLS_PER_WINDOW,
} from './object-catalog.js';
import {
  FileTooLargeException,
  objectExists,
  unsupportedFileType,
  uploadQuotaExceeded,
  uploadUrlExpired,
  uploadUrlInvalid,
} from './object-errors.js';
import { OBJECT_BACKEND, type ObjectBackend } from './storage/object-backend.js';
import { isValidUploadSignature, OBJECT_KEY_PATTERN, signUpload } from './upload-signature.js';

export type { StoredContentType } from './content-type.js';
export {
  OBJECT_URL_PATH,
  objectUrl,
  type StoredObjectInfo,
  UPLOAD_URL_WINDOW_SECONDS,
  UPLOAD_URLS_PER_WINDOW,
} from './object-catalog.js';

export interface PutObjectOptions {
  fileName: string;
  /** What the bytes must be; a mismatch is a programming error and throws. */
  contentType: StoredContentType;
  /** Set when the server can make these bytes again (see StoredObject.generator). */
  generator?: string;
}

export interface OpenedObject {
  info: StoredObjectInfo;
  body: Readable;
}

/** Who asks for an upload URL: the client address and, when signed in, the account. */
export interface Uploader {
  address: string | null;
  userId: string | null;
}

const DAY_SECONDS = 24 * 3600;

export interface InspectOptions {
  /** Origin of the request that brought the URL (`https://host`): absolute URLs of that origin are ours too. */
  origin?: string;
  /** The transaction to read in (a caller holding row locks must not wait for a second connection). */
  manager?: Pick<EntityManager, 'query'>;
}

/**
 * Files clients upload and the server produces (attachments, brochures, photos): bytes in a backend (local
 * disk or an S3-compatible bucket), metadata in the `stored_objects` table. Types are decided by the content.
 */
@Injectable()
export class ObjectStoreService {
  private readonly logger = new Logger('ObjectStore');
  private secret: Promise<Buffer> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_BACKEND) private readonly backend: ObjectBackend,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new random key (128 bits): object URLs cannot be guessed. */
  static newKey(): string {
    return randomBytes(16).toString('hex');
  }

  /**
   * Given an object URL as a client holds it (`/api/objects/<key>`, or an absolute URL of PUBLIC_URL or of
   * `options.origin`), answers the stored object's metadata, or null when the URL is not one of ours or nothing
   * was stored under it.
   */
  async inspect(url: string, options: InspectOptions = {}): Promise<StoredObjectInfo | null> {
    const key = this.keyOf(url, options);
    if (!key) return null;
    const reader = options.manager ?? this.dataSource;
    return findStoredObject((sql, parameters) => reader.query(sql, parameters), key);
  }

  /** The key of one of our object URLs (see inspect), or null. */
  keyOf(url: string, options: InspectOptions = {}): string | null {
    return objectKeyOf(url, [this.config.publicUrl, options.origin]);
  }

  /** Metadata of a stored object (its bytes received), or null. */
  find(key: string): Promise<StoredObjectInfo | null> {
    return findStoredObject((sql, parameters) => this.dataSource.query(sql, parameters), key);
  }

  /**
   * A URL signed for one PUT of at most MAX_UPLOAD_BYTES, valid UPLOAD_URL_TTL_SECONDS. Each client address gets
   * at most UPLOAD_URLS_PER_WINDOW of them per window, and each address and each account the daily allowance
   * of uploads (count and bytes) of the configuration: 429 beyond.
   */
  async createUpload(input: { fileName?: string }, uploader: Uploader): Promise<ObjectUploadResponse> {
    const address = uploader.address?.slice(0, 64) ?? null;
    // Upload URLs nobody used are forgotten a day after they expired.
    await this.dataSource.query(
      `DELETE FROM stored_objects WHERE stored_at IS NULL AND expires_at < now() - interval '1 day'`,
    );

    const key = ObjectStoreService.newKey();
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
    await this.dataSource.transaction(async (manager) => {
      // The address and the account are locked for the check, so requests racing each other are counted in turn.
      for (const owner of [address, uploader.userId]) {
        if (owner) await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`uploads:${owner}`]);
      }
      await this.assertUploadAllowed({ address, userId: uploader.userId }, manager);
      await manager.query(
        `INSERT INTO stored_objects (key, file_name, requested_by, requested_by_user, expires_at)
         VALUES ($1, $2, $3, $4, to_timestamp($5))`,
        [key, sanitizeFileName(input.fileName), address, uploader.userId, expires],
      );
    });
    const signature = signUpload(await this.signingSecret(), { key, expires, maxBytes: MAX_UPLOAD_BYTES });
    const objectURL = objectUrl(key);
    return {
      uploadURL: `${objectURL}?expires=${expires}&signature=${signature}`,
      objectURL,
      expiresAt: new Date(expires * 1000).toISOString(),
      maxBytes: MAX_UPLOAD_BYTES,
    };
  }

  /** Upload URLs issued and bytes stored within `seconds` for the address or account named by `column`. */
  private async usageBy(
    column: 'requested_by' | 'requested_by_user',
    value: string,
    seconds: number,
    reader: Pick<EntityManager, 'query'> = this.dataSource,
  ) {
    const [usage] = (await reader.query(
      `SELECT count(*)::int AS issued, coalesce(sum(size), 0)::bigint AS bytes,
              ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now()))::int AS retry_after
         FROM stored_objects
        WHERE ${column} = $1 AND created_at > now() - make_interval(secs => $2)`,
      [value, seconds],
    )) as { issued: number; bytes: string; retry_after: number | null }[];
    return { issued: usage?.issued ?? 0, bytes: Number(usage?.bytes ?? 0), retryAfter: usage?.retry_after ?? 1 };
  }

  private async assertUploadAllowed(uploader: Uploader, reader: Pick<EntityManager, 'query'>): Promise<void> {
    if (uploader.address) {
      const recent = await this.usageBy('requested_by', uploader.address, UPLOAD_URL_WINDOW_SECONDS, reader);
      if (recent.issued >= UPLOAD_URLS_PER_WINDOW) {
        throw new TooManyRequestsException(Math.max(1, recent.retryAfter), 'Too many uploads. Try again later.');
      }
    }
    const { count, bytes } = this.config.uploadQuota;
    const daily = [
      uploader.address ? await this.usageBy('requested_by', uploader.address, DAY_SECONDS, reader) : null,
      uploader.userId ? await this.usageBy('requested_by_user', uploader.userId, DAY_SECONDS, reader) : null,
    ];
    for (const usage of daily) {
      if (usage && (usage.issued >= count || usage.bytes >= bytes)) {
        throw new TooManyRequestsException(
          Math.max(1, usage.retryAfter),
          'Too many uploads today: the daily allowance is used up. Try again tomorrow.',
          { quota: 'uploads_per_day' },
          OBJECT_ERROR_CODES.uploadQuotaExceeded,
        );
      }
    }
  }

  /** The bytes the sender of an upload URL may still store today (address and account alike). */
  private async remainingBytesFor(key: string): Promise<number> {
    const [grant] = (await this.dataSource.query(
      `SELECT requested_by, requested_by_user FROM stored_objects WHERE key = $1`,
      [key],
    )) as { requested_by: string | null; requested_by_user: string | null }[];
    let remaining = this.config.uploadQuota.bytes;
    if (grant?.requested_by) {
      remaining -= (await this.usageBy('requested_by', grant.requested_by, DAY_SECONDS)).bytes;
    }
    if (grant?.requested_by_user) {
      remaining = Math.min(
        remaining,
        this.config.uploadQuota.bytes -
          (await this.usageBy('requested_by_user', grant.requested_by_user, DAY_SECONDS)).bytes,
      );
    }
    return Math.max(0, remaining);
  }

  /**
   * Receives the body of a PUT to an upload URL: checks the signature and expiry (403), that nothing was
   * stored with it yet (409), the size while streaming (413) and the type by content (415), then stores it.
   */
  async receiveUpload(
    key: string,
    query: { expires: string; signature: string },
    body: Readable | null,
    declaredLength: number | null,
  ): Promise<StoredObjectInfo> {
    const expires = /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : Number.NaN;
    const grant = { key, expires, maxBytes: MAX_UPLOAD_BYTES };
    if (
      !OBJECT_KEY_PATTERN.test(key) ||
      Number.isNaN(expires) ||
      !isValidUploadSignature(await this.signingSecret(), grant, query.signature)
    ) {
      throw uploadUrlInvalid();
    }
    if (expires * 1000 < Date.now()) throw uploadUrlExpired();
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
      const remaining = await this.remainingBytesFor(key);
      if (declaredLength !== null && declaredLength > remaining) throw uploadQuotaExceeded(remaining);
      const limit = Math.min(MAX_UPLOAD_BYTES, remaining);
      const tooLarge = () => (limit < MAX_UPLOAD_BYTES ? uploadQuotaExceeded(remaining) : new FileTooLargeException());
      const { size, sha256 } = await receiveBody(body, staged, limit, tooLarge);
      const handle = await open(staged);
      const detected = await sniffContentType(await fileSource(handle)).finally(() => handle.close());
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

  /** Stores bytes the server produced itself (seeds, generated documents) under `key`, replacing earlier ones. */
  async putObject(key: string, body: Buffer, options: PutObjectOptions): Promise<StoredObjectInfo> {
    if (!OBJECT_KEY_PATTERN.test(key)) throw new Error(`Not an object key: ${key}`);
    const detected = await sniffContentType(bufferSource(body));
    if (detected !== options.contentType) {
      throw new Error(`Object ${key} holds ${detected}, not ${options.contentType}`);
    }
    const fileName = withMatchingExtension(sanitizeFileName(options.fileName), options.contentType);
    const sha256 = createHash('sha256').update(body).digest('hex');
    await this.backend.put(key, { buffer: body }, { contentType: detected, size: body.length, sha256 });
    await this.dataSource.query(
      `INSERT INTO stored_objects (key, file_name, content_type, size, generator, stored_at, claimed_at)
       VALUES ($1, $2, $3, $4, $5, now(), now())
       ON CONFLICT (key) DO UPDATE SET file_name = $2, content_type = $3, size = $4, generator = $5,
         stored_at = now(), claimed_at = coalesce(stored_objects.claimed_at, now())`,
      [key, fileName, detected, body.length, options.generator ?? null],
    );
    return { key, url: objectUrl(key), fileName, contentType: detected, size: body.length };
  }

  /**
   * Who may download an object: null for anyone holding its URL, else the roles that may; undefined when
   * nothing is stored under the key.
   */
  async readersOf(key: string): Promise<string[] | null | undefined> {
    if (!OBJECT_KEY_PATTERN.test(key)) return undefined;
    const [row] = (await this.dataSource.query(
      `SELECT readers FROM stored_objects WHERE key = $1 AND stored_at IS NOT NULL AND released_at IS NULL`,
      [key],
    )) as { readers: string[] | null }[];
    return row ? row.readers : undefined;
  }

  /**
   * Marks uploaded objects as kept by a record, readable by `readers` only (null: anyone with the URL), inside
   * the caller's transaction. Only objects clients uploaded can be claimed, and only when unclaimed or already
   * claimed with the same readers: a generated brochure or a photo in use cannot be taken over. Answers the keys
   * claimed; a key missing from the answer was not uploaded, or was swept meanwhile (the sweep skips rows this
   * locks, and this waits for rows the sweep holds, then finds them gone).
   */
  async claim(
    keys: readonly string[],
    readers: readonly string[] | null,
    manager: Pick<EntityManager, 'query'> = this.dataSource,
  ): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = returnedRows<{ key: string }>(
      await manager.query(
        `UPDATE stored_objects SET claimed_at = coalesce(claimed_at, now()), readers = $2::text[]
          WHERE key = ANY($1::varchar[]) AND stored_at IS NOT NULL AND generator IS NULL AND released_at IS NULL
            AND (claimed_at IS NULL OR readers IS NOT DISTINCT FROM $2::text[])
          RETURNING key`,
        [[...new Set(keys)], readers === null ? null : [...readers]],
      ),
    );
    return new Set(rows.map((row) => row.key));
  }

  /**
   * Lets go of uploaded objects a record no longer keeps (a photo removed from its listing, the files of a
   * deleted one), in the caller's transaction: they are no longer served, cannot be claimed again, and the
   * sweep deletes them once they have been released for as long as an abandoned upload is kept.
   */
  async release(keys: readonly string[], manager: Pick<EntityManager, 'query'> = this.dataSource): Promise<void> {
    if (keys.length === 0) return;
    await manager.query(
      `UPDATE stored_objects SET claimed_at = NULL, readers = NULL, released_at = now()
        WHERE key = ANY($1::varchar[]) AND generator IS NULL AND released_at IS NULL`,
      [[...new Set(keys)]],
    );
  }

  /**
   * Deletes at most `limit` objects nobody keeps, bytes and all, and answers how many: uploads nothing claimed
   * that were created before `before` (abandoned forms), and objects released before it. Rows a claim holds are
   * skipped, so replicas sweeping at once never collide.
   */
  async sweepUnclaimed(before: Date, limit = 500): Promise<number> {
    const unkept = `claimed_at IS NULL AND generator IS NULL`;
    const rows = [
      ...(await this.deleteObjectRows(
        `${unkept} AND released_at IS NULL AND created_at < $1`,
        'created_at',
        before,
        limit,
      )),
      ...(await this.deleteObjectRows(`${unkept} AND released_at < $1`, 'released_at', before, limit)),
    ];
    for (const row of rows) {
      if (!row.stored) continue;
      // The row is gone, so nothing links to these bytes any more; a failure only leaves a stray file.
      await this.backend.delete(row.key).catch((error: unknown) => {
        this.logger.warn(`Could not delete the bytes of swept object ${row.key}: ${String(error)}`);
      });
    }
    return rows.length;
  }

  /** Deletes at most `limit` rows matching `where` (with $1 = before), oldest first, skipping locked ones. */
  private async deleteObjectRows(
    where: string,
    order: string,
    before: Date,
    limit: number,
  ): Promise<{ key: string; stored: boolean }[]> {
    return returnedRows<{ key: string; stored: boolean }>(
      await this.dataSource.query(
        `DELETE FROM stored_objects WHERE key IN (
           SELECT key FROM stored_objects WHERE ${where} ORDER BY ${order} LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING key, stored_at IS NOT NULL OR upload_started_at IS NOT NULL AS stored`,
        [before, limit],
      ),
    );
  }

  /** Opens a stored object for reading; null when it does not exist (or its bytes are gone). */
  async openObject(key: string): Promise<OpenedObject | null> {
    const info = await this.find(key);
    if (!info) return null;
    const body = await this.backend.open(key);
    if (!body) {
      this.logger.warn(`Object ${key} is recorded but its bytes are missing from the ${this.backend.description}`);
      return null;
    }
    return { info, body };
  }

  /** True when the backend holds the bytes of `key`. */
  hasBytes(key: string): Promise<boolean> {
    return this.backend.exists(key);
  }

  /** The secret of upload URL signatures: made once per database, so every replica shares it. */
  private signingSecret(): Promise<Buffer> {
    this.secret ??= (async () => {
      await this.dataSource.query(
        `INSERT INTO object_signing_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`,
        [randomBytes(32).toString('hex')],
      );
      const [row] = (await this.dataSource.query(`SELECT secret FROM object_signing_keys WHERE id = 1`)) as {
        secret: string;
      }[];
      return Buffer.from(row!.secret, 'hex');
    })().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
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

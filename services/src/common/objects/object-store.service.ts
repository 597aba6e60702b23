import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { sanitizeFileName } from './content-disposition.js';
import { detectContentType } from './content/content-detection.js';
import { type StoredContentType, withMatchingExtension } from './content/stored-content-types.js';
import { findStoredObject, objectKeyOf, objectUrl, type StoredObjectInfo } from './object-catalog.js';
import { OBJECT_BACKEND, type ObjectBackend } from './storage/object-backend.js';
import { OBJECT_KEY_PATTERN } from './upload-signature.js';

export type { StoredContentType } from './content/stored-content-types.js';
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

export interface InspectOptions {
  /** Origin of the request that brought the URL (`https://host`): absolute URLs of that origin are ours too. */
  origin?: string;
  /** The transaction to read in (a caller holding row locks must not wait for a second connection). */
  manager?: Pick<EntityManager, 'query'>;
}

/**
 * The stored objects themselves: bytes in a backend (local disk or an S3-compatible bucket), metadata in the
 * `stored_objects` table. Finds them by URL, opens them, and stores what the server makes. Uploads come in
 * through UploadGrants and UploadReceiver; who keeps an object is ObjectClaims' (through AttachmentService);
 * ObjectSweeper deletes what nobody keeps.
 */
@Injectable()
export class ObjectStoreService {
  private readonly logger = new Logger('ObjectStore');

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

  /** Stores bytes the server produced itself (seeds, generated documents) under `key`, replacing earlier ones. */
  async putObject(key: string, body: Buffer, options: PutObjectOptions): Promise<StoredObjectInfo> {
    if (!OBJECT_KEY_PATTERN.test(key)) throw new Error(`Not an object key: ${key}`);
    const detected = await detectContentType({ buffer: body });
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
    return { key, url: objectUrl(key), fileName, contentType: options.contentType, size: body.length };
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
}

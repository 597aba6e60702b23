import {
  MAX_UPLOAD_BYTES,
  OBJECT_ERROR_CODES,
  type ObjectUploadResponse,
  UPLOAD_URL_TTL_SECONDS,
} from '@estate/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { TooManyRequestsException } from '../rate-limit/rate-limit.service.js';
import { sanitizeFileName } from './content-disposition.js';
import { objectUrl } from './object-catalog.js';
import { uploadUrlExpired, uploadUrlInvalid } from './object-errors.js';
import { ObjectStoreService } from './object-store.service.js';
import { isValidUploadSignature, OBJECT_KEY_PATTERN, signUpload } from './upload-signature.js';

/** Who asks for an upload URL: the client address and, when signed in, the account. */
export interface Uploader {
  address: string | null;
  userId: string | null;
}

const DAY_SECONDS = 24 * 3600;

/**
 * Upload URLs: signed for one PUT of one new object, within the daily allowance of the address and the account
 * (UPLOAD_DAILY_COUNT uploads and UPLOAD_DAILY_MB bytes, counted from the objects themselves, which know their
 * sizes). The signing secret is made once per database, so every replica checks every URL.
 */
@Injectable()
export class UploadGrants {
  private secret: Promise<Buffer> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A URL signed for one PUT of at most MAX_UPLOAD_BYTES, valid UPLOAD_URL_TTL_SECONDS; 429 UPLOAD_QUOTA_EXCEEDED
   * past the day's allowance of the address or the account. (The route limits bursts per address.)
   */
  async create(input: { fileName?: string }, uploader: Uploader): Promise<ObjectUploadResponse> {
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
      await this.assertWithinDailyAllowance({ address, userId: uploader.userId }, manager);
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

  /** Refuses (403) an upload URL whose signature does not match or that has expired. */
  async verify(key: string, query: { expires: string; signature: string }): Promise<void> {
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
  }

  /** The bytes the sender of an upload URL may still store today (address and account alike). */
  async remainingBytesFor(key: string): Promise<number> {
    const [grant] = (await this.dataSource.query(
      `SELECT requested_by, requested_by_user FROM stored_objects WHERE key = $1`,
      [key],
    )) as { requested_by: string | null; requested_by_user: string | null }[];
    let remaining = this.config.uploadQuota.bytes;
    if (grant?.requested_by) {
      remaining -= (await this.usageBy('requested_by', grant.requested_by)).bytes;
    }
    if (grant?.requested_by_user) {
      remaining = Math.min(
        remaining,
        this.config.uploadQuota.bytes - (await this.usageBy('requested_by_user', grant.requested_by_user)).bytes,
      );
    }
    return Math.max(0, remaining);
  }

  /** Upload URLs issued and bytes stored today for the address or account named by `column`. */
  private async usageBy(
    column: 'requested_by' | 'requested_by_user',
    value: string,
    reader: Pick<EntityManager, 'query'> = this.dataSource,
  ) {
    const [usage] = (await reader.query(
      `SELECT count(*)::int AS issued, coalesce(sum(size), 0)::bigint AS bytes,
              ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now()))::int AS retry_after
         FROM stored_objects
        WHERE ${column} = $1 AND created_at > now() - make_interval(secs => $2)`,
      [value, DAY_SECONDS],
    )) as { issued: number; bytes: string; retry_after: number | null }[];
    return { issued: usage?.issued ?? 0, bytes: Number(usage?.bytes ?? 0), retryAfter: usage?.retry_after ?? 1 };
  }

  private async assertWithinDailyAllowance(uploader: Uploader, reader: Pick<EntityManager, 'query'>): Promise<void> {
    const { count, bytes } = this.config.uploadQuota;
    const daily = [
      uploader.address ? await this.usageBy('requested_by', uploader.address, reader) : null,
      uploader.userId ? await this.usageBy('requested_by_user', uploader.userId, reader) : null,
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

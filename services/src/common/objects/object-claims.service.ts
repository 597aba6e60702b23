import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows.js';
import { OBJECT_KEY_PATTERN } from './upload-signature.js';

/** The record that keeps objects: its kind (`listing`, `service-request`, `contract`...) and id (a uuid). */
export interface RecordRef {
  kind: string;
  id: string;
}

/**
 * Who may download a kept object: anyone holding its URL, or the roles named (the staff who work such records)
 * and, when given, one person besides them (the tenant of a ticket photo, the payer of a receipt).
 */
export type ObjectReaders = 'public' | { roles: readonly string[]; person?: string | null };

/** Who may download an object, as stored: null roles for anyone; and the record that keeps it, if any. */
export interface StoredReaders {
  roles: string[] | null;
  person: string | null;
  record: { kind: string | null; id: string | null };
}

type Query = Pick<EntityManager, 'query'>;

/**
 * Which record keeps which uploaded object, and who may read it. A claimed object is never swept; a released one
 * is no longer served, cannot be claimed again, and is swept once it has been released for as long as an
 * abandoned upload is kept. Generated objects (seeded brochures) are the server's and never claimed or released.
 */
@Injectable()
export class ObjectClaims {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Marks uploaded objects as kept by `record`, readable by `readers`, inside the caller's transaction. Only
   * objects clients uploaded can be claimed, and only when unclaimed or already this record's: a generated
   * brochure or another record's file cannot be taken over. Answers the keys claimed; a key missing from the
   * answer was not uploaded, or was swept meanwhile (the sweep skips rows this locks, and this waits for rows
   * the sweep holds, then finds them gone).
   */
  async claim(
    keys: readonly string[],
    record: RecordRef,
    readers: ObjectReaders,
    manager: Query,
  ): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const roles = readers === 'public' ? null : [...readers.roles];
    const person = readers === 'public' ? null : (readers.person ?? null);
    const rows = returnedRows<{ key: string }>(
      await manager.query(
        `UPDATE stored_objects
            SET claimed_at = coalesce(claimed_at, now()), readers = $2::text[], reader_id = $3,
                record_kind = $4, record_id = $5
          WHERE key = ANY($1::varchar[]) AND stored_at IS NOT NULL AND generator IS NULL AND released_at IS NULL
            AND (claimed_at IS NULL OR (record_kind = $4 AND record_id = $5))
          RETURNING key`,
        [[...new Set(keys)], roles, person, record.kind, record.id],
      ),
    );
    return new Set(rows.map((row) => row.key));
  }

  /**
   * Lets go of the objects `record` keeps, all of them or those not in `kept`, in the caller's transaction
   * (a photo removed from its listing, every file of a deleted one). Answers the keys released.
   */
  async release(record: RecordRef, manager: Query, options: { except?: readonly string[] } = {}): Promise<string[]> {
    const rows = returnedRows<{ key: string }>(
      await manager.query(
        `UPDATE stored_objects SET claimed_at = NULL, readers = NULL, reader_id = NULL, released_at = now()
          WHERE record_kind = $1 AND record_id = $2 AND released_at IS NULL AND generator IS NULL
            AND NOT (key = ANY($3::varchar[]))
          RETURNING key`,
        [record.kind, record.id, [...new Set(options.except ?? [])]],
      ),
    );
    return rows.map((row) => row.key);
  }

  /** Who may download an object; undefined when nothing is stored under the key (or it was released). */
  async readersOf(key: string): Promise<StoredReaders | undefined> {
    if (!OBJECT_KEY_PATTERN.test(key)) return undefined;
    const [row] = (await this.dataSource.query(
      `SELECT readers, reader_id, record_kind, record_id FROM stored_objects
        WHERE key = $1 AND stored_at IS NOT NULL AND released_at IS NULL`,
      [key],
    )) as {
      readers: string[] | null;
      reader_id: string | null;
      record_kind: string | null;
      record_id: string | null;
    }[];
    return row
      ? { roles: row.readers, person: row.reader_id, record: { kind: row.record_kind, id: row.record_id } }
      : undefined;
  }
}

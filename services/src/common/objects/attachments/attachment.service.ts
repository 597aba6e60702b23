import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredObjectInfo } from '../object-catalog.js';
import { ObjectClaims, type ObjectReaders, type RecordRef } from '../object-claims.service.js';
import { ObjectStoreService } from '../object-store.service.js';
import type { AttachmentKind } from './attachment-kinds.js';

export type { ObjectReaders, RecordRef } from '../object-claims.service.js';

/** Where a form sends a file: its field (`images.2`, `brochureUrl`, `attachments.0`), index and URL. */
export interface AttachmentSlot {
  field: string;
  index?: number;
  url: string;
}

/** One refused file in the `details` of the refusal (INVALID_PROPERTY_IMAGE, INVALID_ATTACHMENT...). */
export interface RefusedAttachment {
  field: string;
  index?: number;
  fileName: string | null;
  reason: 'not_found' | 'type_not_allowed';
  messages: string[];
}

/** A file a record may keep: an object just uploaded (`fresh`), or one of the files the record already has. */
export interface CheckedAttachment {
  slot: AttachmentSlot;
  kind: AttachmentKind;
  /** The URL to store on the record (ours are stored as `/api/objects/<key>`). */
  url: string;
  /** The stored object, or null for a file the record has that is not one (a drawn seed picture). */
  object: StoredObjectInfo | null;
  fresh: boolean;
}

type Query = Pick<EntityManager, 'query'>;

const refusal = (kind: AttachmentKind, details: RefusedAttachment[]) =>
  new BadRequestException({
    code: kind.code,
    message: details.flatMap((detail) => detail.messages).join('; '),
    details,
  });

const withIndex = (slot: AttachmentSlot) => (slot.index === undefined ? {} : { index: slot.index });

/**
 * The files records keep (listing photos and brochures, service-request attachments; contract documents, payment
 * receipts and ticket photos next), in three steps:
 * - `check`: each URL sent must be an object uploaded to our store whose content (not its name) is a type the kind
 *   accepts, or a file the record already has; a refusal names every bad file;
 * - `keep`, in the record's transaction: claims the new files for the record (kind + id) with their readers
 *   (public, the staff of such records, the one person it concerns) and, on an update, releases the record's files
 *   that are no longer sent;
 * - `releaseAll`, when the record is deleted.
 * Released files are no longer served and are swept later (ObjectSweeper).
 */
@Injectable()
export class AttachmentService {
  constructor(
    private readonly objects: ObjectStoreService,
    private readonly claims: ObjectClaims,
  ) {}

  /**
   * Checks the files sent for one kind; answers them in order, or throws the kind's refusal (400) naming each bad
   * one. `kept`: URLs the record already has, accepted as they are. `origin`: the request's, so absolute URLs of
   * the site the form was sent from count as ours. `manager`: the transaction to read in.
   */
  async check(
    kind: AttachmentKind,
    slots: readonly AttachmentSlot[],
    options: { origin?: string; manager?: Query; kept?: readonly (string | null)[] } = {},
  ): Promise<CheckedAttachment[]> {
    const checked: CheckedAttachment[] = [];
    const refused: RefusedAttachment[] = [];
    // One after the other: inside a transaction they share one connection.
    for (const slot of slots) {
      const object = await this.objects.inspect(slot.url, { origin: options.origin, manager: options.manager });
      if (options.kept?.includes(slot.url)) {
        checked.push({ slot, kind, url: slot.url, object, fresh: false });
      } else if (!object) {
        refused.push({
          field: slot.field,
          ...withIndex(slot),
          fileName: null,
          reason: 'not_found',
          messages: [`${slot.field} is not an uploaded file`],
        });
      } else if (!(kind.accept as readonly string[]).includes(object.contentType)) {
        refused.push({
          field: slot.field,
          ...withIndex(slot),
          fileName: object.fileName,
          reason: 'type_not_allowed',
          messages: [`${slot.field} (${object.fileName}) must be ${kind.described}`],
        });
      } else {
        checked.push({ slot, kind, url: object.url, object, fresh: true });
      }
    }
    if (refused.length > 0) throw refusal(kind, refused);
    return checked;
  }

  /**
   * In the record's transaction: claims the new files for `record`, readable by `readers`, and with
   * `releaseOthers` lets go of the record's files that are not among `files` (an update that dropped a photo).
   * A new file another record keeps, or one swept since it was checked, refuses the save (400, its kind's code).
   */
  async keep(
    record: RecordRef,
    files: readonly CheckedAttachment[],
    readers: ObjectReaders,
    manager: Query,
    options: { releaseOthers?: boolean } = {},
  ): Promise<void> {
    const fresh = files.filter((file) => file.fresh && file.object);
    const claimed = await this.claims.claim(
      fresh.map((file) => file.object!.key),
      record,
      readers,
      manager,
    );
    const lost = fresh.filter((file) => !claimed.has(file.object!.key));
    if (lost.length > 0) {
      throw refusal(
        lost[0]!.kind,
        lost.map((file) => ({
          field: file.slot.field,
          ...withIndex(file.slot),
          fileName: file.object!.fileName,
          reason: 'not_found' as const,
          messages: [`${file.slot.field} (${file.object!.fileName}) is not an uploaded file`],
        })),
      );
    }
    if (options.releaseOthers) {
      const keys = files.flatMap((file) => (file.object ? [file.object.key] : []));
      await this.claims.release(record, manager, { except: keys });
    }
  }

  /** Lets go of every file `record` keeps (it is being deleted), in its transaction. */
  async releaseAll(record: RecordRef, manager: Query): Promise<void> {
    await this.claims.release(record, manager);
  }
}

import {
  ATTACHMENT_CONTENT_TYPES,
  CUSTOMER_REQUEST_ROLES,
  type AttachmentContentType,
  type InvalidAttachment,
  type StoredAttachment,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ObjectStoreService } from '../../common/objects/object-store.service.js';
import { invalidAttachments } from './request-errors.js';

const isAttachmentType = (type: string): type is AttachmentContentType =>
  (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type);

/** Turns the object URLs a form sends into stored attachments, checking each one against the object store. */
@Injectable()
export class AttachmentsService {
  constructor(private readonly objects: ObjectStoreService) {}

  /**
   * Each URL must name an object uploaded to our store whose content (not its name) is a PDF, Word document
   * or JPEG, PNG or GIF image; otherwise 400 INVALID_ATTACHMENT naming every refused one. `origin` is the
   * request's, so absolute URLs of the site the form was sent from count as ours.
   */
  async resolve(urls: readonly string[], origin?: string): Promise<StoredAttachment[]> {
    const objects = await Promise.all(urls.map((url) => this.objects.inspect(url, { origin })));
    const refused: InvalidAttachment[] = [];
    const attachments: StoredAttachment[] = [];
    objects.forEach((object, index) => {
      const field = `attachments.${index}`;
      if (!object) {
        refused.push({
          field,
          index,
          fileName: null,
          reason: 'not_found',
          messages: [`${field} is not an uploaded file`],
        });
      } else if (!isAttachmentType(object.contentType)) {
        refused.push({
          field,
          index,
          fileName: object.fileName,
          reason: 'type_not_allowed',
          messages: [`${field} (${object.fileName}) must be a PDF, Word document or JPEG, PNG or GIF image`],
        });
      } else {
        attachments.push({
          url: object.url,
          fileName: object.fileName,
          contentType: object.contentType,
          size: object.size,
        });
      }
    });
    if (refused.length > 0) throw invalidAttachments(refused);
    return attachments;
  }

  /**
   * Inside the transaction that stores the request: claims its attachments, from then on readable by the staff
   * who work requests only, and never swept. An attachment that can no longer be claimed (swept since it was
   * checked, or an object something else keeps) refuses the request with 400 INVALID_ATTACHMENT.
   */
  async claim(attachments: readonly StoredAttachment[], manager: Pick<EntityManager, 'query'>): Promise<void> {
    const keys = attachments.map((attachment) => this.objects.keyOf(attachment.url));
    const claimed = await this.objects.claim(
      keys.filter((key): key is string => key !== null),
      CUSTOMER_REQUEST_ROLES,
      manager,
    );
    const refused: InvalidAttachment[] = [];
    keys.forEach((key, index) => {
      if (key !== null && claimed.has(key)) return;
      const field = `attachments.${index}`;
      refused.push({
        field,
        index,
        fileName: attachments[index]!.fileName,
        reason: 'not_found',
        messages: [`${field} (${attachments[index]!.fileName}) is not an uploaded file`],
      });
    });
    if (refused.length > 0) throw invalidAttachments(refused);
  }
}

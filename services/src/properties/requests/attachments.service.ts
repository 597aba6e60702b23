import {
  ATTACHMENT_CONTENT_TYPES,
  type AttachmentContentType,
  type InvalidAttachment,
  type StoredAttachment,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
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
}

import { type ContactMessageInput, REQUEST_LIMITS } from '@estate/contracts';
import { RequiredText } from './request-fields.js';
import { RequestSenderDto } from './request-sender.dto.js';

/** `POST /api/contact`: a message from the contact page. */
export class CreateContactMessageDto extends RequestSenderDto implements ContactMessageInput {
  @RequiredText(REQUEST_LIMITS.subject, 'استفسار عن إدارة الأملاك')
  subject!: string;

  @RequiredText(REQUEST_LIMITS.message)
  message!: string;
}

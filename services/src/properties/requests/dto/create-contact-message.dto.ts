import { type ContactMessageInput, REQUEST_LIMITS } from '@estate/contracts';
import { PhoneField } from '../../../identity/dto/phone-field.js';
import { EmailField, RequiredText } from './request-fields.js';

/** `POST /api/contact`: a message from the contact page. */
export class CreateContactMessageDto implements ContactMessageInput {
  @RequiredText(REQUEST_LIMITS.name, 'نورة العتيبي')
  name!: string;

  @EmailField()
  email!: string;

  @PhoneField({ kind: 'any' })
  phone?: string | null;

  @RequiredText(REQUEST_LIMITS.subject, 'استفسار عن إدارة الأملاك')
  subject!: string;

  @RequiredText(REQUEST_LIMITS.message)
  message!: string;
}

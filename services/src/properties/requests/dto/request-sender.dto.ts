import { REQUEST_LIMITS } from '@estate/contracts';
import { PhoneField } from '../../../identity/dto/phone-field.js';
import { EmailField, RequiredText } from './request-fields.js';

/** Who sends a public form whose phone is optional (an inquiry, a contact message): name, email, any valid phone. */
export abstract class RequestSenderDto {
  @RequiredText(REQUEST_LIMITS.name, 'نورة العتيبي')
  name!: string;

  @EmailField()
  email!: string;

  @PhoneField({ kind: 'any' })
  phone?: string | null;
}

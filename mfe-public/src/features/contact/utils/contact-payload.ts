import { phoneToSend, type ContactMessageInput } from '@estate/contracts';
import { ifFilled } from '../../../utils/request-payload.js';

/** The contact form's values as antd's Form holds them. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export const contactFormFields = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactFormValues)[];

/** The POST body: text trimmed, the phone as E.164 (left out when empty). */
export function toContactMessageInput(values: ContactFormValues): ContactMessageInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...ifFilled('phone', phoneToSend(values.phone, 'any')),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

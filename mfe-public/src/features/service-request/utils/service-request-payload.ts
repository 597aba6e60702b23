import {
  DEFAULT_CONTACT_METHOD,
  type ContactMethod,
  type ServiceRequestInput,
  type ServiceRequestTimeline,
  type ServiceRequestType,
  phoneToSend,
} from '@estate/contracts';
import { ifFilled } from '../../../utils/request-payload.js';

/** The form's values as antd's Form holds them: optional fields may be empty or absent. */
export interface ServiceRequestFormValues {
  type?: ServiceRequestType | null;
  title: string;
  description: string;
  budget?: string;
  timeline?: ServiceRequestTimeline | null;
  location: string;
  name: string;
  email: string;
  phone: string;
  preferredContact?: ContactMethod | null;
}

export const emptyServiceRequestForm: ServiceRequestFormValues = {
  type: undefined,
  title: '',
  description: '',
  budget: '',
  timeline: undefined,
  location: '',
  name: '',
  email: '',
  phone: '',
  preferredContact: DEFAULT_CONTACT_METHOD,
};

/** The POST body: text trimmed, the phone as E.164, empty optional fields left out, preferred contact defaulting to phone. */
export function toServiceRequestInput(
  values: ServiceRequestFormValues,
  attachments: readonly string[],
): ServiceRequestInput {
  return {
    ...ifFilled('type', values.type),
    title: values.title.trim(),
    description: values.description.trim(),
    ...ifFilled('budget', values.budget?.trim()),
    ...ifFilled('timeline', values.timeline),
    location: values.location.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phoneToSend(values.phone, 'any'),
    preferredContact: values.preferredContact || DEFAULT_CONTACT_METHOD,
    ...(attachments.length ? { attachments: [...attachments] } : {}),
  };
}

import {
  AUDIT_ACTIONS,
  type ContactMessage,
  type Inquiry,
  type RequestStatus,
  type ServiceRequest,
} from '@estate/contracts';

/** A row as PostgreSQL answers it: snake_case columns. */
export type Row = Record<string, unknown>;

export const iso = (value: unknown) => new Date(value as string | Date).toISOString();
export const text = (value: unknown) => value as string;
const optionalText = (value: unknown) => (value ?? null) as string | null;

/** One kind of form: its table, how its rows read and how it is audited. */
export interface RequestKind<T> {
  table: string;
  /** Extra output columns besides `t.*` (t is the table's alias). */
  extraColumns: string;
  label: string;
  targetType: string;
  createAction: string;
  statusAction: string;
  toDto(row: Row): T;
}

/** Who sent a form, when the phone is optional. */
const sender = (row: Row) => ({ name: text(row.name), email: text(row.email), phone: optionalText(row.phone) });

/** Where staff have taken a form, and when; last in every answer. */
const progress = (row: Row) => ({
  status: row.status as RequestStatus,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const INQUIRIES: RequestKind<Inquiry> = {
  table: 'inquiries',
  extraColumns: `(SELECT p.title FROM properties p WHERE p.id = t.property_id) AS property_title,
                 (SELECT p.title_en FROM properties p WHERE p.id = t.property_id) AS property_title_en`,
  label: 'Inquiry',
  targetType: 'inquiry',
  createAction: AUDIT_ACTIONS.inquiryCreate,
  statusAction: AUDIT_ACTIONS.inquiryStatus,
  toDto: (row) => ({
    id: text(row.id),
    propertyId: optionalText(row.property_id),
    propertyTitle: optionalText(row.property_title),
    propertyTitleEn: optionalText(row.property_title_en),
    ...sender(row),
    message: text(row.message),
    ...progress(row),
  }),
};

export const CONTACT_MESSAGES: RequestKind<ContactMessage> = {
  table: 'contact_messages',
  extraColumns: '',
  label: 'Contact message',
  targetType: 'contact_message',
  createAction: AUDIT_ACTIONS.contactMessageCreate,
  statusAction: AUDIT_ACTIONS.contactMessageStatus,
  toDto: (row) => ({
    id: text(row.id),
    ...sender(row),
    subject: text(row.subject),
    message: text(row.message),
    ...progress(row),
  }),
};

export const SERVICE_REQUESTS: RequestKind<ServiceRequest> = {
  table: 'service_requests',
  extraColumns: '',
  label: 'Service request',
  targetType: 'service_request',
  createAction: AUDIT_ACTIONS.serviceRequestCreate,
  statusAction: AUDIT_ACTIONS.serviceRequestStatus,
  toDto: (row) => ({
    id: text(row.id),
    type: (row.type ?? null) as ServiceRequest['type'],
    category: optionalText(row.category),
    title: text(row.title),
    description: text(row.description),
    budget: optionalText(row.budget),
    timeline: (row.timeline ?? null) as ServiceRequest['timeline'],
    location: text(row.location),
    name: text(row.name),
    email: text(row.email),
    phone: text(row.phone),
    preferredContact: row.preferred_contact as ServiceRequest['preferredContact'],
    attachments: (row.attachments ?? []) as ServiceRequest['attachments'],
    ...progress(row),
  }),
};

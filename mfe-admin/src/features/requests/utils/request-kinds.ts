import {
  CUSTOMER_REQUEST_ROLES,
  REQUEST_STATUSES,
  type AttachmentContentType,
  type ContactMessage,
  type Inquiry,
  type Language,
  type RequestStatus,
  type ServiceRequest,
} from '@estate/contracts';

/** The three lists staff work, in the order of the tabs. */
export const REQUEST_KINDS = ['inquiries', 'contactMessages', 'serviceRequests'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * The lists a role works: contact messages and service requests are for CUSTOMER_REQUEST_ROLES; an agent works
 * the inquiries about the listings assigned to them.
 */
export function requestKindsFor(role: string | null | undefined): readonly RequestKind[] {
  return (CUSTOMER_REQUEST_ROLES as readonly string[]).includes(role ?? '') ? REQUEST_KINDS : ['inquiries'];
}

export interface RequestOf {
  inquiries: Inquiry;
  contactMessages: ContactMessage;
  serviceRequests: ServiceRequest;
}
export type AnyRequest = RequestOf[RequestKind];

/** Path segment of each list under /api/admin/. */
export const requestPaths: Record<RequestKind, string> = {
  inquiries: 'inquiries',
  contactMessages: 'contact-messages',
  serviceRequests: 'service-requests',
};

export interface RequestsView {
  kind: RequestKind;
  /** Absent: every status. */
  status?: RequestStatus;
  page: number;
}

const isKind = (value: string | null): value is RequestKind =>
  !!value && (REQUEST_KINDS as readonly string[]).includes(value);
const isStatus = (value: string | null): value is RequestStatus =>
  !!value && (REQUEST_STATUSES as readonly string[]).includes(value);

/** The screen's tab, status filter and page from the address (`?tab=&status=&page=`); anything unknown falls back. */
export function readRequestsView(params: URLSearchParams): RequestsView {
  const tab = params.get('tab');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    kind: isKind(tab) ? tab : 'inquiries',
    ...(isStatus(status) ? { status } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view, leaving out what is the default (first tab, every status, first page). */
export function requestsViewParams(view: RequestsView): Record<string, string> {
  return {
    ...(view.kind !== 'inquiries' ? { tab: view.kind } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
  };
}

/** The last page that has rows, for a total; at least 1. */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The asked-about property's title in the reader's language, else in the other one. */
export function propertyTitleOf(inquiry: Pick<Inquiry, 'propertyTitle' | 'propertyTitleEn'>, lang: Language) {
  return (
    (lang === 'en'
      ? inquiry.propertyTitleEn || inquiry.propertyTitle
      : inquiry.propertyTitle || inquiry.propertyTitleEn) ?? null
  );
}

const attachmentKinds: Record<AttachmentContentType, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
};

/** A short name of an attachment's type (PDF, Word, JPEG...); the content type itself when unknown. */
export const attachmentKindOf = (contentType: string) =>
  attachmentKinds[contentType as AttachmentContentType] ?? contentType;

import type { Role } from './roles.js';

/** Where staff are with a message or request from the public site. New ones start as `new`. */
export const REQUEST_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * Roles that open /admin/requests. Agents see there only the inquiries about the listings assigned to them;
 * contact messages and service requests (with their attachments) are for CUSTOMER_REQUEST_ROLES.
 */
export const REQUEST_STAFF_ROLES = ['admin', 'manager', 'agent'] as const satisfies readonly Role[];
export const CUSTOMER_REQUEST_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

/** Longest text accepted in these forms, per field. */
export const REQUEST_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  subject: 200,
  title: 200,
  location: 200,
  budget: 100,
  category: 100,
  message: 5000,
} as const;

/** POST /api/inquiries: a question about one property. name, email, message and propertyId required. */
export interface InquiryInput {
  name: string;
  email: string;
  /** Any valid number as typed (see `normalizePhone`), stored as E.164; null or blank: none. */
  phone?: string | null;
  message: string;
  propertyId: string;
}

/** POST /api/contact: a message from the contact page. name, email, subject, message required. */
export interface ContactMessageInput {
  name: string;
  email: string;
  /** Any valid number as typed (see `normalizePhone`), stored as E.164; null or blank: none. */
  phone?: string | null;
  subject: string;
  message: string;
}

/** Service types of the service request page (the spec's six). */
export const SERVICE_REQUEST_TYPES = ['marketing', 'sale', 'investment', 'rent', 'valuation', 'auction'] as const;
export type ServiceRequestType = (typeof SERVICE_REQUEST_TYPES)[number];

export const SERVICE_REQUEST_TIMELINES = ['urgent', 'normal', 'flexible'] as const;
export type ServiceRequestTimeline = (typeof SERVICE_REQUEST_TIMELINES)[number];

export const CONTACT_METHODS = ['phone', 'email', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'phone';

/** Attachment types a service request accepts; each file's content is checked, not its name. */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'gif'] as const;
export const ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/gif',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];
export const MAX_ATTACHMENTS = 10;

/**
 * POST /api/service-requests. title, description, location, name, email and phone required.
 * `attachments` are URLs of objects uploaded through POST /api/objects/upload (at most 10).
 */
export interface ServiceRequestInput {
  type?: ServiceRequestType;
  category?: string;
  title: string;
  description: string;
  budget?: string;
  timeline?: ServiceRequestTimeline;
  location: string;
  name: string;
  email: string;
  phone: string;
  preferredContact?: ContactMethod;
  attachments?: string[];
}

/** Why a form of this file was refused (the `code` of the error body), besides VALIDATION_FAILED. */
export const REQUEST_ERROR_CODES = {
  /** No active property with this id (inquiry, favorite). 404. */
  propertyNotFound: 'PROPERTY_NOT_FOUND',
  /** An attachment is not an object of ours, or not an accepted type; `details` are InvalidAttachment[]. 400. */
  invalidAttachment: 'INVALID_ATTACHMENT',
  /** The user already has MAX_FAVORITES favorites. 409. */
  favoritesLimit: 'FAVORITES_LIMIT',
} as const;

/** One refused attachment in the `details` of INVALID_ATTACHMENT (`field` is `attachments.<index>`). */
export interface InvalidAttachment {
  field: string;
  messages: string[];
  index: number;
  /** The uploaded file's name, or null when the URL is not a stored object. */
  fileName: string | null;
  reason: 'not_found' | 'type_not_allowed';
}

/** A stored attachment as staff see it. */
export interface StoredAttachment {
  url: string;
  fileName: string;
  contentType: AttachmentContentType;
  size: number;
}

interface StoredRequestBase {
  id: string;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
}

export interface Inquiry extends StoredRequestBase, Omit<InquiryInput, 'phone' | 'propertyId'> {
  phone: string | null;
  /** Null once the property is deleted: the inquiry stays for staff. */
  propertyId: string | null;
  /** Title of the property asked about (Arabic and English), for the staff list. */
  propertyTitle: string | null;
  propertyTitleEn: string | null;
}

export interface ContactMessage extends StoredRequestBase, Omit<ContactMessageInput, 'phone'> {
  phone: string | null;
}

export interface ServiceRequest
  extends
    StoredRequestBase,
    Omit<ServiceRequestInput, 'attachments' | 'type' | 'category' | 'budget' | 'timeline' | 'preferredContact'> {
  type: ServiceRequestType | null;
  category: string | null;
  budget: string | null;
  timeline: ServiceRequestTimeline | null;
  preferredContact: ContactMethod;
  attachments: StoredAttachment[];
}

/** What a successful POST of any of the three answers (201). */
export interface RequestReceipt {
  id: string;
  status: RequestStatus;
  createdAt: string;
}

/** GET /api/admin/{inquiries|contact-messages|service-requests}?status=&page=&limit= */
export interface StaffRequestQuery {
  status?: RequestStatus;
  page?: number;
  limit?: number;
}
export interface StaffRequestList<T> {
  items: T[];
  total: number;
}
/** PATCH /api/admin/{inquiries|contact-messages|service-requests}/{id}/status */
export interface RequestStatusInput {
  status: RequestStatus;
}

/** GET /api/me/favorites answers the favorite property ids, newest first. PUT/DELETE /api/me/favorites/{propertyId}. */
export interface FavoritesResponse {
  propertyIds: string[];
}
/** POST /api/me/favorites/merge { propertyIds }: the guest's local favorites, added at sign-in. */
export interface FavoritesMergeInput {
  propertyIds: string[];
}
/** Local-storage key of a guest's favorite property ids. */
export const GUEST_FAVORITES_STORAGE_KEY = 'favorites';
export const MAX_FAVORITES = 500;

/** POST /api/objects/upload { fileName?, contentType? } answers a URL signed for one PUT, valid a short time. */
export interface ObjectUploadInput {
  fileName?: string;
  contentType?: string;
}
export interface ObjectUploadResponse {
  uploadURL: string;
  /** The object's URL once stored: `uploadURL` without its query string. */
  objectURL: string;
  expiresAt: string;
  maxBytes: number;
}
/** Largest object accepted by one upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Why an upload or an object read was refused (the `code` of the error body). */
export const OBJECT_ERROR_CODES = {
  /** The upload URL's signature does not match (altered key, expiry or signature). 403. */
  uploadUrlInvalid: 'UPLOAD_URL_INVALID',
  /** The upload URL is past its expiry; ask for a new one. 403. */
  uploadUrlExpired: 'UPLOAD_URL_EXPIRED',
  /** Something was already stored (or is being stored) with this upload URL. 409. */
  objectExists: 'OBJECT_EXISTS',
  /** The body is larger than MAX_UPLOAD_BYTES. 413. */
  fileTooLarge: 'FILE_TOO_LARGE',
  /** The sender's daily allowance of upload bytes would be passed (413, nothing kept). */
  uploadQuotaExceeded: 'UPLOAD_QUOTA_EXCEEDED',
  /** The content is not an accepted type; `details.detectedType` says what it is. 415. */
  unsupportedFileType: 'UNSUPPORTED_FILE_TYPE',
} as const;

import type { Role } from './roles.js';
import type {
  Property,
  PropertyCategory,
  PropertyFeature,
  PropertyPurpose,
  PropertyStatus,
  PropertyType,
} from './properties.js';

/** Roles that manage listings on /admin/properties (they hold `properties_write`; deleting needs `properties_delete`). */
export const PROPERTY_STAFF_ROLES = ['admin', 'manager', 'agent'] as const satisfies readonly Role[];

/** Bounds the server enforces and the forms mirror. */
export const PROPERTY_INPUT_LIMITS = {
  title: 200,
  description: 5000,
  district: 120,
  address: 300,
  adLicenseNumber: 40,
  agentName: 120,
  agentEmail: 254,
  maxPrice: 1_000_000_000_000,
  maxArea: 10_000_000,
  maxRooms: 50,
  minYearBuilt: 1900,
  /** yearBuilt may be up to this many years ahead (off-plan). */
  yearsAhead: 5,
  minFloor: -5,
  maxFloor: 200,
  maxImages: 20,
  /** Search text on /api/admin/properties. */
  search: 200,
} as const;

/** The REGA advertising licence number: digits only (7 to 20). */
export const AD_LICENSE_PATTERN = /^\d{7,20}$/;

/**
 * What a listing form sends (`POST /api/admin/properties`, `PUT /api/properties/{id}`, and the signed-in
 * visitor's `POST /api/properties`). `city` is a key of SAUDI_CITIES. `images` and `brochureUrl` are URLs the
 * object store handed out (images: JPEG, PNG, GIF or WebP; brochure: a PDF), or images already on the listing.
 * `featured` and `status` are for staff; a visitor's listing always starts as `pending` (awaiting review).
 */
export interface PropertyInput {
  title: string;
  titleEn?: string | null;
  description: string;
  descriptionEn?: string | null;
  price: number | null;
  purpose: PropertyPurpose;
  type: PropertyType;
  category: PropertyCategory;
  city: string;
  district: string;
  districtEn?: string | null;
  address: string;
  area: number;
  bedrooms?: number | null;
  bathrooms?: number | null;
  parkingSpaces?: number | null;
  yearBuilt?: number | null;
  floor?: number | null;
  features?: PropertyFeature[];
  images?: string[];
  brochureUrl?: string | null;
  adLicenseNumber: string;
  agentName?: string | null;
  agentPhone?: string | null;
  agentEmail?: string | null;
  featured?: boolean;
  status?: PropertyStatus;
  /** The agent who works the listing (a user with the agent role); set by those who may publish. */
  assignedAgentId?: string | null;
}

/** `GET /api/admin/properties?q&status&page&limit`: every status, newest first. */
export interface AdminPropertyQuery {
  q?: string;
  status?: PropertyStatus;
  page?: number;
  limit?: number;
}

/** A listing as staff see it: with the agent it is assigned to. */
export interface AdminProperty extends Property {
  assignedAgentId: string | null;
}

export interface AdminPropertyList {
  properties: AdminProperty[];
  total: number;
}

/** GET /api/admin/agents: the agents a listing can be assigned to. */
export interface AssignableAgent {
  id: string;
  name: string;
  email: string;
}

/**
 * Publishing (making a visitor's listing active), featuring, assigning an agent and changing a listing's
 * contact need this permission (admin, manager); agents hold `properties_write` for their own listings only.
 */
export const PROPERTY_PUBLISH_PERMISSION = 'properties_publish';

export const PROPERTY_ERROR_CODES = {
  /** An image is not an uploaded image of ours (details name each by index). */
  invalidImage: 'INVALID_PROPERTY_IMAGE',
  /** The brochure is not an uploaded PDF of ours. */
  invalidBrochure: 'INVALID_BROCHURE',
  /** Auctions are held on this property: it cannot be deleted (set it inactive instead). */
  hasAuctions: 'PROPERTY_HAS_AUCTIONS',
  /** Fields only those who may publish can change (details name them). */
  fieldForbidden: 'PROPERTY_FIELD_FORBIDDEN',
  /** The assigned agent is not a user with the agent role. */
  invalidAgent: 'INVALID_ASSIGNED_AGENT',
} as const;

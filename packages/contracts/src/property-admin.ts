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
  advertiserName: 120,
  plotNumber: 40,
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

/** The advertiser's FAL licence (the broker's licence from REGA's FAL platform): digits only (7 to 12). */
export const FAL_LICENSE_PATTERN = /^\d{7,12}$/;

/** A plot number as the deed writes it: digits, Arabic or Latin letters, `/` and `-` (1 to 40). */
export const PLOT_NUMBER_PATTERN = /^[0-9A-Za-z\u0621-\u064A\u0660-\u0669/ -]{1,40}$/;

/** In what capacity the advertiser places the ad (REGA: the ad shows the advertiser's capacity). */
export const ADVERTISER_CAPACITIES = ['owner', 'broker', 'developer', 'authorized'] as const;
export type AdvertiserCapacity = (typeof ADVERTISER_CAPACITIES)[number];

/** The licence block of a listing: what REGA requires an ad to show besides the property's own facts. */
export interface ListingAdLicence {
  advertiserName: string | null;
  advertiserCapacity: AdvertiserCapacity | null;
  falLicenseNumber: string | null;
  adLicenseNumber: string | null;
  /** The last day (YYYY-MM-DD, Riyadh) the ad licence is valid; the listing is withdrawn the day after. */
  adLicenseExpiresOn: string | null;
  plotNumber: string | null;
}

/** The fields of the licence block a listing must have before it is published (status `active`). */
export const AD_LICENCE_FIELDS = [
  'advertiserName',
  'advertiserCapacity',
  'falLicenseNumber',
  'adLicenseNumber',
  'adLicenseExpiresOn',
  'plotNumber',
] as const satisfies readonly (keyof ListingAdLicence)[];
export type AdLicenceField = (typeof AD_LICENCE_FIELDS)[number];

/**
 * The ad licence rule, as one setting with its source: publishing needs every AD_LICENCE_FIELDS and an ad licence
 * valid today (its expiry day not passed, Riyadh time); a published listing whose ad licence has expired is
 * withdrawn (made inactive) by the ad-licence job and its agent is mailed once.
 */
export const AD_LICENCE_RULE = {
  requiredToPublish: AD_LICENCE_FIELDS,
  /** A licence is valid through its expiry day; withdrawn when the Riyadh day is after it. */
  validThroughExpiryDay: true,
  source: {
    ar:
      'الهيئة العامة للعقار (منصة فال): لكل إعلان عقاري ترخيص إعلان خاص به، ويظهر في الإعلان الغرض ونوع العقار واسم ' +
      'المعلن وصفته ورقم رخصته والمدينة والحي ورقم القطعة والمساحة؛ وتزيل المنصات الإعلانات المخالفة.',
    en:
      'REGA (FAL platform): every property ad needs its own ad licence, and shows the purpose, the property type, the ' +
      "advertiser's name, capacity and licence number, the city, district and plot, and the area; platforms remove " +
      'ads that break the rules.',
  },
} as const;

/**
 * The licence fields a listing lacks to be published, in AD_LICENCE_FIELDS order (blank counts as missing), and
 * whether its ad licence has expired on `today` (YYYY-MM-DD, Riyadh). The API and the listing form ask this one
 * function.
 */
export function adLicenceProblems(
  licence: Partial<ListingAdLicence>,
  today: string,
): { missing: AdLicenceField[]; expired: boolean } {
  const missing = AD_LICENCE_FIELDS.filter((field) => {
    const value = licence[field];
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  });
  const expiresOn = licence.adLicenseExpiresOn;
  const expired = !!expiresOn && expiresOn.slice(0, 10) < today;
  return { missing, expired };
}

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
  /** Required to publish (status `active`), with the rest of the licence block; a draft may leave them out. */
  adLicenseNumber?: string | null;
  advertiserName?: string | null;
  advertiserCapacity?: AdvertiserCapacity | null;
  falLicenseNumber?: string | null;
  /** YYYY-MM-DD: the ad licence's last valid day. */
  adLicenseExpiresOn?: string | null;
  plotNumber?: string | null;
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
  /** 422: publishing needs the ad licence block; details name each missing field (AD_LICENCE_FIELDS). */
  adLicenceRequired: 'AD_LICENCE_REQUIRED',
  /** 422: the ad licence's expiry day has passed: renew it before publishing. */
  adLicenceExpired: 'AD_LICENCE_EXPIRED',
} as const;

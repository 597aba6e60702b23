import type { AdvertiserCapacity } from './property-admin.js';

/** Why a property is listed. */
export const PROPERTY_PURPOSES = ['sale', 'rent', 'auction'] as const;
export type PropertyPurpose = (typeof PROPERTY_PURPOSES)[number];

export const PROPERTY_TYPES = ['apartment', 'villa', 'office', 'shop', 'warehouse', 'land', 'building'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_CATEGORIES = ['residential', 'commercial', 'land'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

/** `pending`: sent by a signed-in visitor from /add-property, shown on the site once staff make it active. */
export const PROPERTY_STATUSES = ['active', 'inactive', 'pending'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export interface PropertyAgent {
  name: string;
  phone: string;
  email: string;
}

/** A property as the public site reads it. `price` is a numeric string (SAR), null when not given. */
export interface Property {
  id: string;
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  price: string | null;
  purpose: PropertyPurpose;
  type: PropertyType;
  category: PropertyCategory;
  city: string;
  district: string | null;
  districtEn: string | null;
  address: string | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  yearBuilt: number | null;
  floor: number | null;
  views: number;
  features: string[];
  images: string[];
  brochureUrl: string | null;
  agent: PropertyAgent | null;
  featured: boolean;
  status: PropertyStatus;
  adLicenseNumber: string | null;
  /** The rest of the ad's licence block (REGA): who advertises, in what capacity, under which FAL licence. */
  advertiserName: string | null;
  advertiserCapacity: AdvertiserCapacity | null;
  falLicenseNumber: string | null;
  /** YYYY-MM-DD: the ad licence's last valid day. */
  adLicenseExpiresOn: string | null;
  plotNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Feature keys a property can have (the spec's list); labels live in the front end's translations. */
export const PROPERTY_FEATURES = [
  'pool',
  'garden',
  'parking',
  'elevator',
  'security',
  'gym',
  'seaView',
  'balcony',
  'modernKitchen',
  'centralAc',
] as const;
export type PropertyFeature = (typeof PROPERTY_FEATURES)[number];

/** The cities of the platform. `properties.city` stores the Arabic name; `?city=` takes it (or the key). */
export const SAUDI_CITIES = [
  { key: 'riyadh', ar: 'الرياض', en: 'Riyadh' },
  { key: 'jeddah', ar: 'جدة', en: 'Jeddah' },
  { key: 'dammam', ar: 'الدمام', en: 'Dammam' },
  { key: 'mecca', ar: 'مكة المكرمة', en: 'Mecca' },
  { key: 'medina', ar: 'المدينة المنورة', en: 'Medina' },
] as const;
export type SaudiCity = (typeof SAUDI_CITIES)[number];

export const PROPERTY_SORTS = ['price_asc', 'price_desc', 'area_asc', 'area_desc', 'date_desc', 'views_desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
export const DEFAULT_PROPERTY_SORT: PropertySort = 'date_desc';

/** Fields `sortBy` accepts (with `sortOrder` asc | desc), an alternative to `sort`. */
export const PROPERTY_SORT_FIELDS = ['price', 'area', 'createdAt', 'views'] as const;
export type PropertySortField = (typeof PROPERTY_SORT_FIELDS)[number];

/** `GET /api/properties` query. Numbers may arrive as strings; `features` is a comma list (all required). */
export interface PropertyListQuery {
  page?: number;
  limit?: number;
  category?: PropertyCategory;
  type?: PropertyType;
  purpose?: PropertyPurpose;
  city?: string;
  district?: string;
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  /** At least this many. */
  bedrooms?: number;
  /** At least this many. */
  bathrooms?: number;
  features?: string;
  search?: string;
  q?: string;
  sort?: PropertySort;
  sortBy?: PropertySortField;
  sortOrder?: 'asc' | 'desc';
}

/** One page of active properties and the number of all that match. */
/** POST /api/properties/{id}/views: the count, and whether this visit moved it (once per visitor a day). */
export interface PropertyViewCount {
  views: number;
  counted: boolean;
}

export interface PropertyListResponse {
  properties: Property[];
  total: number;
}

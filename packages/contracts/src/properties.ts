/** Why a property is listed. */
export const PROPERTY_PURPOSES = ['sale', 'rent', 'auction'] as const;
export type PropertyPurpose = (typeof PROPERTY_PURPOSES)[number];

export const PROPERTY_TYPES = ['apartment', 'villa', 'office', 'shop', 'warehouse', 'land', 'building'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_CATEGORIES = ['residential', 'commercial', 'land'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

export const PROPERTY_STATUSES = ['active', 'inactive'] as const;
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
  createdAt: string;
  updatedAt: string;
}

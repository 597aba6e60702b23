import {
  type AdvertiserCapacity,
  cityKeyOf,
  formatPhone,
  phoneToSend,
  PROPERTY_FEATURES,
  toAsciiDigits,
  type Property,
  type PropertyCategory,
  type PropertyFeature,
  type PropertyInput,
  type PropertyPurpose,
  type PropertyStatus,
  type PropertyType,
} from '@estate/contracts';

/** The listing form's values as antd's Form holds them: text may be empty, numbers empty (null). */
export interface PropertyFormValues {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  purpose: PropertyPurpose;
  type: PropertyType;
  category: PropertyCategory;
  price: number | null;
  area: number | null;
  /** A key of SAUDI_CITIES; absent until chosen. */
  city?: string;
  district: string;
  districtEn: string;
  address: string;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  yearBuilt: number | null;
  floor: number | null;
  adLicenseNumber: string;
  /** The rest of the ad licence block (REGA): required to publish (status active), not for a draft. */
  advertiserName: string;
  advertiserCapacity: AdvertiserCapacity | null;
  falLicenseNumber: string;
  /** YYYY-MM-DD, empty until given. */
  adLicenseExpiresOn: string;
  plotNumber: string;
  features: PropertyFeature[];
  agentName: string;
  agentPhone: string;
  agentEmail: string;
  status: PropertyStatus;
  featured: boolean;
  /** The agent who works the listing (set by those who may publish). */
  assignedAgentId: string | null;
}

/** The files of a listing as the form sends them: URLs handed out by the object store. */
export interface PropertyFiles {
  images: readonly string[];
  brochureUrl: string | null;
}

export const emptyPropertyForm: PropertyFormValues = {
  title: '',
  titleEn: '',
  description: '',
  descriptionEn: '',
  purpose: 'sale',
  type: 'apartment',
  category: 'residential',
  price: null,
  area: null,
  city: undefined,
  district: '',
  districtEn: '',
  address: '',
  bedrooms: null,
  bathrooms: null,
  parkingSpaces: null,
  yearBuilt: null,
  floor: null,
  adLicenseNumber: '',
  advertiserName: '',
  advertiserCapacity: null,
  falLicenseNumber: '',
  adLicenseExpiresOn: '',
  plotNumber: '',
  features: [],
  agentName: '',
  agentPhone: '',
  agentEmail: '',
  status: 'active',
  featured: false,
  assignedAgentId: null,
};

const isFeature = (value: string): value is PropertyFeature => (PROPERTY_FEATURES as readonly string[]).includes(value);

/** A stored number (the price comes as a numeric string) as the form's number; null when absent or unreadable. */
const numberOf = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The values of a listing being edited. */
export function toPropertyFormValues(property: Property & { assignedAgentId?: string | null }): PropertyFormValues {
  return {
    title: property.title,
    titleEn: property.titleEn ?? '',
    description: property.description,
    descriptionEn: property.descriptionEn ?? '',
    purpose: property.purpose,
    type: property.type,
    category: property.category,
    price: numberOf(property.price),
    area: property.area,
    city: cityKeyOf(property.city),
    district: property.district ?? '',
    districtEn: property.districtEn ?? '',
    address: property.address ?? '',
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    parkingSpaces: property.parkingSpaces,
    yearBuilt: property.yearBuilt,
    floor: property.floor,
    adLicenseNumber: property.adLicenseNumber ?? '',
    advertiserName: property.advertiserName ?? '',
    advertiserCapacity: property.advertiserCapacity ?? null,
    falLicenseNumber: property.falLicenseNumber ?? '',
    adLicenseExpiresOn: property.adLicenseExpiresOn ?? '',
    plotNumber: property.plotNumber ?? '',
    features: property.features.filter(isFeature),
    agentName: property.agent?.name ?? '',
    // Shown to edit in the local form (`050 123 4567`); sent back as E.164.
    agentPhone: property.agent?.phone ? formatPhone(property.agent.phone, 'en') : '',
    agentEmail: property.agent?.email ?? '',
    status: property.status,
    featured: property.featured,
    assignedAgentId: property.assignedAgentId ?? null,
  };
}

/** Trimmed text, or null when nothing is left. */
const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** A number field: null when empty. */
const optionalNumber = (value: number | null | undefined): number | null =>
  value === null || value === undefined || Number.isNaN(value) ? null : value;

/**
 * The body of a save: text trimmed, empty optional text and numbers as null, the city as its key, digits in
 * ASCII, the agent's phone as E.164, the features in their list's order. The status is sent by staff only (a visitor's listing is reviewed
 * before it appears); the contact, `featured` and the assigned agent only by those who may publish.
 */
export function toPropertyInput(
  values: PropertyFormValues,
  files: PropertyFiles,
  options: { staff: boolean; publisher?: boolean },
): PropertyInput {
  const chosen = new Set(values.features ?? []);
  const input: PropertyInput = {
    title: values.title.trim(),
    titleEn: textOrNull(values.titleEn),
    description: values.description.trim(),
    descriptionEn: textOrNull(values.descriptionEn),
    price: optionalNumber(values.price),
    purpose: values.purpose,
    type: values.type,
    category: values.category,
    city: cityKeyOf(values.city) ?? values.city ?? '',
    district: values.district.trim(),
    districtEn: textOrNull(values.districtEn),
    address: values.address.trim(),
    area: values.area ?? 0,
    bedrooms: optionalNumber(values.bedrooms),
    bathrooms: optionalNumber(values.bathrooms),
    parkingSpaces: optionalNumber(values.parkingSpaces),
    yearBuilt: optionalNumber(values.yearBuilt),
    floor: optionalNumber(values.floor),
    features: PROPERTY_FEATURES.filter((feature) => chosen.has(feature)),
    images: [...files.images],
    brochureUrl: files.brochureUrl,
    adLicenseNumber: textOrNull(toAsciiDigits(values.adLicenseNumber ?? '')),
    advertiserName: textOrNull(values.advertiserName),
    advertiserCapacity: values.advertiserCapacity ?? null,
    falLicenseNumber: textOrNull(toAsciiDigits(values.falLicenseNumber ?? '')),
    adLicenseExpiresOn: textOrNull(values.adLicenseExpiresOn),
    plotNumber: textOrNull(toAsciiDigits(values.plotNumber ?? '')),
  };
  if (!options.staff) return input;
  if (!options.publisher) return { ...input, status: values.status };
  return {
    ...input,
    agentName: textOrNull(values.agentName),
    agentPhone: phoneToSend(values.agentPhone, 'any') || null,
    agentEmail: textOrNull(values.agentEmail),
    featured: !!values.featured,
    status: values.status,
    assignedAgentId: values.assignedAgentId ?? null,
  };
}

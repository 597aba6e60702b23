import {
  PROPERTY_FEATURES,
  SAUDI_CITIES,
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
  address: string;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  yearBuilt: number | null;
  floor: number | null;
  adLicenseNumber: string;
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
  address: '',
  bedrooms: null,
  bathrooms: null,
  parkingSpaces: null,
  yearBuilt: null,
  floor: null,
  adLicenseNumber: '',
  features: [],
  agentName: '',
  agentPhone: '',
  agentEmail: '',
  status: 'active',
  featured: false,
  assignedAgentId: null,
};

const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Persian digits as ASCII digits, so numbers typed on an Arabic keyboard reach the server readable. */
export function toAsciiDigits(value: string): string {
  return value.replace(easternDigits, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** The SAUDI_CITIES key of a stored city (its key, Arabic or English name); undefined for a city not on the list. */
export function cityKeyOf(city: string | null | undefined): string | undefined {
  const value = city?.trim();
  if (!value) return undefined;
  return SAUDI_CITIES.find((c) => c.key === value || c.ar === value || c.en.toLowerCase() === value.toLowerCase())?.key;
}

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
    address: property.address ?? '',
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    parkingSpaces: property.parkingSpaces,
    yearBuilt: property.yearBuilt,
    floor: property.floor,
    adLicenseNumber: property.adLicenseNumber ?? '',
    features: property.features.filter(isFeature),
    agentName: property.agent?.name ?? '',
    agentPhone: property.agent?.phone ?? '',
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
 * ASCII, the features in their list's order. The status is sent by staff only (a visitor's listing is reviewed
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
    adLicenseNumber: toAsciiDigits(values.adLicenseNumber.trim()),
  };
  if (!options.staff) return input;
  if (!options.publisher) return { ...input, status: values.status };
  const phone = textOrNull(values.agentPhone);
  return {
    ...input,
    agentName: textOrNull(values.agentName),
    agentPhone: phone === null ? null : toAsciiDigits(phone),
    agentEmail: textOrNull(values.agentEmail),
    featured: !!values.featured,
    status: values.status,
    assignedAgentId: values.assignedAgentId ?? null,
  };
}

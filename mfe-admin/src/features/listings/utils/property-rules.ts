import {
  AD_LICENSE_PATTERN,
  cityKeyOf,
  FAL_LICENSE_PATTERN,
  PLOT_NUMBER_PATTERN,
  isPhoneNumber,
  PROPERTY_INPUT_LIMITS as LIMITS,
  AD_LICENCE_FIELDS,
  adLicenceProblems,
  todayInRiyadh,
  toAsciiDigits,
} from '@estate/contracts';
import type { PropertyFormValues } from './property-form-values.js';

/** What is wrong with a value: a message key under `listings.form.errors` and the numbers it names. */
export interface PropertyProblem {
  key:
    | 'required'
    | 'tooLong'
    | 'price'
    | 'area'
    | 'rooms'
    | 'yearBuilt'
    | 'floor'
    | 'city'
    | 'adLicense'
    | 'falLicense'
    | 'plotNumber'
    | 'date'
    | 'requiredToPublish'
    | 'licenceExpired'
    | 'phone'
    | 'email';
  values?: Record<string, number>;
}

/** The fields the form checks before sending, as the server does. */
export const CHECKED_FIELDS = [
  'title',
  'titleEn',
  'description',
  'descriptionEn',
  'price',
  'area',
  'city',
  'district',
  'districtEn',
  'address',
  'bedrooms',
  'bathrooms',
  'parkingSpaces',
  'yearBuilt',
  'floor',
  'adLicenseNumber',
  'advertiserName',
  'advertiserCapacity',
  'falLicenseNumber',
  'adLicenseExpiresOn',
  'plotNumber',
  'agentName',
  'agentPhone',
  'agentEmail',
] as const satisfies readonly (keyof PropertyFormValues)[];
export type CheckedField = (typeof CHECKED_FIELDS)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const text = (value: unknown, max: number, required: boolean): PropertyProblem | null => {
  if (isEmpty(value)) return required ? { key: 'required' } : null;
  if (typeof value !== 'string') return { key: 'required' };
  return value.trim().length > max ? { key: 'tooLong', values: { max } } : null;
};

/** The plain text fields: how long each may be, and whether it must be filled. */
const TEXT_FIELDS = {
  title: { max: LIMITS.title, required: true },
  titleEn: { max: LIMITS.title, required: false },
  description: { max: LIMITS.description, required: true },
  descriptionEn: { max: LIMITS.description, required: false },
  district: { max: LIMITS.district, required: true },
  districtEn: { max: LIMITS.district, required: false },
  address: { max: LIMITS.address, required: true },
  agentName: { max: LIMITS.agentName, required: false },
  advertiserName: { max: LIMITS.advertiserName, required: false },
} as const satisfies Partial<Record<CheckedField, { max: number; required: boolean }>>;
type TextField = keyof typeof TEXT_FIELDS;

const isTextField = (field: CheckedField): field is TextField => Object.hasOwn(TEXT_FIELDS, field);

/** A whole number within bounds (empty allowed unless required). */
const wholeNumber = (
  value: unknown,
  min: number,
  max: number,
  problem: PropertyProblem,
  required = false,
): PropertyProblem | null => {
  if (isEmpty(value)) return required ? { key: 'required' } : null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? null : problem;
};

/** Years built accepted now: from 1900 to this year plus the years ahead allowed (off-plan). */
export const yearBuiltBounds = (now: Date = new Date()) => ({
  min: LIMITS.minYearBuilt,
  max: now.getFullYear() + LIMITS.yearsAhead,
});

/** What a field with a format accepts, as the message shown when a value is refused; null for plain text. */
export function formatProblemOf(field: CheckedField, now: Date = new Date()): PropertyProblem | null {
  switch (field) {
    case 'price':
      return { key: 'price', values: { max: LIMITS.maxPrice - 1 } };
    case 'area':
      return { key: 'area', values: { max: LIMITS.maxArea } };
    case 'bedrooms':
    case 'bathrooms':
    case 'parkingSpaces':
      return { key: 'rooms', values: { max: LIMITS.maxRooms } };
    case 'yearBuilt':
      return { key: 'yearBuilt', values: yearBuiltBounds(now) };
    case 'floor':
      return { key: 'floor', values: { min: LIMITS.minFloor, max: LIMITS.maxFloor } };
    case 'city':
      return { key: 'city' };
    case 'adLicenseNumber':
      return { key: 'adLicense' };
    case 'falLicenseNumber':
      return { key: 'falLicense' };
    case 'plotNumber':
      return { key: 'plotNumber' };
    case 'adLicenseExpiresOn':
      return { key: 'date' };
    case 'agentPhone':
      return { key: 'phone' };
    case 'agentEmail':
      return { key: 'email' };
    default:
      return null;
  }
}

/** What is wrong with one field's value, as the server would judge it; null when it is fine. */
export function propertyFieldProblem(
  field: CheckedField,
  value: unknown,
  now: Date = new Date(),
): PropertyProblem | null {
  const format = () => formatProblemOf(field, now)!;
  if (isTextField(field)) {
    const { max, required } = TEXT_FIELDS[field];
    return text(value, max, required);
  }
  switch (field) {
    case 'price': {
      if (isEmpty(value)) return null;
      const price = typeof value === 'number' ? value : Number(value);
      // Below the limit, with at most two decimals (halalas).
      const cents = price * 100;
      return Number.isFinite(price) &&
        price >= 0 &&
        price < LIMITS.maxPrice &&
        Math.abs(cents - Math.round(cents)) < 1e-6
        ? null
        : format();
    }
    case 'area':
      return wholeNumber(value, 1, LIMITS.maxArea, format(), true);
    case 'bedrooms':
    case 'bathrooms':
    case 'parkingSpaces':
      return wholeNumber(value, 0, LIMITS.maxRooms, format());
    case 'yearBuilt': {
      const bounds = yearBuiltBounds(now);
      return wholeNumber(value, bounds.min, bounds.max, format());
    }
    case 'floor':
      return wholeNumber(value, LIMITS.minFloor, LIMITS.maxFloor, format());
    case 'city':
      if (isEmpty(value)) return { key: 'required' };
      return typeof value === 'string' && cityKeyOf(value) ? null : format();
    case 'adLicenseNumber': {
      // Required to publish only (publishProblem); a draft may leave it empty.
      if (isEmpty(value)) return null;
      const digits = toAsciiDigits(String(value).trim());
      return digits.length <= LIMITS.adLicenseNumber && AD_LICENSE_PATTERN.test(digits) ? null : format();
    }
    case 'falLicenseNumber':
      if (isEmpty(value)) return null;
      return FAL_LICENSE_PATTERN.test(toAsciiDigits(String(value).trim())) ? null : format();
    case 'plotNumber':
      if (isEmpty(value)) return null;
      return PLOT_NUMBER_PATTERN.test(toAsciiDigits(String(value).trim())) ? null : format();
    case 'adLicenseExpiresOn':
      if (isEmpty(value)) return null;
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) && !Number.isNaN(Date.parse(String(value))) ? null : format();
    case 'advertiserCapacity':
      return null;
    case 'agentPhone':
      if (isEmpty(value)) return null;
      return isPhoneNumber(String(value), 'any') ? null : format();
    case 'agentEmail': {
      if (isEmpty(value)) return null;
      const email = String(value).trim();
      if (email.length > LIMITS.agentEmail) return { key: 'tooLong', values: { max: LIMITS.agentEmail } };
      return EMAIL_PATTERN.test(email) ? null : format();
    }
  }
}

/**
 * What publishing (status `active`) asks of a licence field beyond its format, as the API does
 * (AD_LICENCE_RULE): filled, and the ad licence not expired on `today` (YYYY-MM-DD, Riyadh). Null otherwise.
 */
export function publishProblem(
  field: CheckedField,
  values: Partial<PropertyFormValues>,
  today: string,
): PropertyProblem | null {
  if (values.status !== 'active' || !(AD_LICENCE_FIELDS as readonly string[]).includes(field)) return null;
  const { missing, expired } = adLicenceProblems(
    {
      advertiserName: values.advertiserName,
      advertiserCapacity: values.advertiserCapacity,
      falLicenseNumber: values.falLicenseNumber,
      adLicenseNumber: values.adLicenseNumber,
      adLicenseExpiresOn: values.adLicenseExpiresOn,
      plotNumber: values.plotNumber,
    },
    today,
  );
  if ((missing as readonly string[]).includes(field)) return { key: 'requiredToPublish' };
  return expired && field === 'adLicenseExpiresOn' ? { key: 'licenceExpired' } : null;
}

const STAFF_FIELDS: readonly CheckedField[] = ['agentName', 'agentPhone', 'agentEmail'];

/** Every problem of a form, by field (the agent's fields only for staff, who alone send them). */
export function propertyFormProblems(
  values: PropertyFormValues,
  options: { staff: boolean; now?: Date },
): Partial<Record<CheckedField, PropertyProblem>> {
  const problems: Partial<Record<CheckedField, PropertyProblem>> = {};
  for (const field of CHECKED_FIELDS) {
    if (!options.staff && STAFF_FIELDS.includes(field)) continue;
    const problem =
      propertyFieldProblem(field, values[field], options.now) ??
      (options.staff ? publishProblem(field, values, todayInRiyadh(options.now)) : null);
    if (problem) problems[field] = problem;
  }
  return problems;
}

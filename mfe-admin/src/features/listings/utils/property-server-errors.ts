import { ERROR_CODES, type FieldError, fieldErrorsIn, PROPERTY_ERROR_CODES } from '@estate/contracts';
import type { UploadRejection } from '@estate/platform';
import type { PropertyFormValues } from './property-form-values.js';
import { CHECKED_FIELDS, formatProblemOf, type CheckedField, type PropertyProblem } from './property-rules.js';

/** Fields of the form a server error may name (besides the pictures and the brochure). */
export const FORM_FIELDS = [
  ...CHECKED_FIELDS,
  'purpose',
  'type',
  'category',
  'features',
  'status',
  'featured',
] as const satisfies readonly (keyof PropertyFormValues)[];
export type FormField = (typeof FORM_FIELDS)[number];

/** Why the server refused a picture or the brochure it was sent: not an accepted type by content, or anything else. */
export type FileRejection = UploadRejection;

/** What the form shows of a refused save. */
export interface PropertyServerErrors {
  /** Each form field refused, with the form's own message for it (`rejected`: no more precise one). */
  fields: { field: FormField; problem: PropertyProblem | { key: 'rejected' } }[];
  /** Pictures refused, by their position in the list sent. */
  images: { index: number; rejection: FileRejection }[];
  /** The list of pictures as a whole was refused (too many, for example). */
  imageList: boolean;
  brochure: FileRejection | null;
}

/** A field error; a refused file's also says which (`index`) and why (`reason`). */
interface Detail extends FieldError {
  index?: unknown;
  reason?: unknown;
}

/** `agent.name` and `agentName` both name the agent's name field. */
const agentFields: Record<string, FormField> = {
  'agent.name': 'agentName',
  'agent.phone': 'agentPhone',
  'agent.email': 'agentEmail',
};

const rejectionOf = (reason: unknown): FileRejection =>
  reason === 'type_not_allowed' ? 'unsupportedType' : 'rejected';

/** The message a field the server refused shows: what the field accepts, when it has a format. */
const problemFor = (field: FormField): PropertyProblem | { key: 'rejected' } =>
  ((CHECKED_FIELDS as readonly string[]).includes(field) && formatProblemOf(field as CheckedField)) || {
    key: 'rejected',
  };

/**
 * Sorts a refused save into what the form shows: a 400 VALIDATION_FAILED names fields (`title`, `price`,
 * `images.2`); INVALID_PROPERTY_IMAGE names pictures (`images.N`, with `index` and `reason`); INVALID_BROCHURE
 * the brochure. Fields the form does not have are left out (the toast still says the save failed).
 */
export function readPropertyErrors(code: string, details: unknown): PropertyServerErrors {
  const result: PropertyServerErrors = { fields: [], images: [], imageList: false, brochure: null };
  // Publishing refused for the ad licence: each field named is required to publish, or the licence has expired.
  const licenceCode = code === PROPERTY_ERROR_CODES.adLicenceRequired || code === PROPERTY_ERROR_CODES.adLicenceExpired;
  const known = ERROR_CODES.validation === code || licenceCode;
  const imageCode = code === PROPERTY_ERROR_CODES.invalidImage;
  const brochureCode = code === PROPERTY_ERROR_CODES.invalidBrochure;
  if (!known && !imageCode && !brochureCode) return result;
  const seen = new Set<FormField>();
  const images = new Map<number, FileRejection>();
  for (const detail of fieldErrorsIn<Detail>(details)) {
    const [head = '', rest] = detail.field.split(/\.(.*)/s);
    if (head === 'images') {
      const index = typeof detail.index === 'number' ? detail.index : rest === undefined ? NaN : Number(rest);
      if (Number.isInteger(index) && index >= 0) images.set(index, rejectionOf(detail.reason));
      else result.imageList = true;
      continue;
    }
    if (head === 'brochureUrl') {
      result.brochure = rejectionOf(detail.reason);
      continue;
    }
    const field = agentFields[detail.field] ?? (head as FormField);
    if (!(FORM_FIELDS as readonly string[]).includes(field) || seen.has(field)) continue;
    seen.add(field);
    result.fields.push({
      field,
      problem:
        code === PROPERTY_ERROR_CODES.adLicenceRequired
          ? { key: 'requiredToPublish' }
          : code === PROPERTY_ERROR_CODES.adLicenceExpired
            ? { key: 'licenceExpired' }
            : problemFor(field),
    });
  }
  // A brochure error without details still names the brochure.
  if (brochureCode && !result.brochure) result.brochure = 'rejected';
  if (imageCode && !images.size) result.imageList = true;
  result.images = [...images].sort(([a], [b]) => a - b).map(([index, rejection]) => ({ index, rejection }));
  return result;
}

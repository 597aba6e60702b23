import {
  ERROR_CODES,
  ESTATE_ERROR_CODES,
  ESTATE_FIELD_ERROR_MESSAGES,
  fieldErrorsIn,
  type EstateContractConflict,
  type FieldError,
  type Language,
  LEASE_ERROR_CODES,
} from '@estate/contracts';
import { ApiError, refusalTextIn } from '@estate/platform';

/** What a form shows of a refused save: messages by field, and the one line for the toast. */
export interface RefusedSave<F extends string> {
  fields: { name: F; errors: string[] }[];
  /** A conflict with another contract (CONTRACT_OVERLAP): which one. */
  conflict: EstateContractConflict | null;
}

/** The field a 409 names on its own (its `details` hold the other record, not a field). */
const conflictFields: Record<string, string> = {
  [ESTATE_ERROR_CODES.nationalIdTaken]: 'nationalId',
  [ESTATE_ERROR_CODES.unitNumberTaken]: 'unitNumber',
  [ESTATE_ERROR_CODES.contractNumberTaken]: 'contractNumber',
  [ESTATE_ERROR_CODES.contractOverlap]: 'unitId',
  [ESTATE_ERROR_CODES.userAlreadyLinked]: 'userId',
  [ESTATE_ERROR_CODES.contractTenantLocked]: 'tenantId',
  [ESTATE_ERROR_CODES.propertyOwnerLocked]: 'ownerId',
  [ESTATE_ERROR_CODES.contractPropertyLocked]: 'unitId',
  // A city's rent rule (the Riyadh freeze): details.message names the rule and the maximum.
  [LEASE_ERROR_CODES.rentAboveFrozen]: 'rentAmount',
  // Another rent rule has the code: details.message in both languages.
  [LEASE_ERROR_CODES.rentRuleCodeTaken]: 'code',
};

/**
 * Sorts a refused save into the fields of a form: a 400 names fields with the server's rule (its words in the page
 * language when the rule's code is known, else `localMessage` for the field, else the server's English); a 409 on a
 * unique value or an overlapping contract names its field with `conflictMessage`. Fields the form lacks are left out.
 */
export function refusedSaveOf<F extends string>(
  error: unknown,
  formFields: readonly F[],
  lang: Language,
  localMessage: (field: F) => string | undefined,
  conflictMessage: (code: string, details: unknown) => string,
): RefusedSave<F> {
  const result: RefusedSave<F> = { fields: [], conflict: null };
  if (!(error instanceof ApiError)) return result;
  const found = new Map<F, string[]>();
  const add = (field: string, message: string) => {
    const name = field.split('.')[0] as F;
    if (!formFields.includes(name)) return;
    found.set(name, [...(found.get(name) ?? []), message]);
  };
  const conflictField = conflictFields[error.code];
  if (conflictField) {
    if (error.code === ESTATE_ERROR_CODES.contractOverlap) result.conflict = error.details as EstateContractConflict;
    add(conflictField, conflictMessage(error.code, error.details));
  } else if (
    error.code === ERROR_CODES.validation ||
    error.code === ESTATE_ERROR_CODES.recordNotFound ||
    error.code === ESTATE_ERROR_CODES.recordMismatch ||
    error.code === ESTATE_ERROR_CODES.invalidUserLink
  ) {
    for (const detail of fieldErrorsIn<FieldError>(error.details)) {
      const known =
        typeof detail.code === 'string' && detail.code in ESTATE_FIELD_ERROR_MESSAGES
          ? ESTATE_FIELD_ERROR_MESSAGES[detail.code as keyof typeof ESTATE_FIELD_ERROR_MESSAGES][lang]
          : undefined;
      const head = detail.field.split('.')[0] as F;
      const message =
        known ?? (lang === 'en' ? detail.messages.join(' ') : (localMessage(head) ?? detail.messages.join(' ')));
      add(detail.field, message);
    }
  }
  result.fields = [...found].map(([name, errors]) => ({ name, errors: [...new Set(errors)] }));
  return result;
}

/** Why a delete was refused (ESTATE_DELETE_BLOCKED), in the page language, or null for another refusal. */
export function deleteBlockedText(error: unknown, lang: Language): string | null {
  if (!(error instanceof ApiError) || error.code !== ESTATE_ERROR_CODES.deleteBlocked) return null;
  return refusalTextIn(error, lang);
}

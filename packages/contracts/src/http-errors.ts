/** Codes for HTTP failures that no domain code in ERROR_CODES describes. */
export const HTTP_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[keyof typeof HTTP_ERROR_CODES];

/** One entry of `details` in a VALIDATION_FAILED error: the field path and what is wrong with it. */
export interface FieldError {
  field: string;
  messages: string[];
  /** The broken rule's code when the rule has one (ESTATE_FIELD_ERROR_CODES: `NATIONAL_ID_CHECK_DIGIT`...). */
  code?: string;
}

/** The per-field messages in the `details` of an error body (`[{ field, messages }]`, extra keys kept), or none. */
export function fieldErrorsIn<T extends FieldError = FieldError>(details: unknown): T[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (item): item is T =>
      !!item &&
      typeof (item as FieldError).field === 'string' &&
      Array.isArray((item as FieldError).messages) &&
      (item as FieldError).messages.every((message) => typeof message === 'string'),
  );
}

/**
 * The fields of a form that field errors name, once each and in the order named, with their messages: a nested
 * path names its head (`phone.0` names `phone`, `attachments.2` names `attachments`). Fields the form lacks are
 * left out.
 */
export function formFieldErrorsIn<F extends string>(
  errors: readonly FieldError[],
  formFields: readonly F[],
): { name: F; errors: string[] }[] {
  const found = new Map<F, string[]>();
  for (const { field, messages } of errors) {
    const head = field.split('.')[0] as F;
    if (!formFields.includes(head)) continue;
    found.set(head, [...(found.get(head) ?? []), ...messages]);
  }
  return [...found].map(([name, errors]) => ({ name, errors }));
}

/** The fields of a form that field errors name, once each and in the order named (see `formFieldErrorsIn`). */
export const formFieldsIn = <F extends string>(errors: readonly FieldError[], formFields: readonly F[]): F[] =>
  formFieldErrorsIn(errors, formFields).map(({ name }) => name);

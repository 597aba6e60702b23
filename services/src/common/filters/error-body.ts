import { type ApiErrorBody, ERROR_CODES, type FieldError, HTTP_ERROR_CODES } from '@estate/contracts';
import type { ValidationError } from 'class-validator';

const CODES_BY_STATUS: Record<number, string> = {
  400: HTTP_ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: HTTP_ERROR_CODES.methodNotAllowed,
  409: ERROR_CODES.conflict,
  413: HTTP_ERROR_CODES.payloadTooLarge,
  415: HTTP_ERROR_CODES.unsupportedMediaType,
  422: ERROR_CODES.validation,
  429: ERROR_CODES.tooManyRequests,
  503: HTTP_ERROR_CODES.serviceUnavailable,
};

export function codeForStatus(status: number): string {
  return CODES_BY_STATUS[status] ?? (status >= 500 ? ERROR_CODES.internal : HTTP_ERROR_CODES.badRequest);
}

/** The code a broken rule carries in its context (`{ context: { code } }` in its validation options), if any. */
function ruleCode(error: ValidationError): string | undefined {
  return Object.keys(error.constraints ?? {})
    .map((name) => (error.contexts?.[name] as { code?: unknown } | undefined)?.code)
    .find((code): code is string => typeof code === 'string');
}

/**
 * Flattens class-validator errors to one entry per field, nested fields as dotted paths (agent.email, images.0), with
 * the rule's `code` when the broken rule carries one.
 */
export function toFieldErrors(errors: readonly ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const code = ruleCode(error);
    const own = error.constraints
      ? [{ field, messages: Object.values(error.constraints), ...(code ? { code } : {}) }]
      : [];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

export function validationErrorBody(errors: readonly ValidationError[]): ApiErrorBody {
  const fields = toFieldErrors(errors);
  const summary = fields.map(({ field, messages }) => `${field}: ${messages.join(', ')}`).join('; ');
  return {
    statusCode: 400,
    code: ERROR_CODES.validation,
    message: summary ? `Validation failed (${summary})` : 'Validation failed',
    details: fields,
  };
}

/** Builds the error body from what an HttpException carries (a string, Nest's default object, or our own body). */
export function httpErrorBody(status: number, response: unknown): ApiErrorBody {
  if (typeof response === 'string') return { statusCode: status, code: codeForStatus(status), message: response };
  const payload = (response ?? {}) as { code?: unknown; message?: unknown; details?: unknown; error?: unknown };
  const message = Array.isArray(payload.message)
    ? payload.message.join('; ')
    : typeof payload.message === 'string'
      ? payload.message
      : typeof payload.error === 'string'
        ? payload.error
        : 'Request failed';
  const body: ApiErrorBody = {
    statusCode: status,
    code: typeof payload.code === 'string' ? payload.code : codeForStatus(status),
    message,
  };
  if (payload.details !== undefined) body.details = payload.details;
  return body;
}

export const INTERNAL_ERROR_BODY: ApiErrorBody = {
  statusCode: 500,
  code: ERROR_CODES.internal,
  message: 'Internal server error',
};

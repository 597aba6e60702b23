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
}

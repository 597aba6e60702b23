/** The one error body every API failure answers with. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
}

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** 503: as many documents (PDFs, XLSX files) as the server makes and queues at once are being made; Retry-After. */
  documentsBusy: 'DOCUMENTS_BUSY',
  /** 404: no document job of this id for the account asking (another account's reads as none). */
  documentJobNotFound: 'DOCUMENT_JOB_NOT_FOUND',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

import type { ApiErrorBody } from '@estate/contracts';

/** A non-OK answer from the API. `message` reads "<status>: <body text>" as the spec asks. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly serverMessage: string;

  constructor(status: number, bodyText: string, statusText: string) {
    const body = parseBody(bodyText);
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? 'HTTP_' + status;
    this.details = body?.details;
    this.serverMessage = body?.message ?? (bodyText || statusText);
  }
}

function parseBody(text: string): Partial<ApiErrorBody> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

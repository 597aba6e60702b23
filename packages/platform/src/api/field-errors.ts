import type { FieldError } from '@estate/contracts';
import { ApiError } from './api-error.js';

/** The per-field messages of a 400 answer (`details: [{ field, messages }]`), or none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).filter(
    (item): item is FieldError =>
      !!item && typeof (item as FieldError).field === 'string' && Array.isArray((item as FieldError).messages),
  );
}

/** The server's message of a failed call, or the given fallback (network errors, empty bodies). */
export function serverMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage && !/^\d{3}:/.test(error.serverMessage)
    ? error.serverMessage
    : fallback;
}

import { fieldErrorsIn, type FieldError } from '@estate/contracts';
import { ApiError } from './api-error.js';

/**
 * The per-field messages of a failed call (`details: [{ field, messages }]`, extra keys kept), or none. With
 * `formFieldErrorsIn` (`@estate/contracts`) a form gets them by its fields: `form.setFields(formFieldErrorsIn(...))`.
 */
export function fieldErrorsOf<T extends FieldError = FieldError>(error: unknown): T[] {
  return error instanceof ApiError ? fieldErrorsIn<T>(error.details) : [];
}

/** The server's message of a failed call, or the given fallback (network errors, empty bodies). */
export function serverMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage && !/^\d{3}:/.test(error.serverMessage)
    ? error.serverMessage
    : fallback;
}

import { type BilingualText, fieldErrorsIn, type FieldError, type Language } from '@estate/contracts';
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

const isBilingual = (value: unknown): value is BilingualText =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BilingualText).ar === 'string' &&
  typeof (value as BilingualText).en === 'string';

/**
 * The words in `lang` that an API refusal carries in both languages, as its details (BIDDER_NOT_VERIFIED,
 * DEPOSIT_REQUIRED) or as details.message (AUCTION_PAUSED, NOTICE_TOO_LATE); null when it carries none.
 */
export function refusalTextIn(error: unknown, lang: Language): string | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details;
  if (isBilingual(details)) return details[lang];
  const message = (details as { message?: unknown } | null | undefined)?.message;
  return isBilingual(message) ? message[lang] : null;
}

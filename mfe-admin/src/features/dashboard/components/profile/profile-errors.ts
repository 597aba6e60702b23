import { ERROR_CODES, PROFILE_ERROR_CODES } from '@estate/contracts';
import { ApiError, fieldErrorsOf } from '@estate/platform';

/** The reasons a profile, password or session call fails, each with its own localized message. */
export type ProfileProblem =
  | 'wrongPassword'
  | 'currentSession'
  | 'invalid'
  | 'notFound'
  | 'tooManyAttempts'
  | 'signedOut'
  | 'forbidden'
  | 'unavailable'
  | 'network'
  | 'unknown';

/**
 * What a failed call of the profile tab means, from the server's error `code` (and its status where codes are
 * generic). Key of `dashboardProfile.errors.<problem>`.
 */
export function profileProblemOf(error: unknown): ProfileProblem {
  if (!(error instanceof ApiError)) return error instanceof TypeError ? 'network' : 'unknown';
  switch (error.code) {
    case PROFILE_ERROR_CODES.wrongPassword:
      return 'wrongPassword';
    case PROFILE_ERROR_CODES.currentSession:
      return 'currentSession';
    case ERROR_CODES.validation:
      return 'invalid';
    case ERROR_CODES.notFound:
      return 'notFound';
    case ERROR_CODES.tooManyRequests:
      return 'tooManyAttempts';
    case ERROR_CODES.unauthenticated:
      return 'signedOut';
    case ERROR_CODES.forbidden:
      return 'forbidden';
    case ERROR_CODES.internal:
    case ERROR_CODES.databaseUnavailable:
      return 'unavailable';
  }
  if (error.status === 429) return 'tooManyAttempts';
  if (error.status === 401) return 'signedOut';
  if (error.status === 400) return 'invalid';
  if (error.status >= 500) return 'unavailable';
  return 'unknown';
}

/** The form fields a refusal names (`details: [{ field, messages }]`), each once, in the order named. */
export function refusedFields<F extends string>(error: unknown, fields: readonly F[]): F[] {
  const named = fieldErrorsOf(error).map(({ field }) => field.split('.')[0] as F);
  return [...new Set(named)].filter((field) => fields.includes(field));
}

/** True for a refusal of the new password because it is the current one (the server's message says so). */
export const isSamePassword = (error: unknown): boolean =>
  fieldErrorsOf(error).some(
    ({ field, messages }) => field === 'newPassword' && messages.some((message) => /differ/i.test(message)),
  );

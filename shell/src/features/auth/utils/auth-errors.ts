import { ApiError } from '@estate/platform';
import { ERROR_CODES, IDENTITY_ERROR_CODES } from '@estate/contracts';

export const isTooManyAttempts = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.code === ERROR_CODES.tooManyRequests);

export const isInactiveAccount = (error: unknown) =>
  error instanceof ApiError && error.code === IDENTITY_ERROR_CODES.accountInactive;

export const isInvalidResetToken = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === IDENTITY_ERROR_CODES.invalidResetToken || error.status === 404 || error.status === 410);

import type { TFunction } from 'i18next';
import { ERROR_CODES, PROPERTY_ERROR_CODES } from '@estate/contracts';
import { ApiError, serverMessageOf } from '@estate/platform';

const fieldCodes: readonly string[] = [
  ERROR_CODES.validation,
  PROPERTY_ERROR_CODES.invalidImage,
  PROPERTY_ERROR_CODES.invalidBrochure,
];

/**
 * The description of a failed save or delete toast, in the page language where the situation is known (refused
 * fields, a listing gone, no permission, auctions held on it, the day's allowance used up), otherwise the server's message or the fallback.
 */
export function saveErrorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    if (fieldCodes.includes(error.code)) return t('listings.toast.checkFields');
    if (error.code === PROPERTY_ERROR_CODES.hasAuctions) return t('listings.toast.hasAuctions');
    if (error.code === PROPERTY_ERROR_CODES.adLicenceRequired) return t('listings.toast.adLicenceRequired');
    if (error.code === PROPERTY_ERROR_CODES.adLicenceExpired) return t('listings.toast.adLicenceExpired');
    if (error.status === 404) return t('listings.toast.notFound');
    if (error.status === 403) return t('listings.toast.forbidden');
    if (error.status === 429) return t('listings.toast.tooManyListings');
    if (error.status >= 500) return fallback;
  }
  return serverMessageOf(error, fallback);
}

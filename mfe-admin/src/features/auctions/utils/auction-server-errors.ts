import type { TFunction } from 'i18next';
import {
  AUCTION_ERROR_CODES,
  AUCTION_PAUSE_ERROR_CODES,
  ERROR_CODES,
  fieldErrorsIn,
  type Language,
} from '@estate/contracts';
import { ApiError, formatDateTime, formatNumber, refusalTextIn, serverMessageOf } from '@estate/platform';

/** The codes whose refusal names fields of the form (the dates, the listing, any field). */
const FIELD_CODES: readonly string[] = [
  ERROR_CODES.validation,
  AUCTION_ERROR_CODES.dates,
  AUCTION_ERROR_CODES.property,
  AUCTION_ERROR_CODES.licenceRequired,
  AUCTION_PAUSE_ERROR_CODES.noticeTooShort,
];

/**
 * AUCTION_NOTICE_TOO_SHORT in the page's words: the notice days and the earliest start the server named
 * (details.noticeDays, details.earliestStart), as a date and time of the page's language; null for another refusal.
 */
export function noticeTooShortText(error: unknown, t: TFunction, lang: Language): string | null {
  if (!(error instanceof ApiError) || error.code !== AUCTION_PAUSE_ERROR_CODES.noticeTooShort) return null;
  const { noticeDays, earliestStart } = (error.details ?? {}) as { noticeDays?: number; earliestStart?: string };
  if (typeof noticeDays !== 'number' || typeof earliestStart !== 'string') return refusalTextIn(error, lang);
  return t('auctions.errors.noticeTooShort', {
    days: formatNumber(noticeDays, lang),
    date: formatDateTime(earliestStart, lang),
  });
}

/** A detail that names a field, in either shape a refusal may carry: `[{ field, messages }]` or `{ field }`. */
function namedFields(details: unknown): { field: string; messages: string[] }[] {
  const listed = fieldErrorsIn(details);
  if (listed.length) return listed;
  if (details && typeof details === 'object' && typeof (details as { field?: unknown }).field === 'string') {
    const { field, message, reason } = details as { field: string; message?: unknown; reason?: unknown };
    const text = typeof message === 'string' ? message : typeof reason === 'string' ? reason : '';
    return [{ field, messages: text ? [text] : [] }];
  }
  return [];
}

/**
 * The fields of a form a refused save names, with what each shows: the form's own words for the date and listing
 * refusals; for other fields the server's messages in English and, in Arabic, `localMessage` of the field where the
 * form has one (else the server's words). Fields the form does not have are left out.
 */
export function auctionFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
  t: TFunction,
  lang: Language,
  localMessage: (field: F, code: string) => string | undefined,
): { name: F; errors: string[] }[] {
  if (!(error instanceof ApiError) || !FIELD_CODES.includes(error.code)) return [];
  const found = new Map<F, string[]>();
  const named = namedFields(error.details);
  // A dates refusal without a field is about the end; a listing refusal is about the listing.
  if (!named.length && error.code === AUCTION_ERROR_CODES.dates) named.push({ field: 'endDate', messages: [] });
  if (!named.length && error.code === AUCTION_ERROR_CODES.property) named.push({ field: 'propertyId', messages: [] });
  for (const { field, messages } of named) {
    const name = field.split('.')[0] as F;
    if (!formFields.includes(name)) continue;
    const own = noticeTooShortText(error, t, lang) ?? localMessage(name, error.code);
    const server = messages.join(' ');
    // The date and listing refusals have the form's words; a field rule has the server's, in English.
    const text =
      error.code !== ERROR_CODES.validation ? (own ?? server) : lang === 'en' ? server || own : (own ?? server);
    if (!text) continue;
    found.set(name, [...new Set([...(found.get(name) ?? []), text])]);
  }
  return [...found].map(([name, errors]) => ({ name, errors }));
}

/**
 * The description of a failed auction save, cancel, review or pause, in the page language where the situation is
 * known (bids already placed, auction closed, dates, listing, notice too short, fields, permission, gone) or the
 * refusal carries it in both languages; otherwise the server's message, or the fallback when there is none (no
 * connection, a server fault).
 */
export function auctionErrorText(error: unknown, t: TFunction, lang: Language, fallback: string): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case AUCTION_PAUSE_ERROR_CODES.noticeTooShort:
        return noticeTooShortText(error, t, lang) ?? fallback;
      case ERROR_CODES.validation:
        return t('auctions.errors.checkFields');
      case AUCTION_ERROR_CODES.hasBids:
        return t('auctions.errors.hasBids');
      case AUCTION_ERROR_CODES.closed:
        return t('auctions.errors.closed');
      case AUCTION_ERROR_CODES.dates:
        return t('auctions.errors.dates');
      case AUCTION_ERROR_CODES.property:
        return t('auctions.errors.property');
      case AUCTION_ERROR_CODES.licenceRequired:
        return t('auctions.errors.licenceRequired');
    }
    if (error.status === 401) return t('auctions.errors.signedOut');
    if (error.status === 403) return t('auctions.errors.forbidden');
    if (error.status === 404) return t('auctions.errors.notFound');
    if (error.status === 429) return t('auctions.errors.tooMany');
    if (error.status >= 500) return fallback;
  }
  return refusalTextIn(error, lang) ?? serverMessageOf(error, fallback);
}

import type { TFunction } from 'i18next';
import { AUCTION_ERROR_CODES, ERROR_CODES, fieldErrorsIn, type Language } from '@estate/contracts';
import { ApiError, serverMessageOf } from '@estate/platform';

/** The codes whose refusal names fields of the form (the dates, the listing, any field). */
const FIELD_CODES: readonly string[] = [
  ERROR_CODES.validation,
  AUCTION_ERROR_CODES.dates,
  AUCTION_ERROR_CODES.property,
  AUCTION_ERROR_CODES.licenceRequired,
];

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
    const own = localMessage(name, error.code);
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
 * The description of a failed auction save, cancel or review, in the page language where the situation is known
 * (bids already placed, auction closed, dates, listing, fields, permission, gone); otherwise the server's message,
 * or the fallback when there is none (no connection, a server fault).
 */
export function auctionErrorText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    switch (error.code) {
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
  return serverMessageOf(error, fallback);
}

import { MAINTENANCE_ERROR_CODES } from '@estate/contracts';
import { ApiError } from '@estate/platform';

const CODES = new Set<string>(Object.values(MAINTENANCE_ERROR_CODES));

/** The page-language message of a ticket refusal the maintenance rules answer (null for any other error). */
export function ticketRefusalText(error: unknown, t: (key: string) => string): string | null {
  if (!(error instanceof ApiError)) return null;
  return CODES.has(error.code) ? t(`maintenance.refusals.${error.code}`) : null;
}

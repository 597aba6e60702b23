import { estateKeys } from '@estate/platform';

/**
 * The owner-money endpoints under /api/estate/owners/{id} (admin and accountant, ESTATE_SCREEN_ROLES.ledger). The
 * contracts name no paths for them (LEDGER_API has the ledger screen's only), so this feature writes them once here.
 */
export const ownerMoneyPaths = {
  agreements: (ownerId: string) => `/api/estate/owners/${encodeURIComponent(ownerId)}/agreements`,
  payouts: (ownerId: string) => `/api/estate/owners/${encodeURIComponent(ownerId)}/payouts`,
  ledger: (ownerId: string) => `/api/estate/owners/${encodeURIComponent(ownerId)}/ledger`,
};

/**
 * Query keys of an owner's money, under the estate root: payments, refunds and ticket costs move an owner's balance
 * as they are written, so every estate write (which marks `estateKeys.all` stale) marks these stale too.
 */
export const ownerMoneyKeys = {
  all: [...estateKeys.all, 'owner-money'] as const,
  owner: (ownerId: string) => [...ownerMoneyKeys.all, ownerId] as const,
  agreements: (ownerId: string) => [...ownerMoneyKeys.owner(ownerId), 'agreements'] as const,
  payouts: (ownerId: string) => [...ownerMoneyKeys.owner(ownerId), 'payouts'] as const,
  ledger: (ownerId: string, period: { from: string; to: string }) =>
    [...ownerMoneyKeys.owner(ownerId), 'ledger', period] as const,
};

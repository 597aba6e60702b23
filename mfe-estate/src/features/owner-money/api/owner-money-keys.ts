import { LEDGER_API } from '@estate/contracts';
import { estateKeys } from '@estate/platform';

/** The owner-money endpoints under /api/estate/owners/{id} (admin and accountant, ESTATE_SCREEN_ROLES.ledger). */
export const ownerMoneyPaths = {
  agreements: LEDGER_API.ownerAgreements,
  payouts: LEDGER_API.ownerPayouts,
  advice: LEDGER_API.payoutAdvice,
  ledger: LEDGER_API.ownerLedger,
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

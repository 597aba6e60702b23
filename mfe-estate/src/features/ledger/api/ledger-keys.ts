import { estateKeys } from '@estate/platform';

/**
 * Query keys of the ledger screen, under the estate root: invoices, payments, refunds and ticket costs post to the
 * ledger as they are written, so every estate write (which marks `estateKeys.all` stale) marks these stale too.
 */
export const ledgerKeys = {
  all: [...estateKeys.all, 'ledger'] as const,
  accounts: () => [...ledgerKeys.all, 'accounts'] as const,
  trialBalance: (asOf: string) => [...ledgerKeys.all, 'trial-balance', asOf] as const,
  entries: (query: object) => [...ledgerKeys.all, 'entries', query] as const,
};

import { LEDGER_API } from '@estate/contracts';
import { estateKeys } from '@estate/platform';

/** A contract's deposit endpoints (admin and accountant, ESTATE_SCREEN_ROLES.ledger). */
export const depositPaths = {
  deposit: LEDGER_API.contractDeposit,
  settle: LEDGER_API.settleDeposit,
};

/**
 * The query key of a contract's deposit, under the contract's own key: every estate write (which marks
 * `estateKeys.all` stale) marks it stale too, as payments and terminations move what is held.
 */
export const depositKeys = {
  contract: (contractId: string) => [...estateKeys.detail('contracts', contractId), 'deposit'] as const,
};

import { ESTATE_API } from '@estate/contracts';
import { estateKeys } from '@estate/platform';

/**
 * A contract's deposit endpoints under /api/estate/contracts/{id}/deposit (admin and accountant,
 * ESTATE_SCREEN_ROLES.ledger). The contracts name no paths for them, so this folder writes them once here.
 */
export const depositPaths = {
  deposit: (contractId: string) => `${ESTATE_API.contracts}/${encodeURIComponent(contractId)}/deposit`,
  settle: (contractId: string) => `${ESTATE_API.contracts}/${encodeURIComponent(contractId)}/deposit/settle`,
};

/**
 * The query key of a contract's deposit, under the contract's own key: every estate write (which marks
 * `estateKeys.all` stale) marks it stale too, as payments and terminations move what is held.
 */
export const depositKeys = {
  contract: (contractId: string) => [...estateKeys.detail('contracts', contractId), 'deposit'] as const,
};

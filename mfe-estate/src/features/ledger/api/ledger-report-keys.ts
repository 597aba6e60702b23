import { ledgerKeys } from './ledger-keys.js';

/** Query keys of the ledger's reports, under the ledger's root (every estate write marks them stale). */
export const ledgerReportKeys = {
  all: [...ledgerKeys.all, 'reports'] as const,
  accountLines: (code: string, query: object) => [...ledgerReportKeys.all, 'account-lines', code, query] as const,
  deposits: (asOf: string) => [...ledgerReportKeys.all, 'deposits', asOf] as const,
  vat: (from: string, to: string) => [...ledgerReportKeys.all, 'vat', from, to] as const,
  ownerBalances: (asOf: string) => [...ledgerReportKeys.all, 'owner-balances', asOf] as const,
};

/**
 * The one read of money: the SQL that defines it (money-sql.ts) and every figure shown from it (money-figures.ts,
 * with the ledger's reads, LedgerReads and LedgerReports, beneath it).
 */
export * from './money-sql.js';
export * from './money-figures.js';
export { LedgerReads, type MonthsAndProperties, normalBalance } from '../ledger/ledger-reads.js';
export { LedgerReports } from '../ledger/ledger-reports.js';

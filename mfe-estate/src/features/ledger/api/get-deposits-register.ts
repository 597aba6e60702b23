import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DepositsRegister, LEDGER_REPORTS_API } from '@estate/contracts';
import { api } from '@estate/platform';
import { ledgerReportKeys } from './ledger-report-keys.js';

export const getDepositsRegister = (asOf: string, signal?: AbortSignal) =>
  api.get<DepositsRegister>(LEDGER_REPORTS_API.deposits, { asOf }, { signal });

/** Each contract's deposit billed, received, returned and held to a day, and the totals. */
export const depositsRegisterQueryOptions = (asOf: string) =>
  queryOptions({
    queryKey: ledgerReportKeys.deposits(asOf),
    queryFn: ({ signal }) => getDepositsRegister(asOf, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });

export const useDepositsRegister = (asOf: string) => useQuery(depositsRegisterQueryOptions(asOf));

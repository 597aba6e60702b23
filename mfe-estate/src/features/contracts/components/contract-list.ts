import type { TFunction } from 'i18next';
import { CONTRACT_STATUSES, type ContractSummary, type Language } from '@estate/contracts';
import { formatCurrency, formatNumber } from '@estate/platform';
import type { SummaryCard } from '@estate/platform/ui';
import type { ListFilter } from '../../../components/list-page/index.js';

/** The contracts list's figures: all, active, expiring soon (a warning when any) and the value of the active ones. */
export function contractSummaryCards(
  summary: ContractSummary | undefined,
  t: TFunction<'estate'>,
  lang: Language,
): SummaryCard[] {
  const n = (value: number) => formatNumber(value, lang);
  return [
    { key: 'contracts', label: t('contracts.summary.total'), value: n(summary?.totalContracts ?? 0) },
    { key: 'active', label: t('contracts.summary.active'), value: n(summary?.activeContracts ?? 0) },
    {
      key: 'expiring',
      label: t('contracts.summary.expiring'),
      value: n(summary?.expiringSoon ?? 0),
      tone: summary?.expiringSoon ? 'warning' : undefined,
    },
    {
      key: 'value',
      label: t('contracts.summary.value'),
      value: formatCurrency(summary?.activeContractsValue ?? 0, lang),
    },
  ];
}

/** The contracts list's status filter beside its search. */
export const contractStatusFilter = (t: TFunction<'estate'>): ListFilter => ({
  name: 'status',
  label: t('filters.status'),
  allLabel: t('filters.allStatuses'),
  values: CONTRACT_STATUSES,
  labelOf: (status) => t(`enums.contractStatus.${status}`),
  testId: 'contracts-status',
});

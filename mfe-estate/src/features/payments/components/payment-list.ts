import type { TFunction } from 'i18next';
import { INVOICE_STATUSES, INVOICE_TYPES, type Language, type PaymentSummary } from '@estate/contracts';
import { formatCurrency, formatNumber } from '@estate/platform';
import type { SummaryCard } from '@estate/platform/ui';
import type { ListFilter } from '../../../components/list-page/index.js';

/** The payments list's figures for its filters: invoices, paid, overdue (red when any) and pending amounts. */
export function paymentSummaryCards(
  summary: PaymentSummary | undefined,
  t: TFunction<'estate'>,
  lang: Language,
): SummaryCard[] {
  const money = (amount: number) => formatCurrency(amount, lang);
  return [
    { key: 'total', label: t('payments.summary.total'), value: formatNumber(summary?.totalCount ?? 0, lang) },
    { key: 'paid', label: t('payments.summary.paid'), value: money(summary?.paidAmount ?? 0) },
    {
      key: 'overdue',
      label: t('payments.summary.overdue'),
      value: money(summary?.overdueAmount ?? 0),
      tone: summary?.overdueAmount ? 'danger' : undefined,
    },
    { key: 'pending', label: t('payments.summary.pending'), value: money(summary?.pendingAmount ?? 0) },
  ];
}

/** The payments list's status and type filters beside its search. */
export const paymentFilters = (t: TFunction<'estate'>): ListFilter[] => [
  {
    name: 'status',
    label: t('filters.status'),
    allLabel: t('filters.allStatuses'),
    values: INVOICE_STATUSES,
    labelOf: (status) => t(`enums.invoiceStatus.${status}`),
    testId: 'payments-status',
  },
  {
    name: 'type',
    label: t('payments.filters.type'),
    allLabel: t('payments.filters.allTypes'),
    values: INVOICE_TYPES,
    labelOf: (type) => t(`enums.invoiceType.${type}`),
    testId: 'payments-type',
  },
];

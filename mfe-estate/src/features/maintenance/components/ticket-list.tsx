import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type Language,
  type MaintenanceSummary,
} from '@estate/contracts';
import { formatNumber } from '@estate/platform';
import type { SummaryCard } from '@estate/platform/ui';
import { Select } from '@estate/platform/ui-extra';
import type { ListFilter } from '../../../components/list-page/index.js';
import { useAssignees } from '../api/get-assignees.js';

/** The maintenance list's figures for its filters: total, open, urgent (red when any), average resolution time. */
export function ticketSummaryCards(
  summary: MaintenanceSummary | undefined,
  t: TFunction<'estate'>,
  lang: Language,
): SummaryCard[] {
  const n = (value: number) => formatNumber(value, lang);
  const days = summary?.averageResolutionDays;
  return [
    { key: 'total', label: t('maintenance.summary.total'), value: n(summary?.total ?? 0) },
    { key: 'open', label: t('maintenance.summary.open'), value: n(summary?.open ?? 0) },
    {
      key: 'urgent',
      label: t('maintenance.summary.urgent'),
      value: n(summary?.urgent ?? 0),
      tone: summary?.urgent ? 'danger' : undefined,
    },
    {
      key: 'resolution',
      label: t('maintenance.summary.resolution'),
      value:
        days === null || days === undefined
          ? t('maintenance.summary.none')
          : t('maintenance.summary.days', { n: formatNumber(days, lang, 1) }),
    },
  ];
}

/** The maintenance list's status, priority and category filters beside its search. */
export const ticketFilters = (t: TFunction<'estate'>): ListFilter[] => [
  {
    name: 'status',
    label: t('filters.status'),
    allLabel: t('filters.allStatuses'),
    values: TICKET_STATUSES,
    labelOf: (value) => t(`maintenance.enums.status.${value}`),
    testId: 'maintenance-status',
  },
  {
    name: 'priority',
    label: t('maintenance.filters.priority'),
    allLabel: t('maintenance.filters.allPriorities'),
    values: TICKET_PRIORITIES,
    labelOf: (value) => t(`maintenance.enums.priority.${value}`),
  },
  {
    name: 'category',
    label: t('maintenance.filters.category'),
    allLabel: t('maintenance.filters.allCategories'),
    values: TICKET_CATEGORIES,
    labelOf: (value) => t(`maintenance.enums.category.${value}`),
  },
];

/** The assignee filter: everyone, the unassigned, or one of the maintenance staff; kept in the address. */
export function AssigneeFilter({
  view,
  show,
}: {
  view: { filters: { assignedTo?: string } };
  show: (change: { filters: { assignedTo?: string } }) => void;
}) {
  const { t } = useTranslation('estate');
  const assignees = useAssignees();
  return (
    <Select<string>
      aria-label={t('maintenance.filters.assignee')}
      value={view.filters.assignedTo ?? 'all'}
      onChange={(assignedTo) => show({ filters: { assignedTo } })}
      options={[
        { value: 'all', label: t('maintenance.filters.allAssignees') },
        { value: 'none', label: t('maintenance.unassigned') },
        ...(assignees.data ?? []).map((option) => ({ value: option.id, label: option.name })),
      ]}
      className="estate-filter"
    />
  );
}

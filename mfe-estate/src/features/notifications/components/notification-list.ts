import type { TFunction } from 'i18next';
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type Language,
  type NotificationSummary,
} from '@estate/contracts';
import { formatNumber } from '@estate/platform';
import type { SummaryCard } from '@estate/platform/ui';
import type { ListFilter } from '../../../components/list-page/index.js';

/** The centre's figures: all, unread (a warning when any), urgent (bad news when any) and expired. */
export function notificationSummaryCards(
  summary: NotificationSummary | undefined,
  t: TFunction<'estate'>,
  lang: Language,
): SummaryCard[] {
  const n = (value: number) => formatNumber(value, lang);
  return [
    { key: 'total', label: t('notifications.summary.total'), value: n(summary?.total ?? 0) },
    {
      key: 'unread',
      label: t('notifications.summary.unread'),
      value: n(summary?.unread ?? 0),
      tone: summary?.unread ? 'warning' : undefined,
    },
    {
      key: 'urgent',
      label: t('notifications.summary.urgent'),
      value: n(summary?.urgent ?? 0),
      tone: summary?.urgent ? 'danger' : undefined,
    },
    { key: 'expired', label: t('notifications.summary.expired'), value: n(summary?.expired ?? 0) },
  ];
}

/** The centre's filters beside its search: the kind and the priority. */
export const notificationFilters = (t: TFunction<'estate'>): ListFilter[] => [
  {
    name: 'type',
    label: t('notifications.filters.type'),
    allLabel: t('notifications.filters.allTypes'),
    values: NOTIFICATION_TYPES,
    labelOf: (type) => t(`notifications.types.${type}`),
    testId: 'notifications-type',
  },
  {
    name: 'priority',
    label: t('notifications.filters.priority'),
    allLabel: t('notifications.filters.allPriorities'),
    values: NOTIFICATION_PRIORITIES,
    labelOf: (priority) => t(`notifications.priorities.${priority}`),
    testId: 'notifications-priority',
  },
];

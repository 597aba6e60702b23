import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_TABS,
  type EstateNotificationItem,
  type NotificationListQuery,
  type NotificationPriority,
  type NotificationType,
} from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { NotificationSettingsButton } from '@estate/platform/ui-extra';
import { ListPage, useListPage } from '../../../components/list-page/index.js';
import { useMarkAllNotificationsRead } from '../api/change-notifications.js';
import { useNotificationSummary } from '../api/get-notification-summary.js';
import { notificationsQueryOptions } from '../api/get-notifications.js';
import { NotificationFormModal } from './NotificationFormModal.js';
import { NotificationItems } from './NotificationItems.js';
import { notificationFilters, notificationSummaryCards } from './notification-list.js';
import '../notifications.css';

const FILTERS = ['type', 'priority'] as const;

/**
 * /estate/notifications (admin, property_manager): figures, tabs all / unread / read / expired (read: the signed-in
 * staff member's own state), search in the page language, type and priority filters, and every notification with
 * its actions; add a system notification, mark all read, and the signed-in account's notification settings. Changes
 * mark the header bell's count stale too.
 */
export function NotificationsPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [editing, setEditing] = useState<EstateNotificationItem | 'new' | null>(null);
  const page = useListPage(
    {
      filters: FILTERS,
      tabs: NOTIFICATION_TABS,
      query: (view): NotificationListQuery => ({
        lang,
        ...(view.q ? { q: view.q } : {}),
        ...(view.filters.type ? { type: view.filters.type as NotificationType } : {}),
        ...(view.filters.priority ? { priority: view.filters.priority as NotificationPriority } : {}),
      }),
    },
    (query) => notificationsQueryOptions(query as NotificationListQuery),
  );
  const summary = useNotificationSummary(page.query);
  const markAll = useMarkAllNotificationsRead();

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ marked }) => toast.success(t('notifications.toast.markedAll', { n: formatNumber(marked, lang) })),
    });

  return (
    <ListPage
      name="notifications"
      page={page}
      buttons={{
        more: (
          <>
            <Button
              onClick={markAllRead}
              loading={markAll.isPending}
              disabled={!summary.data?.unread}
              data-testid="notifications-mark-all"
            >
              {t('notifications.markAllRead')}
            </Button>
            <NotificationSettingsButton />
          </>
        ),
        add: { label: t('notifications.add'), testId: 'add-notification', onClick: () => setEditing('new') },
      }}
      summary={{ cards: notificationSummaryCards(summary.data, t, lang), loading: summary.isPending }}
      filters={notificationFilters(t)}
    >
      <NotificationItems table={page.table} filtered={page.filtered} onEdit={setEditing} />
      {editing ? (
        <NotificationFormModal
          notification={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ListPage>
  );
}

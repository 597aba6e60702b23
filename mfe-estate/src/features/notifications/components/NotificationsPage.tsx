import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ESTATE_PAGE_SIZE,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TABS,
  NOTIFICATION_TYPES,
  type EstateNotificationItem,
  type NotificationListQuery,
  type NotificationPriority,
  type NotificationTab,
  type NotificationType,
} from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { Button, Empty, PlusOutlined, Spin, useToast } from '@estate/platform/ui';
import { NotificationSettingsButton, Pagination, Tabs } from '@estate/platform/ui-extra';
import { LoadError } from '../../../components/LoadError.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { SearchBox } from '../../../components/SearchBox.js';
import { SummaryCards } from '../../../components/SummaryCards.js';
import { useConfirmDelete } from '../../../components/use-confirm-delete.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useListView } from '../../../hooks/use-list-view.js';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useSetNotificationRead,
} from '../api/change-notifications.js';
import { useNotificationSummary } from '../api/get-notification-summary.js';
import { useNotifications } from '../api/get-notifications.js';
import { NotificationFormModal } from './NotificationFormModal.js';
import { NotificationListItem } from './NotificationListItem.js';
import '../notifications.css';
import { FilterSelect } from '../../../components/FilterSelect.js';

const FILTERS = ['type', 'priority'] as const;

/**
 * /estate/notifications (admin, property_manager): figures, tabs all / unread / read / expired (read: the signed-in
 * staff member's own state), search in the page language, type and priority filters, and every notification with
 * its actions; add a system notification, mark all read. Changes mark the header bell's count stale too.
 */
export function NotificationsPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const confirmDelete = useConfirmDelete();
  const [params, setParams] = useSearchParams();
  const { view, show } = useListView(FILTERS);
  const [editing, setEditing] = useState<EstateNotificationItem | 'new' | null>(null);
  const tabParam = params.get('tab');
  const tab: NotificationTab = (NOTIFICATION_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as NotificationTab)
    : 'all';
  const filters: NotificationListQuery = {
    lang,
    ...(view.q ? { q: view.q } : {}),
    ...(view.filters.type ? { type: view.filters.type as NotificationType } : {}),
    ...(view.filters.priority ? { priority: view.filters.priority as NotificationPriority } : {}),
  };
  const query: NotificationListQuery = {
    ...filters,
    ...(tab !== 'all' ? { tab } : {}),
    page: view.page,
    limit: ESTATE_PAGE_SIZE,
  };
  const list = useNotifications(query);
  const summary = useNotificationSummary(filters);
  const setRead = useSetNotificationRead();
  const remove = useDeleteNotification();
  const markAll = useMarkAllNotificationsRead();
  const n = (value: number) => formatNumber(value, lang);
  const rows = list.data?.items ?? [];
  const filtered = !!(view.q || view.filters.type || view.filters.priority);

  const chooseTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('tab');
        else copy.set('tab', next);
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );

  const askDelete = (item: EstateNotificationItem) =>
    confirmDelete({
      question: t('notifications.confirmDelete'),
      detail: lang === 'ar' ? item.titleAr : item.title,
      onConfirm: () =>
        remove.mutateAsync(item.id).then(
          () => toast.success(t('notifications.toast.deleted')),
          (error: unknown) => toast.error(refusalText(error, t('toast.deleteFailed'))),
        ),
    });

  return (
    <div className="page estate-page" data-testid="notifications-page">
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.subtitle')}
        actions={
          <>
            <Button
              onClick={() =>
                markAll.mutate(undefined, {
                  onSuccess: ({ marked }) => toast.success(t('notifications.toast.markedAll', { n: n(marked) })),
                })
              }
              loading={markAll.isPending}
              disabled={!summary.data?.unread}
              data-testid="notifications-mark-all"
            >
              {t('notifications.markAllRead')}
            </Button>
            <NotificationSettingsButton />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="add-notification"
            >
              {t('notifications.add')}
            </Button>
          </>
        }
      />
      <SummaryCards
        loading={summary.isPending}
        cards={[
          { key: 'total', label: t('notifications.summary.total'), value: n(summary.data?.total ?? 0) },
          {
            key: 'unread',
            label: t('notifications.summary.unread'),
            value: n(summary.data?.unread ?? 0),
            tone: summary.data?.unread ? 'warning' : undefined,
          },
          {
            key: 'urgent',
            label: t('notifications.summary.urgent'),
            value: n(summary.data?.urgent ?? 0),
            tone: summary.data?.urgent ? 'danger' : undefined,
          },
          { key: 'expired', label: t('notifications.summary.expired'), value: n(summary.data?.expired ?? 0) },
        ]}
      />
      <Tabs
        activeKey={tab}
        onChange={chooseTab}
        items={NOTIFICATION_TABS.map((key) => ({ key, label: t(`notifications.tabs.${key}`) }))}
        data-testid="notifications-tabs"
      />
      <div className="estate-toolbar" role="search">
        <SearchBox
          value={view.q}
          onSearch={(q) => show({ q })}
          placeholder={t('notifications.searchPlaceholder')}
          label={t('actions.search')}
          testId="notifications-search"
        />
        <FilterSelect
          label={t('notifications.filters.type')}
          value={view.filters.type}
          onChange={(type) => show({ filters: { type } })}
          allLabel={t('notifications.filters.allTypes')}
          values={NOTIFICATION_TYPES}
          labelOf={(type) => t(`notifications.types.${type}`)}
          testId="notifications-type"
        />
        <FilterSelect
          label={t('notifications.filters.priority')}
          value={view.filters.priority}
          onChange={(priority) => show({ filters: { priority } })}
          allLabel={t('notifications.filters.allPriorities')}
          values={NOTIFICATION_PRIORITIES}
          labelOf={(priority) => t(`notifications.priorities.${priority}`)}
          testId="notifications-priority"
        />
      </div>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <Spin spinning={list.isFetching}>
        {rows.length ? (
          <ul className="notification-list" data-testid="notification-list">
            {rows.map((item) => (
              <NotificationListItem
                key={item.id}
                notification={item}
                busy={setRead.isPending && setRead.variables?.id === item.id}
                onToggleRead={() =>
                  setRead.mutate(
                    { id: item.id, read: !item.read },
                    { onError: (error) => toast.error(refusalText(error, t('toast.saveFailed'))) },
                  )
                }
                onEdit={() => setEditing(item)}
                onDelete={() => askDelete(item)}
              />
            ))}
          </ul>
        ) : list.isPending || list.isError ? (
          <div className="estate-empty-space" />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered || tab !== 'all' ? t('notifications.noResults') : t('notifications.noData')}
            data-testid="notifications-empty"
          />
        )}
      </Spin>
      {list.data && list.data.total > ESTATE_PAGE_SIZE ? (
        <div className="estate-pager">
          <Pagination
            current={view.page}
            pageSize={ESTATE_PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(count) => t('total', { n: n(count) })}
            onChange={(page) => show({ page })}
          />
        </div>
      ) : null}
      {editing ? (
        <NotificationFormModal
          notification={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

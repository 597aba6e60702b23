import { useTranslation } from 'react-i18next';
import type { EstateNotificationItem } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Empty, Spin, useToast } from '@estate/platform/ui';
import { Pagination } from '@estate/platform/ui-extra';
import { useRowAction } from '../../../components/list-page/index.js';
import type { useServerTable } from '../../../components/server-table.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useDeleteNotification, useSetNotificationRead } from '../api/change-notifications.js';
import { NotificationListItem } from './NotificationListItem.js';

/**
 * A page of notifications with each one's actions (read or unread again for the signed-in staff member, edit, delete
 * for everyone after a confirmation), the centre's own empty text, and the pager: useListPage's table as a list.
 */
export function NotificationItems({
  table,
  filtered,
  onEdit,
}: {
  table: ReturnType<typeof useServerTable<EstateNotificationItem>>;
  /** A search, filter or tab narrows the list (the empty text says no match rather than none). */
  filtered: boolean;
  onEdit: (notification: EstateNotificationItem) => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const act = useRowAction();
  const setRead = useSetNotificationRead();
  const remove = useDeleteNotification();
  const items = table.dataSource;

  const toggleRead = (item: EstateNotificationItem) =>
    setRead.mutate(
      { id: item.id, read: !item.read },
      { onError: (error) => toast.error(refusalText(error, t('toast.saveFailed'))) },
    );
  const askDelete = (item: EstateNotificationItem) =>
    act({
      confirm: { question: t('notifications.confirmDelete') },
      detail: lang === 'ar' ? item.titleAr : item.title,
      run: () => remove.mutateAsync(item.id),
      success: t('notifications.toast.deleted'),
      failure: (error) => refusalText(error, t('toast.deleteFailed')),
    });

  return (
    <>
      <Spin spinning={table.loading}>
        {items.length ? (
          <ul className="notification-list" data-testid="notification-list">
            {items.map((item) => (
              <NotificationListItem
                key={item.id}
                notification={item}
                busy={setRead.isPending && setRead.variables?.id === item.id}
                onToggleRead={() => toggleRead(item)}
                onEdit={() => onEdit(item)}
                onDelete={() => askDelete(item)}
              />
            ))}
          </ul>
        ) : table.loading || !table.locale.emptyText ? (
          <div className="estate-empty-space" />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? t('notifications.noResults') : t('notifications.noData')}
            data-testid="notifications-empty"
          />
        )}
      </Spin>
      <Pagination className="estate-pager" {...table.pagination} />
    </>
  );
}

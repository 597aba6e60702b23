import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '@estate/platform';
import { Button, ButtonLink, Empty, LoadError, Spin, useToast } from '@estate/platform/ui';
import { Pagination } from '@estate/platform/ui-extra';
import {
  DASHBOARD_NOTIFICATIONS_PAGE_SIZE,
  useMarkAllMyNotificationsRead,
  useMarkMyNotificationRead,
  useMyNotificationsPage,
} from '../../api/notifications.js';
import { MyNotificationItem } from '../notifications/MyNotificationItem.js';
import '../notifications/notifications.css';

/**
 * The dashboard's Notifications tab: the signed-in user's own, newest first, a page at a time; unread ones stand
 * out; one or all can be marked read here, and the notification centre (/notifications) has the rest.
 */
export function NotificationsTab() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const notifications = useMyNotificationsPage(page);
  const markRead = useMarkMyNotificationRead();
  const markAll = useMarkAllMyNotificationsRead();
  const data = notifications.data;
  const unread = data?.unread ?? 0;

  const failed = () => toast.error(t('dashboardNotifications.changeError'));

  return (
    <section aria-labelledby="my-notifications-title" data-testid="dashboard-tab-Notifications">
      <div className="my-notifications-toolbar">
        <div>
          <h2 id="my-notifications-title" className="dashboard-group-title">
            {t('dashboardNotifications.title')}
          </h2>
          <p className="muted" data-testid="my-notifications-unread" data-unread={unread} aria-live="polite">
            {unread
              ? t('dashboardNotifications.unreadCount', { n: formatNumber(unread, lang) })
              : t('dashboardNotifications.allRead')}
          </p>
        </div>
        <div className="my-notifications-actions">
          <Button
            onClick={() => markAll.mutate(undefined, { onError: failed })}
            disabled={!unread}
            loading={markAll.isPending}
            data-testid="my-notifications-mark-all"
          >
            {t('dashboardNotifications.markAllRead')}
          </Button>
          <ButtonLink to="/notifications" type="primary" data-testid="my-notifications-centre">
            {t('dashboardNotifications.openCentre')}
          </ButtonLink>
        </div>
      </div>
      {notifications.isError ? (
        <LoadError message={t('dashboardNotifications.loadError')} onRetry={() => void notifications.refetch()} />
      ) : !data ? (
        <div className="my-notifications-loading" role="status">
          <Spin />
          <span className="visually-hidden">{t('dashboardNotifications.loading')}</span>
        </div>
      ) : data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboardNotifications.empty')} />
      ) : (
        <>
          <ul className="my-notifications-list" aria-busy={notifications.isFetching} data-testid="my-notifications">
            {data.items.map((item) => (
              <MyNotificationItem
                key={item.id}
                item={item}
                busy={markRead.isPending && markRead.variables === item.id}
                onMarkRead={() => markRead.mutate(item.id, { onError: failed })}
              />
            ))}
          </ul>
          {data.total > DASHBOARD_NOTIFICATIONS_PAGE_SIZE ? (
            <Pagination
              className="my-notifications-pagination"
              current={page}
              pageSize={DASHBOARD_NOTIFICATIONS_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

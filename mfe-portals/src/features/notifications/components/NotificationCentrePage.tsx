import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { EstateNotificationItem } from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { Button, Empty, ReloadOutlined, Spin, useToast } from '@estate/platform/ui';
import {
  useDeleteMyNotification,
  useMarkAllMyNotificationsRead,
  useSetMyNotificationRead,
} from '../api/change-my-notifications.js';
import { isCentreTab, useMyNotifications, type CentreTab } from '../api/get-my-notifications.js';
import { useUnreadCount } from '../api/get-unread-count.js';
import { CentreTabs, PANEL_ID, tabId } from './CentreTabs.js';
import { NotificationCard } from './NotificationCard.js';
import '../notifications.css';

/**
 * The settings button comes with the design system's second entry, loaded beside the list rather than before it: the
 * centre itself needs only the light entry.
 */
const NotificationSettingsButton = lazy(() =>
  import('@estate/platform/ui-extra').then((module) => ({ default: module.NotificationSettingsButton })),
);

/** Relative times move on while the page stays open. */
const CLOCK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /notifications (any signed-in account): the reader's own notifications under the tabs all, unread (with the
 * count), property, maintenance and payments, each filtered on the server and read twenty at a time; mark all
 * read when any is unread, and per notification view, mark read or unread, and delete. Every change marks the
 * header bell's count stale too (one query key root).
 */
export function NotificationCentrePage() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: CentreTab = isCentreTab(tabParam) ? tabParam : 'all';
  const list = useMyNotifications(tab);
  const count = useUnreadCount();
  const setRead = useSetMyNotificationRead();
  const remove = useDeleteMyNotification();
  const markAll = useMarkAllMyNotificationsRead();
  const n = (value: number) => formatNumber(value, lang);

  const items = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((item) => !seen.has(item.id) && !!seen.add(item.id));
  }, [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const unread = count.data?.unread ?? list.data?.pages[0]?.unread;

  const chooseTab = (next: CentreTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  const busyWith = (item: EstateNotificationItem) =>
    (setRead.isPending && setRead.variables?.id === item.id) || (remove.isPending && remove.variables === item.id);

  return (
    <div className="page notification-centre" data-testid="notification-centre">
      <header className="centre-head">
        <div className="centre-heading">
          <h1>{t('notifications.title')}</h1>
          <p className="centre-subtitle">{t('notifications.subtitle')}</p>
        </div>
        <div className="centre-actions">
          <Suspense fallback={null}>
            <NotificationSettingsButton />
          </Suspense>
          {unread ? (
            <Button
              type="primary"
              className="centre-mark-all"
              loading={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, { onSuccess: () => toast.success(t('notifications.markedAllRead')) })
              }
              data-testid="notifications-mark-all"
            >
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
        </div>
      </header>
      <CentreTabs tab={tab} unread={unread} onChange={chooseTab} />
      <section
        className="centre-panel"
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        aria-busy={list.isFetching}
      >
        {list.isError && items.length === 0 ? (
          <div className="centre-error" role="alert">
            <p>{t('notifications.loadError')}</p>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              {t('notifications.retry')}
            </Button>
          </div>
        ) : list.isPending ? (
          <div className="centre-loading">
            <Spin />
          </div>
        ) : items.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <strong className="centre-empty-title">{t('notifications.empty.title')}</strong>
                <span className="centre-empty-message">{t('notifications.empty.message')}</span>
              </>
            }
            data-testid="notifications-empty"
          />
        ) : (
          <>
            <ul className="centre-list" data-testid="notification-list">
              {items.map((item) => (
                <NotificationCard
                  key={item.id}
                  item={item}
                  now={now}
                  busy={busyWith(item)}
                  onView={() => {
                    if (!item.read) setRead.mutate({ id: item.id, read: true });
                  }}
                  onToggleRead={() => setRead.mutate({ id: item.id, read: !item.read })}
                  onDelete={() =>
                    remove.mutate(item.id, { onSuccess: () => toast.success(t('notifications.item.deleted')) })
                  }
                />
              ))}
            </ul>
            <div className="centre-more">
              <p className="centre-shown" aria-live="polite">
                {t('notifications.shown', { shown: n(items.length), total: n(Math.max(total, items.length)) })}
              </p>
              {list.hasNextPage ? (
                <Button
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                  data-testid="notifications-load-more"
                >
                  {t('notifications.loadMore')}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

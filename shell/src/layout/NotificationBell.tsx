import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ESTATE_SCREEN_ROLES,
  NOTIFICATION_API,
  type MarkAllReadResult,
  type MyNotifications,
  type UnreadNotificationCount,
} from '@estate/contracts';
import {
  api,
  formatDateTime,
  formatNumber,
  hasRole,
  notificationKeys,
  registerNamespace,
  useAuth,
  useLang,
} from '@estate/platform';
import ar from '../locales/ar/notifications.json';
import en from '../locales/en/notifications.json';
import './notification-bell.css';

registerNamespace('bell', { ar, en });

/** How often the count is asked again while the page stays open (and on each return to the window). */
const REFRESH_MS = 60_000;
const LATEST = { page: 1, limit: 5 } as const;

const getUnreadCount = (signal?: AbortSignal) =>
  api.get<UnreadNotificationCount>(`${NOTIFICATION_API.mine}/unread-count`, undefined, { signal });
const getLatest = (signal?: AbortSignal) => api.get<MyNotifications>(NOTIFICATION_API.mine, { ...LATEST }, { signal });

/**
 * The signed-in user's unread notifications in the header, on every page: a count on a bell, and a small panel with
 * the latest five, "mark all read" and a link to the full centre. Plain elements (no antd) so the header stays
 * light; its button has a fixed size and the badge sits over it, so the count arriving moves nothing.
 */
export function NotificationBell() {
  const { user } = useAuth();
  const { t } = useTranslation('bell');
  const { lang } = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  const count = useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: !!user,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
    meta: { silent: true },
  });
  const latest = useQuery({
    queryKey: notificationKeys.myList(LATEST),
    queryFn: ({ signal }) => getLatest(signal),
    enabled: !!user && open,
    staleTime: 0,
    meta: { silent: true },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const markAll = useMutation({
    mutationFn: () => api.post<MarkAllReadResult>(`${NOTIFICATION_API.mine}/read-all`),
    onSuccess: refresh,
  });
  const markRead = useMutation({
    mutationFn: (id: string) => api.patch(`${NOTIFICATION_API.mine}/${encodeURIComponent(id)}/read`, { read: true }),
    meta: { silent: true },
    onSuccess: refresh,
  });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user) return null;
  const unread = count.data?.unread ?? 0;
  const centre = hasRole(user.role, ESTATE_SCREEN_ROLES.notifications) ? '/estate/notifications' : '/notifications';
  const shown = unread > 99 ? `${formatNumber(99, lang)}+` : formatNumber(unread, lang);

  return (
    <div className="notification-bell" ref={root}>
      <button
        type="button"
        className="notification-bell-button"
        aria-label={t('bell.label', { n: formatNumber(unread, lang) })}
        title={t('bell.title')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="notification-bell"
        data-count={count.isSuccess ? unread : undefined}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Zm-2 1H7v-6a5 5 0 0 1 10 0v6Z"
          />
        </svg>
      </button>
      {/* Beside the button, not in it: the button's name is the full count ("122 unread…"), the badge may read 99+. */}
      {unread > 0 ? (
        <span className="notification-bell-badge" aria-hidden="true" data-testid="notification-bell-badge">
          {shown}
        </span>
      ) : null}
      {open ? (
        <div
          className="notification-bell-panel"
          id={panelId}
          role="region"
          aria-label={t('bell.title')}
          data-testid="notification-bell-panel"
        >
          <div className="notification-bell-head">
            <strong>{t('bell.title')}</strong>
            <button
              type="button"
              className="notification-bell-link"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
              data-testid="notification-bell-mark-all"
            >
              {t('bell.markAllRead')}
            </button>
          </div>
          {latest.isPending ? (
            <p className="notification-bell-note" role="status">
              {t('bell.loading')}
            </p>
          ) : latest.isError ? (
            <p className="notification-bell-note" role="alert">
              {t('bell.error')}
            </p>
          ) : latest.data.items.length === 0 ? (
            <p className="notification-bell-note">{t('bell.empty')}</p>
          ) : (
            <ul className="notification-bell-list">
              {latest.data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`notification-bell-item${item.read ? '' : ' is-unread'}`}
                    onClick={() => {
                      if (!item.read) markRead.mutate(item.id);
                      if (item.actionUrl) {
                        setOpen(false);
                        navigate(item.actionUrl);
                      }
                    }}
                    data-testid="notification-bell-item"
                  >
                    <span className="notification-bell-item-title">
                      {!item.read ? <span className="visually-hidden">{t('bell.unread')}: </span> : null}
                      {lang === 'ar' ? item.titleAr : item.title}
                    </span>
                    <span className="notification-bell-item-message">
                      {lang === 'ar' ? item.messageAr : item.message}
                    </span>
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lang)}</time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link to={centre} className="notification-bell-all" onClick={() => setOpen(false)}>
            {t('bell.viewAll')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

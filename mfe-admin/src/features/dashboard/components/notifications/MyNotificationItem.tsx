import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isSitePath, type EstateNotificationItem, type NotificationPriority } from '@estate/contracts';
import { formatDateTime, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';

const PRIORITY_COLORS: Record<NotificationPriority, string> = {
  urgent: 'is-urgent',
  high: 'is-high',
  medium: 'is-medium',
  low: 'is-low',
};

/** One of the caller's notifications, compact: unread ones stand out and can be marked read here. */
export function MyNotificationItem({
  item,
  busy,
  onMarkRead,
}: {
  item: EstateNotificationItem;
  busy: boolean;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const title = lang === 'ar' ? item.titleAr : item.title;
  const message = lang === 'ar' ? item.messageAr : item.message;
  const link = item.actionUrl && isSitePath(item.actionUrl) ? item.actionUrl : null;
  const titleId = `my-notification-${item.id}`;

  return (
    <li
      className={`my-notification${item.read ? '' : ' is-unread'}`}
      aria-labelledby={titleId}
      data-testid="my-notification"
      data-id={item.id}
      data-read={item.read}
    >
      <div className="my-notification-body">
        <h3 id={titleId} className="my-notification-title">
          {item.read ? null : (
            <>
              <span className="my-notification-dot" aria-hidden="true" />
              <span className="visually-hidden">{t('dashboardNotifications.unread')}: </span>
            </>
          )}
          {link ? <Link to={link}>{title}</Link> : title}
        </h3>
        <p className="my-notification-message">{message}</p>
        <p className="my-notification-meta">
          <span className={`my-notification-priority ${PRIORITY_COLORS[item.priority]}`}>
            <span className="visually-hidden">{t('dashboardNotifications.priority')}: </span>
            {t(`dashboardNotifications.priorities.${item.priority}`)}
          </span>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lang)}</time>
        </p>
      </div>
      {item.read ? null : (
        <Button
          size="small"
          onClick={onMarkRead}
          loading={busy}
          aria-label={t('dashboardNotifications.markReadLabel', { title })}
          data-testid="my-notification-mark-read"
        >
          {t('dashboardNotifications.markRead')}
        </Button>
      )}
    </li>
  );
}

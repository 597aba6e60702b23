import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isSitePath,
  notificationCategoryOf,
  type EstateNotificationItem,
  type NotificationCategory,
  type NotificationPriority,
} from '@estate/contracts';
import { formatDateTime, useLang } from '@estate/platform';
import {
  Button,
  ButtonLink,
  CalculatorOutlined,
  DeleteOutlined,
  EyeOutlined,
  HomeOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
} from '@estate/platform/ui';
import { relativeTimeText } from '../relative-time.js';

const CATEGORY_ICONS: Record<NotificationCategory | 'system', ReactNode> = {
  property: <HomeOutlined />,
  maintenance: <SafetyCertificateOutlined />,
  payments: <CalculatorOutlined />,
  system: <MailOutlined />,
};

const PRIORITY_CLASS: Record<NotificationPriority, string> = {
  urgent: 'is-urgent',
  high: 'is-high',
  medium: 'is-medium',
  low: 'is-low',
};

/**
 * One notification: its group's icon, title and message in the page's language, priority, when it came, and what
 * the reader can do with it: view (marks it read and opens its page in the site), mark read or unread, and delete
 * from their own list after a confirmation in place (no dialog: a phone keeps its thumb where it was).
 */
export function NotificationCard({
  item,
  now,
  busy,
  onView,
  onToggleRead,
  onDelete,
}: {
  item: EstateNotificationItem;
  now: number;
  busy: boolean;
  onView: () => void;
  onToggleRead: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const [confirming, setConfirming] = useState(false);
  const category = notificationCategoryOf(item.type) ?? 'system';
  const title = lang === 'ar' ? item.titleAr : item.title;
  const link = item.actionUrl && isSitePath(item.actionUrl) ? item.actionUrl : null;
  const titleId = `notification-title-${item.id}`;

  return (
    <li
      className={`centre-item${item.read ? '' : ' is-unread'}`}
      aria-labelledby={titleId}
      data-testid="centre-notification"
      data-id={item.id}
      data-type={item.type}
      data-category={category}
      data-read={item.read}
    >
      <span className={`centre-item-icon is-${category}`} aria-hidden="true">
        {CATEGORY_ICONS[category]}
      </span>
      <div className="centre-item-body">
        <h2 className="centre-item-title" id={titleId}>
          {item.read ? null : (
            <>
              <span className="centre-item-dot" aria-hidden="true" />
              <span className="visually-hidden">{t('notifications.item.unread')}: </span>
            </>
          )}
          {title}
        </h2>
        <p className="centre-item-message">{lang === 'ar' ? item.messageAr : item.message}</p>
        <p className="centre-item-meta">
          <span className={`centre-priority ${PRIORITY_CLASS[item.priority]}`} data-priority={item.priority}>
            <span className="visually-hidden">{t('notifications.priority')}: </span>
            {t(`notifications.priorities.${item.priority}`)}
          </span>
          <span className="centre-item-category">{t(`notifications.categories.${category}`)}</span>
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, lang)} data-testid="notification-time">
            {relativeTimeText(item.createdAt, now, lang, t)}
          </time>
        </p>
      </div>
      {confirming ? (
        <div
          className="centre-item-actions is-confirming"
          role="group"
          aria-label={t('notifications.item.confirmDelete')}
        >
          <p className="centre-item-confirm">
            <strong>{t('notifications.item.confirmDelete')}</strong> {t('notifications.item.confirmDeleteDetail')}
          </p>
          <Button
            danger
            type="primary"
            autoFocus
            onClick={onDelete}
            loading={busy}
            data-testid="notification-confirm-delete"
          >
            {t('notifications.item.delete')}
          </Button>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {t('notifications.item.cancel')}
          </Button>
        </div>
      ) : (
        <div className="centre-item-actions" role="group" aria-label={t('notifications.item.actions', { title })}>
          {link ? (
            <ButtonLink to={link} icon={<EyeOutlined />} onClick={onView} data-testid="notification-view">
              {t('notifications.item.view')}
            </ButtonLink>
          ) : null}
          <Button onClick={onToggleRead} disabled={busy} data-testid="notification-toggle-read">
            {item.read ? t('notifications.item.markUnread') : t('notifications.item.markRead')}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-label={t('notifications.item.delete')}
            title={t('notifications.item.delete')}
            data-testid="notification-delete"
          />
        </div>
      )}
    </li>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstateNotificationItem, NotificationPriority, NotificationType } from '@estate/contracts';
import { formatDateTime, useLang } from '@estate/platform';
import {
  AuditOutlined,
  Button,
  ButtonLink,
  CalculatorOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  HomeOutlined,
  MailOutlined,
} from '@estate/platform/ui';
import { StatusBadge, type BadgeVariant } from '../../../components/StatusBadge.js';

const TYPE_ICONS: Record<NotificationType, ReactNode> = {
  contract_expiry: <ClockCircleOutlined />,
  payment_overdue: <CalculatorOutlined />,
  payment_reminder: <MailOutlined />,
  maintenance_urgent: <HomeOutlined />,
  maintenance_assigned: <HomeOutlined />,
  maintenance_status: <HomeOutlined />,
  system_notification: <AuditOutlined />,
};

const PRIORITY_VARIANTS: Record<NotificationPriority, BadgeVariant> = {
  urgent: 'destructive',
  high: 'default',
  medium: 'secondary',
  low: 'outline',
};

/** One notification of the centre: icon by type, texts in the page language, badges, dates and its actions. */
export function NotificationListItem({
  notification,
  onToggleRead,
  onEdit,
  onDelete,
  busy,
}: {
  notification: EstateNotificationItem;
  onToggleRead: () => void;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const item = notification;
  const who =
    item.recipientType === 'specific_user'
      ? (item.recipientUserName ?? t('notifications.recipients.specific_user'))
      : t(`notifications.recipients.${item.recipientType}`);
  return (
    <li
      className={`notification-item${item.read ? '' : ' is-unread'}${item.expired ? ' is-expired' : ''}`}
      data-testid="notification-item"
      data-id={item.id}
      data-read={item.read}
    >
      <span className={`notification-icon notification-icon-${item.priority}`} aria-hidden="true">
        {TYPE_ICONS[item.type]}
      </span>
      <div className="notification-body">
        <div className="notification-heading">
          <h3 className="notification-title">{lang === 'ar' ? item.titleAr : item.title}</h3>
          <span className="notification-badges">
            <StatusBadge
              variant={PRIORITY_VARIANTS[item.priority]}
              value={item.priority}
              label={t(`notifications.priorities.${item.priority}`)}
            />
            <StatusBadge variant="outline" value={item.type} label={t(`notifications.types.${item.type}`)} />
            {item.expired ? (
              <StatusBadge variant="secondary" value="expired" label={t('notifications.item.expired')} />
            ) : !item.read ? (
              <StatusBadge variant="default" value="unread" label={t('notifications.item.unread')} />
            ) : null}
          </span>
        </div>
        <p className="notification-message">{lang === 'ar' ? item.messageAr : item.message}</p>
        <p className="notification-meta muted">
          <span>{t('notifications.item.recipient', { who })}</span>
          <span>{t('notifications.item.created', { when: formatDateTime(item.createdAt, lang) })}</span>
          {item.expiresAt ? (
            <span>
              {t(item.expired ? 'notifications.item.expiredOn' : 'notifications.item.expires', {
                when: formatDateTime(item.expiresAt, lang),
              })}
            </span>
          ) : null}
        </p>
      </div>
      <div className="notification-actions">
        {item.actionUrl ? (
          <ButtonLink to={item.actionUrl} size="small" icon={<EyeOutlined />} data-testid="notification-open">
            {t('notifications.item.open')}
          </ButtonLink>
        ) : null}
        {!item.expired ? (
          <Button size="small" onClick={onToggleRead} disabled={busy} data-testid="notification-toggle-read">
            {item.read ? t('notifications.item.markUnread') : t('notifications.item.markRead')}
          </Button>
        ) : null}
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={onEdit}
          aria-label={t('notifications.item.edit')}
          title={t('notifications.item.edit')}
          data-testid="notification-edit"
        />
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={onDelete}
          aria-label={t('notifications.item.delete')}
          title={t('notifications.item.delete')}
          data-testid="notification-delete"
        />
      </div>
    </li>
  );
}

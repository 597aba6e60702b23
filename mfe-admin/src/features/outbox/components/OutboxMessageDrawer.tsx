import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxStatusOf, type OutboxMessageDto } from '@estate/contracts';
import { formatDateTime, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';
import { Alert, Descriptions, Drawer, Segmented } from '@estate/platform/ui-extra';
import { canResend } from '../utils/outbox-view.js';
import { OutboxStatusBadge } from './OutboxStatusBadge.js';

type BodyView = 'text' | 'html';

/**
 * One message as it was (or will be) sent: its facts, its text body, and its HTML body drawn in a sandboxed frame
 * (no scripts, no forms, no access to this page), never put into the page itself.
 */
export function OutboxMessageDrawer({
  message,
  resending,
  onResend,
  onClose,
}: {
  message: OutboxMessageDto;
  resending: boolean;
  onResend: (message: OutboxMessageDto) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const [view, setView] = useState<BodyView>('text');
  const status = outboxStatusOf(message);
  const shown: BodyView = message.html ? view : 'text';

  return (
    <Drawer
      open
      size={640}
      onClose={onClose}
      title={t('outbox.view.title')}
      data-testid="outbox-message"
      extra={
        canResend(status) ? (
          <Button
            type="primary"
            loading={resending}
            onClick={() => onResend(message)}
            data-testid="outbox-message-resend"
          >
            {t('outbox.actions.resend')}
          </Button>
        ) : null
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'to', label: t('outbox.columns.recipient'), children: <bdi dir="ltr">{message.to}</bdi> },
          { key: 'subject', label: t('outbox.columns.subject'), children: <bdi>{message.subject}</bdi> },
          { key: 'status', label: t('outbox.columns.status'), children: <OutboxStatusBadge status={status} /> },
          { key: 'created', label: t('outbox.columns.created'), children: formatDateTime(message.createdAt, lang) },
          {
            key: 'sent',
            label: t('outbox.columns.sent'),
            children: message.sentAt ? formatDateTime(message.sentAt, lang) : t('outbox.notSent'),
          },
        ]}
      />
      {message.error ? (
        <Alert
          type="error"
          showIcon
          className="outbox-error-alert"
          title={t('outbox.view.error')}
          description={
            <bdi dir="ltr" className="outbox-error-text" data-testid="outbox-message-error">
              {message.error}
            </bdi>
          }
        />
      ) : null}
      <div className="outbox-body-head">
        <h3 className="outbox-body-title">{t('outbox.view.body')}</h3>
        {message.html ? (
          <Segmented<BodyView>
            size="small"
            value={shown}
            onChange={setView}
            options={[
              { value: 'text', label: t('outbox.view.text') },
              { value: 'html', label: t('outbox.view.html') },
            ]}
            aria-label={t('outbox.view.body')}
            data-testid="outbox-body-view"
          />
        ) : null}
      </div>
      {shown === 'html' && message.html ? (
        <iframe
          className="outbox-html"
          title={t('outbox.view.htmlFrame', { subject: message.subject })}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={message.html}
          data-testid="outbox-body-html"
        />
      ) : (
        <pre className="outbox-text" dir="auto" data-testid="outbox-body-text">
          {message.text || t('outbox.view.noText')}
        </pre>
      )}
    </Drawer>
  );
}

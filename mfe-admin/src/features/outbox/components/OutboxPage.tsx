import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OUTBOX_STATUSES, outboxStatusOf, type OutboxMessageDto, type OutboxStatus } from '@estate/contracts';
import { ApiError, formatDateTime, formatNumber, useLang } from '@estate/platform';
import { Button, Empty, EyeOutlined, ReloadOutlined, useToast } from '@estate/platform/ui';
import { Alert, Input, Select, Tooltip } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useOutbox } from '../api/get-outbox.js';
import { useResendOutboxMessage } from '../api/resend-outbox-message.js';
import {
  canResend,
  OUTBOX_SEARCH_MAX,
  outboxSearchOf,
  outboxViewParams,
  readOutboxView,
  resendRefusalKey,
  type OutboxView,
} from '../utils/outbox-view.js';
import { OutboxMessageDrawer } from './OutboxMessageDrawer.js';
import { OutboxStatusBadge } from './OutboxStatusBadge.js';
import '../outbox.css';

const PAGE_SIZE = 20;
/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 400;

/** /admin/outbox: the mail the site sent or tried to send (recipient, subject, status, sent time); resend a failed one. */
export function OutboxPage() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const view = readOutboxView(params);
  const { status, search, page } = view;
  const show = useCallback((next: OutboxView) => setParams(outboxViewParams(next), { replace: true }), [setParams]);
  const outbox = useOutbox({ ...(status ? { status } : {}), ...(search ? { search } : {}), page, limit: PAGE_SIZE });
  const resend = useResendOutboxMessage();
  const [opened, setOpened] = useState<OutboxMessageDto | null>(null);

  // The search box runs once typing pauses (or on Enter); the address leads when it changes on its own.
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (outboxSearchOf(text) !== search) setText(search);
  }
  useEffect(() => {
    const wanted = outboxSearchOf(text);
    if (wanted === search) return;
    const timer = setTimeout(() => show({ status, search: wanted, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, status, show]);

  const rows = outbox.data?.items ?? [];
  const total = outbox.data?.total ?? 0;
  const filtered = !!status || !!search;

  const onResend = (message: OutboxMessageDto) =>
    resend.mutate(message.id, {
      onSuccess: (saved) => {
        if (opened?.id === saved.id) setOpened(saved);
        const outcome = outboxStatusOf(saved);
        const to = saved.to;
        if (outcome === 'sent') toast.success(t('outbox.resend.sent'), t('outbox.resend.sentTo', { to }));
        else if (outcome === 'failed') toast.error(t('outbox.resend.failedAgain'), saved.error ?? undefined);
        else toast.info(t('outbox.resend.queued'), t('outbox.resend.queuedHint', { to }));
      },
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined;
        toast.error(t('outbox.resend.refusedTitle'), t(`outbox.resend.refused.${resendRefusalKey(code)}`));
      },
    });

  return (
    <div className="page outbox" data-testid="outbox-page">
      <div className="outbox-head">
        <div>
          <h1 className="outbox-title">{t('outbox.title')}</h1>
          <p className="muted outbox-subtitle">{t('outbox.subtitle')}</p>
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('outbox.refresh')}
        </Button>
      </div>
      <div className="outbox-toolbar" role="search">
        <Input.Search
          allowClear
          className="outbox-search"
          placeholder={t('outbox.searchPlaceholder')}
          aria-label={t('outbox.search')}
          value={text}
          maxLength={OUTBOX_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => {
            setText(value);
            show({ status, search: outboxSearchOf(value), page: 1 });
          }}
          data-testid="outbox-search"
        />
        <Select<OutboxStatus | 'all'>
          id="outbox-status-filter"
          className="outbox-filter"
          aria-label={t('outbox.statusFilter')}
          value={status ?? 'all'}
          onChange={(value) => show({ status: value === 'all' ? undefined : value, search, page: 1 })}
          options={[
            { value: 'all', label: t('outbox.allStatuses') },
            ...OUTBOX_STATUSES.map((value) => ({ value, label: t(`outbox.statuses.${value}`) })),
          ]}
          data-testid="outbox-status-filter"
        />
      </div>
      {outbox.isError ? (
        <Alert
          type="error"
          showIcon
          className="outbox-alert"
          title={t('outbox.loadError')}
          action={
            <Button size="small" onClick={() => void outbox.refetch()}>
              {t('outbox.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<OutboxMessageDto>
        rowKey="id"
        loading={outbox.isFetching}
        dataSource={rows}
        scroll={{ x: 860 }}
        data-testid="outbox-table"
        locale={{
          emptyText: outbox.isError ? null : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('outbox.noMatches') : t('outbox.empty')}
            />
          ),
        }}
        onRow={(message) => ({ 'data-testid': 'outbox-row', 'data-id': message.id }) as object}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count) => t('outbox.total', { count, n: formatNumber(count, lang) }),
          onChange: (next) => show({ status, search, page: next }),
        }}
        columns={[
          {
            key: 'recipient',
            title: t('outbox.columns.recipient'),
            render: (_v, message) => (
              <bdi dir="ltr" className="outbox-recipient" data-testid="outbox-recipient">
                {message.to}
              </bdi>
            ),
          },
          {
            key: 'subject',
            title: t('outbox.columns.subject'),
            render: (_v, message) => (
              <div className="outbox-cell">
                <bdi className="outbox-subject">{message.subject}</bdi>
                {message.error ? (
                  <bdi dir="ltr" className="outbox-error" data-testid="outbox-error">
                    {message.error}
                  </bdi>
                ) : null}
              </div>
            ),
          },
          {
            key: 'status',
            title: t('outbox.columns.status'),
            width: 110,
            render: (_v, message) => <OutboxStatusBadge status={outboxStatusOf(message)} />,
          },
          {
            key: 'created',
            title: t('outbox.columns.created'),
            width: 150,
            render: (_v, message) => <span className="nowrap">{formatDateTime(message.createdAt, lang)}</span>,
          },
          {
            key: 'sent',
            title: t('outbox.columns.sent'),
            width: 150,
            render: (_v, message) => (
              <span className="nowrap" data-testid="outbox-sent-at">
                {message.sentAt ? formatDateTime(message.sentAt, lang) : t('outbox.notSent')}
              </span>
            ),
          },
          {
            key: 'actions',
            title: t('outbox.columns.actions'),
            width: 150,
            render: (_v, message) => (
              <div className="outbox-actions">
                <Tooltip title={t('outbox.actions.view')}>
                  <Button
                    type="text"
                    icon={<EyeOutlined />}
                    aria-label={t('outbox.actions.viewOf', { subject: message.subject })}
                    onClick={() => setOpened(message)}
                    data-testid="outbox-view"
                  />
                </Tooltip>
                {canResend(outboxStatusOf(message)) ? (
                  <Button
                    size="small"
                    loading={resend.isPending && resend.variables === message.id}
                    onClick={() => onResend(message)}
                    data-testid="outbox-resend"
                  >
                    {t('outbox.actions.resend')}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {opened ? (
        <OutboxMessageDrawer
          key={opened.id}
          message={opened}
          resending={resend.isPending && resend.variables === opened.id}
          onResend={onResend}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import type { AuditLogPage } from '@estate/contracts';
import { api, auditLogKeys, formatDateTime, formatNumber, hasRole, useAuth, useLang } from '@estate/platform';
import { AUDIT_READER_ROLES, useAuditVocabulary } from './audit-vocabulary.js';
import './record-history.css';

/** Entries a page of a record's history shows. */
export const RECORD_HISTORY_PAGE_SIZE = 20;

export interface RecordRef {
  /** The kind of record as the server writes it (`property`, `estate_contract`, `estate_ticket`, …). */
  targetType: string;
  targetId: string;
}

export const getRecordHistory = ({ targetType, targetId }: RecordRef, page: number) =>
  api.get<AuditLogPage>('/api/audit-logs', { targetType, targetId, page, limit: RECORD_HISTORY_PAGE_SIZE });

/** A record's own audit trail, newest first, a page at a time; fresh on every opening. */
export function useRecordHistory(record: RecordRef, page: number, enabled = true) {
  return useQuery({
    queryKey: auditLogKeys.record(record.targetType, record.targetId, page),
    queryFn: () => getRecordHistory(record, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: enabled && !!record.targetId,
    meta: { silent: true },
  });
}

/** True when the signed-in user may read the audit log (and so a record's history). */
export function useCanReadAuditLog(): boolean {
  const { user } = useAuth();
  return hasRole(user?.role, AUDIT_READER_ROLES);
}

/** A drawer listing a record's audit entries: what was done, by whom, when, and the entry's description. */
export function RecordHistoryDrawer({
  record,
  name,
  open,
  onClose,
}: {
  record: RecordRef;
  /** The record's name for the title (a listing's title, a contract's number). */
  name?: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('history');
  const { lang } = useLang();
  const { actionLabel } = useAuditVocabulary();
  const [page, setPage] = useState(1);
  const history = useRecordHistory(record, page, open);
  const entries = history.data?.items ?? [];
  const total = history.data?.total ?? 0;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      destroyOnHidden
      title={name ? t('titleOf', { name }) : t('title')}
      data-testid="record-history"
    >
      <p className="record-history-intro">{t('intro')}</p>
      {history.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadError')}
          action={
            <Button size="small" onClick={() => void history.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {history.isPending && !history.isError ? <Spin className="record-history-loading" /> : null}
      {history.data && !entries.length ? (
        <p className="record-history-empty" data-testid="record-history-empty">
          {t('empty')}
        </p>
      ) : null}
      {entries.length ? (
        <>
          <p className="record-history-total">
            {t('total', { count: total, formattedCount: formatNumber(total, lang) })}
          </p>
          <ol className="record-history-list" aria-busy={history.isFetching} data-testid="record-history-list">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="record-history-entry"
                data-action={entry.action}
                data-testid="record-history-entry"
              >
                <div className="record-history-head">
                  <Tag color="blue">{actionLabel(entry.action)}</Tag>
                  <time dateTime={entry.createdAt} className="record-history-when">
                    {formatDateTime(entry.createdAt, lang)}
                  </time>
                </div>
                {entry.description ? <p className="record-history-description">{entry.description}</p> : null}
                <span className="record-history-who">{t('by', { name: entry.userName || t('system') })}</span>
              </li>
            ))}
          </ol>
          {total > RECORD_HISTORY_PAGE_SIZE ? (
            <Pagination
              size="small"
              current={page}
              pageSize={RECORD_HISTORY_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={setPage}
              className="record-history-pages"
            />
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}

/**
 * A History button opening a record's audit trail in a drawer; nothing for those who may not read the audit log.
 * `iconOnly` for a table's action column (the name then goes to the button's label).
 */
export function RecordHistoryButton({
  targetType,
  targetId,
  name,
  iconOnly = false,
  size,
  testId = 'record-history-button',
}: RecordRef & {
  name?: string;
  iconOnly?: boolean;
  size?: 'small' | 'middle' | 'large';
  testId?: string;
}) {
  const { t } = useTranslation('history');
  const allowed = useCanReadAuditLog();
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button
        type={iconOnly ? 'text' : 'default'}
        size={size}
        icon={<HistoryOutlined />}
        aria-label={name ? t('buttonLabel', { name }) : t('button')}
        title={iconOnly ? t('button') : undefined}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {iconOnly ? null : t('button')}
      </Button>
      {open ? (
        <RecordHistoryDrawer record={{ targetType, targetId }} name={name} open onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

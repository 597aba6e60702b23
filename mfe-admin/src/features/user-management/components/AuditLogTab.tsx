import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { isUuid, type AuditLogDto, type AuditLogQuery } from '@estate/contracts';
import { ApiError, formatDateTime, formatNumber, useLang } from '@estate/platform';
import { Button, ButtonLink } from '@estate/platform/ui';
import {
  Alert,
  AUDIT_ACTION_NAMES,
  AUDIT_TARGET_TYPES,
  Input,
  Select,
  Tag,
  useAuditVocabulary,
} from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Table } from '@estate/platform/ui-data';
import { useAuditLogs } from '../api/get-audit-logs.js';
import { useUsers } from '../api/get-users.js';
import { auditRecordLink } from '../utils/audit-record-link.js';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';
/** Longest search the server takes (ListAuditLogsDto). */
const SEARCH_MAX = 200;

/**
 * The audit log, newest first, a page at a time from the server, filtered by actor (a user picked from the list, or
 * an id pasted), action, kind of record, days (Riyadh days, both ends included) and words of the description; each
 * entry links to its record where that has a page.
 */
export function AuditLogTab() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const { actionLabel, targetTypeLabel } = useAuditVocabulary();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<AuditLogQuery>({});
  const [userText, setUserText] = useState('');
  const users = useUsers();
  const logs = useAuditLogs({ ...filters, page, limit: PAGE_SIZE });

  const filter = (next: Partial<AuditLogQuery>) => {
    setFilters((current) => {
      const merged: AuditLogQuery = { ...current, ...next };
      for (const key of Object.keys(merged) as (keyof AuditLogQuery)[]) if (!merged[key]) delete merged[key];
      return merged;
    });
    setPage(1);
  };

  // The people to pick from; an id pasted that is not among them is offered as it is.
  const userOptions = useMemo(() => {
    const options = (users.data ?? []).map((user) => ({
      value: user.id,
      label: `${user.name} · ${user.email}`,
    }));
    const pasted = userText.trim();
    if (isUuid(pasted) && !options.some((option) => option.value === pasted)) {
      options.unshift({ value: pasted, label: t('audit.filters.userId', { id: pasted }) });
    }
    if (filters.userId && !options.some((option) => option.value === filters.userId)) {
      options.unshift({ value: filters.userId, label: t('audit.filters.userId', { id: filters.userId }) });
    }
    return options;
  }, [users.data, userText, filters.userId, t]);

  const actionOptions = useMemo(
    () =>
      AUDIT_ACTION_NAMES.map((value) => ({ value, label: actionLabel(value) })).sort((a, b) =>
        a.label.localeCompare(b.label, lang),
      ),
    [actionLabel, lang],
  );
  const targetOptions = useMemo(
    () => AUDIT_TARGET_TYPES.map((value) => ({ value, label: targetTypeLabel(value) })),
    [targetTypeLabel],
  );

  const range: [Dayjs, Dayjs] | null =
    filters.from && filters.to ? [dayjs(filters.from, DAY), dayjs(filters.to, DAY)] : null;
  const refused = logs.error instanceof ApiError && logs.error.status === 400;

  return (
    <div className="admin-tab" data-testid="audit-tab">
      <div className="admin-toolbar audit-filters" role="search" aria-label={t('audit.filters.label')}>
        <Select
          showSearch={{ optionFilterProp: 'label', onSearch: setUserText }}
          allowClear
          className="audit-filter"
          aria-label={t('audit.filters.user')}
          placeholder={t('audit.filters.userPlaceholder')}
          loading={users.isFetching}
          value={filters.userId}
          options={userOptions}
          notFoundContent={t('audit.filters.userNotFound')}
          onChange={(value?: string) => filter({ userId: value })}
          id="audit-filter-user"
          data-testid="audit-filter-user"
        />
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          className="audit-filter"
          aria-label={t('audit.filters.action')}
          placeholder={t('audit.filters.actionPlaceholder')}
          value={filters.action}
          options={actionOptions}
          onChange={(value?: string) => filter({ action: value })}
          id="audit-filter-action"
          data-testid="audit-filter-action"
        />
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          className="audit-filter"
          aria-label={t('audit.filters.entity')}
          placeholder={t('audit.filters.entityPlaceholder')}
          value={filters.targetType}
          options={targetOptions}
          onChange={(value?: string) => filter({ targetType: value })}
          id="audit-filter-entity"
          data-testid="audit-filter-entity"
        />
        <DatePicker.RangePicker
          className="audit-range"
          allowClear
          value={range}
          aria-label={t('audit.filters.dates')}
          placeholder={[t('audit.filters.from'), t('audit.filters.to')]}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(days) =>
            filter({
              from: days?.[0] ? days[0].format(DAY) : undefined,
              to: days?.[1] ? days[1].format(DAY) : undefined,
            })
          }
          data-testid="audit-filter-dates"
        />
        <Input.Search
          allowClear
          className="admin-search"
          maxLength={SEARCH_MAX}
          aria-label={t('audit.filters.search')}
          placeholder={t('audit.filters.searchPlaceholder')}
          onSearch={(value) => filter({ search: value.trim() || undefined })}
          data-testid="audit-filter-search"
        />
        {Object.keys(filters).length ? (
          <Button
            type="link"
            onClick={() => {
              setFilters({});
              setUserText('');
              setPage(1);
            }}
            data-testid="audit-filter-clear"
          >
            {t('audit.filters.clear')}
          </Button>
        ) : null}
      </div>
      {logs.isError ? (
        <Alert
          type="error"
          showIcon
          title={refused ? t('audit.badFilter') : t('audit.loadError')}
          className="admin-alert"
          action={
            refused ? undefined : (
              <Button size="small" onClick={() => void logs.refetch()}>
                {t('audit.retry')}
              </Button>
            )
          }
        />
      ) : null}
      <Table<AuditLogDto>
        rowKey="id"
        loading={logs.isFetching}
        dataSource={logs.data?.items ?? []}
        scroll={{ x: 960 }}
        locale={{ emptyText: t('audit.empty') }}
        onRow={(entry) => ({ 'data-testid': 'audit-row', 'data-action': entry.action }) as object}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: logs.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('audit.total', { count: total, n: formatNumber(total, lang) }),
          onChange: setPage,
        }}
        columns={[
          {
            key: 'user',
            title: t('audit.columns.user'),
            dataIndex: 'userName',
            width: 160,
            render: (name: string, entry) =>
              entry.userId ? (
                <Button
                  type="link"
                  className="audit-user"
                  onClick={() => filter({ userId: entry.userId ?? undefined })}
                  title={t('audit.filters.byUser', { name })}
                >
                  <bdi>{name || t('audit.system')}</bdi>
                </Button>
              ) : (
                <bdi>{name || t('audit.system')}</bdi>
              ),
          },
          {
            key: 'action',
            title: t('audit.columns.action'),
            dataIndex: 'action',
            width: 200,
            render: (value: string) => (
              <div className="audit-action">
                <Tag color="blue">{actionLabel(value)}</Tag>
                <bdi dir="ltr" className="muted audit-code">
                  {value}
                </bdi>
              </div>
            ),
          },
          {
            key: 'entity',
            title: t('audit.columns.entity'),
            width: 170,
            render: (_v, entry) => {
              if (!entry.targetType) return <span className="muted">—</span>;
              const link = auditRecordLink(entry);
              const label = targetTypeLabel(entry.targetType);
              return link ? (
                <ButtonLink type="link" className="audit-record-link" to={link} data-testid="audit-record-link">
                  {label}
                </ButtonLink>
              ) : (
                <span>{label}</span>
              );
            },
          },
          {
            key: 'description',
            title: t('audit.columns.description'),
            dataIndex: 'description',
            render: (value: string) => <bdi className="audit-description">{value}</bdi>,
          },
          {
            key: 'date',
            title: t('audit.columns.date'),
            dataIndex: 'createdAt',
            width: 170,
            render: (value: string) => <span className="nowrap">{formatDateTime(value, lang)}</span>,
          },
        ]}
      />
    </div>
  );
}

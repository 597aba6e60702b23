import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogDto } from '@estate/contracts';
import { formatDateTime, useLang } from '@estate/platform';
import { Alert, Input, Tag } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useAuditLogs } from '../api/get-audit-logs.js';

const PAGE_SIZE = 20;

/** The audit log, paginated and filtered by action on the server. */
export function AuditLogTab() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const logs = useAuditLogs({ page, limit: PAGE_SIZE, action: action || undefined });

  return (
    <div className="admin-tab" data-testid="audit-tab">
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          className="admin-search"
          aria-label={t('audit.actionFilter')}
          placeholder={t('audit.actionPlaceholder')}
          onSearch={(value) => {
            setAction(value.trim());
            setPage(1);
          }}
        />
      </div>
      {logs.isError ? <Alert type="error" showIcon title={t('audit.loadError')} className="admin-alert" /> : null}
      <Table<AuditLogDto>
        rowKey="id"
        loading={logs.isFetching}
        dataSource={logs.data?.items ?? []}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('audit.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: logs.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('audit.total', { count: total }),
          onChange: setPage,
        }}
        columns={[
          {
            key: 'user',
            title: t('audit.columns.user'),
            dataIndex: 'userName',
            render: (name: string) => name || t('audit.system'),
          },
          {
            key: 'action',
            title: t('audit.columns.action'),
            dataIndex: 'action',
            render: (value: string) => (
              <Tag>
                <bdi>{value}</bdi>
              </Tag>
            ),
          },
          { key: 'description', title: t('audit.columns.description'), dataIndex: 'description' },
          {
            key: 'date',
            title: t('audit.columns.date'),
            dataIndex: 'createdAt',
            render: (value: string) => <span className="nowrap">{formatDateTime(value, lang)}</span>,
          },
        ]}
      />
    </div>
  );
}

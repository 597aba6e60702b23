import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_REQUEST_STATUSES, formatPhone, type AgentRequestDto, type AgentRequestStatus } from '@estate/contracts';
import { formatDateTime, serverMessageOf, useLang } from '@estate/platform';
import { Button, Space, useToast } from '@estate/platform/ui';
import { Alert, Popconfirm, Select, Tag } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useDecideAgentRequest } from '../api/decide-agent-request.js';
import { useAgentRequests } from '../api/get-agent-requests.js';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<AgentRequestStatus, string> = { pending: 'gold', approved: 'green', refused: 'red' };

/** Requests for an agent account made at registration: the admin approves (the user becomes an agent) or refuses. */
export function AgentRequestsTab() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<AgentRequestStatus | undefined>('pending');
  const requests = useAgentRequests({ page, limit: PAGE_SIZE, status });
  const decide = useDecideAgentRequest();

  const act = (request: AgentRequestDto, decision: 'approved' | 'refused') =>
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () =>
          toast.success(
            t(`agentRequests.toast.${decision}`),
            t(`agentRequests.toast.${decision}Text`, { name: request.userName }),
          ),
        onError: (error) =>
          toast.error(t('agentRequests.toast.failed'), serverMessageOf(error, t('agentRequests.toast.failed'))),
      },
    );

  return (
    <div className="admin-tab" data-testid="agent-requests-tab">
      <p className="muted">{t('agentRequests.intro')}</p>
      <div className="admin-toolbar">
        <Select<AgentRequestStatus | 'all'>
          className="admin-filter"
          aria-label={t('agentRequests.statusFilter')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('agentRequests.allStatuses') },
            ...AGENT_REQUEST_STATUSES.map((value) => ({ value, label: t(`agentRequests.statuses.${value}`) })),
          ]}
        />
      </div>
      {requests.isError ? (
        <Alert type="error" showIcon title={t('agentRequests.loadError')} className="admin-alert" />
      ) : null}
      <Table<AgentRequestDto>
        rowKey="id"
        loading={requests.isFetching}
        dataSource={requests.data?.items ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('agentRequests.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: requests.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          { key: 'name', title: t('agentRequests.columns.name'), dataIndex: 'userName' },
          {
            key: 'email',
            title: t('agentRequests.columns.email'),
            dataIndex: 'userEmail',
            render: (email: string) => <bdi dir="ltr">{email}</bdi>,
          },
          {
            key: 'phone',
            title: t('agentRequests.columns.phone'),
            dataIndex: 'userPhone',
            render: (phone: string | null) => (phone ? <bdi dir="ltr">{formatPhone(phone, lang)}</bdi> : '—'),
          },
          {
            key: 'date',
            title: t('agentRequests.columns.date'),
            dataIndex: 'createdAt',
            render: (value: string) => <span className="nowrap">{formatDateTime(value, lang)}</span>,
          },
          {
            key: 'status',
            title: t('agentRequests.columns.status'),
            dataIndex: 'status',
            render: (value: AgentRequestStatus, request) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATUS_COLORS[value]}>{t(`agentRequests.statuses.${value}`)}</Tag>
                {request.decidedByName ? <span className="muted">{request.decidedByName}</span> : null}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('agentRequests.columns.actions'),
            render: (_value, request) =>
              request.status === 'pending' ? (
                <Space wrap>
                  <Popconfirm
                    title={t('agentRequests.confirmApprove', { name: request.userName })}
                    okText={t('agentRequests.approve')}
                    cancelText={t('agentRequests.cancel')}
                    onConfirm={() => act(request, 'approved')}
                  >
                    <Button type="primary" size="small" disabled={decide.isPending}>
                      {t('agentRequests.approve')}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={t('agentRequests.confirmRefuse', { name: request.userName })}
                    okText={t('agentRequests.refuse')}
                    cancelText={t('agentRequests.cancel')}
                    onConfirm={() => act(request, 'refused')}
                  >
                    <Button danger size="small" disabled={decide.isPending}>
                      {t('agentRequests.refuse')}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

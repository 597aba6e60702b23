import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  PAGE_SIZE,
  phoneHref,
  type Inquiry,
  type RequestStatus,
  type ServiceRequest,
} from '@estate/contracts';
import { formatDateTime, formatNumber, useLang } from '@estate/platform';
import { Button, Empty, EyeOutlined, LoadError, Ltr } from '@estate/platform/ui';
import { Tag, Tooltip } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useStaffRequests } from '../api/get-staff-requests.js';
import { lastPageOf, propertyTitleOf, type AnyRequest, type RequestKind } from '../utils/request-kinds.js';
import { RequestDetailsDrawer } from './RequestDetailsDrawer.js';
import { RequestStatusSelect, RequestStatusTag } from './RequestStatus.js';

const subjectColumn: Record<RequestKind, string> = {
  inquiries: 'property',
  contactMessages: 'subject',
  serviceRequests: 'title',
};

/** One list of requests, paginated and filtered by status on the server, with a details drawer. */
export function RequestsTable({
  kind,
  status,
  page,
  onPage,
}: {
  kind: RequestKind;
  status?: RequestStatus;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const list = useStaffRequests(kind, { status, page, limit: PAGE_SIZE });
  // The opened request as last seen: it stays open when a status change moves it out of a filtered list.
  const [opened, setOpened] = useState<AnyRequest | null>(null);
  const rows: AnyRequest[] = list.data?.items ?? [];
  const open = opened ? (rows.find((row) => row.id === opened.id) ?? opened) : null;
  const total = list.data?.total ?? 0;

  // A page left empty (its last rows moved to another status) gives way to the last page that has rows.
  const emptyPage = !!list.data && !list.isPlaceholderData && rows.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (emptyPage) onPage(lastPageOf(total, PAGE_SIZE));
  }, [emptyPage, total, onPage]);

  const subject = (row: AnyRequest) => {
    if (kind === 'inquiries') {
      const inquiry = row as Inquiry;
      const title = propertyTitleOf(inquiry, lang);
      return inquiry.propertyId ? (
        <Link to={`/property/${encodeURIComponent(inquiry.propertyId)}`} className="requests-strong">
          {title ?? t('requests.propertyUntitled')}
        </Link>
      ) : (
        <bdi className="requests-strong">{title ?? t('requests.propertyRemoved')}</bdi>
      );
    }
    if (kind === 'serviceRequests') {
      const service = row as ServiceRequest;
      return (
        <span className="requests-subject">
          <bdi className="requests-strong">{service.title}</bdi>
          {service.type ? <Tag>{t(`requests.serviceTypes.${service.type}`)}</Tag> : null}
        </span>
      );
    }
    return <bdi className="requests-strong">{'subject' in row ? row.subject : ''}</bdi>;
  };
  const preview = (row: AnyRequest) => ('message' in row ? row.message : 'description' in row ? row.description : '');

  const emptyText = status ? t('requests.emptyFiltered') : t(`requests.empty.${kind}`);

  return (
    <div data-testid={`requests-table-${kind}`}>
      {list.isError ? <LoadError message={t('requests.loadError')} onRetry={() => void list.refetch()} /> : null}
      <Table<AnyRequest>
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        scroll={{ x: 980 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count) => t('requests.total', { n: formatNumber(count, lang) }),
          onChange: onPage,
        }}
        columns={[
          {
            key: 'date',
            title: t('requests.columns.date'),
            dataIndex: 'createdAt',
            width: 170,
            render: (value: string) => <span className="requests-nowrap">{formatDateTime(value, lang)}</span>,
          },
          {
            key: 'name',
            title: t('requests.columns.name'),
            dataIndex: 'name',
            width: 160,
            render: (name: string) => <bdi className="requests-strong">{name}</bdi>,
          },
          {
            key: 'contact',
            title: t('requests.columns.contact'),
            width: 220,
            render: (_value, row) => (
              <div className="requests-contact">
                <a href={`mailto:${row.email}`}>
                  <Ltr>{row.email}</Ltr>
                </a>
                {row.phone ? (
                  <a href={phoneHref(row.phone)} className="requests-muted">
                    <Ltr>{formatPhone(row.phone, lang)}</Ltr>
                  </a>
                ) : null}
              </div>
            ),
          },
          {
            key: 'subject',
            title: t(`requests.columns.${subjectColumn[kind]}`),
            render: (_value, row) => (
              <div className="requests-subject-cell">
                {subject(row)}
                <span className="requests-muted requests-preview" dir="auto">
                  {preview(row)}
                </span>
              </div>
            ),
          },
          {
            key: 'status',
            title: t('requests.columns.status'),
            dataIndex: 'status',
            width: 120,
            render: (value: RequestStatus) => <RequestStatusTag status={value} />,
          },
          {
            key: 'actions',
            title: t('requests.columns.actions'),
            width: 190,
            render: (_value, row) => (
              <div className="requests-actions">
                <Tooltip title={t('requests.view')}>
                  <Button
                    type="text"
                    icon={<EyeOutlined />}
                    aria-label={t('requests.view')}
                    onClick={() => setOpened(row)}
                    data-testid="request-view"
                  />
                </Tooltip>
                <RequestStatusSelect kind={kind} request={row} />
              </div>
            ),
          },
        ]}
      />
      {open ? (
        <RequestDetailsDrawer
          kind={kind}
          request={open}
          onClose={() => setOpened(null)}
          onStatusChanged={(next) => setOpened((current) => current && { ...current, status: next })}
        />
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ESTATE_PAGE_SIZE,
  formatPhone,
  localizedText,
  PAYMENT_STATUSES,
  SAUDI_CITIES,
  TENANT_STATUSES,
  type EstateTenant,
  type PaymentStatus,
  type TenantListQuery,
  type TenantSort,
  type TenantStatus,
} from '@estate/contracts';
import { formatCurrency, formatDate, formatNumber, useLang } from '@estate/platform';
import {
  Button,
  ButtonLink,
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  Ltr,
  PlusOutlined,
  useToast,
} from '@estate/platform/ui';
import { Avatar, Select, Tooltip, UploadOutlined } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { PaymentStatusBadge, TenantStatusBadge } from '../../../components/badges.js';
import { ImportDialog } from '../../../components/ImportDialog.js';
import { LinkedAccountCell } from '../../../components/LinkedAccount.js';
import { LoadError } from '../../../components/LoadError.js';
import { useServerTable } from '../../../components/server-table.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { SearchBox } from '../../../components/SearchBox.js';
import { SummaryCards } from '../../../components/SummaryCards.js';
import { useConfirmDelete } from '../../../components/use-confirm-delete.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { useListView } from '../../../hooks/use-list-view.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { initialsOf } from '../../../utils/initials.js';
import { serverSort } from '../../../utils/table-sort.js';
import { useDeleteTenant } from '../api/delete-tenant.js';
import { useTenants } from '../api/get-tenants.js';
import { useTenantSummary } from '../api/get-tenant-summary.js';
import { TenantFormModal } from './TenantFormModal.js';
import { FilterSelect } from '../../../components/FilterSelect.js';

const FILTERS = ['city', 'status', 'paymentStatus'] as const;

type Dialog = { kind: 'add' } | { kind: 'edit'; tenant: EstateTenant } | { kind: 'import' } | null;

/**
 * /estate/tenants: figures (late payments, total rent of active tenants), search (name, email, phone, unit number),
 * city, contract status and payment status filters, and a page of tenants with their contract and balance.
 */
export function TenantsPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const access = useEstateAccess();
  const confirmDelete = useConfirmDelete();
  const refusalText = useRefusalText();
  const { view, show } = useListView(FILTERS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const filters: TenantListQuery = {
    ...(view.q ? { q: view.q } : {}),
    ...(view.filters.city ? { city: view.filters.city } : {}),
    ...(view.filters.status ? { status: view.filters.status as TenantStatus } : {}),
    ...(view.filters.paymentStatus ? { paymentStatus: view.filters.paymentStatus as PaymentStatus } : {}),
  };
  const list = useTenants({
    ...filters,
    page: view.page,
    limit: ESTATE_PAGE_SIZE,
    ...(view.sort ? { sort: view.sort as TenantSort, order: view.order ?? 'asc' } : {}),
  });
  const summary = useTenantSummary(filters);
  const remove = useDeleteTenant();
  const n = (value: number) => formatNumber(value, lang);
  const filtered = !!(view.q || view.filters.city || view.filters.status || view.filters.paymentStatus);
  const table = useServerTable(list, view.page, show, filtered);
  const name = (tenant: EstateTenant) => localizedText(tenant.name, tenant.nameEn, lang).text;

  const askDelete = (tenant: EstateTenant) =>
    confirmDelete({
      question: t('tenants.confirmDelete'),
      detail: name(tenant),
      onConfirm: () =>
        remove
          .mutateAsync(tenant.id)
          .then(() => toast.success(t('tenants.toast.deleted'), name(tenant)))
          .catch((error: unknown) => toast.error(t('toast.error'), refusalText(error, t('toast.deleteFailed')))),
    });

  return (
    <div className="page estate-page" data-testid="tenants-page">
      <PageHeader
        title={t('tenants.title')}
        subtitle={t('tenants.subtitle')}
        actions={
          access.editPeople ? (
            <>
              <Button
                icon={<UploadOutlined />}
                onClick={() => setDialog({ kind: 'import' })}
                data-testid="tenants-import"
              >
                {t('actions.import')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ kind: 'add' })}
                data-testid="add-tenant"
              >
                {t('tenants.add')}
              </Button>
            </>
          ) : null
        }
      />
      <SummaryCards
        loading={summary.isPending}
        cards={[
          { key: 'tenants', label: t('tenants.summary.total'), value: n(summary.data?.totalTenants ?? 0) },
          { key: 'active', label: t('tenants.summary.active'), value: n(summary.data?.activeTenants ?? 0) },
          {
            key: 'late',
            label: t('tenants.summary.late'),
            value: n(summary.data?.latePayments ?? 0),
            tone: summary.data?.latePayments ? 'warning' : undefined,
          },
          { key: 'rent', label: t('tenants.summary.rent'), value: formatCurrency(summary.data?.totalRent ?? 0, lang) },
        ]}
      />
      <div className="estate-toolbar" role="search">
        <SearchBox
          value={view.q}
          onSearch={(q) => show({ q })}
          placeholder={t('tenants.searchPlaceholder')}
          label={t('actions.search')}
          testId="tenants-search"
        />
        <Select<string>
          aria-label={t('filters.city')}
          value={view.filters.city ?? 'all'}
          onChange={(city) => show({ filters: { city } })}
          options={[
            { value: 'all', label: t('filters.allCities') },
            ...SAUDI_CITIES.map((city) => ({ value: city.key, label: city[lang] })),
          ]}
          className="estate-filter"
        />
        <FilterSelect
          label={t('tenants.contractStatus')}
          value={view.filters.status}
          onChange={(status) => show({ filters: { status } })}
          allLabel={t('filters.allStatuses')}
          values={TENANT_STATUSES}
          labelOf={(status) => t(`enums.tenantStatus.${status}`)}
        />
        <FilterSelect
          label={t('filters.paymentStatus')}
          value={view.filters.paymentStatus}
          onChange={(paymentStatus) => show({ filters: { paymentStatus } })}
          allLabel={t('filters.allPaymentStatuses')}
          values={PAYMENT_STATUSES}
          labelOf={(status) => t(`enums.paymentStatus.${status}`)}
        />
      </div>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <Table<EstateTenant>
        rowKey="id"
        scroll={{ x: 1400 }}
        data-testid="tenants-table"
        {...table}
        columns={[
          {
            ...serverSort('name', view),
            title: t('tenants.columns.tenant'),
            render: (_v, tenant) => (
              <div className="estate-person">
                <Avatar className="estate-avatar">{initialsOf(name(tenant))}</Avatar>
                <div className="estate-cell">
                  <bdi className="estate-strong">{name(tenant)}</bdi>
                  <Ltr className="estate-muted">{tenant.nationalId}</Ltr>
                </div>
              </div>
            ),
          },
          {
            key: 'contact',
            title: t('tenants.columns.contact'),
            render: (_v, tenant) => (
              <div className="estate-cell">
                {tenant.email ? <Ltr>{tenant.email}</Ltr> : null}
                <Ltr className="estate-muted">{formatPhone(tenant.phone, lang)}</Ltr>
              </div>
            ),
          },
          {
            key: 'unit',
            title: t('tenants.columns.propertyUnit'),
            render: (_v, tenant) =>
              tenant.contract ? (
                <div className="estate-cell">
                  <bdi>{localizedText(tenant.contract.propertyTitle, tenant.contract.propertyTitleEn, lang).text}</bdi>
                  <span className="estate-muted">{t('tenants.unit', { number: tenant.contract.unitNumber })}</span>
                </div>
              ) : (
                '—'
              ),
          },
          {
            ...serverSort('rentAmount', view),
            title: t('tenants.columns.rent'),
            width: 160,
            render: (_v, tenant) => (
              <div className="estate-cell">
                <span className="estate-nowrap">{formatCurrency(tenant.rentAmount, lang)}</span>
                {tenant.outstandingBalance > 0 ? (
                  <span className="estate-outstanding estate-nowrap" data-testid="tenant-outstanding">
                    {t('tenants.outstanding', { amount: formatCurrency(tenant.outstandingBalance, lang) })}
                  </span>
                ) : null}
              </div>
            ),
          },
          {
            key: 'period',
            title: t('tenants.columns.period'),
            width: 170,
            render: (_v, tenant) =>
              tenant.contract ? (
                <div className="estate-cell">
                  <span>{formatDate(tenant.contract.startDate, lang, 'short')}</span>
                  <span className="estate-muted">{formatDate(tenant.contract.endDate, lang, 'short')}</span>
                </div>
              ) : (
                '—'
              ),
          },
          {
            ...serverSort('nextPaymentDue', view),
            title: t('tenants.columns.nextPayment'),
            width: 170,
            render: (_v, tenant) => (
              <div className="estate-cell">
                <span className="estate-nowrap">
                  <ClockCircleOutlined aria-hidden className={`payment-icon payment-${tenant.paymentStatus}`} />{' '}
                  {tenant.nextPaymentDue ? formatDate(tenant.nextPaymentDue, lang, 'short') : '—'}
                </span>
                <PaymentStatusBadge status={tenant.paymentStatus} />
              </div>
            ),
          },
          {
            key: 'status',
            title: t('tenants.columns.status'),
            width: 110,
            render: (_v, tenant) => <TenantStatusBadge status={tenant.status} />,
          },
          {
            key: 'account',
            title: t('people.fields.account'),
            width: 200,
            render: (_v, tenant) => <LinkedAccountCell account={tenant.account} />,
          },
          {
            key: 'actions',
            title: t('actions.label'),
            width: 130,
            render: (_v, tenant) => (
              <div className="estate-actions">
                {tenant.contract ? (
                  <Tooltip title={t('tenants.viewContract')}>
                    <ButtonLink
                      type="text"
                      to={`/estate/contracts/${tenant.contract.id}`}
                      aria-label={t('tenants.viewContract')}
                    >
                      <Ltr>{tenant.contract.contractNumber}</Ltr>
                    </ButtonLink>
                  </Tooltip>
                ) : null}
                {access.editPeople ? (
                  <>
                    <Tooltip title={t('actions.edit')}>
                      <Button
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={t('actions.edit')}
                        onClick={() => setDialog({ kind: 'edit', tenant })}
                        data-testid="tenant-edit"
                      />
                    </Tooltip>
                    <Tooltip title={t('actions.delete')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('actions.delete')}
                        onClick={() => askDelete(tenant)}
                        data-testid="tenant-delete"
                      />
                    </Tooltip>
                  </>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {dialog?.kind === 'add' ? <TenantFormModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <TenantFormModal key={dialog.tenant.id} tenant={dialog.tenant} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportDialog entity="tenants" title={t('tenants.importTitle')} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

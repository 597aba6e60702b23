import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cityName,
  ESTATE_PAGE_SIZE,
  formatPhone,
  localizedText,
  OWNER_STATUSES,
  SAUDI_CITIES,
  type EstateOwner,
  type OwnerListQuery,
  type OwnerSort,
  type OwnerStatus,
} from '@estate/contracts';
import { formatCurrency, formatDate, formatNumber, formatPercent, useLang } from '@estate/platform';
import { Button, DeleteOutlined, EditOutlined, Ltr, PlusOutlined, useToast } from '@estate/platform/ui';
import { Avatar, Select, Tooltip, UploadOutlined } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { OwnerStatusBadge } from '../../../components/badges.js';
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
import { useDeleteOwner } from '../api/delete-owner.js';
import { useOwners } from '../api/get-owners.js';
import { useOwnerSummary } from '../api/get-owner-summary.js';
import { OwnerFormModal } from './OwnerFormModal.js';
import { FilterSelect } from '../../../components/FilterSelect.js';

const FILTERS = ['city', 'status'] as const;

type Dialog = { kind: 'add' } | { kind: 'edit'; owner: EstateOwner } | { kind: 'import' } | null;

/** /estate/owners: figures, search (name, email, phone, ID), city and status filters, and a page of owners. */
export function OwnersPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const access = useEstateAccess();
  const confirmDelete = useConfirmDelete();
  const refusalText = useRefusalText();
  const { view, show } = useListView(FILTERS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const filters: OwnerListQuery = {
    ...(view.q ? { q: view.q } : {}),
    ...(view.filters.city ? { city: view.filters.city } : {}),
    ...(view.filters.status ? { status: view.filters.status as OwnerStatus } : {}),
  };
  const list = useOwners({
    ...filters,
    page: view.page,
    limit: ESTATE_PAGE_SIZE,
    ...(view.sort ? { sort: view.sort as OwnerSort, order: view.order ?? 'asc' } : {}),
  });
  const summary = useOwnerSummary(filters);
  const remove = useDeleteOwner();
  const n = (value: number) => formatNumber(value, lang);
  const filtered = !!(view.q || view.filters.city || view.filters.status);
  const table = useServerTable(list, view.page, show, filtered);
  const name = (owner: EstateOwner) => localizedText(owner.name, owner.nameEn, lang).text;

  const askDelete = (owner: EstateOwner) =>
    confirmDelete({
      question: t('owners.confirmDelete'),
      detail: name(owner),
      onConfirm: () =>
        remove
          .mutateAsync(owner.id)
          .then(() => toast.success(t('owners.toast.deleted'), name(owner)))
          .catch((error: unknown) => toast.error(t('toast.error'), refusalText(error, t('toast.deleteFailed')))),
    });

  return (
    <div className="page estate-page" data-testid="owners-page">
      <PageHeader
        title={t('owners.title')}
        subtitle={t('owners.subtitle')}
        actions={
          access.editPeople ? (
            <>
              <Button
                icon={<UploadOutlined />}
                onClick={() => setDialog({ kind: 'import' })}
                data-testid="owners-import"
              >
                {t('actions.import')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ kind: 'add' })}
                data-testid="add-owner"
              >
                {t('owners.add')}
              </Button>
            </>
          ) : null
        }
      />
      <SummaryCards
        loading={summary.isPending}
        cards={[
          { key: 'owners', label: t('owners.summary.total'), value: n(summary.data?.totalOwners ?? 0) },
          { key: 'active', label: t('owners.summary.active'), value: n(summary.data?.activeOwners ?? 0) },
          {
            key: 'income',
            label: t('owners.summary.income'),
            value: formatCurrency(summary.data?.totalMonthlyIncome ?? 0, lang),
          },
          { key: 'properties', label: t('owners.summary.properties'), value: n(summary.data?.totalProperties ?? 0) },
        ]}
      />
      <div className="estate-toolbar" role="search">
        <SearchBox
          value={view.q}
          onSearch={(q) => show({ q })}
          placeholder={t('owners.searchPlaceholder')}
          label={t('actions.search')}
          testId="owners-search"
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
          label={t('filters.status')}
          value={view.filters.status}
          onChange={(status) => show({ filters: { status } })}
          allLabel={t('filters.allStatuses')}
          values={OWNER_STATUSES}
          labelOf={(status) => t(`enums.ownerStatus.${status}`)}
        />
      </div>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <Table<EstateOwner>
        rowKey="id"
        scroll={{ x: 1300 }}
        data-testid="owners-table"
        {...table}
        columns={[
          {
            ...serverSort('name', view),
            title: t('owners.columns.owner'),
            render: (_v, owner) => (
              <div className="estate-person">
                <Avatar className="estate-avatar">{initialsOf(name(owner))}</Avatar>
                <div className="estate-cell">
                  <bdi className="estate-strong">{name(owner)}</bdi>
                  <Ltr className="estate-muted">{owner.nationalId}</Ltr>
                </div>
              </div>
            ),
          },
          {
            key: 'contact',
            title: t('owners.columns.contact'),
            render: (_v, owner) => (
              <div className="estate-cell">
                {owner.email ? <Ltr>{owner.email}</Ltr> : null}
                <Ltr className="estate-muted">{formatPhone(owner.phone, lang)}</Ltr>
              </div>
            ),
          },
          {
            ...serverSort('propertiesCount', view),
            title: t('owners.columns.properties'),
            width: 100,
            render: (_v, owner) => n(owner.propertiesCount),
          },
          {
            key: 'units',
            title: t('owners.columns.units'),
            width: 130,
            render: (_v, owner) => (
              <div className="estate-cell">
                <span>
                  {n(owner.occupiedUnits)} / {n(owner.totalUnits)}
                </span>
                <span className="estate-muted">{formatPercent(owner.occupancyRate / 100, lang)}</span>
              </div>
            ),
          },
          {
            ...serverSort('monthlyIncome', view),
            title: t('owners.columns.monthlyIncome'),
            width: 150,
            render: (_v, owner) => <span className="estate-nowrap">{formatCurrency(owner.monthlyIncome, lang)}</span>,
          },
          {
            ...serverSort('joinDate', view),
            title: t('owners.columns.joinDate'),
            width: 130,
            render: (_v, owner) => formatDate(owner.joinDate, lang, 'short'),
          },
          {
            ...serverSort('status', view),
            title: t('owners.columns.status'),
            width: 110,
            render: (_v, owner) => <OwnerStatusBadge status={owner.status} />,
          },
          {
            key: 'city',
            title: t('filters.city'),
            width: 110,
            render: (_v, owner) => (owner.city ? cityName(owner.city, lang) : '—'),
          },
          {
            key: 'account',
            title: t('people.fields.account'),
            width: 200,
            render: (_v, owner) => <LinkedAccountCell account={owner.account} />,
          },
          ...(access.editPeople
            ? [
                {
                  key: 'actions',
                  title: t('actions.label'),
                  width: 100,
                  render: (_v: unknown, owner: EstateOwner) => (
                    <div className="estate-actions">
                      <Tooltip title={t('actions.edit')}>
                        <Button
                          type="text"
                          icon={<EditOutlined />}
                          aria-label={t('actions.edit')}
                          onClick={() => setDialog({ kind: 'edit', owner })}
                          data-testid="owner-edit"
                        />
                      </Tooltip>
                      <Tooltip title={t('actions.delete')}>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('actions.delete')}
                          onClick={() => askDelete(owner)}
                          data-testid="owner-delete"
                        />
                      </Tooltip>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      {dialog?.kind === 'add' ? <OwnerFormModal onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <OwnerFormModal key={dialog.owner.id} owner={dialog.owner} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportDialog entity="owners" title={t('owners.importTitle')} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

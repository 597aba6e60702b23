import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ESTATE_PAGE_SIZE,
  localizedText,
  UNIT_STATUSES,
  UNIT_TYPES,
  type EstateUnit,
  type UnitListQuery,
  type UnitSort,
  type UnitStatus,
  type UnitType,
} from '@estate/contracts';
import { formatArea, formatCurrency, formatDate, formatNumber, useLang } from '@estate/platform';
import {
  Button,
  ButtonLink,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  useToast,
} from '@estate/platform/ui';
import { Tooltip, UploadOutlined } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { UnitStatusBadge } from '../../../components/badges.js';
import { ImportDialog } from '../../../components/ImportDialog.js';
import { LoadError } from '../../../components/LoadError.js';
import { useServerTable } from '../../../components/server-table.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { SearchBox } from '../../../components/SearchBox.js';
import { useConfirmDelete } from '../../../components/use-confirm-delete.js';
import { propertyOptionsQueryOptions } from '../../../api/get-property-options.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { useListView } from '../../../hooks/use-list-view.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { serverSort } from '../../../utils/table-sort.js';
import { useDeleteUnit } from '../api/delete-unit.js';
import { useUnits } from '../api/get-units.js';
import { FilterSelect } from '../../../components/FilterSelect.js';

const FILTERS = ['status', 'unitType', 'propertyId'] as const;

/** The units tab: every unit a page at a time from the server (fast at tens of thousands), with its tenant. */
export function UnitsTab() {
  const { t } = useTranslation('estate');
  const { view, show } = useListView(FILTERS);
  const query: UnitListQuery = {
    ...(view.q ? { q: view.q } : {}),
    ...(view.filters.status ? { status: view.filters.status as UnitStatus } : {}),
    ...(view.filters.unitType ? { unitType: view.filters.unitType as UnitType } : {}),
    ...(view.filters.propertyId ? { propertyId: view.filters.propertyId } : {}),
    page: view.page,
    limit: ESTATE_PAGE_SIZE,
    ...(view.sort ? { sort: view.sort as UnitSort, order: view.order ?? 'asc' } : {}),
  };
  const access = useEstateAccess();
  const [importing, setImporting] = useState(false);
  return (
    <div data-testid="units-tab">
      <div className="estate-toolbar" role="search">
        <SearchBox
          value={view.q}
          onSearch={(q) => show({ q })}
          placeholder={t('units.searchPlaceholder')}
          label={t('actions.search')}
          testId="units-search"
        />
        <OptionSelect
          value={view.filters.propertyId}
          onChange={(propertyId) => show({ filters: { propertyId } })}
          optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
          placeholder={t('filters.allProperties')}
          allowClear
          className="estate-filter"
          testId="units-property"
        />
        <FilterSelect
          label={t('filters.status')}
          value={view.filters.status}
          onChange={(status) => show({ filters: { status } })}
          allLabel={t('filters.allStatuses')}
          values={UNIT_STATUSES}
          labelOf={(status) => t(`enums.unitStatus.${status}`)}
          testId="units-status"
        />
        <FilterSelect
          label={t('filters.type')}
          value={view.filters.unitType}
          onChange={(unitType) => show({ filters: { unitType } })}
          allLabel={t('filters.allTypes')}
          values={UNIT_TYPES}
          labelOf={(type) => t(`enums.unitType.${type}`)}
        />
        {access.editUnits ? (
          <div className="estate-page-actions">
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="units-import">
              {t('actions.import')}
            </Button>
            <ButtonLink type="primary" icon={<PlusOutlined />} to="/estate/units/add" data-testid="add-unit">
              {t('units.add')}
            </ButtonLink>
          </div>
        ) : null}
      </div>
      <UnitsTable query={query} view={view} onChange={show} />
      {importing ? (
        <ImportDialog entity="units" title={t('units.importTitle')} onClose={() => setImporting(false)} />
      ) : null}
    </div>
  );
}

/** A page of units (also a property's units on its page). */
export function UnitsTable({
  query,
  view,
  onChange,
  showProperty = true,
}: {
  query: UnitListQuery;
  view: { page: number; sort?: string; order?: 'asc' | 'desc'; q?: string };
  onChange: (change: { page?: number; sort?: string; order?: 'asc' | 'desc' }) => void;
  showProperty?: boolean;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const access = useEstateAccess();
  const confirmDelete = useConfirmDelete();
  const refusalText = useRefusalText();
  const list = useUnits(query);
  const remove = useDeleteUnit();
  const n = (value: number) => formatNumber(value, lang);
  const filtered = !!(query.q || query.status || query.unitType || (showProperty && query.propertyId));
  const propertyTitle = (unit: EstateUnit) => localizedText(unit.propertyTitle, unit.propertyTitleEn, lang).text;

  const askDelete = (unit: EstateUnit) =>
    confirmDelete({
      question: t('units.confirmDelete'),
      detail: `${unit.unitNumber} · ${propertyTitle(unit)}`,
      onConfirm: () =>
        remove
          .mutateAsync(unit.id)
          .then(() => toast.success(t('units.toast.deleted'), unit.unitNumber))
          .catch((error: unknown) => toast.error(t('toast.error'), refusalText(error, t('toast.deleteFailed')))),
    });

  const table = useServerTable(list, view.page, onChange, filtered, query.limit ?? ESTATE_PAGE_SIZE);

  return (
    <>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <Table<EstateUnit>
        rowKey="id"
        scroll={{ x: 1100 }}
        data-testid="units-table"
        {...table}
        columns={[
          {
            ...serverSort('unitNumber', view),
            title: t('units.columns.unitNumber'),
            render: (_v, unit) => (
              <div className="estate-cell">
                <ButtonLink type="link" className="estate-strong" to={`/estate/units/${unit.id}`}>
                  <bdi>{unit.unitNumber}</bdi>
                </ButtonLink>
                {showProperty ? <bdi className="estate-muted">{propertyTitle(unit)}</bdi> : null}
              </div>
            ),
          },
          {
            ...serverSort('unitType', view),
            title: t('units.columns.type'),
            width: 110,
            render: (_v, unit) => t(`enums.unitType.${unit.unitType}`),
          },
          {
            ...serverSort('floor', view),
            title: t('units.columns.floor'),
            width: 80,
            render: (_v, unit) => (unit.floor === null ? '—' : n(unit.floor)),
          },
          {
            ...serverSort('area', view),
            title: t('units.columns.area'),
            width: 110,
            render: (_v, unit) => (unit.area === null ? '—' : formatArea(unit.area, lang)),
          },
          {
            key: 'rooms',
            title: t('units.columns.rooms'),
            width: 120,
            render: (_v, unit) =>
              `${unit.bedrooms === null ? '—' : n(unit.bedrooms)} / ${unit.bathrooms === null ? '—' : n(unit.bathrooms)}`,
          },
          {
            ...serverSort('rentPrice', view),
            title: t('units.columns.rent'),
            width: 150,
            render: (_v, unit) => (
              <span className="estate-nowrap">
                {formatCurrency(unit.rentPrice, lang)}
                {t('perMonth')}
              </span>
            ),
          },
          {
            key: 'status',
            title: t('units.columns.status'),
            width: 120,
            render: (_v, unit) => <UnitStatusBadge status={unit.status} />,
          },
          {
            key: 'tenant',
            title: t('units.columns.tenant'),
            render: (_v, unit) =>
              unit.contract ? (
                <div className="estate-cell">
                  <bdi>{localizedText(unit.contract.tenantName, unit.contract.tenantNameEn, lang).text}</bdi>
                  <span className="estate-muted">
                    {t('units.contractEnds', { date: formatDate(unit.contract.endDate, lang, 'short') })}
                  </span>
                </div>
              ) : (
                '—'
              ),
          },
          {
            key: 'actions',
            title: t('actions.label'),
            width: 140,
            render: (_v, unit) => (
              <div className="estate-actions">
                <Tooltip title={t('actions.view')}>
                  <ButtonLink
                    type="text"
                    icon={<EyeOutlined />}
                    to={`/estate/units/${unit.id}`}
                    aria-label={t('actions.view')}
                  />
                </Tooltip>
                {access.editUnits ? (
                  <>
                    <Tooltip title={t('actions.edit')}>
                      <ButtonLink
                        type="text"
                        icon={<EditOutlined />}
                        to={`/estate/units/${unit.id}/edit`}
                        aria-label={t('actions.edit')}
                      />
                    </Tooltip>
                    <Tooltip title={t('actions.delete')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('actions.delete')}
                        onClick={() => askDelete(unit)}
                        data-testid="unit-delete"
                      />
                    </Tooltip>
                  </>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cityName,
  districtName,
  ESTATE_API,
  ESTATE_EXPORT_FILES,
  ESTATE_PAGE_SIZE,
  ESTATE_PROPERTY_STATUSES,
  localizedText,
  SAUDI_CITIES,
  type EstateProperty,
  type EstatePropertyListQuery,
  type EstatePropertySort,
  type EstatePropertyStatus,
} from '@estate/contracts';
import { formatCurrency, formatNumber, formatPercent, useLang } from '@estate/platform';
import {
  Button,
  ButtonLink,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  useToast,
} from '@estate/platform/ui';
import { Select, Tooltip, UploadOutlined } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { PropertyStatusBadge } from '../../../components/badges.js';
import { ExportButtons } from '../../../components/ExportButtons.js';
import { ImportDialog } from '../../../components/ImportDialog.js';
import { LoadError } from '../../../components/LoadError.js';
import { useServerTable } from '../../../components/server-table.js';
import { SearchBox } from '../../../components/SearchBox.js';
import { SummaryCards } from '../../../components/SummaryCards.js';
import { useConfirmDelete } from '../../../components/use-confirm-delete.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { useListView } from '../../../hooks/use-list-view.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { serverSort } from '../../../utils/table-sort.js';
import { useDeleteProperty } from '../api/delete-property.js';
import { useProperties } from '../api/get-properties.js';
import { usePropertySummary } from '../api/get-property-summary.js';
import { FilterSelect } from '../../../components/FilterSelect.js';

const FILTERS = ['city', 'status'] as const;

/** The properties tab: figures, search by title, city and status filters, import, export and a page of rows. */
export function PropertiesTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const access = useEstateAccess();
  const confirmDelete = useConfirmDelete();
  const refusalText = useRefusalText();
  const { view, show } = useListView(FILTERS);
  const [importing, setImporting] = useState(false);
  const filters: EstatePropertyListQuery = {
    ...(view.q ? { q: view.q } : {}),
    ...(view.filters.city ? { city: view.filters.city } : {}),
    ...(view.filters.status ? { status: view.filters.status as EstatePropertyStatus } : {}),
  };
  const query: EstatePropertyListQuery = {
    ...filters,
    page: view.page,
    limit: ESTATE_PAGE_SIZE,
    ...(view.sort ? { sort: view.sort as EstatePropertySort, order: view.order ?? 'asc' } : {}),
  };
  const list = useProperties(query);
  const summary = usePropertySummary(filters);
  const remove = useDeleteProperty();
  const n = (value: number) => formatNumber(value, lang);
  const filtered = !!(view.q || view.filters.city || view.filters.status);
  const table = useServerTable(list, view.page, show, filtered);

  const askDelete = (property: EstateProperty) =>
    confirmDelete({
      question: t('properties.confirmDelete'),
      detail: property.title,
      onConfirm: () =>
        remove
          .mutateAsync(property.id)
          .then(() => toast.success(t('properties.toast.deleted'), property.title))
          .catch((error: unknown) => toast.error(t('toast.error'), refusalText(error, t('toast.deleteFailed')))),
    });

  return (
    <div data-testid="properties-tab">
      <SummaryCards
        loading={summary.isPending}
        cards={[
          { key: 'properties', label: t('properties.summary.total'), value: n(summary.data?.totalProperties ?? 0) },
          { key: 'units', label: t('properties.summary.units'), value: n(summary.data?.totalUnits ?? 0) },
          {
            key: 'occupancy',
            label: t('properties.summary.occupancy'),
            value: formatPercent((summary.data?.occupancyRate ?? 0) / 100, lang),
          },
          {
            key: 'income',
            label: t('properties.summary.income'),
            value: formatCurrency(summary.data?.monthlyIncome ?? 0, lang),
          },
        ]}
      />
      <div className="estate-toolbar" role="search">
        <SearchBox
          value={view.q}
          onSearch={(q) => show({ q })}
          placeholder={t('properties.searchPlaceholder')}
          label={t('actions.search')}
          testId="properties-search"
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
          data-testid="properties-city"
        />
        <FilterSelect
          label={t('filters.status')}
          value={view.filters.status}
          onChange={(status) => show({ filters: { status } })}
          allLabel={t('filters.allStatuses')}
          values={ESTATE_PROPERTY_STATUSES}
          labelOf={(status) => t(`enums.propertyStatus.${status}`)}
          testId="properties-status"
        />
        <div className="estate-page-actions">
          {access.editProperties ? (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="properties-import">
              {t('actions.import')}
            </Button>
          ) : null}
          <ExportButtons
            path={ESTATE_API.properties}
            query={{ ...filters }}
            fileName={ESTATE_EXPORT_FILES.properties}
          />
          {access.editProperties ? (
            <ButtonLink type="primary" icon={<PlusOutlined />} to="/estate/properties/add" data-testid="add-property">
              {t('properties.add')}
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <Table<EstateProperty>
        rowKey="id"
        scroll={{ x: 980 }}
        data-testid="properties-table"
        {...table}
        columns={[
          {
            ...serverSort('title', view),
            title: t('properties.columns.name'),
            render: (_v, property) => (
              <div className="estate-cell">
                <ButtonLink type="link" className="estate-strong" to={`/estate/properties/${property.id}`}>
                  <bdi>{localizedText(property.title, property.titleEn, lang).text}</bdi>
                </ButtonLink>
                <span className="estate-muted">
                  {t(`enums.propertyType.${property.type}`)} · {t(`enums.propertyCategory.${property.category}`)}
                </span>
              </div>
            ),
          },
          {
            ...serverSort('city', view),
            title: t('properties.columns.location'),
            render: (_v, property) => (
              <div className="estate-cell">
                <span>{cityName(property.city, lang)}</span>
                <bdi className="estate-muted" data-testid="property-district">
                  {districtName(property, lang)}
                </bdi>
              </div>
            ),
          },
          {
            ...serverSort('totalUnits', view),
            title: t('properties.columns.totalUnits'),
            width: 110,
            render: (_v, property) => n(property.totalUnits),
          },
          {
            ...serverSort('occupancyRate', view),
            title: t('properties.columns.occupiedVacant'),
            width: 150,
            render: (_v, property) => (
              <div className="estate-cell">
                <span>
                  {n(property.occupiedUnits)} / {n(property.vacantUnits)}
                </span>
                <span className="estate-muted">{formatPercent(property.occupancyRate / 100, lang)}</span>
              </div>
            ),
          },
          {
            ...serverSort('monthlyIncome', view),
            title: t('properties.columns.monthlyIncome'),
            width: 150,
            render: (_v, property) => (
              <span className="estate-nowrap">{formatCurrency(property.monthlyIncome, lang)}</span>
            ),
          },
          {
            ...serverSort('status', view),
            title: t('properties.columns.status'),
            width: 120,
            render: (_v, property) => <PropertyStatusBadge status={property.status} />,
          },
          {
            key: 'actions',
            title: t('actions.label'),
            width: 140,
            render: (_v, property) => (
              <div className="estate-actions">
                <Tooltip title={t('actions.view')}>
                  <ButtonLink
                    type="text"
                    icon={<EyeOutlined />}
                    to={`/estate/properties/${property.id}`}
                    aria-label={t('actions.view')}
                  />
                </Tooltip>
                {access.editProperties ? (
                  <>
                    <Tooltip title={t('actions.edit')}>
                      <ButtonLink
                        type="text"
                        icon={<EditOutlined />}
                        to={`/estate/properties/${property.id}/edit`}
                        aria-label={t('actions.edit')}
                        data-testid="property-edit"
                      />
                    </Tooltip>
                    <Tooltip title={t('actions.delete')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('actions.delete')}
                        onClick={() => askDelete(property)}
                        data-testid="property-delete"
                      />
                    </Tooltip>
                  </>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {importing ? (
        <ImportDialog entity="properties" title={t('properties.importTitle')} onClose={() => setImporting(false)} />
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UNIT_STATUSES, UNIT_TYPES, type EstateUnit, type UnitListQuery, type UnitSort } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { ListPage, PropertyFilter, ResponsiveTable, useListPage } from '../../../components/list-page/index.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { unitsQueryOptions } from '../api/get-units.js';
import { unitColumns, useUnitActions } from './unit-columns.js';

const FILTERS = ['status', 'unitType', 'propertyId'] as const;

/** The units tab: every unit a page at a time from the server (fast at tens of thousands), with its tenant. */
export function UnitsTab() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const navigate = useNavigate();
  const access = useEstateAccess();
  const page = useListPage(
    { filters: FILTERS, query: (view) => ({ ...(view.q ? { q: view.q } : {}), ...view.filters }) as UnitListQuery },
    (query) => unitsQueryOptions({ ...query, sort: query.sort as UnitSort | undefined }),
  );
  const actions = useUnitActions();
  const { view, show } = page;
  return (
    <ListPage
      name="units"
      page={page}
      inTab
      buttons={
        access.editUnits
          ? {
              import: { entity: 'units', title: t('units.importTitle'), testId: 'units-import' },
              add: { label: t('units.add'), testId: 'add-unit', onClick: () => void navigate('/estate/units/add') },
            }
          : undefined
      }
      filters={[
        {
          name: 'status',
          label: t('filters.status'),
          allLabel: t('filters.allStatuses'),
          values: UNIT_STATUSES,
          labelOf: (status) => t(`enums.unitStatus.${status}`),
          testId: 'units-status',
        },
        {
          name: 'unitType',
          label: t('filters.type'),
          allLabel: t('filters.allTypes'),
          values: UNIT_TYPES,
          labelOf: (type) => t(`enums.unitType.${type}`),
        },
      ]}
      moreFilters={<PropertyFilter view={view} show={show} testId="units-property" />}
    >
      <ResponsiveTable<EstateUnit>
        rowKey={(unit) => unit.id}
        testId="units-table"
        table={page.table}
        columns={unitColumns(t, lang, view)}
        actions={actions}
      />
    </ListPage>
  );
}

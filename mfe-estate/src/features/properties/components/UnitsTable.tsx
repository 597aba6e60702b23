import { useTranslation } from 'react-i18next';
import { ESTATE_PAGE_SIZE, type EstateUnit, type UnitListQuery } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { LoadError } from '@estate/platform/ui';
import { ResponsiveTable } from '../../../components/list-page/index.js';
import { useServerTable } from '../../../components/server-table.js';
import { useUnits } from '../api/get-units.js';
import { unitColumns, useUnitActions } from './unit-columns.js';

/** A property's units on its page, a page at a time from the server. */
export function UnitsTable({
  query,
  view,
  onChange,
}: {
  query: UnitListQuery;
  view: { page: number; sort?: string; order?: 'asc' | 'desc' };
  onChange: (change: { page?: number; sort?: string; order?: 'asc' | 'desc' }) => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const list = useUnits(query);
  const actions = useUnitActions();
  const table = useServerTable(list, view.page, onChange, false, query.limit ?? ESTATE_PAGE_SIZE);
  return (
    <>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <ResponsiveTable<EstateUnit>
        rowKey={(unit) => unit.id}
        testId="units-table"
        table={table}
        columns={unitColumns(t, lang, view, false)}
        actions={actions}
      />
    </>
  );
}

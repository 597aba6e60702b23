import { useTranslation } from 'react-i18next';
import type { ContractSort, SortOrder } from '@estate/contracts';
import { Select } from '@estate/platform/ui-extra';

/** The orders offered (server-side), the first being the list's default (the server's own when none is asked). */
const SORTS = [
  { key: 'newest', sort: 'createdAt', order: 'desc' },
  { key: 'endingFirst', sort: 'endDate', order: 'asc' },
  { key: 'endingLast', sort: 'endDate', order: 'desc' },
  { key: 'rentHigh', sort: 'rentAmount', order: 'desc' },
  { key: 'rentLow', sort: 'rentAmount', order: 'asc' },
  { key: 'number', sort: 'contractNumber', order: 'asc' },
] as const satisfies readonly { key: string; sort: ContractSort; order: SortOrder }[];

/** The contracts list's order, read from and written to the address (useListPage's view and show). */
export function ContractSortSelect({
  view,
  show,
}: {
  view: { sort?: string; order?: SortOrder };
  show: (change: { sort: string; order: SortOrder }) => void;
}) {
  const { t } = useTranslation('estate');
  const chosen = SORTS.find((choice) => choice.sort === view.sort && choice.order === view.order) ?? SORTS[0];
  return (
    <Select<string>
      aria-label={t('contracts.sortLabel')}
      value={chosen.key}
      onChange={(key) => {
        const choice = SORTS.find((item) => item.key === key) ?? SORTS[0];
        show({ sort: choice.sort, order: choice.order });
      }}
      options={SORTS.map((choice) => ({ value: choice.key, label: t(`contracts.sorts.${choice.key}`) }))}
      className="estate-filter"
      data-testid="contracts-sort"
    />
  );
}

import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../FilterSelect.js';
import { SearchBox } from '../SearchBox.js';

/** A list's filter on a fixed set of values: its address name, label, "all" label and values. */
export interface ListFilter {
  name: string;
  label: string;
  allLabel: string;
  values: readonly string[];
  labelOf: (value: string) => string;
  testId?: string;
}

/** A list's search box and its filters, read from and written to the address (useListPage's view and show). */
export function ListFilters({
  view,
  show,
  placeholder,
  searchTestId,
  filters,
}: {
  view: { q: string; filters: Partial<Record<string, string>> };
  show: (change: { q?: string; filters?: Record<string, string | undefined> }) => void;
  placeholder: string;
  searchTestId: string;
  filters: ListFilter[];
}) {
  const { t } = useTranslation('estate');
  return (
    <>
      <SearchBox
        value={view.q}
        onSearch={(q) => show({ q })}
        placeholder={placeholder}
        label={t('actions.search')}
        testId={searchTestId}
      />
      {filters.map((filter) => (
        <FilterSelect
          key={filter.name}
          label={filter.label}
          value={view.filters[filter.name]}
          onChange={(value) => show({ filters: { [filter.name]: value } })}
          allLabel={filter.allLabel}
          values={filter.values}
          labelOf={filter.labelOf}
          testId={filter.testId}
        />
      ))}
    </>
  );
}

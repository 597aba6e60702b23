import { Select } from '@estate/platform/ui-extra';

/**
 * A list's filter on a fixed set of values, with "all" first (the list view reads 'all' as no filter). Named by
 * `label`, as a filter has no visible label of its own.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  values,
  labelOf,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  allLabel: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  testId?: string;
}) {
  return (
    <Select<string>
      aria-label={label}
      value={value ?? 'all'}
      onChange={onChange}
      options={[{ value: 'all', label: allLabel }, ...values.map((item) => ({ value: item, label: labelOf(item) }))]}
      className="estate-filter"
      data-testid={testId}
    />
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { EstateOption } from '@estate/contracts';
import { Select } from '@estate/platform/ui-extra';

/** How long typing pauses before the server is asked for matching choices. */
const SEARCH_DELAY_MS = 300;

/**
 * A choice of a record read from the server (`/options`): typing narrows the choices there, not in the page, so the
 * list stays small however many records there are. `known` shows the current choice before its option arrives
 * (an edit form's saved value).
 */
export function OptionSelect<T extends EstateOption, K extends QueryKey>({
  id,
  value,
  onChange,
  optionsFor,
  known,
  placeholder,
  disabled,
  allowClear,
  className,
  onPick,
  testId,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  optionsFor: (q: string) => UseQueryOptions<T[], Error, T[], K>;
  known?: { id: string; label: string } | null;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
  /** The whole option chosen (a unit's rent, a property's owner). */
  onPick?: (option: T | undefined) => void;
  testId?: string;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery(optionsFor(q));
  const items = useMemo(() => found.data ?? [], [found.data]);
  const options = useMemo(() => {
    const list = items.map((option) => ({
      value: option.id,
      label: option.hint ? `${option.label} · ${option.hint}` : option.label,
    }));
    if (known && value === known.id && !items.some((option) => option.id === known.id)) {
      list.unshift({ value: known.id, label: known.label });
    }
    return list;
  }, [items, known, value]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      onChange={(next: string | undefined) => {
        onChange?.(next);
        onPick?.(items.find((option) => option.id === next));
      }}
      options={options}
      loading={found.isFetching}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      className={className}
      notFoundContent={found.isFetching ? null : undefined}
      data-testid={testId}
    />
  );
}

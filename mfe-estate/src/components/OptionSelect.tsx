import { useEffect, useMemo, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { localizedText, type EstateOption, type Language } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Select } from '@estate/platform/ui-extra';

/** How long typing pauses before the server is asked for matching choices. */
const SEARCH_DELAY_MS = 300;

/** What a picker shows of a record: its label and hint in the page language (English falls back to Arabic). */
export function optionText(
  option: Pick<EstateOption, 'label' | 'labelEn' | 'hint' | 'hintEn'>,
  lang: Language,
): string {
  const label = localizedText(option.label, option.labelEn, lang).text;
  const hint = option.hint ? localizedText(option.hint, option.hintEn, lang).text : null;
  return hint ? `${label} · ${hint}` : label;
}

/**
 * A choice of a record read from the server (`/options`): typing narrows the choices there, not in the page, so the
 * list stays small however many records there are. `known` shows the current choice before its option arrives
 * (an edit form's saved value). Labels read in the page language.
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
  unavailable,
  testId,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  optionsFor: (q: string) => UseQueryOptions<T[], Error, T[], K>;
  known?: Pick<EstateOption, 'id' | 'label' | 'labelEn'> | null;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
  /** The whole option chosen (a unit's rent, a property's owner). */
  onPick?: (option: T | undefined) => void;
  /** Why an option cannot be chosen (shown after it, and the option disabled), or null when it can. */
  unavailable?: (option: T) => string | null;
  testId?: string;
}) {
  const { lang } = useLang();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery(optionsFor(q));
  const items = useMemo(() => found.data ?? [], [found.data]);
  const options = useMemo(() => {
    const list = items.map((option) => {
      const reason = unavailable?.(option) ?? null;
      const label = optionText(option, lang);
      return { value: option.id, label: reason ? `${label} — ${reason}` : label, disabled: reason !== null };
    });
    if (known && value === known.id && !items.some((option) => option.id === known.id)) {
      list.unshift({ value: known.id, label: localizedText(known.label, known.labelEn, lang).text, disabled: false });
    }
    return list;
  }, [items, known, value, lang, unavailable]);
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
      // A filter has no label of its own: its placeholder ("All properties") names it. A form field has its label.
      aria-label={id ? undefined : placeholder}
      disabled={disabled}
      allowClear={allowClear}
      className={className}
      notFoundContent={found.isFetching ? null : undefined}
      data-testid={testId}
    />
  );
}

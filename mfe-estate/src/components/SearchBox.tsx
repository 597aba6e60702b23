import { useEffect, useState } from 'react';
import { Input } from '@estate/platform/ui-extra';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 400;

/**
 * A search field whose text runs as the search once typing pauses (or on Enter); the address leads when it changes
 * on its own (back and forward).
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label,
  testId,
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  label: string;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      aria-label={label}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => {
        setText(next);
        onSearch(next.trim());
      }}
      className="estate-search"
      data-testid={testId}
    />
  );
}

import { useId } from 'react';

/** A small group of exclusive choices (grid or list) as native radio buttons, drawn as one segmented control. */
export function ChoiceToggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="choice-toggle">
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? 'choice choice-selected' : 'choice'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

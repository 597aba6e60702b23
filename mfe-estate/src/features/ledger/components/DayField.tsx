import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@estate/platform/ui-date';
import { HijriOfDay } from '../../../components/form-parts.js';

/** A day as the address and the server keep it. */
const DAY = 'YYYY-MM-DD';

/** The day written in the address when it is a real calendar day (`2026-02-31` is not), else undefined. */
export function dayOf(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return dayjs(value).format(DAY) === value ? value : undefined;
}

/**
 * A labelled day of the ledger's filters, its Hijri date after the picker: the picker works with dayjs, the page with
 * `YYYY-MM-DD` (or none).
 */
export function DayField({
  id,
  label,
  value,
  onChange,
  allowClear = true,
  disabledDate,
  testId,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  allowClear?: boolean;
  disabledDate?: (date: Dayjs) => boolean;
  testId?: string;
}) {
  return (
    <span className="ledger-day-field">
      <label htmlFor={id} className="ledger-day-label">
        {label}
      </label>
      <DatePicker
        id={id}
        value={value ? dayjs(value) : null}
        onChange={(date: Dayjs | null) => onChange(date ? date.format(DAY) : undefined)}
        format={DAY}
        allowClear={allowClear}
        disabledDate={disabledDate}
        className="ledger-day-picker"
        data-testid={testId}
      />
      <HijriOfDay value={value} testId={`hijri-${id}`} className="estate-muted estate-nowrap" />
    </span>
  );
}

import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@estate/platform/ui-date';
import { HijriOfDay } from '../../../components/form-parts.js';

/** A day as the address and the server keep it. */
const DAY = 'YYYY-MM-DD';

/** The day written in the address when it is a real calendar day, else undefined (as the ledger's filters read it). */
export { dayOf } from '../../ledger/components/DayField.js';

/** A from-to range of days (`YYYY-MM-DD`, either end open unless `required`), named by `label`, with their Hijri dates. */
export function DayRange({
  label,
  placeholder,
  from,
  to,
  onChange,
  required = false,
  testId,
}: {
  label: string;
  placeholder: [string, string];
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string; to?: string }) => void;
  required?: boolean;
  testId: string;
}) {
  return (
    <span className="einvoice-range-field">
      <DatePicker.RangePicker
        className="einvoice-range"
        aria-label={label}
        placeholder={placeholder}
        allowClear={!required}
        allowEmpty={required ? [false, false] : [true, true]}
        format={DAY}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(days: [Dayjs | null, Dayjs | null] | null) =>
          onChange({
            from: days?.[0] ? days[0].locale('en').format(DAY) : undefined,
            to: days?.[1] ? days[1].locale('en').format(DAY) : undefined,
          })
        }
        data-testid={testId}
      />
      {/* The Hijri dates of the chosen days. */}
      {from || to ? (
        <span className="estate-muted estate-nowrap" data-testid={`${testId}-hijri`}>
          <HijriOfDay value={from} testId={`${testId}-hijri-from`} />
          {from && to ? ' – ' : null}
          <HijriOfDay value={to} testId={`${testId}-hijri-to`} />
        </span>
      ) : null}
    </span>
  );
}

import type { KeyboardEvent, ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { formatHijriDate, useLang } from '@estate/platform';
import { Form } from '@estate/platform/ui-form';

/** A titled card of form fields laid out in a responsive grid. */
export function FormSection({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className="estate-card">
      <h2 className="estate-card-title">{title}</h2>
      <div className={wide ? undefined : 'estate-form-grid'}>{children}</div>
    </section>
  );
}

/** A form's buttons at its end (cancel, save). */
export function FormButtons({ children }: { children: ReactNode }) {
  return <div className="estate-form-buttons">{children}</div>;
}

/**
 * DatePicker props of a date field inside a form: Enter confirms the typed date in the picker but does not submit
 * the form (the browser submits a form on Enter in any of its inputs, half-filled).
 */
export const datePickerProps = {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  },
};

/** Form.Item props that keep a date field's value as `YYYY-MM-DD` while the picker works with dayjs. */
export const calendarDateProps = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : undefined }),
  // Latin digits whatever the page language (a calendar date as the API takes it).
  normalize: (value?: Dayjs | null) => (value ? value.locale('en').format('YYYY-MM-DD') : undefined),
};

/**
 * The Umm al-Qura date of a chosen day (`YYYY-MM-DD` or a dayjs), shown beside or under its date picker:
 * "١٤٤٧/٠٤/٠٣ هـ", "3/4/1447 AH". Nothing while no day is chosen. Every date picker shows its Hijri date with this.
 */
export function HijriOfDay({
  value,
  testId,
  className,
}: {
  value: string | Dayjs | null | undefined;
  testId: string;
  className?: string;
}) {
  const { lang } = useLang();
  const day = !value ? '' : typeof value === 'string' ? value : value.locale('en').format('YYYY-MM-DD');
  const hijri = day ? formatHijriDate(day, lang) : '';
  return hijri ? (
    <span className={className} data-testid={testId}>
      {hijri}
    </span>
  ) : null;
}

/** The Hijri date of the day chosen in a date field of the surrounding form, as the field's `extra`. */
export function HijriOfField({ name }: { name: string }) {
  const value = Form.useWatch(name) as string | Dayjs | null | undefined;
  return <HijriOfDay value={value} testId={`hijri-${name}`} />;
}

import { isSaudiIban, PAYOUT_METHODS, todayInRiyadh, type PayoutMethod } from '@estate/contracts';
import { Input, Select } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import dayjs from 'dayjs';
import { calendarDateProps, datePickerProps, HijriOfField } from './form-parts.js';

/** The server's bounds of these texts; an IBAN may be typed with spaces between its groups. */
const LIMITS = { reference: 100, notes: 500, ibanTyped: 42 };

/** The words of the fields, in the page language, as the dialog says them (whose IBAN, which day). */
export interface MoneyOutWords {
  day: string;
  dayRule: string;
  method: string;
  iban: string;
  ibanHint: string;
  ibanRequired: string;
  ibanInvalid: string;
  reference: string;
  notes: string;
  required: string;
  methodLabel: (method: PayoutMethod) => string;
}

/**
 * The fields of money paid out of what the company holds (a payout to an owner, a deposit given back): the day (not
 * after today), how (bank transfer, cheque, cash), for a transfer the Saudi IBAN (checked as the server checks it),
 * a reference and notes. Inside a form whose `method` field they write; the day and reference fields are named by it.
 */
export function MoneyOutFields({
  words,
  dayName,
  referenceName,
  methodTestId,
}: {
  words: MoneyOutWords;
  dayName: string;
  referenceName: string;
  methodTestId: string;
}) {
  const form = Form.useFormInstance();
  const method = (Form.useWatch('method', form) as PayoutMethod | undefined) ?? 'bank_transfer';
  const today = todayInRiyadh();
  const required = { required: true, message: words.required };
  return (
    <>
      <div className="estate-form-grid">
        <Form.Item
          name={dayName}
          label={words.day}
          rules={[
            required,
            {
              validator: (_rule, value?: string) =>
                !value || value <= today ? Promise.resolve() : Promise.reject(new Error(words.dayRule)),
            },
          ]}
          extra={<HijriOfField name={dayName} />}
          {...calendarDateProps}
        >
          <DatePicker
            className="estate-number"
            style={{ inlineSize: '100%' }}
            disabledDate={(date) => date.isAfter(dayjs(today), 'day')}
            {...datePickerProps}
          />
        </Form.Item>
        <Form.Item name="method" label={words.method} rules={[required]}>
          <Select
            data-testid={methodTestId}
            options={PAYOUT_METHODS.map((value) => ({ value, label: words.methodLabel(value) }))}
          />
        </Form.Item>
      </div>
      {method === 'bank_transfer' ? (
        <Form.Item
          name="iban"
          label={words.iban}
          extra={words.ibanHint}
          rules={[
            { required: true, whitespace: true, message: words.ibanRequired },
            {
              validator: (_rule, value?: string) =>
                !value?.trim() || isSaudiIban(value) ? Promise.resolve() : Promise.reject(new Error(words.ibanInvalid)),
            },
          ]}
        >
          <Input dir="ltr" maxLength={LIMITS.ibanTyped} autoComplete="off" spellCheck={false} />
        </Form.Item>
      ) : null}
      <Form.Item name={referenceName} label={words.reference}>
        <Input dir="ltr" maxLength={LIMITS.reference} />
      </Form.Item>
      <Form.Item name="notes" label={words.notes}>
        <Input.TextArea rows={2} maxLength={LIMITS.notes} />
      </Form.Item>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import {
  ESTATE_INPUT_LIMITS,
  isSaudiIban,
  LEDGER_ERROR_CODES,
  normalizeIban,
  PAYOUT_METHODS,
  todayInRiyadh,
  type ContractDeposit,
  type DepositSettlementInput,
  type PayoutMethod,
} from '@estate/contracts';
import { ApiError, formatCurrency, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, InputNumber, Select, Switch } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import dayjs from 'dayjs';
import { FormDialog, useCloseOnSave } from '../../../../components/FormDialog.js';
import { serverFieldErrors } from '../../../../utils/server-field-errors.js';
import { calendarDateProps, datePickerProps } from '../../../../components/form-parts.js';
import { useRefusalText } from '../../../../hooks/use-save-feedback.js';
import { useNumberRules } from '../../../../utils/number-rules.js';
import { useSettleDeposit } from '../api/settle-deposit.js';

/** The server's bounds of a settlement's texts (DepositSettlementDto); an IBAN may be typed with spaces. */
const LIMITS = { damagesNote: 500, reference: 100, notes: 500, ibanTyped: 42 };

interface Values {
  applyToUnpaid: boolean;
  damages?: number | null;
  damagesNote?: string;
  returnedOn: string;
  method: PayoutMethod;
  iban?: string;
  reference?: string;
  notes?: string;
}

type Field = keyof Values;

/** The 409 refusals of a settlement, each said in the page language. */
const CONFLICTS: Record<string, string> = {
  [LEDGER_ERROR_CODES.contractRunning]: 'conflicts.contractRunning',
  [LEDGER_ERROR_CODES.noDepositHeld]: 'conflicts.noDepositHeld',
};

const sum = (amounts: readonly { amount: number }[]) =>
  Math.round(amounts.reduce((total, line) => total + line.amount * 100, 0)) / 100;

/**
 * Settles an ended contract's deposit: the tenant's unpaid invoices paid from it (on by default), then damages with
 * their note, and what is left given back on a day (not after today) by transfer to a Saudi IBAN (checked here as on
 * the server), cheque or cash. A field the server refuses is marked on the field; a 409 says why in a toast.
 */
export function SettleDepositDialog({
  contractId,
  deposit,
  onClose,
}: {
  contractId: string;
  deposit: ContractDeposit;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate', { keyPrefix: 'contracts.deposit' });
  const { t: te } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const numberRules = useNumberRules();
  const [form] = Form.useForm<Values>();
  const settle = useSettleDeposit();
  const method = Form.useWatch('method', form) ?? 'bank_transfer';
  const today = todayInRiyadh();
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  const required = { required: true, message: t('form.required') };
  const returnedBefore = sum(deposit.returns);

  const fieldMessages = {
    damages: t('form.damagesExceeds'),
    damagesNote: t('form.textRule', { max: LIMITS.damagesNote }),
    returnedOn: t('form.returnedOnRule'),
    method: t('form.required'),
    iban: t('form.ibanInvalid'),
    reference: t('form.textRule', { max: LIMITS.reference }),
    notes: t('form.textRule', { max: LIMITS.notes }),
  } satisfies Partial<Record<Field, string>>;

  const refused = (error: unknown) => {
    const fields = serverFieldErrors(error, fieldMessages);
    if (fields.length) {
      form.setFields(fields);
      form.scrollToField(fields[0].name, { block: 'center' });
      return;
    }
    const conflict = error instanceof ApiError && error.code ? CONFLICTS[error.code] : undefined;
    toast.error(te('toast.error'), conflict ? t(conflict) : refusalText(error, te('toast.saveFailed')));
  };
  const closeOnSave = useCloseOnSave(onClose, refused);

  const save = (values: Values) => {
    const input: DepositSettlementInput = {
      applyToUnpaid: values.applyToUnpaid,
      damages: values.damages || null,
      damagesNote: values.damages ? values.damagesNote?.trim() || null : null,
      returnedOn: values.returnedOn,
      method: values.method,
      iban: values.method === 'bank_transfer' && values.iban ? normalizeIban(values.iban) : null,
      reference: values.reference?.trim() || null,
      notes: values.notes?.trim() || null,
    };
    closeOnSave(settle.mutateAsync({ contractId, input }), (settled) => {
      const givenBack = Math.max(0, sum(settled.returns) - returnedBefore);
      return [t('saved'), givenBack > 0 ? t('givenBack', { amount: money(givenBack) }) : t('nothingGivenBack')];
    });
  };

  return (
    <FormDialog<Values>
      form={form}
      name="deposit-settle"
      title={t('dialogTitle')}
      width={600}
      pending={settle.isPending}
      saveTestId="deposit-settle-save"
      formTestId="deposit-settle-form"
      okText={t('settle')}
      initialValues={{ applyToUnpaid: true, returnedOn: today, method: 'bank_transfer' }}
      onFinish={save}
      onClose={onClose}
    >
      <p className="estate-muted">{t('dialogHint', { amount: money(deposit.held) })}</p>
      <Form.Item name="applyToUnpaid" label={t('applyToUnpaid')} extra={t('applyToUnpaidHint')} valuePropName="checked">
        <Switch data-testid="deposit-apply-unpaid" />
      </Form.Item>
      <div className="estate-form-grid">
        <Form.Item
          name="damages"
          label={t('damages')}
          extra={t('damagesHint')}
          rules={[numberRules.rule({ min: 0, max: ESTATE_INPUT_LIMITS.maxAmount - 1 })]}
        >
          <InputNumber<number> className="estate-number" style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item name="damagesNote" label={t('damagesNote')}>
          <Input maxLength={LIMITS.damagesNote} />
        </Form.Item>
        <Form.Item
          name="returnedOn"
          label={t('returnedOn')}
          rules={[
            required,
            {
              validator: (_rule, value?: string) =>
                !value || value <= today ? Promise.resolve() : Promise.reject(new Error(t('form.returnedOnRule'))),
            },
          ]}
          {...calendarDateProps}
        >
          <DatePicker
            className="estate-number"
            style={{ inlineSize: '100%' }}
            disabledDate={(date) => date.isAfter(dayjs(today), 'day')}
            {...datePickerProps}
          />
        </Form.Item>
        <Form.Item name="method" label={t('method')} rules={[required]}>
          <Select
            data-testid="deposit-method"
            options={PAYOUT_METHODS.map((value) => ({ value, label: te(`enums.paymentMethod.${value}`) }))}
          />
        </Form.Item>
      </div>
      {method === 'bank_transfer' ? (
        <Form.Item
          name="iban"
          label={t('iban')}
          extra={t('form.ibanHint')}
          rules={[
            { required: true, whitespace: true, message: t('form.ibanRequired') },
            {
              validator: (_rule, value?: string) =>
                !value?.trim() || isSaudiIban(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.ibanInvalid'))),
            },
          ]}
        >
          <Input dir="ltr" maxLength={LIMITS.ibanTyped} autoComplete="off" spellCheck={false} />
        </Form.Item>
      ) : null}
      <Form.Item name="reference" label={t('reference')}>
        <Input dir="ltr" maxLength={LIMITS.reference} />
      </Form.Item>
      <Form.Item name="notes" label={t('notes')}>
        <Input.TextArea rows={2} maxLength={LIMITS.notes} />
      </Form.Item>
    </FormDialog>
  );
}

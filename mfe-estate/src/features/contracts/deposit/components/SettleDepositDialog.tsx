import { useTranslation } from 'react-i18next';
import {
  ESTATE_INPUT_LIMITS,
  LEDGER_ERROR_CODES,
  normalizeIban,
  todayInRiyadh,
  type ContractDeposit,
  type DepositSettlementInput,
  type PayoutMethod,
} from '@estate/contracts';
import { ApiError, formatCurrency, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, InputNumber, Switch } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { FormDialog, useCloseOnSave } from '../../../../components/FormDialog.js';
import { MoneyOutFields } from '../../../../components/MoneyOutFields.js';
import { serverFieldErrors } from '../../../../utils/server-field-errors.js';
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
  const today = todayInRiyadh();
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
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
      </div>
      <MoneyOutFields
        dayName="returnedOn"
        referenceName="reference"
        methodTestId="deposit-method"
        words={{
          day: t('returnedOn'),
          dayRule: t('form.returnedOnRule'),
          method: t('method'),
          iban: t('iban'),
          ibanHint: t('form.ibanHint'),
          ibanRequired: t('form.ibanRequired'),
          ibanInvalid: t('form.ibanInvalid'),
          reference: t('reference'),
          notes: t('notes'),
          required: t('form.required'),
          methodLabel: (value) => te(`enums.paymentMethod.${value}`),
        }}
      />
    </FormDialog>
  );
}

import { useTranslation } from 'react-i18next';
import {
  ESTATE_INPUT_LIMITS,
  LEDGER_ERROR_CODES,
  normalizeIban,
  todayInRiyadh,
  type OwnerPayoutInput,
  type PayoutMethod,
} from '@estate/contracts';
import { ApiError, formatCurrency, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { InputNumber } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { FormDialog, useCloseOnSave } from '../../../components/FormDialog.js';
import { MoneyOutFields } from '../../../components/MoneyOutFields.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useNumberRules } from '../../../utils/number-rules.js';
import { useRecordPayout } from '../api/record-payout.js';
import { useOwnerMoneyText } from '../hooks/use-owner-money-text.js';
import { serverFieldErrors } from '../../../utils/server-field-errors.js';

interface Values {
  amount: number;
  paidOn: string;
  method: PayoutMethod;
  iban?: string;
  bankReference?: string;
  notes?: string;
}

/**
 * Records a payout to an owner: an amount (at most what is held: the server's 409 says how much under the amount),
 * the day (not after today), how, and for a bank transfer the owner's Saudi IBAN, checked here as it is on the server.
 */
export function PayoutDialog({
  ownerId,
  balance,
  onClose,
}: {
  ownerId: string;
  /** What is held for the owner now, when known. */
  balance: number | undefined;
  onClose: () => void;
}) {
  const { t } = useOwnerMoneyText();
  const { t: te } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const numberRules = useNumberRules();
  const [form] = Form.useForm<Values>();
  const record = useRecordPayout();
  const today = todayInRiyadh();
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  const required = { required: true, message: t('required') };

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === LEDGER_ERROR_CODES.payoutExceedsBalance) {
      const held = (error.details as { balance?: number } | undefined)?.balance ?? 0;
      form.setFields([{ name: 'amount', errors: [t('payout.exceeds', { amount: money(held) })] }]);
      form.scrollToField('amount', { block: 'center' });
      return;
    }
    const fields = serverFieldErrors(error, {
      amount: t('payout.amountRule'),
      paidOn: t('payout.paidOnRule'),
      method: t('required'),
      iban: t('payout.ibanInvalid'),
      bankReference: t('payout.bankReferenceRule'),
      notes: t('payout.notesRule'),
    });
    if (fields.length) {
      form.setFields(fields);
      form.scrollToField(fields[0].name, { block: 'center' });
      return;
    }
    toast.error(te('toast.error'), refusalText(error, te('toast.saveFailed')));
  };
  const closeOnSave = useCloseOnSave(onClose, refused);

  const save = (values: Values) => {
    const input: OwnerPayoutInput = {
      amount: values.amount,
      paidOn: values.paidOn,
      method: values.method,
      iban: values.method === 'bank_transfer' && values.iban ? normalizeIban(values.iban) : null,
      bankReference: values.bankReference?.trim() || null,
      notes: values.notes?.trim() || null,
    };
    closeOnSave(record.mutateAsync({ ownerId, input }), (payout) => [t('payout.saved'), payout.payoutNumber]);
  };

  return (
    <FormDialog<Values>
      form={form}
      name="owner-payout"
      title={t('payout.dialogTitle')}
      width={560}
      pending={record.isPending}
      saveTestId="owner-payout-save"
      formTestId="owner-payout-form"
      okText={t('payout.save')}
      initialValues={{ method: 'bank_transfer', paidOn: today }}
      onFinish={save}
      onClose={onClose}
    >
      <Form.Item
        name="amount"
        label={t('payout.amount')}
        extra={balance === undefined ? undefined : t('payout.amountHint', { amount: money(balance) })}
        rules={[required, numberRules.rule({ min: 0.01, max: ESTATE_INPUT_LIMITS.maxAmount - 1, positive: true })]}
      >
        <InputNumber<number> className="estate-number" style={{ inlineSize: '100%' }} />
      </Form.Item>
      <MoneyOutFields
        dayName="paidOn"
        referenceName="bankReference"
        methodTestId="owner-payout-method"
        words={{
          day: t('payout.paidOn'),
          dayRule: t('payout.paidOnRule'),
          method: t('payout.method'),
          iban: t('payout.iban'),
          ibanHint: t('payout.ibanHint'),
          ibanRequired: t('payout.ibanRequired'),
          ibanInvalid: t('payout.ibanInvalid'),
          reference: t('payout.bankReference'),
          notes: t('payout.notes'),
          required: t('required'),
          methodLabel: (value) => t(`methods.${value}`),
        }}
      />
    </FormDialog>
  );
}

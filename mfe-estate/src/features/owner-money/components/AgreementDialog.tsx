import { useTranslation } from 'react-i18next';
import { todayInRiyadh, type ManagementAgreement, type ManagementAgreementInput } from '@estate/contracts';
import { formatDate, formatPercent, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { InputNumber, Switch } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import { FormDialog, useCloseOnSave } from '../../../components/FormDialog.js';
import { calendarDateProps, datePickerProps, HijriOfField } from '../../../components/form-parts.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useSetAgreement } from '../api/set-agreement.js';
import { useOwnerMoneyText } from '../hooks/use-owner-money-text.js';
import { serverFieldErrors } from '../../../utils/server-field-errors.js';

interface Values {
  feePercent: number;
  vatOnFee: boolean;
  fromDate: string;
}

/** A percentage as the server takes it: 0 to 100 with at most 2 decimals. */
const isFeePercent = (value: number) =>
  Number.isFinite(value) && value >= 0 && value <= 100 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * Sets an owner's management agreement from a day: the fee (% of collected rent net of VAT) and whether VAT is
 * charged on it. It starts from the agreement in force.
 */
export function AgreementDialog({
  ownerId,
  current,
  onClose,
}: {
  ownerId: string;
  current: ManagementAgreement | null;
  onClose: () => void;
}) {
  const { t } = useOwnerMoneyText();
  const { t: te } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const [form] = Form.useForm<Values>();
  const set = useSetAgreement();

  const refused = (error: unknown) => {
    const fields = serverFieldErrors(error, {
      feePercent: t('agreement.feeRule'),
      vatOnFee: t('required'),
      fromDate: t('agreement.fromDateRule'),
    });
    if (fields.length) {
      form.setFields(fields);
      return;
    }
    toast.error(te('toast.error'), refusalText(error, te('toast.saveFailed')));
  };
  const closeOnSave = useCloseOnSave(onClose, refused);

  const save = (values: Values) => {
    const input: ManagementAgreementInput = {
      feePercent: values.feePercent,
      vatOnFee: values.vatOnFee,
      fromDate: values.fromDate,
    };
    closeOnSave(set.mutateAsync({ ownerId, input }), (saved) => [
      t('agreement.saved'),
      t('agreement.upcoming', {
        date: formatDate(saved.fromDate, lang, 'short'),
        percent: formatPercent(saved.feePercent / 100, lang, 2),
      }),
    ]);
  };

  return (
    <FormDialog<Values>
      form={form}
      name="owner-agreement"
      title={t('agreement.dialogTitle')}
      width={520}
      pending={set.isPending}
      saveTestId="owner-agreement-save"
      formTestId="owner-agreement-form"
      initialValues={{
        feePercent: current?.feePercent,
        vatOnFee: current?.vatOnFee ?? false,
        fromDate: todayInRiyadh(),
      }}
      onFinish={save}
      onClose={onClose}
    >
      <p className="estate-muted">{t('agreement.dialogHint')}</p>
      <Form.Item
        name="feePercent"
        label={t('agreement.feePercent')}
        rules={[
          { required: true, message: t('required') },
          {
            validator: (_rule, value?: number | null) =>
              value === null || value === undefined || isFeePercent(Number(value))
                ? Promise.resolve()
                : Promise.reject(new Error(t('agreement.feeRule'))),
          },
        ]}
      >
        <InputNumber<number> className="estate-number" style={{ inlineSize: '100%' }} />
      </Form.Item>
      <div className="estate-form-grid">
        <Form.Item name="vatOnFee" label={t('agreement.vatOnFee')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="fromDate"
          label={t('agreement.fromDate')}
          rules={[{ required: true, message: t('agreement.fromDateRule') }]}
          extra={<HijriOfField name="fromDate" />}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" style={{ inlineSize: '100%' }} {...datePickerProps} />
        </Form.Item>
      </div>
    </FormDialog>
  );
}

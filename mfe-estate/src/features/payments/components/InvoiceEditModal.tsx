import { useTranslation } from 'react-i18next';
import { PAYMENT_INPUT_LIMITS, type PaymentInvoice, withVat } from '@estate/contracts';
import { ApiError, formatCurrency, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, InputNumber } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import dayjs, { type Dayjs } from 'dayjs';
import { FormDialog } from '../../../components/FormDialog.js';
import { HijriOfField } from '../../../components/form-parts.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useUpdateInvoice } from '../api/payment-writes.js';
import { paymentRefusalText } from '../utils/payment-refusals.js';

interface Values {
  netAmount: number;
  dueDate: Dayjs;
  notes?: string;
}

/**
 * Edits an open invoice with no payment: its due date, its amount before VAT (the VAT and total follow at the
 * invoice's VAT rate, shown as typed) and its notes. A refusal names its field, or says why the invoice is locked.
 */
export function InvoiceEditModal({ invoice, onClose }: { invoice: PaymentInvoice; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const [form] = Form.useForm<Values>();
  const update = useUpdateInvoice();
  const net = Form.useWatch('netAmount', form) ?? invoice.netAmount;
  const total = withVat(Math.round((net || 0) * 100), invoice.vatPercent).total / 100;

  const save = (values: Values) =>
    update.mutate(
      {
        invoiceId: invoice.id,
        input: {
          netAmount: values.netAmount,
          dueDate: values.dueDate.format('YYYY-MM-DD'),
          notes: values.notes?.trim() ? values.notes.trim() : null,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('payments.toast.edited'), invoice.invoiceNumber);
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
          const named = (fields as { field?: string }[]).filter(
            (detail) => detail.field === 'netAmount' || detail.field === 'dueDate',
          );
          if (named.length > 0) {
            form.setFields(
              named.map((detail) => ({
                name: detail.field as keyof Values,
                errors: [t(`payments.form.invalid.${detail.field}`)],
              })),
            );
            return;
          }
          toast.error(t('toast.error'), paymentRefusalText(error, t) ?? refusalText(error, t('toast.saveFailed')));
        },
      },
    );

  return (
    <FormDialog<Values>
      form={form}
      name="edit-invoice"
      title={t('payments.form.editTitle', { number: invoice.invoiceNumber })}
      width={520}
      pending={update.isPending}
      saveTestId="invoice-edit-save"
      formTestId="invoice-edit-form"
      initialValues={{ netAmount: invoice.netAmount, dueDate: dayjs(invoice.dueDate) }}
      onFinish={save}
      onClose={onClose}
    >
      <Form.Item
        name="netAmount"
        label={t('payments.form.netAmount')}
        extra={t('payments.form.totalHint', { amount: formatCurrency(total, lang), vat: invoice.vatPercent })}
        rules={[
          { required: true, message: t('payments.form.required') },
          { type: 'number', min: 0.01, message: t('payments.form.positive') },
        ]}
      >
        <InputNumber<number> precision={2} className="estate-number" style={{ inlineSize: '100%' }} />
      </Form.Item>
      <Form.Item
        name="dueDate"
        label={t('payments.form.dueDate')}
        extra={<HijriOfField name="dueDate" />}
        rules={[{ required: true, message: t('payments.form.required') }]}
      >
        <DatePicker className="estate-number" />
      </Form.Item>
      <Form.Item name="notes" label={t('payments.form.notes')}>
        <Input.TextArea rows={2} maxLength={PAYMENT_INPUT_LIMITS.notes} />
      </Form.Item>
    </FormDialog>
  );
}

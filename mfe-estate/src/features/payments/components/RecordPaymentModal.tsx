import { useTranslation } from 'react-i18next';
import {
  PAYMENT_ERROR_CODES,
  PAYMENT_INPUT_LIMITS,
  PAYMENT_METHODS,
  todayInRiyadh,
  type PaymentInvoice,
  type PaymentMethod,
  type RecordPaymentInput,
} from '@estate/contracts';
import { ApiError, fieldErrorsOf, formatCurrency, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, InputNumber, Modal, Select } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import dayjs from 'dayjs';
import { calendarDateProps, HijriOfField } from '../../../components/form-parts.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useRecordPayment } from '../api/payment-writes.js';
import { paymentRefusalText } from '../utils/payment-refusals.js';
import { ReceiptFileField, useReceiptFile } from './ReceiptFileField.js';

const FIELDS = ['amount', 'method', 'paidOn', 'reference', 'notes'] as const;

interface Values {
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  reference?: string;
  notes?: string;
}

/** Records a payment on an invoice: the amount defaults to what is left; the server's field refusals are shown. */
export function RecordPaymentModal({ invoice, onClose }: { invoice: PaymentInvoice; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const [form] = Form.useForm<Values>();
  const record = useRecordPayment();
  const receipt = useReceiptFile();
  const money = (amount: number) => formatCurrency(amount, lang);
  const today = todayInRiyadh();

  const refused = (error: unknown) => {
    const fields = fieldErrorsOf(error).filter((field) => (FIELDS as readonly string[]).includes(field.field));
    if (error instanceof ApiError && error.code === PAYMENT_ERROR_CODES.exceedsOutstanding) {
      const outstanding = (error.details as { outstanding?: number } | undefined)?.outstanding ?? 0;
      form.setFields([
        { name: 'amount', errors: [t('payments.errors.PAYMENT_EXCEEDS_OUTSTANDING', { amount: money(outstanding) })] },
      ]);
      return;
    }
    if (error instanceof ApiError && error.code === PAYMENT_ERROR_CODES.invalidReceipt) {
      toast.error(t('toast.error'), t('payments.form.receiptRejected'));
      return;
    }
    if (fields.length) {
      form.setFields(
        fields.map((field) => ({
          name: field.field as (typeof FIELDS)[number],
          errors: field.field === 'paidOn' ? [t('payments.errors.paidOn')] : field.messages,
        })),
      );
      return;
    }
    const code = error instanceof ApiError ? error.code : '';
    toast.error(
      t('toast.error'),
      code === PAYMENT_ERROR_CODES.invoiceClosed
        ? t('payments.errors.INVOICE_CLOSED')
        : (paymentRefusalText(error, t) ?? refusalText(error, t('toast.saveFailed'))),
    );
  };

  const save = (values: Values) => {
    if (receipt.uploading || receipt.failed) {
      toast.error(t('payments.form.receiptWait'));
      return;
    }
    const input: RecordPaymentInput = {
      amount: values.amount,
      method: values.method,
      paidOn: values.paidOn,
      reference: values.reference?.trim() || null,
      notes: values.notes?.trim() || null,
      receiptUrl: receipt.urls[0] ?? null,
    };
    record.mutate(
      { invoiceId: invoice.id, input },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.status === 'paid' ? t('payments.toast.paid') : t('payments.toast.recorded'),
            saved.invoiceNumber,
          );
          onClose();
        },
        onError: refused,
      },
    );
  };

  return (
    <Modal
      open
      title={t('payments.form.recordTitle', { number: invoice.invoiceNumber })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('payments.form.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: record.isPending, 'data-testid': 'payment-save' }}
      mask={{ closable: !record.isPending }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="record-payment"
        layout="vertical"
        disabled={record.isPending}
        data-testid="payment-form"
        initialValues={{ amount: invoice.outstandingAmount, method: 'bank_transfer', paidOn: today }}
        onFinish={save}
      >
        <Form.Item
          name="amount"
          label={t('payments.form.amount')}
          extra={t('payments.form.amountHint', { amount: money(invoice.outstandingAmount) })}
          rules={[
            { required: true, message: t('payments.form.required') },
            { type: 'number', min: 0.01, message: t('payments.form.positive') },
          ]}
        >
          <InputNumber<number>
            min={0}
            precision={2}
            className="estate-number"
            style={{ inlineSize: '100%' }}
            data-testid="payment-amount"
          />
        </Form.Item>
        <div className="estate-form-grid">
          <Form.Item
            name="method"
            label={t('payments.form.method')}
            rules={[{ required: true, message: t('payments.form.required') }]}
          >
            <Select
              data-testid="payment-method"
              options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`enums.paymentMethod.${method}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="paidOn"
            label={t('payments.form.paidOn')}
            extra={<HijriOfField name="paidOn" />}
            rules={[{ required: true, message: t('payments.form.required') }]}
            {...calendarDateProps}
          >
            <DatePicker className="estate-number" disabledDate={(date) => date.isAfter(dayjs(today), 'day')} />
          </Form.Item>
        </div>
        <Form.Item
          name="reference"
          label={t('payments.form.reference')}
          dependencies={['method']}
          rules={[
            ({ getFieldValue }) => ({
              // A payment through Ejar is known by Ejar's (SADAD's) reference: the statement import matches on it.
              required: getFieldValue('method') === 'ejar',
              whitespace: true,
              message: t('payments.form.referenceEjar'),
            }),
          ]}
        >
          <Input maxLength={PAYMENT_INPUT_LIMITS.reference} dir="ltr" />
        </Form.Item>
        <Form.Item name="notes" label={t('payments.form.notes')}>
          <Input.TextArea rows={2} maxLength={PAYMENT_INPUT_LIMITS.notes} />
        </Form.Item>
        <Form.Item label={t('payments.form.receiptFile')} htmlFor="payment-receipt">
          <ReceiptFileField id="payment-receipt" receipt={receipt} disabled={record.isPending} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { PAYMENT_ERROR_CODES, PAYMENT_INPUT_LIMITS, type EstatePayment } from '@estate/contracts';
import { ApiError, formatCurrency, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Checkbox, Input, InputNumber, Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useRefundPayment } from '../api/payment-writes.js';

interface Values {
  amount: number;
  reason: string;
  credit: boolean;
}

/**
 * Gives back part or all of a payment (at most what is left of it after its earlier refunds, and what was paid net on
 * its invoice), with a reason. A plain refund leaves the invoice owed again; with "also credit the invoice" the amount
 * is taken off what the invoice charges too (at most its total), and a tax invoice gets a credit note for it.
 */
export function RefundModal({
  payment,
  refundable,
  onClose,
}: {
  payment: EstatePayment;
  refundable: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  const [form] = Form.useForm<Values>();
  const refund = useRefundPayment();

  const save = (values: Values) =>
    refund.mutate(
      {
        paymentId: payment.id,
        input: { amount: values.amount, reason: values.reason.trim(), credit: values.credit === true },
      },
      {
        onSuccess: () => {
          toast.success(t('payments.toast.refunded'), payment.receiptNumber);
          onClose();
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === PAYMENT_ERROR_CODES.refundExceedsPaid ||
              error.code === PAYMENT_ERROR_CODES.refundExceedsPayment ||
              error.code === PAYMENT_ERROR_CODES.refundExceedsInvoice)
          ) {
            const details = error.details as { refundable?: number; creditable?: number } | undefined;
            const most = details?.refundable ?? details?.creditable ?? 0;
            form.setFields([
              {
                name: 'amount',
                errors: [t(`payments.errors.${error.code}`, { amount: formatCurrency(most, lang) })],
              },
            ]);
          } else toast.error(t('toast.error'), refusalText(error, t('toast.saveFailed')));
        },
      },
    );

  return (
    <Modal
      open
      title={t('payments.form.refundTitle', { number: payment.receiptNumber })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('payments.form.refundSave')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: refund.isPending, danger: true, 'data-testid': 'refund-save' }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="refund-payment"
        layout="vertical"
        disabled={refund.isPending}
        initialValues={{ amount: Math.min(payment.amount, refundable), credit: false }}
        onFinish={save}
      >
        <Form.Item
          name="amount"
          label={t('payments.form.refundAmount')}
          rules={[
            { required: true, message: t('payments.form.required') },
            { type: 'number', min: 0.01, message: t('payments.form.positive') },
          ]}
        >
          <InputNumber<number> min={0} precision={2} className="estate-number" style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('payments.form.reason')}
          rules={[{ required: true, whitespace: true, message: t('payments.form.required') }]}
        >
          <Input.TextArea rows={2} maxLength={PAYMENT_INPUT_LIMITS.reason} />
        </Form.Item>
        <Form.Item name="credit" valuePropName="checked" extra={t('payments.form.refundCreditHint')}>
          <Checkbox data-testid="refund-credit">{t('payments.form.refundCredit')}</Checkbox>
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

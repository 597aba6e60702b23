import { useTranslation } from 'react-i18next';
import { todayInRiyadh, type PaymentInvoice } from '@estate/contracts';
import { formatCurrency, useLang } from '@estate/platform';
import { Button, DeleteOutlined, EditOutlined, EyeOutlined, MailOutlined, useToast } from '@estate/platform/ui';
import { Dropdown, FilePdfOutlined } from '@estate/platform/ui-extra';
import { RowButton, RowButtons, useRowAction } from '../../../components/list-page/index.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { downloadReceipt } from '../api/download-receipt.js';
import { useCancelInvoice, useMarkPaid, useSendReminder } from '../api/payment-writes.js';
import { paymentRefusalText } from '../utils/payment-refusals.js';

/** What a row's buttons open on the page: the invoice's drawer, the record-payment and edit dialogs. */
export interface InvoiceRowOpeners {
  view: (invoice: PaymentInvoice) => void;
  record: (invoice: PaymentInvoice) => void;
  edit: (invoice: PaymentInvoice) => void;
}

const isOpen = (invoice: PaymentInvoice) => invoice.status === 'pending' || invoice.status === 'overdue';

/**
 * An invoice row's buttons: view and its latest receipt; for staff who take payments, on an open invoice, record a
 * payment and a menu to mark it paid, remind the tenant, and (before any payment) edit or cancel it.
 */
export function useInvoiceRowActions(canWrite: boolean, openers: InvoiceRowOpeners) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const act = useRowAction();
  const refusalText = useRefusalText();
  const markPaid = useMarkPaid();
  const remind = useSendReminder();
  const cancel = useCancelInvoice();
  const failure = (error: unknown) => paymentRefusalText(error, t) ?? refusalText(error, t('toast.saveFailed'));

  const receipt = (invoice: PaymentInvoice) =>
    downloadReceipt(invoice.latestPaymentId!, invoice.latestReceiptNumber ?? invoice.invoiceNumber, lang).catch(() =>
      toast.error(t('payments.toast.receiptFailed')),
    );

  const menu = (invoice: PaymentInvoice) => [
    {
      key: 'markPaid',
      label: t('payments.actions.markPaid'),
      onClick: () =>
        act({
          confirm: {
            question: t('payments.actions.markPaid'),
            detail: t('payments.confirmMarkPaid', { amount: formatCurrency(invoice.outstandingAmount, lang) }),
            okText: t('payments.confirmMarkPaidOk'),
            danger: false,
            testId: 'confirm-mark-paid',
          },
          run: () =>
            markPaid.mutateAsync({
              invoiceId: invoice.id,
              input: { method: invoice.paymentMethod ?? 'bank_transfer', paidOn: todayInRiyadh() },
            }),
          success: t('payments.toast.paid'),
          detail: invoice.invoiceNumber,
          failure,
        }),
    },
    {
      key: 'remind',
      icon: <MailOutlined />,
      label: t('payments.actions.remind'),
      onClick: () =>
        act({
          run: () => remind.mutateAsync(invoice.id),
          success: (result) => {
            const sentTo = (result as { sentTo?: string | null }).sentTo;
            return sentTo ? t('payments.toast.reminded', { email: sentTo }) : t('payments.toast.remindedInApp');
          },
          detail: invoice.invoiceNumber,
          failure,
        }),
    },
    ...(invoice.paymentCount === 0
      ? [
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: t('payments.actions.edit'),
            onClick: () => openers.edit(invoice),
          },
          {
            key: 'cancel',
            danger: true,
            icon: <DeleteOutlined />,
            label: t('payments.actions.cancel'),
            onClick: () =>
              act({
                confirm: { question: t('payments.confirmCancel') },
                run: () => cancel.mutateAsync(invoice.id),
                success: t('payments.toast.cancelled'),
                detail: invoice.invoiceNumber,
                failure,
              }),
          },
        ]
      : []),
  ];

  return (invoice: PaymentInvoice) => (
    <RowButtons>
      <RowButton
        label={t('payments.actions.view')}
        icon={<EyeOutlined />}
        onClick={() => openers.view(invoice)}
        testId="invoice-view"
      />
      {invoice.latestPaymentId ? (
        <RowButton
          label={t('payments.actions.receipt')}
          icon={<FilePdfOutlined />}
          onClick={() => void receipt(invoice)}
          testId="invoice-receipt"
        />
      ) : null}
      {canWrite && isOpen(invoice) ? (
        <>
          <Button size="small" type="primary" onClick={() => openers.record(invoice)} data-testid="invoice-record">
            {t('payments.actions.record')}
          </Button>
          <Dropdown trigger={['click']} menu={{ items: menu(invoice) }}>
            <Button size="small" data-testid="invoice-more" aria-label={t('payments.actions.more')}>
              …
            </Button>
          </Dropdown>
        </>
      ) : null}
    </RowButtons>
  );
}

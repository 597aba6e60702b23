import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LATE_FEE_PERIOD_DAYS, localizedText, type EstatePayment, type PaymentInvoiceDetail } from '@estate/contracts';
import {
  formatCurrency,
  formatDateTime,
  formatDateWithHijri,
  formatNumber,
  formatPercent,
  useLang,
} from '@estate/platform';
import { Button, Empty, LoadError, Ltr, Spin, useToast } from '@estate/platform/ui';
import { Descriptions, Drawer, FilePdfOutlined, Tag } from '@estate/platform/ui-extra';
import { InvoiceStatusBadge } from '../../../components/badges.js';
import { downloadReceipt } from '../api/download-receipt.js';
import { useInvoice } from '../api/get-invoice.js';
import { RefundModal } from './RefundModal.js';

/** An invoice with its amounts, late fee, payments and refunds (each with its receipt), and its penalty invoice. */
export function InvoiceDrawer({
  invoiceId,
  canWrite,
  onOpenInvoice,
  onClose,
}: {
  invoiceId: string;
  canWrite: boolean;
  onOpenInvoice: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const invoice = useInvoice(invoiceId);
  const [refunding, setRefunding] = useState<EstatePayment | null>(null);
  const data = invoice.data;
  const money = (amount: number) => formatCurrency(amount, lang);
  const receipt = (payment: EstatePayment) =>
    downloadReceipt(payment.id, payment.receiptNumber, lang).catch(() =>
      toast.error(t('payments.toast.receiptFailed')),
    );

  return (
    <Drawer
      open
      size={640}
      title={data ? t('payments.detail.title', { number: data.invoiceNumber }) : t('payments.actions.view')}
      onClose={onClose}
      destroyOnHidden
      data-testid="invoice-drawer"
    >
      {invoice.isError ? <LoadError onRetry={() => void invoice.refetch()} /> : null}
      <Spin spinning={invoice.isFetching}>
        {data ? <Detail invoice={data} /> : <div className="estate-empty-space" />}
      </Spin>
      {data ? (
        <section className="estate-section">
          <h3 className="estate-card-title">{t('payments.detail.payments')}</h3>
          {data.payments.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.detail.noPayments')} />
          ) : (
            <ul className="payments-list" data-testid="invoice-payments">
              {data.payments.map((payment) => (
                <li key={payment.id} className="payments-list-row" data-testid="invoice-payment">
                  <div className="estate-cell">
                    <span className="estate-strong">
                      <Tag color={payment.kind === 'refund' ? 'red' : 'green'}>
                        {t(`payments.detail.kind.${payment.kind}`)}
                      </Tag>
                      {payment.test ? (
                        <Tag color="orange" data-testid="invoice-payment-test">
                          {t('payments.detail.test')}
                        </Tag>
                      ) : null}
                      {money(payment.amount)}
                    </span>
                    <span className="estate-muted">
                      <Ltr>{payment.receiptNumber}</Ltr> · {formatDateWithHijri(payment.paidOn, lang, 'short')} ·{' '}
                      {t(`enums.paymentMethod.${payment.method}`)}
                      {payment.reference ? (
                        <>
                          {' · '}
                          <Ltr>{payment.reference}</Ltr>
                        </>
                      ) : null}
                    </span>
                    {payment.notes ? <span className="estate-muted">{payment.notes}</span> : null}
                    {payment.receiptUrl ? (
                      <a href={payment.receiptUrl} target="_blank" rel="noreferrer">
                        {t('payments.detail.receiptFile')}
                      </a>
                    ) : null}
                  </div>
                  <div className="estate-actions">
                    <Button
                      type="text"
                      icon={<FilePdfOutlined />}
                      aria-label={t('payments.actions.receipt')}
                      title={t('payments.actions.receipt')}
                      onClick={() => void receipt(payment)}
                      data-testid="payment-receipt"
                    />
                    {canWrite && payment.kind === 'payment' && data.paidAmount > 0 ? (
                      <Button size="small" danger onClick={() => setRefunding(payment)} data-testid="payment-refund">
                        {t('payments.actions.refund')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {data.penaltyInvoice ? (
            <Button type="link" onClick={() => onOpenInvoice(data.penaltyInvoice!.id)} data-testid="penalty-link">
              {t('payments.detail.penalty', {
                number: data.penaltyInvoice.invoiceNumber,
                amount: money(data.penaltyInvoice.totalAmount),
              })}
            </Button>
          ) : null}
          {data.penaltyFor ? (
            <Button type="link" onClick={() => onOpenInvoice(data.penaltyFor!.id)}>
              {t('payments.detail.penaltyFor', { number: data.penaltyFor.invoiceNumber })}
            </Button>
          ) : null}
          {data.lastReminderAt ? (
            <p className="estate-muted">
              {t('payments.detail.lastReminder', { date: formatDateTime(data.lastReminderAt, lang) })}
            </p>
          ) : null}
        </section>
      ) : null}
      {refunding && data ? (
        <RefundModal
          payment={refunding}
          refundable={Math.min(data.paidAmount, leftOfPayment(refunding, data.payments))}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </Drawer>
  );
}

/** What is left of a payment to refund: its amount less the refunds that name its receipt. */
const leftOfPayment = (payment: EstatePayment, all: EstatePayment[]) =>
  Math.round(
    all
      .filter((row) => row.kind === 'refund' && row.reference === payment.receiptNumber)
      .reduce((left, row) => left - row.amount * 100, payment.amount * 100),
  ) / 100;

function Detail({ invoice }: { invoice: PaymentInvoiceDetail }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const money = (amount: number) => formatCurrency(amount, lang);
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid="invoice-detail"
      data-status={invoice.status}
      items={[
        {
          key: 'status',
          label: t('payments.columns.status'),
          children: <InvoiceStatusBadge status={invoice.status} />,
        },
        { key: 'type', label: t('payments.detail.type'), children: t(`enums.invoiceType.${invoice.type}`) },
        {
          key: 'contract',
          label: t('payments.columns.contract'),
          children: <Ltr>{invoice.contractNumber}</Ltr>,
        },
        {
          key: 'property',
          label: t('payments.detail.property'),
          children: `${localizedText(invoice.propertyTitle, invoice.propertyTitleEn, lang).text} · ${t('payments.unit', { unit: invoice.unitNumber })}`,
        },
        {
          key: 'tenant',
          label: t('payments.columns.tenant'),
          children: localizedText(invoice.tenantName, invoice.tenantNameEn, lang).text,
        },
        {
          key: 'owner',
          label: t('payments.detail.owner'),
          children: localizedText(invoice.ownerName, invoice.ownerNameEn, lang).text,
        },
        ...(invoice.periodStart && invoice.periodEnd
          ? [
              {
                key: 'period',
                label: t('payments.detail.period'),
                children: `${formatDateWithHijri(invoice.periodStart, lang, 'short')} – ${formatDateWithHijri(invoice.periodEnd, lang, 'short')}`,
              },
            ]
          : []),
        {
          key: 'due',
          label: t('payments.columns.dueDate'),
          children: formatDateWithHijri(invoice.dueDate, lang, 'short'),
        },
        { key: 'net', label: t('payments.detail.net'), children: money(invoice.netAmount) },
        {
          key: 'vat',
          label: t('payments.detail.vat', { percent: formatPercent(invoice.vatPercent / 100, lang, 2) }),
          children: money(invoice.vatAmount),
        },
        { key: 'total', label: t('payments.detail.total'), children: <strong>{money(invoice.totalAmount)}</strong> },
        {
          key: 'paid',
          label: t('payments.detail.paid'),
          children: <span data-testid="invoice-paid">{money(invoice.paidAmount)}</span>,
        },
        {
          key: 'outstanding',
          label: t('payments.detail.outstanding'),
          children: <span data-testid="invoice-outstanding">{money(invoice.outstandingAmount)}</span>,
        },
        ...(invoice.lateFee > 0
          ? [
              {
                key: 'lateFee',
                label: t('payments.detail.lateFee'),
                children: (
                  <span className="estate-danger">
                    {money(invoice.lateFee)} ·{' '}
                    {t('payments.lateFeeRate', {
                      rate: formatPercent(invoice.lateFeePercent / 100, lang, 2),
                      days: formatNumber(LATE_FEE_PERIOD_DAYS, lang),
                    })}
                  </span>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

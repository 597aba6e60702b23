import type { TFunction } from 'i18next';
import { localizedText, type Language, type PaymentInvoice } from '@estate/contracts';
import { formatCurrency, formatDate, formatDateWithHijri, formatHijriDate, formatNumber } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';
import { InvoiceStatusBadge } from '../../../components/badges.js';
import type { ListColumn } from '../../../components/list-page/index.js';
import { serverSort } from '../../../utils/table-sort.js';

type Sorted = { sort?: string; order?: 'asc' | 'desc' };

/**
 * The payments list's columns: the invoice, its contract and tenant, amounts with the late fee, dates (the due and paid
 * dates with their Hijri dates), method, status.
 */
export function paymentColumns(t: TFunction<'estate'>, lang: Language, view: Sorted): ListColumn<PaymentInvoice>[] {
  const money = (amount: number) => formatCurrency(amount, lang);
  const n = (value: number) => formatNumber(value, lang);
  const day = (date: string) => formatDate(date, lang, 'short');
  return [
    {
      ...serverSort('invoiceNumber', view),
      title: t('payments.columns.invoice'),
      width: '14%',
      card: 'title',
      render: (_v, invoice) => (
        <div className="estate-cell">
          <Ltr className="estate-strong">{invoice.invoiceNumber}</Ltr>
          <span className="estate-muted">{t(`enums.invoiceType.${invoice.type}`)}</span>
        </div>
      ),
    },
    {
      key: 'contract',
      title: t('payments.columns.contract'),
      width: '17%',
      render: (_v, invoice) => (
        <div className="estate-cell">
          <Ltr>{invoice.contractNumber}</Ltr>
          <span className="estate-muted">
            {localizedText(invoice.propertyTitle, invoice.propertyTitleEn, lang).text} ·{' '}
            {t('payments.unit', { unit: invoice.unitNumber })}
          </span>
        </div>
      ),
    },
    {
      key: 'tenant',
      title: t('payments.columns.tenant'),
      width: '13%',
      render: (_v, invoice) => <bdi>{localizedText(invoice.tenantName, invoice.tenantNameEn, lang).text}</bdi>,
    },
    {
      ...serverSort('amount', view),
      title: t('payments.columns.amount'),
      width: '14%',
      render: (_v, invoice) => (
        <div className="estate-cell" data-testid="payment-amounts">
          <span className="estate-strong estate-nowrap">{money(invoice.totalAmount)}</span>
          {invoice.paidAmount > 0 && invoice.status !== 'paid' ? (
            <span className="estate-muted">{t('payments.paidSoFar', { amount: money(invoice.paidAmount) })}</span>
          ) : null}
          {invoice.lateFee > 0 ? (
            <span className="payments-late-fee" data-testid="late-fee">
              {t('payments.lateFee', { amount: money(invoice.lateFee) })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      ...serverSort('dueDate', view),
      title: t('payments.columns.dueDate'),
      width: '13%',
      render: (_v, invoice) => (
        <div className="estate-cell">
          <span className="estate-nowrap">{day(invoice.dueDate)}</span>
          <span className="estate-muted estate-nowrap">{formatHijriDate(invoice.dueDate, lang)}</span>
          {invoice.paidDate ? (
            <span className="estate-muted" data-testid="payment-paid-on">
              {t('payments.paidOn', { date: formatDateWithHijri(invoice.paidDate, lang, 'short') })}
            </span>
          ) : null}
          {invoice.daysOverdue > 0 ? (
            <span className="estate-danger">
              {t('payments.daysOverdue', { count: invoice.daysOverdue, n: n(invoice.daysOverdue) })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'method',
      title: t('payments.columns.method'),
      width: '10%',
      render: (_v, invoice) => (invoice.paymentMethod ? t(`enums.paymentMethod.${invoice.paymentMethod}`) : '—'),
    },
    {
      key: 'status',
      title: t('payments.columns.status'),
      width: '9%',
      render: (_v, invoice) => <InvoiceStatusBadge status={invoice.status} />,
    },
  ];
}

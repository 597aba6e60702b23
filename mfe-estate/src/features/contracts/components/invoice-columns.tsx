import type { TFunction } from 'i18next';
import type { EstateInvoice, Language } from '@estate/contracts';
import { formatCurrency, formatDate, formatHijriDate } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';
import { InvoiceStatusBadge } from '../../../components/badges.js';
import type { ListColumn } from '../../../components/list-page/index.js';

/**
 * A contract's invoice columns: number and kind, period, due date, net, VAT, total and status with the paid date; each
 * date with its Hijri date under it.
 */
export function invoiceColumns(t: TFunction<'estate'>, lang: Language): ListColumn<EstateInvoice>[] {
  const money = (value: number) => <span className="estate-nowrap">{formatCurrency(value, lang)}</span>;
  const day = (date: string) => formatDate(date, lang, 'short');
  return [
    {
      key: 'number',
      title: t('contracts.invoices.number'),
      width: '18%',
      card: 'title',
      render: (_v, invoice) => (
        <div className="estate-cell">
          <Ltr className="estate-strong">{invoice.invoiceNumber}</Ltr>
          <span className="estate-muted">
            {t(`enums.invoiceType.${invoice.type}`)}
            {invoice.prorated ? ` · ${t('contracts.invoices.prorated')}` : ''}
          </span>
        </div>
      ),
    },
    {
      key: 'period',
      title: t('contracts.invoices.period'),
      width: '17%',
      render: (_v, invoice) =>
        invoice.periodStart && invoice.periodEnd ? (
          <div className="estate-cell">
            <span>
              <span className="estate-nowrap">{day(invoice.periodStart)}</span> –{' '}
              <span className="estate-nowrap">{day(invoice.periodEnd)}</span>
            </span>
            <span className="estate-muted">
              <span className="estate-nowrap">{formatHijriDate(invoice.periodStart, lang)}</span> –{' '}
              <span className="estate-nowrap">{formatHijriDate(invoice.periodEnd, lang)}</span>
            </span>
          </div>
        ) : (
          '—'
        ),
    },
    {
      key: 'due',
      title: t('contracts.invoices.dueDate'),
      render: (_v, invoice) => (
        <div className="estate-cell">
          <span className="estate-nowrap">{day(invoice.dueDate)}</span>
          <span className="estate-muted estate-nowrap">{formatHijriDate(invoice.dueDate, lang)}</span>
        </div>
      ),
    },
    { key: 'net', title: t('contracts.invoices.net'), render: (_v, invoice) => money(invoice.netAmount) },
    { key: 'vat', title: t('contracts.invoices.vat'), render: (_v, invoice) => money(invoice.vatAmount) },
    {
      key: 'total',
      title: t('contracts.invoices.total'),
      render: (_v, invoice) => <strong>{money(invoice.totalAmount)}</strong>,
    },
    {
      key: 'status',
      title: t('contracts.invoices.status'),
      render: (_v, invoice) => (
        <div className="estate-cell">
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.paidAt ? (
            <>
              <span className="estate-muted estate-nowrap">{day(invoice.paidAt)}</span>
              <span className="estate-muted estate-nowrap" data-testid="invoice-paid-hijri">
                {formatHijriDate(invoice.paidAt, lang)}
              </span>
            </>
          ) : null}
        </div>
      ),
    },
  ];
}

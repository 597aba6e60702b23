import type { TFunction } from 'i18next';
import { todayInRiyadh, withHijriDate, type EInvoiceRow, type Language } from '@estate/contracts';
import { formatCurrency, formatDate, formatDateTime, formatHijriDate } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';
import type { ListColumn } from '../../../components/list-page/index.js';
import { EInvoiceStateTag } from './EInvoiceStateTag.js';

/**
 * The e-invoices list's columns: the document's number (with the invoice it is for, or the e-invoice a credit note
 * corrects), kind and subtype, buyer, issue time, total with VAT, VAT, and state with the gateway's reason.
 */
export function einvoiceColumns(t: TFunction<'estate'>, lang: Language): ListColumn<EInvoiceRow>[] {
  const money = (amount: number) => formatCurrency(amount, lang, { halalas: true });
  return [
    {
      key: 'number',
      title: t('einvoices.columns.number'),
      width: '17%',
      card: 'title',
      render: (_v, row) => (
        <div className="estate-cell">
          {row.number ? (
            <Ltr className="estate-strong" data-testid="einvoice-number">
              {row.number}
            </Ltr>
          ) : (
            <span className="estate-muted" data-testid="einvoice-queued" data-issue-on={row.issueOn ?? undefined}>
              {row.issueOn && row.issueOn > todayInRiyadh()
                ? t('einvoices.queuedUntil', { date: withHijriDate(formatDate(row.issueOn, lang), row.issueOn, lang) })
                : t('einvoices.queued')}
            </span>
          )}
          <span className="estate-muted">
            {row.creditedNumber ? t('einvoices.corrects') : t('einvoices.forInvoice')}{' '}
            <Ltr className="estate-nowrap">{row.creditedNumber ?? row.invoiceNumber}</Ltr>
          </span>
        </div>
      ),
    },
    {
      key: 'kind',
      title: t('einvoices.columns.kind'),
      width: '14%',
      render: (_v, row) => (
        <div className="estate-cell">
          <span data-testid="einvoice-kind">{t(`einvoices.kinds.${row.kind}`)}</span>
          <span className="estate-muted">{t(`einvoices.subtypes.${row.subtype}`)}</span>
        </div>
      ),
    },
    {
      key: 'buyer',
      title: t('einvoices.columns.buyer'),
      width: '15%',
      render: (_v, row) => <bdi>{row.buyerName}</bdi>,
    },
    {
      key: 'issuedAt',
      title: t('einvoices.columns.issuedAt'),
      width: '15%',
      render: (_v, row) =>
        row.issuedAt ? (
          <div className="estate-cell">
            <span className="estate-nowrap">{formatDateTime(row.issuedAt, lang)}</span>
            <span className="estate-muted estate-nowrap" data-testid="einvoice-issued-hijri">
              {formatHijriDate(row.issuedAt, lang)}
            </span>
          </div>
        ) : (
          '—'
        ),
    },
    {
      key: 'total',
      title: t('einvoices.columns.totalWithVat'),
      width: '13%',
      render: (_v, row) => <span className="estate-strong estate-nowrap">{money(row.totalWithVat)}</span>,
    },
    {
      key: 'vat',
      title: t('einvoices.columns.vat'),
      width: '11%',
      render: (_v, row) => <span className="estate-nowrap">{money(row.vatTotal)}</span>,
    },
    {
      key: 'state',
      title: t('einvoices.columns.state'),
      width: '15%',
      render: (_v, row) => <EInvoiceStateTag state={row.state} reason={row.stateReason} />,
    },
  ];
}

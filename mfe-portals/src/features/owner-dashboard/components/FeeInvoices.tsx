import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate, formatHijriDate, useLang } from '@estate/platform';
import { LoadError, Ltr, Spin } from '@estate/platform/ui';
import { EInvoiceDocuments } from '../../../components/einvoice/EInvoiceDocuments.js';
import { downloadFeeEInvoice, useOwnerFeeInvoices } from '../api/get-owner-fee-invoices.js';

/**
 * The management fee invoiced to the owner each month: the fee, its VAT and total, and, for a tax invoice, its
 * e-invoice (number, state, QR and PDF) with the credit and debit notes issued against it, each with its QR and PDF.
 */
export function FeeInvoices() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const invoices = useOwnerFeeInvoices();
  if (invoices.isPending) return <Spin size="small" />;
  if (invoices.isError) return <LoadError message={t('owner.loadError')} onRetry={() => void invoices.refetch()} />;
  if (invoices.data.length === 0) return <p className="portal-muted">{t('owner.financial.feeInvoices.none')}</p>;
  const money = (value: number) => formatCurrency(value, lang, { halalas: true });
  return (
    <table className="portal-trend" data-testid="owner-fee-invoices">
      <caption>{t('owner.financial.feeInvoices.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('owner.financial.feeInvoices.number')}</th>
          <th scope="col">{t('owner.financial.feeInvoices.period')}</th>
          <th scope="col">{t('owner.financial.feeInvoices.total')}</th>
        </tr>
      </thead>
      {invoices.data.map((invoice) => (
        // Each invoice is a group of two rows: its figures, then its tax invoice (the QR needs the whole width).
        <tbody key={invoice.id} data-testid="owner-fee-invoice" data-number={invoice.invoiceNumber}>
          <tr>
            <td>
              <Ltr>{invoice.invoiceNumber}</Ltr>
            </td>
            <td>
              {formatDate(invoice.periodStart, lang, 'short')} – {formatDate(invoice.periodEnd, lang, 'short')}
              <div className="portal-muted">
                {formatHijriDate(invoice.periodStart, lang)} – {formatHijriDate(invoice.periodEnd, lang)}
              </div>
            </td>
            <td>
              <span className="portal-amount" data-testid="owner-fee-invoice-total">
                {money(invoice.total)}
              </span>
              <div className="portal-muted">
                {t('owner.financial.feeInvoices.net')} {money(invoice.net)}
              </div>
              <div className="portal-muted">
                {t('owner.financial.feeInvoices.vat')} {money(invoice.vat)}
              </div>
            </td>
          </tr>
          {invoice.einvoice || invoice.vat > 0 ? (
            <tr>
              <td colSpan={3}>
                {invoice.einvoice ? (
                  <EInvoiceDocuments
                    einvoice={invoice.einvoice}
                    download={(einvoice, language) => downloadFeeEInvoice(invoice, einvoice, language)}
                    pdfTestId="owner-fee-invoice-pdf"
                  />
                ) : (
                  <span className="portal-muted">{t('owner.financial.feeInvoices.notIssued')}</span>
                )}
              </td>
            </tr>
          ) : null}
        </tbody>
      ))}
    </table>
  );
}

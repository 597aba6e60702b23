import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate, formatHijriDate, useLang } from '@estate/platform';
import { Button, LoadError, Ltr, Spin, useToast } from '@estate/platform/ui';
import { FilePdfOutlined } from '@estate/platform/ui-extra';
import { EInvoiceQr } from '../../../components/einvoice/EInvoiceQr.js';
import { downloadFeeTaxInvoice, useOwnerFeeInvoices } from '../api/get-owner-fee-invoices.js';

/**
 * The management fee invoiced to the owner each month: the fee, its VAT and total, and, for a tax invoice, its
 * e-invoice (number, state and QR) and its PDF.
 */
export function FeeInvoices() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
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
                  <>
                    <EInvoiceQr einvoice={invoice.einvoice} />
                    <Button
                      size="small"
                      icon={<FilePdfOutlined />}
                      aria-label={t('owner.financial.feeInvoices.pdfOf', { number: invoice.einvoice.number })}
                      data-testid="owner-fee-invoice-pdf"
                      onClick={() =>
                        void downloadFeeTaxInvoice(invoice, lang).catch(() =>
                          toast.error(t('owner.financial.feeInvoices.pdfFailed')),
                        )
                      }
                    >
                      {t('owner.financial.feeInvoices.download')}
                    </Button>
                  </>
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

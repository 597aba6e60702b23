import { useTranslation } from 'react-i18next';
import type { EInvoiceBrief, EInvoiceState } from '@estate/contracts';
import { Ltr } from '@estate/platform/ui';
import { QRCode, Tag } from '@estate/platform/ui-extra';
import './einvoice.css';

/** Each state's colour, as the back office's e-invoices list shows it. */
const STATE_COLORS: Record<EInvoiceState, string> = {
  pending: 'default',
  reported: 'blue',
  cleared: 'green',
  rejected: 'red',
  failed: 'orange',
};

/**
 * A ZATCA e-invoice in a portal (an invoice's tax invoice, or a credit or debit note of it): its kind, number and
 * state, and its QR code (the Base64 TLV a phone's reader or ZATCA's app reads) shown when the summary is opened.
 */
export function EInvoiceQr({ einvoice }: { einvoice: EInvoiceBrief }) {
  const { t } = useTranslation('portals');
  return (
    <details
      className="portal-einvoice"
      data-testid="portal-einvoice"
      data-einvoice={einvoice.number}
      data-kind={einvoice.kind}
      data-state={einvoice.state}
    >
      <summary className="portal-einvoice-summary">
        <span>{t(`einvoice.kinds.${einvoice.kind}`)}</span>{' '}
        <Ltr className="portal-einvoice-number">{einvoice.number}</Ltr>{' '}
        <Tag color={STATE_COLORS[einvoice.state]} className="portal-einvoice-state">
          {t(`einvoice.states.${einvoice.state}`)}
        </Tag>
      </summary>
      <figure className="portal-einvoice-qr" data-testid="portal-einvoice-qr" data-qr={einvoice.qr}>
        <QRCode value={einvoice.qr} type="svg" size={160} errorLevel="M" bordered={false} />
        <figcaption className="muted">{t(`einvoice.qrCaptions.${einvoice.kind}`)}</figcaption>
      </figure>
    </details>
  );
}

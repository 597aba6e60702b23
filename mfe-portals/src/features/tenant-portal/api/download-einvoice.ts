import type { EInvoiceBrief, Language } from '@estate/contracts';
import { downloadFile } from '@estate/platform';
import { TENANT_API } from './tenant-keys.js';

/**
 * Downloads one of the tenant's e-invoice documents (an invoice's tax invoice, or a credit or debit note of it) as its
 * PDF with the QR, in the page's language (`EINV-2026-000001-ar.pdf` when the server names none).
 */
export const downloadTenantEInvoice = (einvoice: EInvoiceBrief, lang: Language) =>
  downloadFile(
    `${TENANT_API}/einvoices/${encodeURIComponent(einvoice.id)}/pdf`,
    { lang },
    `${einvoice.number}-${lang}.pdf`,
  );

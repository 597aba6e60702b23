import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EInvoiceBrief, Language, OwnerFeeInvoice } from '@estate/contracts';
import { api, downloadFile } from '@estate/platform';
import { OWNER_API, ownerKeys } from './owner-keys.js';

export const getOwnerFeeInvoices = (signal?: AbortSignal) =>
  api.get<OwnerFeeInvoice[]>(OWNER_API.feeInvoices, {}, { signal });

/** The management fee invoiced to the owner each month, the latest first; read again on each visit. */
export const ownerFeeInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.feeInvoices(),
    queryFn: ({ signal }) => getOwnerFeeInvoices(signal),
    staleTime: 0,
    // The tab shows its own error in place.
    meta: { silent: true },
  });

export const useOwnerFeeInvoices = () => useQuery(ownerFeeInvoicesQueryOptions());

/** Downloads a fee invoice's tax invoice (its e-invoice PDF with the QR) in the page's language. */
export const downloadFeeTaxInvoice = (invoice: OwnerFeeInvoice, lang: Language) =>
  downloadFile(
    OWNER_API.feeInvoicePdf(invoice.id),
    { lang },
    `${invoice.einvoice?.number ?? invoice.invoiceNumber}-${lang}.pdf`,
  );

/**
 * Downloads a document of a fee invoice's e-invoice in the page's language: its tax invoice (as above), or one of its
 * credit or debit notes by the note's own id.
 */
export const downloadFeeEInvoice = (invoice: OwnerFeeInvoice, document: EInvoiceBrief, lang: Language) =>
  document.kind === 'invoice'
    ? downloadFeeTaxInvoice(invoice, lang)
    : downloadFile(OWNER_API.einvoicePdf(document.id), { lang }, `${document.number}-${lang}.pdf`);

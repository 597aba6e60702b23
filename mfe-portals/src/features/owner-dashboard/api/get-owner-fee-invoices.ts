import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, OwnerFeeInvoice } from '@estate/contracts';
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EInvoiceChainCheck, EInvoiceDetail, Language } from '@estate/contracts';
import { api, downloadFile } from '@estate/platform';
import { EINVOICES_API } from './einvoice-paths.js';
import { einvoiceKeys } from './einvoice-keys.js';

export const retryEInvoice = (id: string) => api.post<EInvoiceDetail>(EINVOICES_API.retry(id));
export const checkEInvoiceChain = () => api.post<EInvoiceChainCheck>(EINVOICES_API.chainCheck);

/** Sends a rejected or failed e-invoice again; the list and the document are read again. */
export function useRetryEInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEInvoice,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: einvoiceKeys.all }),
  });
}

/** Recomputes every stored document's hash, signature and link to the one before. */
export const useChainCheck = () => useMutation({ mutationFn: checkEInvoiceChain, meta: { silent: true } });

/** The document's stored XML, byte for byte, under the server's name. */
export const downloadEInvoiceXml = (id: string, number: string) =>
  downloadFile(EINVOICES_API.xml(id), {}, `${number}.xml`);

/** The document's PDF with its QR code, in a language. */
export const downloadEInvoicePdf = (id: string, number: string, lang: Language) =>
  downloadFile(EINVOICES_API.pdf(id), { lang }, `${number}-${lang}.pdf`);

/** Output VAT by month and rate as an XLSX workbook, its headers in the language shown. */
export const downloadVatByRate = (from: string, to: string, lang: Language) =>
  downloadFile(EINVOICES_API.vatXlsx, { from, to, lang }, `vat-${from}-${to}.xlsx`);

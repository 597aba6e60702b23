import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EInvoiceCertificateInput, EInvoiceSettings, EInvoiceSettingsInput } from '@estate/contracts';
import { api } from '@estate/platform';
import { EINVOICES_API } from './einvoice-paths.js';
import { einvoiceKeys } from './einvoice-keys.js';

export const getEInvoiceSettings = (signal?: AbortSignal) =>
  api.get<EInvoiceSettings>(EINVOICES_API.settings, undefined, { signal });

/** The seller's identity, address, sandbox mode and signing certificate. */
export const einvoiceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: einvoiceKeys.settings(),
    queryFn: ({ signal }) => getEInvoiceSettings(signal),
    staleTime: 0,
    meta: { silent: true },
  });

export const useEInvoiceSettings = () => useQuery(einvoiceSettingsQueryOptions());

export const saveEInvoiceSettings = (input: EInvoiceSettingsInput) =>
  api.put<EInvoiceSettings>(EINVOICES_API.settings, input);

/** Saves the seller's settings (an admin's) and keeps the answer as the settings read. */
export function useSaveEInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEInvoiceSettings,
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(einvoiceKeys.settings(), saved),
  });
}

export const saveEInvoiceCertificate = (input: EInvoiceCertificateInput) =>
  api.put<EInvoiceSettings>(EINVOICES_API.certificate, input);

/** Signs with the certificate ZATCA issued from now on (an admin's); the answer is kept as the settings read. */
export function useSaveEInvoiceCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEInvoiceCertificate,
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(einvoiceKeys.settings(), saved),
  });
}

import type { EInvoiceListQuery } from '@estate/contracts';
import { estateKeys } from '@estate/platform';

/**
 * Query keys of the e-invoices screen, under the estate root: invoices, cancellations and refunds queue e-invoices
 * as they are written, so every estate write (which marks `estateKeys.all` stale) marks these stale too.
 */
export const einvoiceKeys = {
  all: [...estateKeys.all, 'einvoices'] as const,
  list: (query: EInvoiceListQuery) => [...einvoiceKeys.all, 'list', query] as const,
  detail: (id: string) => [...einvoiceKeys.all, 'detail', id] as const,
  settings: () => [...einvoiceKeys.all, 'settings'] as const,
  vat: (from: string, to: string) => [...einvoiceKeys.all, 'vat', from, to] as const,
};

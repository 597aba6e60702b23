/** The e-invoicing routes of the API (admin and accountant; the settings written by an admin only). */
export const EINVOICES_API = {
  list: '/api/estate/einvoices',
  detail: (id: string) => `/api/estate/einvoices/${encodeURIComponent(id)}`,
  xml: (id: string) => `/api/estate/einvoices/${encodeURIComponent(id)}/xml`,
  pdf: (id: string) => `/api/estate/einvoices/${encodeURIComponent(id)}/pdf`,
  retry: (id: string) => `/api/estate/einvoices/${encodeURIComponent(id)}/retry`,
  chainCheck: '/api/estate/einvoices/chain-check',
  settings: '/api/estate/einvoicing/settings',
  certificate: '/api/estate/einvoicing/certificate',
  vat: '/api/estate/reports/vat',
  vatXlsx: '/api/estate/reports/vat.xlsx',
} as const;

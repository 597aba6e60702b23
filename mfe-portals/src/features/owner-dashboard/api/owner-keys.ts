import { PORTAL_API } from '@estate/contracts';

/** The owner portal's API paths. */
export const OWNER_API = {
  overview: PORTAL_API.owner,
  properties: `${PORTAL_API.owner}/properties`,
  property: (id: string) => `${PORTAL_API.owner}/properties/${encodeURIComponent(id)}`,
  tenants: `${PORTAL_API.owner}/tenants`,
  maintenance: `${PORTAL_API.owner}/maintenance`,
  statement: `${PORTAL_API.owner}/statement`,
  payouts: `${PORTAL_API.owner}/payouts`,
  payoutAdvice: (id: string) => `${PORTAL_API.owner}/payouts/${encodeURIComponent(id)}/advice`,
  feeInvoices: `${PORTAL_API.owner}/fee-invoices`,
  feeInvoicePdf: (id: string) => `${PORTAL_API.owner}/fee-invoices/${encodeURIComponent(id)}/pdf`,
  einvoicePdf: (id: string) => `${PORTAL_API.owner}/einvoices/${encodeURIComponent(id)}/pdf`,
} as const;

/**
 * Query keys of the owner's own records. They sit apart from the estate keys: the account reading them is not staff,
 * and a sign-out clears the whole cache anyway.
 */
export const ownerKeys = {
  all: ['owner-portal'] as const,
  overview: () => [...ownerKeys.all, 'overview'] as const,
  properties: () => [...ownerKeys.all, 'properties'] as const,
  property: (id: string) => [...ownerKeys.properties(), id] as const,
  tenants: () => [...ownerKeys.all, 'tenants'] as const,
  maintenance: (query: object) => [...ownerKeys.all, 'maintenance', query] as const,
  payouts: () => [...ownerKeys.all, 'payouts'] as const,
  feeInvoices: () => [...ownerKeys.all, 'fee-invoices'] as const,
};

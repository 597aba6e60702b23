import type { Language } from '@estate/contracts';
import { toQueryString } from '@estate/platform';
import { TENANT_API } from './tenant-keys.js';

/** A document's address (a path under /api/me/tenant, written whole or from there) in the page's language. */
export function documentHref(url: string, lang: Language): string {
  const path = url.startsWith('/api/') ? url : `${TENANT_API}/${url.replace(/^\/+/, '')}`;
  const [base, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${base}?${params.toString()}`;
}

/** A payment's receipt PDF in the page's language. */
export const receiptHref = (paymentId: string, lang: Language) =>
  `${TENANT_API}/payments/${encodeURIComponent(paymentId)}/receipt${toQueryString({ lang })}`;

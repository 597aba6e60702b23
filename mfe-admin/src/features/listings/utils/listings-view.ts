import { PROPERTY_INPUT_LIMITS, PROPERTY_STATUSES, type PropertyStatus } from '@estate/contracts';

/** What /admin/properties shows, as kept in the address (`?q=&status=&page=`). */
export interface ListingsView {
  q: string;
  /** Absent: every status. */
  status?: PropertyStatus;
  page: number;
}

const isStatus = (value: string | null): value is PropertyStatus =>
  !!value && (PROPERTY_STATUSES as readonly string[]).includes(value);

/** The search text as sent: trimmed, inner spaces collapsed, cut to the length the server takes. */
export const searchTextOf = (value: string | null | undefined): string =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, PROPERTY_INPUT_LIMITS.search);

/** The view from the address; anything unknown falls back (every status, first page). */
export function readListingsView(params: URLSearchParams): ListingsView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: searchTextOf(params.get('q')),
    ...(isStatus(status) ? { status } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view, leaving out the defaults (no search, every status, first page). */
export function listingsViewParams(view: ListingsView): Record<string, string> {
  const q = searchTextOf(view.q);
  return {
    ...(q ? { q } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
  };
}

/** True when a search or a status filter narrows the list (the empty list then says nothing matches). */
export const isFiltered = (view: ListingsView) => !!view.q || !!view.status;

/** The last page that has rows, for a total; at least 1. */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

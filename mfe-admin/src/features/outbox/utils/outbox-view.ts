import { ERROR_CODES, OUTBOX_ERROR_CODES, OUTBOX_STATUSES, type OutboxStatus } from '@estate/contracts';

/** Longest search the server takes (ListOutboxDto). */
export const OUTBOX_SEARCH_MAX = 200;

/** What /admin/outbox shows, as kept in the address (`?status=&search=&page=`). */
export interface OutboxView {
  /** Absent: every status. */
  status?: OutboxStatus;
  search: string;
  page: number;
}

const isStatus = (value: string | null): value is OutboxStatus =>
  !!value && (OUTBOX_STATUSES as readonly string[]).includes(value);

/** The search as sent: trimmed, inner spaces collapsed, cut to what the server takes. */
export const outboxSearchOf = (value: string | null | undefined): string =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, OUTBOX_SEARCH_MAX);

/** The view from the address; anything unknown falls back (every status, first page). */
export function readOutboxView(params: URLSearchParams): OutboxView {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    ...(isStatus(status) ? { status } : {}),
    search: outboxSearchOf(params.get('search')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view, leaving out the defaults. */
export function outboxViewParams(view: OutboxView): Record<string, string> {
  const search = outboxSearchOf(view.search);
  return {
    ...(view.status ? { status: view.status } : {}),
    ...(search ? { search } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
  };
}

/** A failed message may be resent, and a queued one (stuck, or no mail server); a sent one may not. */
export const canResend = (status: OutboxStatus) => status !== 'sent';

/** The key (under `outbox.resend.refused`) explaining a refused resend by the server's code. */
export function resendRefusalKey(code: string | undefined): 'alreadySent' | 'sending' | 'gone' | 'failed' {
  if (code === OUTBOX_ERROR_CODES.alreadySent) return 'alreadySent';
  if (code === ERROR_CODES.conflict) return 'sending';
  if (code === ERROR_CODES.notFound) return 'gone';
  return 'failed';
}

import { AUCTION_REVIEWS, AUCTION_STATUSES, type AuctionReview, type AuctionStatus } from '@estate/contracts';

/** The longest search text sent. */
export const AUCTION_SEARCH_MAX = 100;

/** What /admin/auctions shows, as kept in the address (`?q=&status=&review=&page=`). */
export interface AuctionsView {
  q: string;
  /** Absent: every status. */
  status?: AuctionStatus;
  /** Absent: every review state. */
  review?: AuctionReview;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  !!value && (values as readonly string[]).includes(value);

/** The search text as sent: trimmed, inner spaces collapsed, cut to the length sent. */
export const auctionSearchText = (value: string | null | undefined): string =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, AUCTION_SEARCH_MAX);

/** The view from the address; anything unknown falls back (every status and review, first page). */
export function readAuctionsView(params: URLSearchParams): AuctionsView {
  const status = params.get('status');
  const review = params.get('review');
  const page = Number(params.get('page'));
  return {
    q: auctionSearchText(params.get('q')),
    ...(oneOf(AUCTION_STATUSES, status) ? { status } : {}),
    ...(oneOf(AUCTION_REVIEWS, review) ? { review } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view, leaving out the defaults. */
export function auctionsViewParams(view: AuctionsView): Record<string, string> {
  const q = auctionSearchText(view.q);
  return {
    ...(q ? { q } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.review ? { review: view.review } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
  };
}

/** True when a search or a filter narrows the list. */
export const isFilteredView = (view: AuctionsView) => !!view.q || !!view.status || !!view.review;

/** The last page that has rows, for a total; at least 1. */
export const lastAuctionPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

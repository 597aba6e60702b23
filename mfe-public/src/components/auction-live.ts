import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AUCTION_RECENT_BIDS,
  type AuctionBid,
  type AuctionDetail,
  type AuctionEvent,
  type AuctionEventType,
  type AuctionListResponse,
  type AuctionLiveState,
  type AuctionSummary,
} from '@estate/contracts';
import { auctionKeys } from '@estate/platform';

/**
 * Auctions live: the server's event streams (GET /api/auctions/events for every auction, /api/auctions/{id}/events
 * for one) written into the cached lists and auction pages, so a bid placed elsewhere shows without a reload.
 */

const EVENT_TYPES: readonly AuctionEventType[] = ['bid', 'extended', 'status', 'snapshot', 'paused', 'resumed'];

/** How long to wait before opening a stream again that the server closed (the browser retries dropped ones itself). */
const REOPEN_MS = 5_000;

/** The live part of an auction laid over what is cached, unless the cache already holds a later state. */
export function withLiveState<T extends AuctionSummary>(auction: T, state: AuctionLiveState): T {
  if (auction.id !== state.id) return auction;
  // An older state (a bid's answer arriving after the next bid's event) never takes a bid back; its status may
  // still be news (cancelled, settled).
  if (state.bidCount < auction.bidCount) {
    return state.status === auction.status
      ? auction
      : { ...auction, status: state.status, outcome: state.outcome, isActive: state.status === 'active' };
  }
  return {
    ...auction,
    currentBid: state.currentBid,
    bidCount: state.bidCount,
    minimumBid: state.minimumBid,
    endDate: state.endDate,
    status: state.status,
    outcome: state.outcome,
    reserveMet: state.reserveMet,
    isActive: state.status === 'active',
    paused: state.paused ?? false,
    pausedAt: state.paused ? state.pausedAt : undefined,
    pauseReason: state.paused ? (state.pauseReason ?? null) : undefined,
  };
}

/**
 * An accepted bid added to an auction page's history (newest first, at most AUCTION_RECENT_BIDS), once: the caller's
 * own bid arrives both as its answer (marked mine) and as an event (masked), and the answer's copy is kept. The
 * viewer leads when the newest bid is theirs.
 */
export function withBid(detail: AuctionDetail, bid: AuctionBid): AuctionDetail {
  const known = detail.bids.find((each) => each.id === bid.id);
  const bids = known
    ? detail.bids.map((each) => (each.id === bid.id && bid.mine ? bid : each))
    : [bid, ...detail.bids].sort((a, b) => b.ordinal - a.ordinal).slice(0, AUCTION_RECENT_BIDS);
  const newest = bids[0];
  const viewer =
    detail.viewer && newest && newest.ordinal >= detail.bidCount
      ? { ...detail.viewer, leading: newest.mine }
      : detail.viewer;
  return { ...detail, bids, viewer };
}

const isList = (data: unknown): data is AuctionListResponse =>
  typeof data === 'object' && data !== null && Array.isArray((data as AuctionListResponse).auctions);

const isDetail = (data: unknown): data is AuctionDetail =>
  typeof data === 'object' && data !== null && Array.isArray((data as AuctionDetail).bids);

/** One event written into every cached read of auctions (lists by status, the home page's, the auction's page). */
export function applyAuctionEvent(client: QueryClient, event: AuctionEvent): void {
  client.setQueriesData({ queryKey: auctionKeys.all }, (data: unknown) => {
    if (isList(data)) {
      if (!data.auctions.some((auction) => auction.id === event.auctionId)) return data;
      return { ...data, auctions: data.auctions.map((auction) => withLiveState(auction, event.state)) };
    }
    if (isDetail(data) && data.id === event.auctionId) {
      const live = withLiveState(data, event.state);
      return event.type === 'bid' ? withBid(live, event.bid) : live;
    }
    return data;
  });
  // A started, cancelled or settled auction moves between the status lists.
  if (event.type === 'status') void client.invalidateQueries({ queryKey: auctionKeys.lists() });
  // Bids were missed while away: the page reads its history again.
  if (event.type === 'snapshot') {
    const detail = client.getQueryData<AuctionDetail>(auctionKeys.detail(event.auctionId));
    if (detail && detail.bids[0] && detail.bids[0].ordinal < event.state.bidCount)
      void client.invalidateQueries({ queryKey: auctionKeys.detail(event.auctionId) });
  }
}

/**
 * Opens a server-sent event stream and hands over each auction event. The browser reconnects a dropped stream by
 * itself, sending Last-Event-ID; a stream the server refused is opened again after a pause (`onReopen` then lets the
 * caller read afresh what it may have missed). Answers the function that closes it.
 */
export function openAuctionStream(
  path: string,
  onEvent: (event: AuctionEvent) => void,
  onReopen?: () => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const open = (again: boolean) => {
    source = new EventSource(path, { withCredentials: true });
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        let data: unknown;
        try {
          data = JSON.parse((message as MessageEvent<string>).data);
        } catch {
          return;
        }
        if (typeof data === 'object' && data !== null && 'state' in data)
          onEvent({ ...(data as Omit<AuctionEvent, 'type'>), type } as AuctionEvent);
      });
    }
    if (again) source.addEventListener('open', () => onReopen?.(), { once: true });
    source.onerror = () => {
      if (closed || source?.readyState !== EventSource.CLOSED) return;
      source.close();
      reopen = setTimeout(() => open(true), REOPEN_MS);
    };
  };
  open(false);
  return () => {
    closed = true;
    clearTimeout(reopen);
    source?.close();
  };
}

/** Keeps the cached auctions live from a stream while the calling screen is shown (`path` null: none). */
export function useAuctionStream(path: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!path) return undefined;
    return openAuctionStream(
      path,
      (event) => applyAuctionEvent(client, event),
      () => void client.invalidateQueries({ queryKey: auctionKeys.all }),
    );
  }, [client, path]);
}

/** GET /api/auctions/events: every listed auction's events. */
export const ALL_AUCTIONS_STREAM = '/api/auctions/events';

/** GET /api/auctions/{id}/events: one auction's events. */
export const auctionStreamPath = (id: string) => `/api/auctions/${encodeURIComponent(id)}/events`;

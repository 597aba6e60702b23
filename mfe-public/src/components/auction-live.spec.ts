import { QueryClient } from '@tanstack/react-query';
import type { AuctionBid, AuctionDetail, AuctionListResponse, AuctionLiveState } from '@estate/contracts';
import { auctionKeys } from '@estate/platform';
import { applyAuctionEvent, withBid, withLiveState } from './auction-live';

const state = (over: Partial<AuctionLiveState> = {}): AuctionLiveState => ({
  id: 'a1',
  currentBid: null,
  bidCount: 0,
  minimumBid: '100000',
  endDate: '2030-01-01T12:00:00.000Z',
  status: 'active',
  outcome: null,
  reserveMet: false,
  ...over,
});

const detail = (over: Partial<AuctionDetail> = {}): AuctionDetail =>
  ({
    ...state(),
    title: 'مزاد',
    titleEn: 'Auction',
    propertyId: 'p1',
    property: { id: 'p1', title: 'فيلا', titleEn: null, district: null, city: 'riyadh', images: [] },
    startPrice: '100000',
    minIncrement: '1000',
    startDate: '2029-01-01T12:00:00.000Z',
    hasReserve: true,
    timeRemaining: 100,
    isActive: true,
    description: '',
    descriptionEn: null,
    terms: '',
    termsEn: null,
    propertyDetails: { type: 'villa', category: 'residential', area: 300, bedrooms: 4, bathrooms: 3, address: null },
    bids: [],
    viewer: { leading: false, canBid: true, reason: null },
    serverTime: '2029-06-01T12:00:00.000Z',
    ...over,
  }) as AuctionDetail;

const bid = (ordinal: number, amount: string, mine = false): AuctionBid => ({
  id: `b${ordinal}`,
  ordinal,
  amount,
  bidder: mine ? 'Me' : 'A***i',
  mine,
  createdAt: '2029-06-01T12:00:00.000Z',
});

describe('live auctions in the cache', () => {
  it('lays a later state over the cached auction but never takes a bid back', () => {
    const after = withLiveState(detail(), state({ currentBid: '101000', bidCount: 2, minimumBid: '102000' }));
    expect(after).toMatchObject({ currentBid: '101000', bidCount: 2, minimumBid: '102000' });
    expect(withLiveState(after, state({ currentBid: '100000', bidCount: 1 }))).toBe(after);
    expect(withLiveState(after, state({ bidCount: 1, status: 'cancelled' }))).toMatchObject({
      bidCount: 2,
      status: 'cancelled',
      isActive: false,
    });
  });

  it('adds a bid once, newest first, keeps the copy marked mine, and says who leads', () => {
    const mineFirst = withBid(withLiveState(detail(), state({ bidCount: 1 })), bid(1, '100000', true));
    expect(mineFirst.viewer?.leading).toBe(true);
    // The same bid again as the stream tells it (masked, not mine): no second row, still mine.
    const echoed = withBid(mineFirst, bid(1, '100000'));
    expect(echoed.bids).toEqual([bid(1, '100000', true)]);
    const outbid = withBid(withLiveState(echoed, state({ bidCount: 2 })), bid(2, '101000'));
    expect(outbid.bids.map((each) => each.ordinal)).toEqual([2, 1]);
    expect(outbid.viewer?.leading).toBe(false);
  });

  it('writes a bid event into the auction page and every list holding the auction', () => {
    const client = new QueryClient();
    client.setQueryData(auctionKeys.detail('a1'), detail());
    const list: AuctionListResponse = { auctions: [detail(), { ...detail(), id: 'a2' }] };
    client.setQueryData(auctionKeys.list('active'), list);
    client.setQueryData(auctionKeys.active(), list);
    const next = state({ currentBid: '100000', bidCount: 1, minimumBid: '101000' });
    applyAuctionEvent(client, { type: 'bid', auctionId: 'a1', bid: bid(1, '100000'), state: next });
    expect(client.getQueryData<AuctionDetail>(auctionKeys.detail('a1'))).toMatchObject({
      currentBid: '100000',
      bidCount: 1,
      minimumBid: '101000',
      bids: [bid(1, '100000')],
    });
    for (const key of [auctionKeys.list('active'), auctionKeys.active()]) {
      const [first, second] = client.getQueryData<AuctionListResponse>(key)!.auctions;
      expect(first).toMatchObject({ bidCount: 1, currentBid: '100000' });
      expect(second).toMatchObject({ id: 'a2', bidCount: 0 });
    }
  });

  it('follows an extended end', () => {
    const client = new QueryClient();
    client.setQueryData(auctionKeys.detail('a1'), detail());
    const endDate = '2030-01-01T12:05:00.000Z';
    applyAuctionEvent(client, { type: 'extended', auctionId: 'a1', endDate, state: state({ endDate }) });
    expect(client.getQueryData<AuctionDetail>(auctionKeys.detail('a1'))?.endDate).toBe(endDate);
  });
});

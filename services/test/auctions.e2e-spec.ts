import type { ApiErrorBody, AuctionListResponse, AuctionStatus } from '@estate/contracts';
import { startTestApp, type TestApp } from './support/server.js';

describe('auctions (read side)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const get = async <T>(path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };

  const byClock = (startDate: string, endDate: string): AuctionStatus => {
    const now = Date.now();
    if (now < Date.parse(startDate)) return 'upcoming';
    return now < Date.parse(endDate) ? 'active' : 'ended';
  };

  it('lists every auction with its property and a status that follows the clock', async () => {
    const { status, body } = await get<AuctionListResponse>('/api/auctions');
    expect(status).toBe(200);
    expect(body.auctions.length).toBeGreaterThanOrEqual(6);
    expect(body.auctions.length).toBeLessThanOrEqual(9);
    for (const auction of body.auctions) {
      expect(auction).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        titleEn: expect.any(String),
        propertyId: auction.property.id,
        property: {
          title: expect.any(String),
          city: expect.any(String),
          images: expect.arrayContaining([expect.stringMatching(/^\/api\/objects\/[0-9a-f]{32}$/)]),
        },
        startPrice: expect.stringMatching(/^\d+\.\d{2}$/),
        minIncrement: expect.stringMatching(/^\d+\.\d{2}$/),
        bidCount: expect.any(Number),
      });
      expect(auction.status).toBe(byClock(auction.startDate, auction.endDate));
      expect(auction.isActive).toBe(auction.status === 'active');
      if (auction.status === 'ended') expect(auction.timeRemaining).toBe(0);
      else {
        const expected = (Date.parse(auction.endDate) - Date.now()) / 1000;
        expect(Math.abs(auction.timeRemaining - expected)).toBeLessThan(60);
      }
      if (auction.bidCount === 0) expect(auction.currentBid).toBeNull();
      else expect(Number(auction.currentBid)).toBeGreaterThanOrEqual(Number(auction.startPrice));
    }
    expect(new Set(body.auctions.map((a) => a.status))).toEqual(new Set(['upcoming', 'active', 'ended']));
  });

  it.each(['active', 'upcoming', 'ended'] as const)('filters by status=%s', async (status) => {
    const all = (await get<AuctionListResponse>('/api/auctions')).body.auctions;
    const { body } = await get<AuctionListResponse>(`/api/auctions?status=${status}`);
    expect(body.auctions.length).toBeGreaterThan(0);
    expect(body.auctions.length).toBe(all.filter((a) => a.status === status).length);
    expect(body.auctions.every((a) => a.status === status && byClock(a.startDate, a.endDate) === status)).toBe(true);
  });

  it('lists the active ones at /auctions/active, ending soonest first', async () => {
    const { body } = await get<AuctionListResponse>('/api/auctions/active');
    expect(body.auctions.length).toBeGreaterThan(0);
    expect(body.auctions.every((a) => a.isActive && Date.parse(a.endDate) - Date.now() < 7 * 86_400_000)).toBe(true);
    const ends = body.auctions.map((a) => a.endDate);
    expect(ends).toEqual([...ends].sort());
  });

  it('rejects an unknown status', async () => {
    const response = await get<ApiErrorBody>('/api/auctions?status=sold');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual([expect.objectContaining({ field: 'status' })]);
  });
});

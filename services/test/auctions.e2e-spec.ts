import type {
  AdminAuction,
  AdminAuctionBid,
  AdminAuctionList,
  ApiErrorBody,
  AuctionDetail,
  AuctionListResponse,
  AuctionStatus,
} from '@estate/contracts';
import { AUCTION_RECENT_BIDS } from '@estate/contracts';
import { type ApiClient, signInAs } from './support/auth.js';
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

  it('lists cancelled ones with status=cancelled (none in the seed)', async () => {
    const { status, body } = await get<AuctionListResponse>('/api/auctions?status=cancelled');
    expect([status, body.auctions]).toEqual([200, []]);
  });

  describe('the seeded auctions', () => {
    let admin: ApiClient;
    let seeded: AdminAuction[];
    const bidsOf = async (id: string) =>
      (await admin.get<AdminAuctionBid[]>(`/api/admin/auctions/${id}/bids`)).body.sort((a, b) => a.ordinal - b.ordinal);

    beforeAll(async () => {
      admin = await signInAs(app.baseUrl, 'admin');
      seeded = (await admin.get<AdminAuctionList>('/api/admin/auctions?limit=100')).body.auctions;
    });

    it('have bids numbered from 1, each at least an increment above the last, matching the highest bid and count', async () => {
      expect(seeded.length).toBe(9);
      let withBids = 0;
      for (const auction of seeded) {
        const bids = await bidsOf(auction.id);
        expect(bids.map((b) => b.ordinal)).toEqual(bids.map((_, i) => i + 1));
        expect(auction.bidCount).toBe(bids.length);
        if (bids.length === 0) {
          expect(auction.currentBid).toBeNull();
          continue;
        }
        withBids++;
        expect(Number(bids[0]!.amount)).toBeGreaterThanOrEqual(Number(auction.startPrice));
        for (let n = 1; n < bids.length; n++) {
          expect(Number(bids[n]!.amount)).toBeGreaterThanOrEqual(
            Number(bids[n - 1]!.amount) + Number(auction.minIncrement),
          );
          expect(Date.parse(bids[n]!.createdAt)).toBeGreaterThan(Date.parse(bids[n - 1]!.createdAt));
          // Nobody outbids themselves.
          expect(bids[n]!.bidder.id).not.toBe(bids[n - 1]!.bidder.id);
        }
        expect(auction.currentBid).toBe(bids.at(-1)!.amount);
        expect(bids.every((b) => Date.parse(b.createdAt) <= Math.min(Date.now(), Date.parse(auction.endDate)))).toBe(
          true,
        );
      }
      expect(withBids).toBeGreaterThanOrEqual(5);
      const bidders = new Set((await Promise.all(seeded.map((a) => bidsOf(a.id)))).flat().map((b) => b.bidder.email));
      expect(bidders.size).toBeGreaterThanOrEqual(4);
      expect(bidders).toContain('user@dar-estate.sa');
    });

    it('keep their leaders, never the listing’s agent, in the database', async () => {
      if (app.database.kind !== 'postgres') return; // the embedded database is locked by the server
      const wrong = await app.database.query(
        `SELECT a.id FROM auctions a JOIN properties p ON p.id = a.property_id
         LEFT JOIN LATERAL (SELECT bidder_id, amount, count(*) OVER () AS n, max(amount) OVER () AS top
                              FROM auction_bids WHERE auction_id = a.id ORDER BY ordinal DESC LIMIT 1) last ON true
         WHERE a.leader_id IS DISTINCT FROM last.bidder_id
            OR a.current_bid IS DISTINCT FROM last.top
            OR a.bid_count <> coalesce(last.n, 0)
            OR EXISTS (SELECT 1 FROM auction_bids b WHERE b.auction_id = a.id
                        AND (b.bidder_id = p.assigned_agent_id OR b.bidder_id = a.created_by))`,
      );
      expect(wrong).toEqual([]);
    });

    it('are upcoming, active with different ends, and ended: settled sold or unsold against the reserve', async () => {
      const approved = seeded.filter((a) => a.review === 'approved');
      const active = approved.filter((a) => a.status === 'active');
      expect(active.length).toBeGreaterThanOrEqual(2);
      expect(new Set(active.map((a) => a.endDate)).size).toBe(active.length);
      expect(approved.filter((a) => a.status === 'upcoming').length).toBeGreaterThanOrEqual(2);
      expect(approved.every((a) => a.terms.length > 0 && (a.termsEn ?? '').length > 0)).toBe(true);
      expect(approved.some((a) => a.hasReserve) && approved.some((a) => !a.hasReserve)).toBe(true);

      const settled = approved.filter((a) => a.outcome !== null);
      const sold = settled.filter((a) => a.outcome === 'sold');
      const unsold = settled.filter((a) => a.outcome === 'unsold');
      expect(sold.length).toBeGreaterThanOrEqual(1);
      expect(unsold.some((a) => a.bidCount > 0)).toBe(true);
      for (const auction of settled) expect(auction.status).toBe('ended');
      for (const auction of sold) {
        expect(auction.reserveMet).toBe(true);
        const bids = await bidsOf(auction.id);
        expect(auction.winner).toEqual(bids.at(-1)!.bidder);
      }
      for (const auction of unsold) {
        expect(auction.winner).toBeNull();
        expect(auction.bidCount === 0 || Number(auction.currentBid) < Number(auction.reservePrice)).toBe(true);
      }
    });

    it('include one sent by the demo user, waiting for review and not listed', async () => {
      const pending = seeded.filter((a) => a.review === 'pending');
      expect(pending).toEqual([
        expect.objectContaining({ createdBy: expect.objectContaining({ email: 'user@dar-estate.sa' }), bidCount: 0 }),
      ]);
      const listed = (await get<AuctionListResponse>('/api/auctions')).body.auctions.map((a) => a.id);
      expect(listed).not.toContain(pending[0]!.id);
      expect((await get<ApiErrorBody>(`/api/auctions/${pending[0]!.id}`)).status).toBe(404);
    });

    it('show their page to a visitor: details, terms in both languages, latest bids masked', async () => {
      const auction = seeded
        .filter((a) => a.review === 'approved')
        .reduce((most, a) => (a.bidCount > most.bidCount ? a : most));
      const response = await fetch(`${app.baseUrl}/api/auctions/${auction.id}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const detail = (await response.json()) as AuctionDetail;
      expect(detail).toMatchObject({
        id: auction.id,
        currentBid: auction.currentBid,
        bidCount: auction.bidCount,
        terms: auction.terms,
        termsEn: auction.termsEn,
        viewer: null,
        propertyDetails: { type: expect.any(String), category: expect.any(String) },
      });
      expect(detail.bids).toHaveLength(Math.min(auction.bidCount, AUCTION_RECENT_BIDS));
      expect(detail.bids[0]).toMatchObject({ ordinal: auction.bidCount, amount: auction.currentBid, mine: false });
      const names = new Set((await bidsOf(auction.id)).map((b) => b.bidder.name));
      expect(detail.bids.every((b) => b.bidder.includes('***') && !names.has(b.bidder))).toBe(true);

      // The entry deposit and the winner's balance term, as the auction sets them (not a fixed 48 hours).
      await app.database.query(`UPDATE auctions SET deposit_amount = 1234.5, balance_due_hours = 72 WHERE id = $1`, [
        auction.id,
      ]);
      const terms = (await (await fetch(`${app.baseUrl}/api/auctions/${auction.id}`)).json()) as AuctionDetail;
      expect([terms.depositAmount, terms.balanceDueHours]).toEqual(['1234.50', 72]);
    });
  });
});

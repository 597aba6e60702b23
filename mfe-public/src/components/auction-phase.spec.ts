import { auctionBadge, auctionPhase } from './auction-phase';

const at = (iso: string) => Date.parse(iso);
const auction = {
  status: 'active' as const,
  startDate: '2030-01-01T10:00:00.000Z',
  endDate: '2030-01-01T12:00:00.000Z',
  outcome: null,
};

describe('auctionPhase', () => {
  it('moves on with the clock between two answers of the server', () => {
    expect(auctionPhase({ ...auction, status: 'upcoming' }, at('2030-01-01T09:59:59Z'))).toBe('upcoming');
    expect(auctionPhase({ ...auction, status: 'upcoming' }, at('2030-01-01T10:00:00Z'))).toBe('active');
    expect(auctionPhase(auction, at('2030-01-01T11:59:59Z'))).toBe('active');
    expect(auctionPhase(auction, at('2030-01-01T12:00:00Z'))).toBe('ended');
  });

  it('keeps cancelled, and shows a settled auction as sold or unsold', () => {
    expect(auctionPhase({ ...auction, status: 'cancelled' }, at('2030-01-01T11:00:00Z'))).toBe('cancelled');
    expect(auctionBadge({ ...auction, status: 'ended', outcome: 'sold' }, at('2030-01-02T00:00:00Z'))).toBe('sold');
    expect(auctionBadge({ ...auction, status: 'ended', outcome: 'unsold' }, at('2030-01-02T00:00:00Z'))).toBe('unsold');
    expect(auctionBadge(auction, at('2030-01-02T00:00:00Z'))).toBe('ended');
  });

  it('keeps a paused auction active past its end until it resumes', () => {
    expect(auctionPhase({ ...auction, paused: true }, at('2030-01-01T13:00:00Z'))).toBe('active');
    expect(auctionBadge({ ...auction, paused: true }, at('2030-01-02T00:00:00Z'))).toBe('active');
    expect(auctionPhase({ ...auction, paused: false }, at('2030-01-01T13:00:00Z'))).toBe('ended');
  });
});

import { auctionsViewParams, isFilteredView, lastAuctionPage, readAuctionsView } from './auctions-view';

describe('the admin auctions view in the address', () => {
  it('reads a search, a status, a review state and a page', () => {
    const view = readAuctionsView(new URLSearchParams('q=%20villa%20%20north%20&status=active&review=pending&page=3'));
    expect(view).toEqual({ q: 'villa north', status: 'active', review: 'pending', page: 3 });
    expect(isFilteredView(view)).toBe(true);
  });

  it('falls back on unknown values', () => {
    const view = readAuctionsView(new URLSearchParams('status=sold&review=maybe&page=-2'));
    expect(view).toEqual({ q: '', page: 1 });
    expect(isFilteredView(view)).toBe(false);
  });

  it('writes only what differs from the defaults', () => {
    expect(auctionsViewParams({ q: '', page: 1 })).toEqual({});
    expect(auctionsViewParams({ q: ' a ', status: 'cancelled', review: 'rejected', page: 2 })).toEqual({
      q: 'a',
      status: 'cancelled',
      review: 'rejected',
      page: '2',
    });
  });

  it('knows the last page with rows', () => {
    expect(lastAuctionPage(0, 12)).toBe(1);
    expect(lastAuctionPage(25, 12)).toBe(3);
  });
});

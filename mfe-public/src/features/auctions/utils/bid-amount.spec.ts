import { ApiError } from '@estate/platform';
import { bidRefusalOf, checkBidAmount, parseBidAmount } from './bid-amount';

const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');

describe('parseBidAmount', () => {
  it('reads amounts typed with separators or Arabic-Indic digits', () => {
    expect(parseBidAmount('1,250,000')).toBe(1_250_000);
    expect(parseBidAmount('١٬٢٥٠٬٠٠٠')).toBe(1_250_000);
    expect(parseBidAmount(' 5000.50 ')).toBe(5000.5);
    expect(parseBidAmount('٥٠٠٠٫٥')).toBe(5000.5);
  });

  it('refuses what is not a positive amount', () => {
    for (const text of ['', 'abc', '-5', '0', '1e6', '12.345', '5 000 SAR']) expect(parseBidAmount(text)).toBeNull();
  });
});

describe('checkBidAmount', () => {
  it('asks for a number, then for at least the minimum', () => {
    expect(checkBidAmount('', '101000')).toEqual({ key: 'notNumber' });
    expect(checkBidAmount('100999', '101000')).toEqual({ key: 'belowMinimum', minimum: '101000' });
    expect(checkBidAmount('101000', '101000')).toBeNull();
  });
});

describe('bidRefusalOf', () => {
  it('explains each refusal code, the minimum of a bid too low, a lost session and a lost connection', () => {
    expect(
      bidRefusalOf(refusal(409, { code: 'BID_TOO_LOW', message: 'x', details: { minimum: '251000.00' } })),
    ).toEqual({ key: 'tooLow', minimum: '251000.00' });
    expect(bidRefusalOf(refusal(409, { code: 'AUCTION_ENDED' }))).toEqual({ key: 'ended' });
    expect(bidRefusalOf(refusal(409, { code: 'AUCTION_NOT_STARTED' }))).toEqual({ key: 'notStarted' });
    expect(bidRefusalOf(refusal(409, { code: 'AUCTION_CANCELLED' }))).toEqual({ key: 'cancelled' });
    expect(bidRefusalOf(refusal(403, { code: 'OWN_AUCTION' }))).toEqual({ key: 'own' });
    expect(bidRefusalOf(refusal(401, { code: 'UNAUTHORIZED' }))).toEqual({ key: 'signedOut' });
    expect(bidRefusalOf(refusal(500, { code: 'INTERNAL' }))).toEqual({ key: 'other' });
    expect(bidRefusalOf(new TypeError('Failed to fetch'))).toEqual({ key: 'network' });
  });
});

import { ApiError } from '@estate/platform';
import { auctionErrorText, auctionFieldErrors } from './auction-server-errors';

const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');
const FIELDS = ['title', 'startDate', 'endDate', 'propertyId'] as const;
const local = (field: string, code: string) => (code === 'VALIDATION_FAILED' ? `ar:${field}` : `${code}:${field}`);
const t = ((key: string) => key) as never;

describe('a refused auction save against the form', () => {
  const validation = refusal(400, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Validation failed',
    details: [
      { field: 'title', messages: ['title must not be empty'] },
      { field: 'unknown', messages: ['ignored'] },
    ],
  });

  it("shows the server's words in English and the form's own in Arabic", () => {
    expect(auctionFieldErrors(validation, FIELDS, 'en', local)).toEqual([
      { name: 'title', errors: ['title must not be empty'] },
    ]);
    expect(auctionFieldErrors(validation, FIELDS, 'ar', local)).toEqual([{ name: 'title', errors: ['ar:title'] }]);
  });

  it('puts a dates refusal on the field it names, or on the end', () => {
    const named = refusal(400, { code: 'AUCTION_DATES_INVALID', message: 'x', details: { field: 'startDate' } });
    expect(auctionFieldErrors(named, FIELDS, 'en', local)).toEqual([
      { name: 'startDate', errors: ['AUCTION_DATES_INVALID:startDate'] },
    ]);
    const bare = refusal(400, { code: 'AUCTION_DATES_INVALID', message: 'x' });
    expect(auctionFieldErrors(bare, FIELDS, 'ar', local)).toEqual([
      { name: 'endDate', errors: ['AUCTION_DATES_INVALID:endDate'] },
    ]);
  });

  it('names nothing for other refusals', () => {
    expect(auctionFieldErrors(refusal(409, { code: 'AUCTION_HAS_BIDS', message: 'x' }), FIELDS, 'en', local)).toEqual(
      [],
    );
    expect(auctionFieldErrors(new Error('offline'), FIELDS, 'en', local)).toEqual([]);
  });

  it('explains known codes in the page language and otherwise gives the server message', () => {
    expect(auctionErrorText(refusal(409, { code: 'AUCTION_HAS_BIDS', message: 'has bids' }), t, 'fb')).toBe(
      'auctions.errors.hasBids',
    );
    expect(auctionErrorText(refusal(409, { code: 'AUCTION_CLOSED', message: 'closed' }), t, 'fb')).toBe(
      'auctions.errors.closed',
    );
    expect(auctionErrorText(refusal(403, { code: 'FORBIDDEN', message: 'no' }), t, 'fb')).toBe(
      'auctions.errors.forbidden',
    );
    expect(auctionErrorText(refusal(500, { code: 'INTERNAL_ERROR', message: 'boom' }), t, 'fb')).toBe('fb');
    expect(auctionErrorText(refusal(409, { code: 'SOMETHING_NEW', message: 'Told by the server' }), t, 'fb')).toBe(
      'Told by the server',
    );
    expect(auctionErrorText(new Error('offline'), t, 'fb')).toBe('fb');
  });
});

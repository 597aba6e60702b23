import { ApiError } from '@estate/platform';
import { auctionErrorText, auctionFieldErrors } from './auction-server-errors';

const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');
const FIELDS = ['title', 'startDate', 'endDate', 'propertyId'] as const;
const local = (field: string, code: string) => (code === 'VALIDATION_FAILED' ? `ar:${field}` : `${code}:${field}`);
const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as never;

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
    expect(auctionFieldErrors(validation, FIELDS, t, 'en', local)).toEqual([
      { name: 'title', errors: ['title must not be empty'] },
    ]);
    expect(auctionFieldErrors(validation, FIELDS, t, 'ar', local)).toEqual([{ name: 'title', errors: ['ar:title'] }]);
  });

  it('puts a dates refusal on the field it names, or on the end', () => {
    const named = refusal(400, { code: 'AUCTION_DATES_INVALID', message: 'x', details: { field: 'startDate' } });
    expect(auctionFieldErrors(named, FIELDS, t, 'en', local)).toEqual([
      { name: 'startDate', errors: ['AUCTION_DATES_INVALID:startDate'] },
    ]);
    const bare = refusal(400, { code: 'AUCTION_DATES_INVALID', message: 'x' });
    expect(auctionFieldErrors(bare, FIELDS, t, 'ar', local)).toEqual([
      { name: 'endDate', errors: ['AUCTION_DATES_INVALID:endDate'] },
    ]);
  });

  it('names nothing for other refusals', () => {
    expect(
      auctionFieldErrors(refusal(409, { code: 'AUCTION_HAS_BIDS', message: 'x' }), FIELDS, t, 'en', local),
    ).toEqual([]);
    expect(auctionFieldErrors(new Error('offline'), FIELDS, t, 'en', local)).toEqual([]);
  });

  it('explains known codes in the page language and otherwise gives the server message', () => {
    expect(auctionErrorText(refusal(409, { code: 'AUCTION_HAS_BIDS', message: 'has bids' }), t, 'en', 'fb')).toBe(
      'auctions.errors.hasBids',
    );
    expect(auctionErrorText(refusal(409, { code: 'AUCTION_CLOSED', message: 'closed' }), t, 'en', 'fb')).toBe(
      'auctions.errors.closed',
    );
    expect(auctionErrorText(refusal(403, { code: 'FORBIDDEN', message: 'no' }), t, 'en', 'fb')).toBe(
      'auctions.errors.forbidden',
    );
    expect(auctionErrorText(refusal(500, { code: 'INTERNAL_ERROR', message: 'boom' }), t, 'en', 'fb')).toBe('fb');
    expect(
      auctionErrorText(refusal(409, { code: 'SOMETHING_NEW', message: 'Told by the server' }), t, 'en', 'fb'),
    ).toBe('Told by the server');
    expect(auctionErrorText(new Error('offline'), t, 'en', 'fb')).toBe('fb');
  });

  it('says how much notice an auction needs, with the earliest start, on the start date and in the toast', () => {
    const notice = refusal(422, {
      code: 'AUCTION_NOTICE_TOO_SHORT',
      message: 'An auction is approved only to start at least 5 days later',
      details: {
        field: 'startDate',
        earliestStart: '2026-12-02T09:30:00.000Z',
        noticeDays: 5,
        message: { ar: 'لا يُعتمد المزاد', en: 'An auction is approved only to start at least 5 days later' },
      },
    });
    const [field] = auctionFieldErrors(notice, FIELDS, t, 'ar', local);
    expect(field?.name).toBe('startDate');
    expect(field?.errors[0]).toMatch(/^auctions\.errors\.noticeTooShort /);
    const values = JSON.parse(field!.errors[0]!.slice('auctions.errors.noticeTooShort '.length)) as Record<
      string,
      string
    >;
    expect(values.days).toBe('٥');
    expect(values.date).toMatch(/[٠-٩]/);
    const english = auctionErrorText(notice, t, 'en', 'fb');
    expect(JSON.parse(english.slice('auctions.errors.noticeTooShort '.length))).toMatchObject({ days: '5' });
    expect(english).toMatch(/2026/);
  });

  it('gives a refusal’s own words in the page language when it carries both', () => {
    const paused = refusal(409, {
      code: 'AUCTION_NOT_PAUSABLE',
      message: 'Not running',
      details: { message: { ar: 'المزاد ليس جارياً', en: 'Not running' } },
    });
    expect(auctionErrorText(paused, t, 'ar', 'fb')).toBe('المزاد ليس جارياً');
  });
});

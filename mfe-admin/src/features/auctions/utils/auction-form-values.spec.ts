import dayjs from 'dayjs';
import {
  auctionDatesProblem,
  emptyPublicAuctionForm,
  missingPublicFields,
  toAdminAuctionInput,
  emptyAuctionForm,
  toPublicAuctionInput,
} from './auction-form-values';

describe('the auction forms', () => {
  const start = dayjs('2030-05-01T09:00:00Z');
  const end = dayjs('2030-05-08T09:00:00Z');

  it('counts a starting price of 0 (the default) as not filled', () => {
    expect(missingPublicFields(emptyPublicAuctionForm)).toEqual([
      'title',
      'titleAr',
      'startingPrice',
      'startDate',
      'endDate',
      'category',
      'city',
    ]);
    expect(
      missingPublicFields({
        ...emptyPublicAuctionForm,
        title: 'Villa',
        titleAr: 'فيلا',
        startingPrice: 500000,
        startDate: start,
        endDate: end,
        category: 'villa',
        city: 'riyadh',
      }),
    ).toEqual([]);
  });

  it('refuses an end not after the start, and a start already past', () => {
    const now = dayjs('2030-04-01T00:00:00Z');
    expect(auctionDatesProblem(start, end, now)).toBeNull();
    expect(auctionDatesProblem(end, start, now)).toBe('order');
    expect(auctionDatesProblem(start, start, now)).toBe('order');
    expect(auctionDatesProblem(start, end, dayjs('2030-05-02T00:00:00Z'))).toBe('past');
    expect(auctionDatesProblem(null, end, now)).toBeNull();
  });

  it('sends the dates as ISO instants, no reserve for 0 and the default step when none is given', () => {
    const input = toAdminAuctionInput({
      ...emptyAuctionForm,
      propertyId: 'p1',
      title: ' مزاد ',
      startPrice: 100000,
      reservePrice: 0,
      minIncrement: null,
      startDate: start,
      endDate: end,
    });
    expect(input).toMatchObject({
      propertyId: 'p1',
      title: 'مزاد',
      titleEn: null,
      startPrice: 100000,
      reservePrice: null,
      minIncrement: 1000,
      startDate: '2030-05-01T09:00:00.000Z',
      endDate: '2030-05-08T09:00:00.000Z',
    });
  });

  it('builds the public body with only the optional texts filled', () => {
    const input = toPublicAuctionInput(
      {
        ...emptyPublicAuctionForm,
        title: 'Villa',
        titleAr: 'فيلا',
        startingPrice: 900000,
        reservePrice: 1000000,
        startDate: start,
        endDate: end,
        category: 'villa',
        city: 'riyadh',
        district: ' الملقا ',
        districtEn: ' Al Malqa ',
        area: 400,
      },
      ['https://x/a.png'],
    );
    expect(input).toEqual({
      title: 'Villa',
      titleAr: 'فيلا',
      startingPrice: 900000,
      reservePrice: 1000000,
      startDate: '2030-05-01T09:00:00.000Z',
      endDate: '2030-05-08T09:00:00.000Z',
      category: 'villa',
      city: 'riyadh',
      district: 'الملقا',
      districtEn: 'Al Malqa',
      area: 400,
      bedrooms: null,
      bathrooms: null,
      images: ['https://x/a.png'],
    });
  });
});

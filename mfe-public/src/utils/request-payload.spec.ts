import { ifFilled } from './request-payload';

describe('request payload', () => {
  it('keeps a filled-in optional field and leaves out an empty or absent one', () => {
    expect(ifFilled('budget', '2,000,000 SAR')).toEqual({ budget: '2,000,000 SAR' });
    expect(ifFilled('budget', '')).toEqual({});
    expect(ifFilled('type', null)).toEqual({});
    expect(ifFilled('type', undefined)).toEqual({});
  });
});

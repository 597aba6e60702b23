import { auctionBuyerCosts } from './auction-costs';

describe('auctionBuyerCosts', () => {
  it('adds the transaction tax and the commission to the price, each rounded half up to the halala', () => {
    expect(auctionBuyerCosts('800000.00', { transactionTaxPercent: 5, commissionPercent: 2.5 })).toEqual({
      price: '800000.00',
      transactionTax: '40000.00',
      commission: '20000.00',
      total: '860000.00',
    });
    expect(auctionBuyerCosts(812_345.67, { transactionTaxPercent: 5, commissionPercent: 2.5 })).toEqual({
      price: '812345.67',
      transactionTax: '40617.28',
      commission: '20308.64',
      total: '873271.59',
    });
    // 0.1 × 5% is half a halala: up.
    expect(auctionBuyerCosts('0.10', { transactionTaxPercent: 5, commissionPercent: 0 })).toEqual({
      price: '0.10',
      transactionTax: '0.01',
      commission: '0.00',
      total: '0.11',
    });
  });

  it('keeps whole halalas on prices beyond what floating point multiplies exactly', () => {
    expect(auctionBuyerCosts('99999999999.99', { transactionTaxPercent: 5, commissionPercent: 1.25 })).toEqual({
      price: '99999999999.99',
      transactionTax: '5000000000.00',
      commission: '1250000000.00',
      total: '106249999999.99',
    });
  });
});

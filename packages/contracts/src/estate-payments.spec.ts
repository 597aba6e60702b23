import { invoiceLateFee, lateFee, lateFeePeriods } from './estate-payments.js';

describe('late fee', () => {
  it('is nothing on the due date or before it', () => {
    expect(lateFee(12_000, 0, 5)).toBe(0);
    expect(lateFee(12_000, -3, 5)).toBe(0);
    expect(lateFeePeriods(0)).toBe(0);
  });

  it('charges 5% for the first started period: 600 on 12,000 from the first day late', () => {
    expect(lateFee(12_000, 1, 5)).toBe(600);
    expect(lateFee(12_000, 30, 5)).toBe(600);
  });

  it('starts a new period on day 31: day 30 is one period, day 31 two', () => {
    expect(lateFeePeriods(30)).toBe(1);
    expect(lateFeePeriods(31)).toBe(2);
    expect(lateFee(12_000, 31, 5)).toBe(1_200);
  });

  it('charges six periods after 151 to 180 days: 2,850 on 9,500', () => {
    expect(lateFee(9_500, 151, 5)).toBe(2_850);
    expect(lateFee(9_500, 180, 5)).toBe(2_850);
    expect(lateFee(9_500, 181, 5)).toBe(3_325);
  });

  it('follows the rate, rounds to the halala and charges no fee on a penalty invoice', () => {
    expect(lateFee(12_000, 10, 2)).toBe(240);
    expect(lateFee(1_234.57, 1, 5)).toBe(61.73);
    expect(lateFee(12_000, 0, 0)).toBe(0);
    expect(lateFee(600, 40, 5, 'penalty')).toBe(0);
  });
});

describe('invoiceLateFee', () => {
  const invoice = { totalAmount: 34_500, dueDate: '2025-03-01', lateFeeBase: null, lateFeeFrom: null };
  it('reckons on the total from the due date', () => {
    expect(invoiceLateFee(invoice, '2025-03-01', 5)).toBe(0);
    expect(invoiceLateFee(invoice, '2025-03-07', 5)).toBe(1_725);
  });
  it('after a refund reopened the invoice, reckons on the amount reopened from the refund day', () => {
    const reopened = { ...invoice, lateFeeBase: 1_000, lateFeeFrom: '2025-03-07' };
    expect(invoiceLateFee(reopened, '2025-03-07', 5)).toBe(0);
    expect(invoiceLateFee(reopened, '2025-03-08', 5)).toBe(50);
    expect(invoiceLateFee(reopened, '2025-04-07', 5)).toBe(100);
    expect(invoiceLateFee({ ...reopened, type: 'penalty' }, '2025-04-07', 5)).toBe(0);
  });
});

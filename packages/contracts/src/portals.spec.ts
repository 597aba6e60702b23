import { occupancyPercent } from './estate-reports.js';
import { annualYield, returnOnInvestment } from './portals.js';

describe('owner figures (document 2, section 9)', () => {
  it('annual yield is monthly rent × 12 / current value, a percent with one decimal', () => {
    // 96,000 / 1,150,000 = 8.348 %.
    expect(annualYield(8000, 1_150_000)).toBe(8.3);
    // 30,000 / 700,000 = 4.286 %.
    expect(annualYield(2500, 700_000)).toBe(4.3);
    // 12,000 / 320,000 = 3.75 %: the half rounds up.
    expect(annualYield(1000, 320_000)).toBe(3.8);
    expect(annualYield(2500, 240_000)).toBe(12.5);
    expect(annualYield(5000, 1_000_000)).toBe(6);
    // A vacant property yields nothing; it is still a figure.
    expect(annualYield(0, 500_000)).toBe(0);
  });

  it('has no annual yield without a positive current value', () => {
    expect(annualYield(5000, null)).toBeNull();
    expect(annualYield(5000, 0)).toBeNull();
    expect(annualYield(5000, -1)).toBeNull();
    expect(annualYield(5000, Number.NaN)).toBeNull();
  });

  it('ROI is net profit over the invested capital, a percent with one decimal, negative for a loss', () => {
    expect(returnOnInvestment(170, 1000)).toBe(17);
    expect(returnOnInvestment(1, 3)).toBe(33.3);
    expect(returnOnInvestment(2, 3)).toBe(66.7);
    // 6,249.50 / 1,700,000 = 0.37 %.
    expect(returnOnInvestment(6249.5, 1_700_000)).toBe(0.4);
    expect(returnOnInvestment(-5000, 100_000)).toBe(-5);
    expect(returnOnInvestment(0, 100_000)).toBe(0);
  });

  it('has no ROI without capital to divide by', () => {
    expect(returnOnInvestment(1000, 0)).toBeNull();
    expect(returnOnInvestment(1000, -10)).toBeNull();
    expect(returnOnInvestment(1000, Number.NaN)).toBeNull();
  });

  it('occupancy is occupied / total units rounded to a whole percent, 0 without units', () => {
    expect(occupancyPercent(3, 5)).toBe(60);
    expect(occupancyPercent(2, 3)).toBe(67);
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(1, 8)).toBe(13);
    expect(occupancyPercent(0, 4)).toBe(0);
    expect(occupancyPercent(4, 4)).toBe(100);
    expect(occupancyPercent(0, 0)).toBe(0);
  });
});

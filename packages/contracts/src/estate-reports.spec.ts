import {
  isProjectedMonth,
  monthRange,
  occupancyPercent,
  profitMarginPercent,
  reportFileName,
  reportRange,
} from './estate-reports.js';

describe('reportRange', () => {
  it('covers a past month, its occupancy read on its last day, with the two months before it as the trend', () => {
    expect(reportRange({ period: 'monthly', year: 2024, month: 2 }, '2025-06-10')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
      asOf: '2024-02-29',
      projected: false,
      months: ['2023-12', '2024-01', '2024-02'],
    });
  });

  it('reads a running period on today', () => {
    expect(reportRange({ period: 'quarterly', year: 2025, quarter: 2 }, '2025-05-17')).toEqual({
      from: '2025-04-01',
      to: '2025-06-30',
      asOf: '2025-05-17',
      projected: false,
      months: ['2025-04', '2025-05', '2025-06'],
    });
  });

  it('marks a period that has not started as projected, and a month still to come', () => {
    expect(reportRange({ period: 'monthly', year: 2025, month: 7 }, '2025-06-10').projected).toBe(true);
    expect(reportRange({ period: 'monthly', year: 2025, month: 6 }, '2025-06-10').projected).toBe(false);
    expect(['2025-05', '2025-06', '2025-07'].map((month) => isProjectedMonth(month, '2025-06-10'))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('covers a quarter ending a year and a whole year', () => {
    const q4 = reportRange({ period: 'quarterly', year: 2024, quarter: 4 }, '2025-01-01');
    expect([q4.from, q4.to, q4.asOf]).toEqual(['2024-10-01', '2024-12-31', '2024-12-31']);
    const year = reportRange({ period: 'yearly', year: 2024 }, '2024-12-31');
    expect([year.from, year.to, year.asOf, year.months.length]).toEqual(['2024-01-01', '2024-12-31', '2024-12-31', 12]);
    expect(year.months[0]).toBe('2024-01');
    expect(year.months[11]).toBe('2024-12');
  });

  it('gives a month its first and last day', () => {
    expect(monthRange('2023-02', '2025-01-01')).toEqual({ from: '2023-02-01', to: '2023-02-28', asOf: '2023-02-28' });
    expect(monthRange('2025-01', '2025-01-09').asOf).toBe('2025-01-09');
  });
});

describe('report figures', () => {
  it('rounds occupancy to a percent', () => {
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(2, 3)).toBe(67);
    expect(occupancyPercent(1, 8)).toBe(13);
    expect(occupancyPercent(0, 0)).toBe(0);
  });

  it('gives the profit margin with one decimal, null without revenue', () => {
    expect(profitMarginPercent(2000, 3000)).toBe(66.7);
    expect(profitMarginPercent(-500, 3000)).toBe(-16.7);
    expect(profitMarginPercent(0, 0)).toBeNull();
  });

  it('names the export files by period', () => {
    expect(reportFileName({ period: 'monthly', year: 2024, month: 3 }, 'pdf')).toBe('estate-report-2024-03.pdf');
    expect(reportFileName({ period: 'quarterly', year: 2024, quarter: 3 }, 'xlsx')).toBe('estate-report-2024-q3.xlsx');
    expect(reportFileName({ period: 'yearly', year: 2023 }, 'pdf')).toBe('estate-report-2023.pdf');
  });
});

import {
  addMonths,
  daysBetween,
  depositDue,
  isCalendarDate,
  rentSchedule,
  scheduleTotals,
  todayInRiyadh,
  vatPercentFor,
  withVat,
} from './contract-schedule.js';

const year2025 = { startDate: '2025-01-01', endDate: '2025-12-31', rentAmount: 2500, vatPercent: 0 };

describe('contract schedule', () => {
  it.each([
    ['monthly', 12, 250_000],
    ['quarterly', 4, 750_000],
    ['semi_annual', 2, 1_500_000],
    ['yearly', 1, 3_000_000],
  ] as const)('bills a whole year %s in %i periods of the months’ rent', (paymentFrequency, count, net) => {
    const periods = rentSchedule({ ...year2025, paymentFrequency });
    expect(periods).toHaveLength(count);
    expect(periods.every((period) => period.net === net && !period.prorated)).toBe(true);
    expect(periods[0]).toMatchObject({ periodStart: '2025-01-01', dueDate: '2025-01-01' });
    expect(periods.at(-1)!.periodEnd).toBe('2025-12-31');
    expect(scheduleTotals(periods).net).toBe(3_000_000);
  });

  it('periods follow each other without a gap or an overlap', () => {
    const periods = rentSchedule({ ...year2025, paymentFrequency: 'quarterly' });
    expect(periods.map((period) => [period.periodStart, period.periodEnd])).toEqual([
      ['2025-01-01', '2025-03-31'],
      ['2025-04-01', '2025-06-30'],
      ['2025-07-01', '2025-09-30'],
      ['2025-10-01', '2025-12-31'],
    ]);
  });

  it('prorates a short last period by its days', () => {
    // Monthly, ending 15 December: the last period is 15 of December's 31 days.
    const monthly = rentSchedule({ ...year2025, endDate: '2025-12-15', paymentFrequency: 'monthly' });
    expect(monthly).toHaveLength(12);
    expect(monthly.at(-1)).toMatchObject({
      periodStart: '2025-12-01',
      periodEnd: '2025-12-15',
      days: 15,
      fullDays: 31,
      prorated: true,
      net: Math.round((250_000 * 15) / 31),
    });
    // Quarterly over 14 months: the fifth period is January and February of its quarter (59 of 90 days).
    const quarterly = rentSchedule({
      startDate: '2025-01-01',
      endDate: '2026-02-28',
      rentAmount: 1000,
      paymentFrequency: 'quarterly',
      vatPercent: 0,
    });
    expect(quarterly).toHaveLength(5);
    expect(quarterly.at(-1)).toMatchObject({ periodStart: '2026-01-01', days: 59, fullDays: 90, prorated: true });
    expect(quarterly.at(-1)!.net).toBe(Math.round((300_000 * 59) / 90));
  });

  it('adds 15% VAT for a commercial unit, none for a residential one, on each invoice', () => {
    expect(vatPercentFor('commercial')).toBe(15);
    expect(vatPercentFor('residential')).toBe(0);
    const [first] = rentSchedule({ ...year2025, rentAmount: 3333.33, paymentFrequency: 'monthly', vatPercent: 15 });
    expect(first).toMatchObject({ net: 333_333, vat: 50_000, total: 383_333 });
    expect(withVat(100_001, 15)).toEqual({ net: 100_001, vat: 15_000, total: 115_001 });
    const [residential] = rentSchedule({ ...year2025, paymentFrequency: 'monthly' });
    expect(residential).toMatchObject({ net: 250_000, vat: 0, total: 250_000 });
  });

  it('keeps the grid on the start date when a month is shorter', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    const periods = rentSchedule({
      ...year2025,
      startDate: '2025-01-31',
      endDate: '2025-04-29',
      paymentFrequency: 'monthly',
    });
    expect(periods.map((period) => period.periodStart)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31']);
    expect(periods.map((period) => period.prorated)).toEqual([false, false, false]);
  });

  it('bills only what falls after a kept invoice, the straddled period by days', () => {
    const terms = { ...year2025, paymentFrequency: 'quarterly' as const };
    // Kept through 31 March: the three later quarters.
    expect(rentSchedule(terms, { after: '2025-03-31' }).map((period) => period.periodStart)).toEqual([
      '2025-04-01',
      '2025-07-01',
      '2025-10-01',
    ]);
    // Kept through 31 January (a monthly invoice before the frequency became quarterly): February and March.
    const [rest] = rentSchedule(terms, { after: '2025-01-31' });
    expect(rest).toMatchObject({ periodStart: '2025-02-01', periodEnd: '2025-03-31', days: 59, fullDays: 90 });
    expect(rest!.net).toBe(Math.round((750_000 * 59) / 90));
    expect(rentSchedule(terms, { after: '2025-12-31' })).toEqual([]);
  });

  it('bills a one-day contract as a prorated day', () => {
    const [only, ...rest] = rentSchedule({ ...year2025, endDate: '2025-01-01', paymentFrequency: 'monthly' });
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ days: 1, fullDays: 31, net: Math.round(250_000 / 31) });
  });

  it('bills a deposit once, and only what a renewal adds to the deposit held', () => {
    expect(depositDue(5000)).toBe(500_000);
    expect(depositDue(0)).toBeNull();
    expect(depositDue(5000, 5000)).toBeNull();
    expect(depositDue(6000, 5000)).toBe(100_000);
  });

  it('reads calendar dates and counts days in Riyadh', () => {
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2024-2-9')).toBe(false);
    expect(daysBetween('2025-12-31', '2026-01-30')).toBe(30);
    expect(todayInRiyadh(new Date('2025-06-30T21:00:00Z'))).toBe('2025-07-01');
    expect(todayInRiyadh(new Date('2025-06-30T20:59:59Z'))).toBe('2025-06-30');
  });
});

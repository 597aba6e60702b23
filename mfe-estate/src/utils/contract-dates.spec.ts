import {
  daysBetween,
  daysToExpiry,
  durationMonths,
  expiryText,
  expiryTone,
  isExpiringSoon,
  occupancyRatio,
  todayInRiyadh,
} from './contract-dates';

describe('contract dates', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(daysBetween('2025-01-01', '2025-12-31')).toBe(364);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
    expect(daysBetween('2025-03-10T00:00:00.000Z', '2025-03-10')).toBe(0);
  });

  it('takes today from Saudi time: 22:00 UTC is already the next day in Riyadh', () => {
    expect(todayInRiyadh(new Date('2025-05-31T20:59:00Z'))).toBe('2025-05-31');
    expect(todayInRiyadh(new Date('2025-05-31T21:00:00Z'))).toBe('2025-06-01');
    expect(daysToExpiry('2025-06-10', '2025-06-01')).toBe(9);
  });

  it('colours days to expiry at the thresholds 0, 7 and 30', () => {
    expect([-1, 0, 7, 8, 30, 31].map(expiryTone)).toEqual(['expired', 'urgent', 'urgent', 'soon', 'soon', 'ok']);
  });

  it('words days to expiry as remaining, expired ago or today', () => {
    expect(expiryText(12)).toEqual({ key: 'remaining', count: 12 });
    expect(expiryText(-3)).toEqual({ key: 'expiredAgo', count: 3 });
    expect(expiryText(0)).toEqual({ key: 'today', count: 0 });
  });

  it('calls 1 to 30 days expiring soon, not 0 nor 31', () => {
    expect([0, 1, 30, 31, -5].map(isExpiringSoon)).toEqual([false, true, true, false, false]);
  });

  it('measures a duration in months as days / 30 rounded', () => {
    expect(durationMonths('2025-01-01', '2025-12-31')).toBe(12); // 364 / 30 = 12.13
    expect(durationMonths('2025-01-01', '2025-02-15')).toBe(2); // 45 / 30 = 1.5
    expect(durationMonths('2025-01-01', '2025-01-14')).toBe(0);
  });

  it('rounds occupancy to a whole percent, 0 without units', () => {
    expect(occupancyRatio(2, 3)).toBe(0.67);
    expect(occupancyRatio(1, 8)).toBe(0.13);
    expect(occupancyRatio(0, 0)).toBe(0);
  });
});

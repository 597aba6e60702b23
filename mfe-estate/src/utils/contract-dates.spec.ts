import { durationMonths, expiryText, expiryTone, isExpiringSoon } from './contract-dates';

describe('contract dates as shown', () => {
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
    expect(durationMonths('2024-02-01', '2024-03-02')).toBe(1); // leap February: 30 days
  });
});

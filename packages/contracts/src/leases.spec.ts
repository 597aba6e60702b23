import { lastNoticeDay, noticeInTime, reminderDue, renewalTerm } from './leases.js';

describe('lease date windows', () => {
  it('accepts a notice up to 60 days before the end, and refuses it from 59 days', () => {
    expect(lastNoticeDay('2026-12-31', 60)).toBe('2026-11-01');
    expect(noticeInTime('2026-11-01', '2026-12-31', 60)).toBe(true);
    expect(noticeInTime('2026-11-02', '2026-12-31', 60)).toBe(false);
    expect(noticeInTime('2026-01-01', '2026-12-31', 60)).toBe(true);
    // Across a leap day and a year end.
    expect(lastNoticeDay('2028-03-30', 60)).toBe('2028-01-30');
    expect(lastNoticeDay('2027-01-15', 30)).toBe('2026-12-16');
  });

  it('names the reminder a contract has reached, the nearest threshold only', () => {
    const days = [90, 60, 30];
    expect(reminderDue('2026-01-01', '2026-05-01', days)).toBeNull(); // 120 days left
    expect(reminderDue('2026-01-31', '2026-05-01', days)).toBe(90); // 90 left
    expect(reminderDue('2026-02-15', '2026-05-01', days)).toBe(90); // 75 left
    expect(reminderDue('2026-03-02', '2026-05-01', days)).toBe(60); // 60 left
    expect(reminderDue('2026-04-01', '2026-05-01', days)).toBe(30); // 30 left
    expect(reminderDue('2026-04-21', '2026-05-01', days)).toBe(30); // 10 left: made late, gets the 30-day one
    expect(reminderDue('2026-05-01', '2026-05-01', days)).toBe(30); // the last day
    expect(reminderDue('2026-05-02', '2026-05-01', days)).toBeNull(); // ended
  });

  it('renews for the same length from the day after the end', () => {
    expect(renewalTerm('2025-01-01', '2025-12-31')).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(renewalTerm('2025-03-15', '2025-09-14')).toEqual({ startDate: '2025-09-15', endDate: '2026-03-14' });
    expect(renewalTerm('2024-03-01', '2025-02-28')).toEqual({ startDate: '2025-03-01', endDate: '2026-02-28' });
    // Not whole months: as many days.
    expect(renewalTerm('2025-01-01', '2025-01-10')).toEqual({ startDate: '2025-01-11', endDate: '2025-01-20' });
  });
});

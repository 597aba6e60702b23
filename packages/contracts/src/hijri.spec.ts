import { formatHijriDate, toHijri, withHijriDate } from './hijri';

/*
 * Known Umm al-Qura days, each read from a published source, not from Intl:
 * - 30 Dhu al-Hijjah 1443 = 29 July 2022 and 1 Muharram 1444 = 30 July 2022: the Saudi Supreme Court's
 *   announcement of 28 July 2022 "according to Umm al-Qura calendar" (Saudi Press Agency, as reported by
 *   uaebarq.ae/en/2022/07/28/saturday-to-be-first-day-of-muharram-1444-hijri-saudi-supreme-court).
 * - 29 Sha'ban 1446 = 28 February 2025 and 1 Ramadan 1446 = 1 March 2025: the Royal Court's announcement of
 *   28 February 2025 (Saudi Press Agency, as reported by economymiddleeast.com and brecorder.com).
 * - 3 Rabi' al-Akhir 1447 = 25 September 2025 (../shared/SAUDI.md, the Riyadh rent freeze's start), so
 *   1 Rabi' al-Akhir 1447 = 23 September 2025.
 */
const KNOWN: [string, { year: number; month: number; day: number }][] = [
  ['2022-07-29', { year: 1443, month: 12, day: 30 }],
  ['2022-07-30', { year: 1444, month: 1, day: 1 }],
  ['2025-02-28', { year: 1446, month: 8, day: 29 }],
  ['2025-03-01', { year: 1446, month: 9, day: 1 }],
  ['2025-09-23', { year: 1447, month: 4, day: 1 }],
  ['2025-09-25', { year: 1447, month: 4, day: 3 }],
];

describe('Hijri dates', () => {
  it.each(KNOWN)('reads %s as its published Umm al-Qura day', (day, hijri) => {
    expect(toHijri(day)).toEqual(hijri);
  });

  it('starts a month the day after the last of the one before', () => {
    expect(toHijri('2025-09-22')).toEqual({ year: 1447, month: 3, day: 30 });
    expect(toHijri('2025-09-23')?.day).toBe(1);
  });

  it('writes the Arabic form year/month/day in Arabic-Indic digits and the English form day/month/year AH', () => {
    expect(formatHijriDate('2025-09-25', 'ar')).toBe('١٤٤٧/٠٤/٠٣ هـ');
    expect(formatHijriDate('2025-09-25', 'en')).toBe('3/4/1447 AH');
    expect(formatHijriDate('2022-07-29', 'en')).toBe('30/12/1443 AH');
  });

  it('reads a Date as its day on the local clock, and writes nothing for what names no day', () => {
    expect(formatHijriDate(new Date(2025, 2, 1, 23, 30), 'en')).toBe('1/9/1446 AH');
    expect(formatHijriDate('not a day', 'en')).toBe('');
    expect(formatHijriDate('2025-13-45', 'ar')).toBe('');
  });

  it('puts the Hijri date in brackets after the Gregorian text', () => {
    expect(withHijriDate('25 September 2025', '2025-09-25', 'en')).toBe('25 September 2025 (3/4/1447 AH)');
    expect(withHijriDate('٢٥ سبتمبر ٢٠٢٥', '2025-09-25', 'ar')).toBe('٢٥ سبتمبر ٢٠٢٥ (١٤٤٧/٠٤/٠٣ هـ)');
    expect(withHijriDate('—', '', 'en')).toBe('—');
  });
});

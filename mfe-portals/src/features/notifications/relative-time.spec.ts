import i18next from 'i18next';
import type { Language } from '@estate/contracts';
import ar from '../../locales/ar/notifications.json';
import en from '../../locales/en/notifications.json';
import { DAY_MS, HOUR_MS, relativeTimeOf, relativeTimeText } from './relative-time';

const now = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE_MS = 60_000;

describe('notification relative time', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({
      resources: { ar: { portals: ar }, en: { portals: en } },
      ns: ['portals'],
      defaultNS: 'portals',
      interpolation: { escapeValue: false },
    }),
  );
  const text = (ms: number, lang: Language) => relativeTimeText(ago(ms), now, lang, i18n.getFixedT(lang, 'portals'));

  it('buckets the time since at 1 hour, 24 hours, 1 day and 7 days', () => {
    expect(relativeTimeOf(ago(0), now)).toEqual({ key: 'justNow' });
    expect(relativeTimeOf(ago(HOUR_MS - 1), now)).toEqual({ key: 'justNow' });
    expect(relativeTimeOf(ago(HOUR_MS), now)).toEqual({ key: 'hoursAgo', count: 1 });
    expect(relativeTimeOf(ago(2 * HOUR_MS + 59 * MINUTE_MS), now)).toEqual({ key: 'hoursAgo', count: 2 });
    expect(relativeTimeOf(ago(DAY_MS - 1), now)).toEqual({ key: 'hoursAgo', count: 23 });
    expect(relativeTimeOf(ago(DAY_MS), now)).toEqual({ key: 'yesterday' });
    expect(relativeTimeOf(ago(2 * DAY_MS - 1), now)).toEqual({ key: 'yesterday' });
    expect(relativeTimeOf(ago(2 * DAY_MS), now)).toEqual({ key: 'daysAgo', count: 2 });
    expect(relativeTimeOf(ago(7 * DAY_MS - 1), now)).toEqual({ key: 'daysAgo', count: 6 });
    expect(relativeTimeOf(ago(7 * DAY_MS), now)).toEqual({ key: 'date' });
    expect(relativeTimeOf(ago(400 * DAY_MS), now)).toEqual({ key: 'date' });
  });

  it('calls a time a little ahead of the reader’s clock "Just now"', () => {
    expect(relativeTimeOf(ago(-5 * MINUTE_MS), now)).toEqual({ key: 'justNow' });
    expect(relativeTimeOf(now.toISOString(), now.getTime())).toEqual({ key: 'justNow' });
  });

  it('words each bucket in English', () => {
    expect(text(30 * MINUTE_MS, 'en')).toBe('Just now');
    expect(text(HOUR_MS, 'en')).toBe('1h ago');
    expect(text(5 * HOUR_MS, 'en')).toBe('5h ago');
    expect(text(23 * HOUR_MS, 'en')).toBe('23h ago');
    expect(text(DAY_MS, 'en')).toBe('Yesterday');
    expect(text(3 * DAY_MS, 'en')).toBe('3d ago');
    expect(text(6 * DAY_MS, 'en')).toBe('6d ago');
    // A week or more: the date, as the platform writes dates.
    expect(text(7 * DAY_MS, 'en')).toBe('March 08, 2026');
  });

  it('words each bucket in Arabic, with Arabic-Indic digits and the plural forms of hours and days', () => {
    expect(text(30 * MINUTE_MS, 'ar')).toBe('الآن');
    expect(text(HOUR_MS, 'ar')).toBe('منذ ساعة');
    expect(text(2 * HOUR_MS, 'ar')).toBe('منذ ساعتين');
    expect(text(5 * HOUR_MS, 'ar')).toBe('منذ ٥ ساعات');
    expect(text(23 * HOUR_MS, 'ar')).toBe('منذ ٢٣ ساعة');
    expect(text(DAY_MS, 'ar')).toBe('أمس');
    expect(text(2 * DAY_MS, 'ar')).toBe('منذ يومين');
    expect(text(6 * DAY_MS, 'ar')).toBe('منذ ٦ أيام');
    const week = text(7 * DAY_MS, 'ar');
    expect(week).toContain('مارس');
    expect(week).toMatch(/٠٨/);
    expect(week).not.toMatch(/[0-9]/);
  });
});

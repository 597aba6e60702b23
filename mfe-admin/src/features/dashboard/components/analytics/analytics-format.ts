import { cityName, type DashboardDemandArea, type Language } from '@estate/contracts';
import { joinWords, localeOf } from '@estate/platform';

/** An area of the demand chart as the page's language names it: "النرجس، الرياض", "Al Narjis, Riyadh". */
export const areaLabel = (area: Pick<DashboardDemandArea, 'city' | 'district'>, lang: Language): string =>
  joinWords([area.district, cityName(area.city, lang)], lang);

/** A day `YYYY-MM-DD` as an axis writes it, short: "5 Mar", "٥ مارس" (the date as stored, no time zone shift). */
export function dayLabel(day: string, lang: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** True when some row has a figure other than zero in one of the keys: else the chart shows its empty state. */
export const hasFigures = <Row, Key extends keyof Row>(rows: readonly Row[], keys: readonly Key[]): boolean =>
  rows.some((row) => keys.some((key) => Number(row[key]) !== 0));

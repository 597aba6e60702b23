import type { Language } from '@estate/contracts';
import { formatNumber } from './format.js';

/** Height of a month chart in the estate reports and on the dashboard. */
export const CHART_HEIGHT = 300;

/**
 * A chart's inner margin. The charting library takes it by physical side only; it is the same on every side, so an
 * Arabic page mirrors it unchanged.
 */
export const CHART_MARGIN = { top: 8, bottom: 8, left: 8, right: 8 } as const;

/**
 * The axes of a chart over months or days, for a language. In Arabic the chart reads from the right: the X axis is
 * reversed and the values' axis stands on the right (the chart's own text is still laid out left to right).
 */
export function chartAxes(lang: Language) {
  const rtl = lang === 'ar';
  return {
    rtl,
    x: { dataKey: 'label', reversed: rtl, tick: { fontSize: 12 } },
    y: { orientation: rtl ? ('right' as const) : ('left' as const), width: 80, tick: { fontSize: 12 } },
    /** Values on the axis, written in the language's digits. */
    count: (value: number) => formatNumber(value, lang),
  };
}

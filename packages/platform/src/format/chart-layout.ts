import type { Language } from '@estate/contracts';
import { formatNumber } from './format.js';

/** Height of a month chart in the estate reports and on the dashboard. */
export const CHART_HEIGHT = 300;

/** A chart's inner margin by logical side. */
const CHART_INSET = { blockStart: 8, blockEnd: 8, inlineStart: 8, inlineEnd: 8 } as const;

/**
 * The chart's inner margin in the charting library's terms, which name physical sides only: the inline start is the
 * right in Arabic and the left in English.
 */
export function chartMargin(lang: Language) {
  const [start, end] = lang === 'ar' ? (['right', 'left'] as const) : (['left', 'right'] as const);
  return {
    top: CHART_INSET.blockStart,
    bottom: CHART_INSET.blockEnd,
    [start]: CHART_INSET.inlineStart,
    [end]: CHART_INSET.inlineEnd,
  } as Record<'top' | 'bottom' | 'left' | 'right', number>;
}

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

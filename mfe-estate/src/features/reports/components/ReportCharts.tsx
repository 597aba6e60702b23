import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportMonth } from '@estate/contracts';
import { CHART_HEIGHT, chartAxes, chartMargin, formatCurrency, formatPercent, useLang } from '@estate/platform';
import { trendLabel } from '../utils/report-format.js';

/**
 * The report's charts (recharts, loaded with this page only). In Arabic they read from the right: the months run
 * right to left (reversed X axis) and the values' axis stands on the right. Lines are straight: a monotone curve
 * assumes the months run left to right and bent past its first point on the reversed axis.
 */
const COLORS = { revenue: '#0f5c4d', expenses: '#c2410c', netIncome: '#2563eb', occupancyRate: '#7c3aed' } as const;

function useAxes() {
  const { lang } = useLang();
  const { x, y, count } = chartAxes(lang);
  return { lang, x, y, compact: count };
}

/** Revenue and expenses as bars, net income as a line, for each month. */
export function MoneyTrendChart({ months, testId }: { months: readonly ReportMonth[]; testId: string }) {
  const { t } = useTranslation('estate');
  const { lang, x, y, compact } = useAxes();
  const data = months.map((row) => ({
    ...row,
    label: trendLabel(row, lang, (month) => t('reports.projectedMonth', { month })),
  }));
  return (
    <div className="report-chart" data-testid={testId} role="img" aria-label={t('reports.charts.money')}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={data} margin={chartMargin(lang)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...x} />
          <YAxis {...y} tickFormatter={compact} />
          <Tooltip formatter={(value) => formatCurrency(Number(value), lang)} />
          <Legend />
          <Bar dataKey="revenue" name={t('reports.figures.revenue')} fill={COLORS.revenue} />
          <Bar dataKey="expenses" name={t('reports.figures.expenses')} fill={COLORS.expenses} />
          <Line
            type="linear"
            dataKey="netIncome"
            name={t('reports.figures.netIncome')}
            stroke={COLORS.netIncome}
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Net income per month as bars. */
export function NetIncomeChart({ months }: { months: readonly ReportMonth[] }) {
  const { t } = useTranslation('estate');
  const { lang, x, y, compact } = useAxes();
  const data = months.map((row) => ({
    ...row,
    label: trendLabel(row, lang, (month) => t('reports.projectedMonth', { month })),
  }));
  return (
    <div className="report-chart" data-testid="report-chart-net" role="img" aria-label={t('reports.charts.net')}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} margin={chartMargin(lang)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...x} />
          <YAxis {...y} tickFormatter={compact} />
          <Tooltip formatter={(value) => formatCurrency(Number(value), lang)} />
          <Bar dataKey="netIncome" name={t('reports.figures.netIncome')} fill={COLORS.netIncome} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Occupancy per month, in percent. */
export function OccupancyChart({ months }: { months: readonly ReportMonth[] }) {
  const { t } = useTranslation('estate');
  const { lang, x, y } = useAxes();
  const data = months.map((row) => ({
    ...row,
    label: trendLabel(row, lang, (month) => t('reports.projectedMonth', { month })),
  }));
  const percent = (value: number) => formatPercent(value / 100, lang);
  return (
    <div
      className="report-chart"
      data-testid="report-chart-occupancy"
      role="img"
      aria-label={t('reports.charts.occupancy')}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={data} margin={chartMargin(lang)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...x} />
          <YAxis {...y} domain={[0, 100]} tickFormatter={percent} />
          <Tooltip formatter={(value) => percent(Number(value))} />
          <Line
            type="linear"
            dataKey="occupancyRate"
            name={t('reports.figures.occupancyRate')}
            stroke={COLORS.occupancyRate}
            strokeWidth={2}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

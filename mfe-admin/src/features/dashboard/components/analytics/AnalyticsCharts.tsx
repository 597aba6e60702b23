import type { ReactNode } from 'react';
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
import type { DashboardAnalytics } from '@estate/contracts';
import {
  CHART_HEIGHT,
  chartMargin,
  chartAxes,
  formatCurrency,
  formatDate,
  formatMonth,
  useLang,
} from '@estate/platform';
import { Empty } from '@estate/platform/ui';
import { areaLabel, dayLabel, hasFigures } from './analytics-format.js';
import './analytics.css';

/**
 * The analytics tab's charts (recharts: loaded with this module only, which only the analytics tab imports, lazily).
 * As in the estate reports, in Arabic they read from the right: the time runs right to left (reversed X axis), the
 * values' axis stands on the right, and the SVG lays its text out left to right (analytics.css) so nothing is cut
 * off. Lines are straight: a monotone curve assumes left to right and bends past its first point when reversed.
 * Each chart has an accessible name and, for screen readers, its figures as a visually hidden table.
 */
const COLORS = {
  revenue: '#0f5c4d',
  expenses: '#c2410c',
  net: '#2563eb',
  views: '#0f5c4d',
  inquiries: '#7c3aed',
  favorites: '#db2777',
  opened: '#c2410c',
  completed: '#0f5c4d',
} as const;

function useAxes() {
  const { lang } = useLang();
  return { lang, ...chartAxes(lang) };
}

interface Column<Row> {
  key: string;
  title: string;
  value: (row: Row) => ReactNode;
}

/** One chart: its heading (the accessible name), the drawing, and its figures as a table for screen readers. */
function ChartFigure<Row>({
  id,
  title,
  summary,
  empty,
  rows,
  columns,
  rowKey,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  empty: boolean;
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const titleId = `analytics-${id}-title`;
  return (
    <section className="analytics-chart-card" aria-labelledby={titleId} data-testid={`analytics-${id}`}>
      <h3 id={titleId} className="analytics-chart-title">
        {title}
      </h3>
      {empty ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('dashboardAnalytics.empty')}
          data-testid={`analytics-${id}-empty`}
        />
      ) : (
        <>
          <div className="analytics-chart" role="img" aria-label={`${title}. ${summary}`} data-testid="analytics-chart">
            {children}
          </div>
          <table className="visually-hidden" data-testid={`analytics-${id}-table`}>
            <caption>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.key} scope="row">
                        {column.value(row)}
                      </th>
                    ) : (
                      <td key={column.key}>{column.value(row)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** Revenue and expenses per month as bars, the net as a line (12 months). */
export function MoneyChart({ months }: { months: NonNullable<DashboardAnalytics['months']> }) {
  const { t } = useTranslation('admin');
  const { lang, x, y, count } = useAxes();
  const data = months.map((row) => ({ ...row, label: formatMonth(row.month, lang) }));
  const money = (value: number) => formatCurrency(value, lang);
  const total = (key: 'revenue' | 'expenses' | 'net') => months.reduce((sum, row) => sum + row[key], 0);
  return (
    <ChartFigure
      id="money"
      title={t('dashboardAnalytics.money.title')}
      summary={t('dashboardAnalytics.money.summary', {
        revenue: money(total('revenue')),
        expenses: money(total('expenses')),
        net: money(total('net')),
      })}
      empty={!hasFigures(months, ['revenue', 'expenses'])}
      rows={data}
      rowKey={(row) => row.month}
      columns={[
        { key: 'month', title: t('dashboardAnalytics.month'), value: (row) => row.label },
        { key: 'revenue', title: t('dashboardAnalytics.money.revenue'), value: (row) => money(row.revenue) },
        { key: 'expenses', title: t('dashboardAnalytics.money.expenses'), value: (row) => money(row.expenses) },
        { key: 'net', title: t('dashboardAnalytics.money.net'), value: (row) => money(row.net) },
      ]}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={data} margin={chartMargin(lang)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...x} />
          <YAxis {...y} tickFormatter={count} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Legend />
          <Bar dataKey="revenue" name={t('dashboardAnalytics.money.revenue')} fill={COLORS.revenue} />
          <Bar dataKey="expenses" name={t('dashboardAnalytics.money.expenses')} fill={COLORS.expenses} />
          <Line
            type="linear"
            dataKey="net"
            name={t('dashboardAnalytics.money.net')}
            stroke={COLORS.net}
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** Views, inquiries and favorites per city and district as horizontal bars, the busiest area first. */
export function DemandChart({ demand }: { demand: DashboardAnalytics['demand'] }) {
  const { t } = useTranslation('admin');
  const { lang, rtl, count } = useAxes();
  const data = demand.map((row) => ({ ...row, label: areaLabel(row, lang) }));
  const busiest = data[0];
  return (
    <ChartFigure
      id="demand"
      title={t('dashboardAnalytics.demand.title')}
      summary={
        busiest
          ? t('dashboardAnalytics.demand.summary', {
              area: busiest.label,
              views: count(busiest.views),
              inquiries: count(busiest.inquiries),
              favorites: count(busiest.favorites),
            })
          : ''
      }
      empty={!hasFigures(demand, ['views', 'inquiries', 'favorites'])}
      rows={data}
      rowKey={(row) => `${row.city}|${row.district ?? ''}`}
      columns={[
        { key: 'area', title: t('dashboardAnalytics.demand.area'), value: (row) => <bdi>{row.label}</bdi> },
        { key: 'views', title: t('dashboardAnalytics.demand.views'), value: (row) => count(row.views) },
        { key: 'inquiries', title: t('dashboardAnalytics.demand.inquiries'), value: (row) => count(row.inquiries) },
        { key: 'favorites', title: t('dashboardAnalytics.demand.favorites'), value: (row) => count(row.favorites) },
      ]}
    >
      <ResponsiveContainer width="100%" height={Math.max(CHART_HEIGHT, 48 + data.length * 44)}>
        <BarChart data={data} layout="vertical" margin={chartMargin(lang)}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} tickFormatter={count} tick={{ fontSize: 12 }} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="label"
            orientation={rtl ? 'right' : 'left'}
            width={150}
            tick={{ fontSize: 12 }}
          />
          <Tooltip formatter={(value) => count(Number(value))} />
          <Legend />
          <Bar dataKey="views" name={t('dashboardAnalytics.demand.views')} fill={COLORS.views} />
          <Bar dataKey="inquiries" name={t('dashboardAnalytics.demand.inquiries')} fill={COLORS.inquiries} />
          <Bar dataKey="favorites" name={t('dashboardAnalytics.demand.favorites')} fill={COLORS.favorites} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** Listing views per day as a line over the last 30 days. */
export function ViewsChart({ views }: { views: DashboardAnalytics['views'] }) {
  const { t } = useTranslation('admin');
  const { lang, x, y, count } = useAxes();
  const data = views.map((row) => ({ ...row, label: dayLabel(row.day, lang) }));
  const total = views.reduce((sum, row) => sum + row.views, 0);
  return (
    <ChartFigure
      id="views"
      title={t('dashboardAnalytics.views.title')}
      summary={t('dashboardAnalytics.views.summary', { total: count(total), days: count(views.length) })}
      empty={!hasFigures(views, ['views'])}
      rows={data}
      rowKey={(row) => row.day}
      columns={[
        { key: 'day', title: t('dashboardAnalytics.day'), value: (row) => formatDate(row.day, lang) },
        { key: 'views', title: t('dashboardAnalytics.views.views'), value: (row) => count(row.views) },
      ]}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={data} margin={chartMargin(lang)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...x} interval="preserveStartEnd" minTickGap={16} />
          <YAxis {...y} tickFormatter={count} allowDecimals={false} />
          <Tooltip formatter={(value) => count(Number(value))} />
          <Line
            type="linear"
            dataKey="views"
            name={t('dashboardAnalytics.views.views')}
            stroke={COLORS.views}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** Maintenance tickets opened and completed per month as bars (12 months). */
export function MaintenanceChart({ maintenance }: { maintenance: NonNullable<DashboardAnalytics['maintenance']> }) {
  const { t } = useTranslation('admin');
  const { lang, x, y, count } = useAxes();
  const data = maintenance.map((row) => ({ ...row, label: formatMonth(row.month, lang) }));
  const total = (key: 'opened' | 'completed') => maintenance.reduce((sum, row) => sum + row[key], 0);
  return (
    <ChartFigure
      id="maintenance"
      title={t('dashboardAnalytics.maintenance.title')}
      summary={t('dashboardAnalytics.maintenance.summary', {
        opened: count(total('opened')),
        completed: count(total('completed')),
      })}
      empty={!hasFigures(maintenance, ['opened', 'completed'])}
      rows={data}
      rowKey={(row) => row.month}
      columns={[
        { key: 'month', title: t('dashboardAnalytics.month'), value: (row) => row.label },
        { key: 'opened', title: t('dashboardAnalytics.maintenance.opened'), value: (row) => count(row.opened) },
        {
          key: 'completed',
          title: t('dashboardAnalytics.maintenance.completed'),
          value: (row) => count(row.completed),
        },
        {
          key: 'cost',
          title: t('dashboardAnalytics.maintenance.cost'),
          value: (row) => formatCurrency(row.cost, lang),
        },
      ]}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={data} margin={chartMargin(lang)}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis {...x} />
          <YAxis {...y} tickFormatter={count} allowDecimals={false} />
          <Tooltip formatter={(value) => count(Number(value))} />
          <Legend />
          <Bar dataKey="opened" name={t('dashboardAnalytics.maintenance.opened')} fill={COLORS.opened} />
          <Bar dataKey="completed" name={t('dashboardAnalytics.maintenance.completed')} fill={COLORS.completed} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

/** The four charts of the analytics tab. */
/** The charts of the figures the server sent: the money and the tickets only to those who may read them. */
export function AnalyticsCharts({ analytics }: { analytics: DashboardAnalytics }) {
  return (
    <div className="analytics-charts">
      {analytics.months ? <MoneyChart months={analytics.months} /> : null}
      <DemandChart demand={analytics.demand} />
      <ViewsChart views={analytics.views} />
      {analytics.maintenance ? <MaintenanceChart maintenance={analytics.maintenance} /> : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ESTATE_REPORTS_API,
  localizedText,
  REPORT_PERIODS,
  reportFileName,
  todayInRiyadh,
  type EstateReport,
  type EstateReportQuery,
  type ReportExportFormat,
  type ReportMonth,
  type ReportPeriod,
  type ReportPropertyRow,
} from '@estate/contracts';
import {
  downloadFile,
  formatCurrency,
  formatInteger,
  formatNumber,
  formatPercent,
  serverMessageOf,
  useLang,
} from '@estate/platform';
import { Button, Empty, LoadError, Spin, SummaryCards, useToast } from '@estate/platform/ui';
import { DownloadOutlined, FilePdfOutlined, Select, Tabs } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { propertyOptionsQueryOptions } from '../../../api/get-property-options.js';
import { InfoCard } from '../../../components/InfoCard.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { useReport, useReportOptions } from '../api/get-report.js';
import { trendLabel } from '../utils/report-format.js';
import { MoneyTrendChart, NetIncomeChart, OccupancyChart } from './ReportCharts.js';
import './reports.css';

const TABS = ['overview', 'financial', 'occupancy', 'maintenance'] as const;
type ReportTab = (typeof TABS)[number];
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const QUARTERS = [1, 2, 3, 4];

const whole = (value: string | null, min: number, max: number, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
};

/** The report's filters from the address (period, year, month or quarter, property, tab), today's by default. */
function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const today = todayInRiyadh();
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  const periodParam = params.get('period');
  const period: ReportPeriod = (REPORT_PERIODS as readonly string[]).includes(periodParam ?? '')
    ? (periodParam as ReportPeriod)
    : 'monthly';
  const year = whole(params.get('year'), 2000, 2100, thisYear);
  const month = whole(params.get('month'), 1, 12, thisMonth);
  const quarter = whole(params.get('quarter'), 1, 4, Math.ceil(thisMonth / 3));
  const propertyId = params.get('propertyId') || undefined;
  const tabParam = params.get('tab');
  const tab: ReportTab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as ReportTab) : 'overview';
  const query: EstateReportQuery = {
    period,
    year,
    ...(period === 'monthly' ? { month } : {}),
    ...(period === 'quarterly' ? { quarter } : {}),
    ...(propertyId ? { propertyId } : {}),
  };
  const set = (change: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { query, month, quarter, tab, thisYear, set };
}

/**
 * /estate/reports: the period (month, quarter, year), the property and the year as filters in the address; the
 * four KPI cards; tabs overview (monthly trend, property performance), financial, occupancy and maintenance, with
 * charts; the report as PDF or Excel. Every figure is the server's, computed from the records.
 */
export function ReportsPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const filters = useReportFilters();
  const { query } = filters;
  const report = useReport(query);
  const options = useReportOptions();
  const data = report.data;
  const years = [...new Set([...(options.data?.years ?? []), filters.thisYear, query.year])].sort((a, b) => b - a);

  return (
    <div className="page estate-page" data-testid="reports-page">
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={<ReportExportButtons query={query} />}
      />
      <div className="estate-toolbar" role="search">
        <Select<ReportPeriod>
          aria-label={t('reports.filters.period')}
          value={query.period}
          onChange={(period) => filters.set({ period })}
          options={REPORT_PERIODS.map((period) => ({ value: period, label: t(`reports.periods.${period}`) }))}
          className="estate-filter"
          data-testid="report-period"
        />
        {query.period === 'monthly' ? (
          <Select<number>
            aria-label={t('reports.filters.month')}
            value={filters.month}
            onChange={(month) => filters.set({ month })}
            options={MONTHS.map((month) => ({
              value: month,
              label: new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-US', {
                month: 'long',
                timeZone: 'UTC',
              }).format(new Date(Date.UTC(2000, month - 1, 1))),
            }))}
            className="estate-filter"
            data-testid="report-month"
          />
        ) : null}
        {query.period === 'quarterly' ? (
          <Select<number>
            aria-label={t('reports.filters.quarter')}
            value={filters.quarter}
            onChange={(quarter) => filters.set({ quarter })}
            options={QUARTERS.map((quarter) => ({
              value: quarter,
              label: t('reports.quarter', { n: formatInteger(quarter, lang) }),
            }))}
            className="estate-filter"
            data-testid="report-quarter"
          />
        ) : null}
        <Select<number>
          aria-label={t('reports.filters.year')}
          value={query.year}
          onChange={(year) => filters.set({ year })}
          options={years.map((year) => ({ value: year, label: formatInteger(year, lang) }))}
          className="estate-filter"
          data-testid="report-year"
        />
        <OptionSelect
          value={query.propertyId}
          onChange={(propertyId) => filters.set({ propertyId })}
          optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
          placeholder={t('filters.allProperties')}
          allowClear
          className="estate-filter"
          testId="report-property"
        />
      </div>
      {report.isError ? <LoadError onRetry={() => void report.refetch()} /> : null}
      <ReportCards report={data} loading={report.isPending} />
      <Spin spinning={report.isFetching && !report.isPending}>
        {data ? (
          <Tabs
            activeKey={filters.tab}
            onChange={(tab) => filters.set({ tab: tab === 'overview' ? undefined : tab })}
            data-testid="report-tabs"
            items={[
              { key: 'overview', label: t('reports.tabs.overview'), children: <OverviewTab report={data} /> },
              { key: 'financial', label: t('reports.tabs.financial'), children: <FinancialTab report={data} /> },
              { key: 'occupancy', label: t('reports.tabs.occupancy'), children: <OccupancyTab report={data} /> },
              {
                key: 'maintenance',
                label: t('reports.tabs.maintenance'),
                children: <MaintenanceTab report={data} />,
              },
            ]}
          />
        ) : (
          <div className="estate-empty-space" />
        )}
      </Spin>
    </div>
  );
}

/** Export PDF and Export Excel: the report of the filters, in the language shown. */
function ReportExportButtons({ query }: { query: EstateReportQuery }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [busy, setBusy] = useState<ReportExportFormat | null>(null);
  const run = (format: ReportExportFormat) => {
    setBusy(format);
    downloadFile(ESTATE_REPORTS_API.export, { ...query, format, lang }, reportFileName(query, format))
      .then(() => toast.success(t('reports.export.done')))
      .catch((error: unknown) => toast.error(t('reports.export.failed'), serverMessageOf(error, '')))
      .finally(() => setBusy(null));
  };
  return (
    <>
      <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={() => run('pdf')} data-testid="report-pdf">
        {t('reports.export.pdf')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'xlsx'}
        onClick={() => run('xlsx')}
        data-testid="report-xlsx"
      >
        {t('reports.export.xlsx')}
      </Button>
    </>
  );
}

/** A figure with its raw value kept beside the formatted one (for tests and assistive tools). */
const Figure = ({ value, text }: { value: number | null; text: string }) => (
  <span data-value={value ?? ''}>{text}</span>
);

/** The spec's four KPI cards: occupancy rate, total revenue, net income, overdue payments (count and amount). */
function ReportCards({ report, loading }: { report: EstateReport | undefined; loading: boolean }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const money = (value: number) => formatCurrency(value, lang);
  return (
    <SummaryCards
      loading={loading}
      cards={[
        {
          key: 'occupancy',
          label: t('reports.figures.occupancyRate'),
          value: (
            <>
              <Figure
                value={report?.occupancyRate ?? 0}
                text={formatPercent((report?.occupancyRate ?? 0) / 100, lang)}
              />
              {report?.range.projected ? (
                <span className="report-card-note" data-testid="report-occupancy-projected">
                  {t('reports.projectedNote')}
                </span>
              ) : null}
            </>
          ),
        },
        {
          key: 'revenue',
          label: t('reports.figures.totalRevenue'),
          value: <Figure value={report?.totalRevenue ?? 0} text={money(report?.totalRevenue ?? 0)} />,
          extra: <span className="estate-muted">{t('reports.figures.revenueBasis')}</span>,
        },
        {
          key: 'net',
          label: t('reports.figures.netIncome'),
          value: <Figure value={report?.netIncome ?? 0} text={money(report?.netIncome ?? 0)} />,
          tone: (report?.netIncome ?? 0) < 0 ? 'danger' : undefined,
        },
        {
          key: 'overdue',
          label: t('reports.figures.overduePayments'),
          value: (
            <>
              <Figure value={report?.overduePayments ?? 0} text={formatNumber(report?.overduePayments ?? 0, lang)} />
              <span className="report-card-note">{money(report?.overdueAmount ?? 0)}</span>
            </>
          ),
          tone: report?.overduePayments ? 'danger' : undefined,
        },
      ]}
    />
  );
}

function useNames() {
  const { lang } = useLang();
  return (row: ReportPropertyRow) => localizedText(row.propertyName, row.propertyNameEn, lang).text;
}

function OverviewTab({ report }: { report: EstateReport }) {
  const { t } = useTranslation('estate');
  return (
    <div className="report-tab">
      <section className="estate-card estate-section">
        <h2 className="estate-card-title">{t('reports.sections.trend')}</h2>
        <MoneyTrendChart months={report.monthly} testId="report-chart-trend" />
      </section>
      <PropertyPerformance rows={report.properties} total={report.totalProperties} />
    </div>
  );
}

/** The property performance list: units, occupancy, monthly rent, received in the period, tickets. */
function PropertyPerformance({ rows, total }: { rows: readonly ReportPropertyRow[]; total: number }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const name = useNames();
  const money = (value: number) => formatCurrency(value, lang);
  return (
    <section className="estate-card estate-section" data-testid="report-properties">
      <h2 className="estate-card-title">{t('reports.sections.properties')}</h2>
      {rows.length < total ? (
        <p className="estate-muted" data-testid="report-properties-shown">
          {t('reports.propertiesShown', { shown: formatNumber(rows.length, lang), total: formatNumber(total, lang) })}
        </p>
      ) : null}
      <Table<ReportPropertyRow>
        rowKey="propertyId"
        size="small"
        dataSource={[...rows]}
        scroll={{ x: 800 }}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} /> }}
        columns={[
          { key: 'name', title: t('reports.columns.property'), render: (_v, row) => <bdi>{name(row)}</bdi> },
          {
            key: 'units',
            title: t('reports.columns.units'),
            render: (_v, row) =>
              t('reports.occupiedOf', {
                occupied: formatNumber(row.occupiedUnits, lang),
                total: formatNumber(row.totalUnits, lang),
              }),
          },
          {
            key: 'occupancy',
            title: t('reports.figures.occupancyRate'),
            render: (_v, row) => formatPercent(row.occupancyRate / 100, lang),
          },
          {
            key: 'monthlyRevenue',
            title: t('reports.columns.monthlyRevenue'),
            render: (_v, row) => <span className="estate-nowrap">{money(row.monthlyRevenue)}</span>,
          },
          {
            key: 'revenue',
            title: t('reports.figures.revenue'),
            render: (_v, row) => <span className="estate-nowrap">{money(row.revenue)}</span>,
          },
          {
            key: 'tickets',
            title: t('reports.columns.maintenance'),
            render: (_v, row) => formatNumber(row.maintenanceCount, lang),
          },
        ]}
      />
    </section>
  );
}

function MonthlyTable({ rows, columns }: { rows: readonly ReportMonth[]; columns: (keyof ReportMonth)[] }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return (
    <Table<ReportMonth>
      rowKey="month"
      size="small"
      dataSource={[...rows]}
      pagination={false}
      columns={[
        {
          key: 'month',
          title: t('reports.columns.month'),
          render: (_v, row) => (
            <span data-projected={row.projected || undefined}>
              {trendLabel(row, lang, (month) => t('reports.projectedMonth', { month }))}
            </span>
          ),
        },
        ...columns.map((column) => ({
          key: column,
          title: t(`reports.figures.${column}`),
          render: (_v: unknown, row: ReportMonth) =>
            column === 'occupancyRate'
              ? formatPercent(row.occupancyRate / 100, lang)
              : formatCurrency(row[column] as number, lang),
        })),
      ]}
    />
  );
}

function FinancialTab({ report }: { report: EstateReport }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const money = (value: number) => formatCurrency(value, lang);
  return (
    <div className="report-tab">
      <InfoCard
        title={t('reports.sections.financialSummary')}
        testId="report-financial"
        rows={[
          { key: 'revenue', label: t('reports.figures.totalRevenue'), value: money(report.totalRevenue) },
          { key: 'expenses', label: t('reports.figures.totalExpenses'), value: money(report.totalExpenses) },
          { key: 'net', label: t('reports.figures.netIncome'), value: money(report.netIncome) },
          {
            key: 'margin',
            label: t('reports.figures.profitMargin'),
            value: (
              <Figure
                value={report.profitMargin}
                text={report.profitMargin === null ? '—' : formatPercent(report.profitMargin / 100, lang, 1)}
              />
            ),
          },
          { key: 'averageRent', label: t('reports.figures.averageRent'), value: money(report.averageRent) },
          { key: 'overdueAmount', label: t('reports.figures.overdueAmount'), value: money(report.overdueAmount) },
        ]}
      />
      <section className="estate-card estate-section">
        <h2 className="estate-card-title">{t('reports.sections.netIncome')}</h2>
        <NetIncomeChart months={report.monthly} />
        <MonthlyTable rows={report.monthly} columns={['revenue', 'expenses', 'netIncome']} />
      </section>
    </div>
  );
}

function OccupancyTab({ report }: { report: EstateReport }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <div className="report-tab">
      <InfoCard
        title={t('reports.sections.units')}
        rows={[
          { key: 'properties', label: t('reports.figures.totalProperties'), value: n(report.totalProperties) },
          { key: 'units', label: t('reports.figures.totalUnits'), value: n(report.totalUnits) },
          { key: 'occupied', label: t('reports.figures.occupiedUnits'), value: n(report.occupiedUnits) },
          { key: 'vacant', label: t('reports.figures.vacantUnits'), value: n(report.vacantUnits) },
          {
            key: 'rate',
            label: t('reports.figures.occupancyRate'),
            value: formatPercent(report.occupancyRate / 100, lang),
          },
        ]}
      />
      <section className="estate-card estate-section">
        <h2 className="estate-card-title">{t('reports.sections.occupancyTrend')}</h2>
        <OccupancyChart months={report.monthly} />
        <MonthlyTable rows={report.monthly} columns={['occupancyRate']} />
      </section>
    </div>
  );
}

function MaintenanceTab({ report }: { report: EstateReport }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const n = (value: number) => formatNumber(value, lang);
  return (
    <div className="estate-cards report-tab">
      <InfoCard
        title={t('reports.sections.tickets')}
        testId="report-tickets"
        rows={[
          { key: 'total', label: t('reports.figures.maintenanceTickets'), value: n(report.maintenanceTickets) },
          ...Object.entries(report.ticketStatuses).map(([status, count]) => ({
            key: `ticket-${status}`,
            label: t(`reports.ticketStatuses.${status}`),
            value: n(count),
          })),
          {
            key: 'expenses',
            label: t('reports.figures.totalExpenses'),
            value: formatCurrency(report.totalExpenses, lang),
          },
        ]}
      />
      <InfoCard
        title={t('reports.sections.paymentStatus')}
        testId="report-invoices"
        rows={Object.entries(report.invoiceStatuses).map(([status, count]) => ({
          key: `invoice-${status}`,
          label: t(`reports.invoiceStatuses.${status}`),
          value: n(count),
        }))}
      />
    </div>
  );
}

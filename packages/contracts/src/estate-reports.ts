/*
 * Estate reports: what /api/estate/reports answers and takes, and the periods they cover.
 *
 * A report covers a month, a quarter or a year, for one property or all. Every figure is computed from the records:
 * - revenue: income collected in the period (by its paid day) net of VAT, security deposits not counted (the ledger's
 *   owners' share of collected income);
 * - expenses: the actual cost of maintenance tickets completed in the period (by the day, in Riyadh, of completion);
 * - occupancy: units an active contract covers on the period's reference day (its last day, or today while the
 *   period runs) over all units, as a rounded percent; a day after today reads the contracts signed so far, so a
 *   month or period still to come is marked `projected`;
 * - overdue: unpaid invoices past their due date today, their amount plus the late fee as of today.
 */
import type { Language } from './constants.js';
import { addDays, addMonths } from './contract-schedule.js';

/** The permission of the reports routes (admin, property_manager, accountant). */
export const REPORT_PERMISSIONS = { read: 'estate_reports_read' } as const;

export const REPORT_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** A monthly report's trend shows this many months, ending with the month reported (document 2, section 9). */
export const REPORT_TREND_MONTHS = 3;

/** The property rows a report answers (the best first); the workbook export holds every property. */
export const REPORT_PROPERTY_ROWS = 100;

/** The oldest year a report may be asked for. */
export const REPORT_MIN_YEAR = 2000;

/** GET /api/estate/reports: `month` (1-12) with `monthly`, `quarter` (1-4) with `quarterly`. */
export interface EstateReportQuery {
  period: ReportPeriod;
  year: number;
  month?: number;
  quarter?: number;
  propertyId?: string;
}

/** GET /api/estate/reports/export: the report's filters, the format and the language of the words. */
export interface EstateReportExportQuery extends EstateReportQuery {
  format: ReportExportFormat;
  lang?: Language;
}

/** The days a report covers. */
export interface ReportRange {
  /** First and last day of the period (both included). */
  from: string;
  to: string;
  /** The day occupancy and average rent are read on: the period's last day, or today while the period runs. */
  asOf: string;
  /** The period has not started yet: its occupancy and average rent are projected from the contracts signed so far. */
  projected: boolean;
  /** The months of the monthly rows (`YYYY-MM`), oldest first. */
  months: string[];
}

/** One month of the trend. */
export interface ReportMonth {
  /** `YYYY-MM`. */
  month: string;
  revenue: number;
  expenses: number;
  netIncome: number;
  /** Percent, rounded, on the month's last day (or today for the current month). */
  occupancyRate: number;
  /** The month has not started yet: its occupancy is projected to its last day from the contracts signed so far. */
  projected: boolean;
}

/** One property's line of the report. */
export interface ReportPropertyRow {
  propertyId: string;
  /** The property's title (Arabic) and its English title when it has one. */
  propertyName: string;
  propertyNameEn: string | null;
  totalUnits: number;
  occupiedUnits: number;
  /** The monthly rent of the contracts covering the reference day. */
  monthlyRevenue: number;
  /** Income collected in the period net of VAT (the ledger's; deposits apart) and spent on its completed tickets. */
  revenue: number;
  expenses: number;
  occupancyRate: number;
  /** Tickets opened in the period. */
  maintenanceCount: number;
}

export interface EstateReport {
  period: ReportPeriod;
  range: ReportRange;
  propertyId: string | null;
  occupancyRate: number;
  totalRevenue: number;
  totalExpenses: number;
  netIncome: number;
  /** Net income / revenue in percent, one decimal; null when there is no revenue. */
  profitMargin: number | null;
  overduePayments: number;
  /** Their amount plus the late fee, as of today. */
  overdueAmount: number;
  /** The mean monthly rent of the contracts covering the reference day; 0 when none. */
  averageRent: number;
  totalProperties: number;
  totalUnits: number;
  occupiedUnits: number;
  vacantUnits: number;
  /** Tickets opened in the period. */
  maintenanceTickets: number;
  /** The tickets opened in the period by their status now. */
  ticketStatuses: Record<'open' | 'assigned' | 'inProgress' | 'completed' | 'cancelled', number>;
  /** The invoices due in the period by their status today (overdue: pending past the due date). */
  invoiceStatuses: Record<'paid' | 'pending' | 'overdue' | 'cancelled', number>;
  monthly: ReportMonth[];
  /** The property rows shown: the REPORT_PROPERTY_ROWS best by revenue received, monthly rent and occupancy. */
  propertiesShown: number;
  properties: ReportPropertyRow[];
}

/**
 * GET /api/estate/reports/options: the years with data, newest first. The property filter picks from
 * /api/estate/properties/options (searched on the server, as the other estate filters do).
 */
export interface EstateReportOptions {
  years: number[];
}

export const ESTATE_REPORTS_API = {
  report: '/api/estate/reports',
  options: '/api/estate/reports/options',
  export: '/api/estate/reports/export',
  contractDocument: (contractId: string) => `/api/estate/contracts/${contractId}/document`,
} as const;

/** The file names of the exports and the contract document. */
export const reportFileName = (query: EstateReportQuery, format: ReportExportFormat): string => {
  const part =
    query.period === 'monthly'
      ? `${query.year}-${String(query.month).padStart(2, '0')}`
      : query.period === 'quarterly'
        ? `${query.year}-q${query.quarter}`
        : String(query.year);
  return `estate-report-${part}.${format}`;
};
export const contractDocumentFileName = (contractNumber: string) => `contract-${contractNumber}.pdf`;

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
/** The last day of the month `YYYY-MM-01` starts. */
const lastDayOf = (start: string): string => addDays(addMonths(start, 1), -1);

/**
 * The days and months a report covers, `today` being the day in Riyadh. A monthly report's rows are the month and
 * the REPORT_TREND_MONTHS - 1 before it; a quarter's its three months; a year's its twelve.
 */
export function reportRange(query: EstateReportQuery, today: string): ReportRange {
  const { period, year } = query;
  const firstMonth =
    period === 'monthly' ? (query.month ?? 1) : period === 'quarterly' ? ((query.quarter ?? 1) - 1) * 3 + 1 : 1;
  const length = period === 'monthly' ? 1 : period === 'quarterly' ? 3 : 12;
  const from = monthStart(year, firstMonth);
  const to = lastDayOf(addMonths(from, length - 1));
  const asOf = today >= from && today <= to ? today : to;
  const rows = period === 'monthly' ? REPORT_TREND_MONTHS : length;
  const firstRow = addMonths(from, length - rows);
  const months = Array.from({ length: rows }, (_, i) => addMonths(firstRow, i).slice(0, 7));
  return { from, to, asOf, projected: from > today, months };
}

/** A month `YYYY-MM` that starts after `today`: figures read on it are projections. */
export const isProjectedMonth = (month: string, today: string): boolean => `${month}-01` > today;

/** The first and last day of a month `YYYY-MM`, and the day its occupancy is read on. */
export function monthRange(month: string, today: string): { from: string; to: string; asOf: string } {
  const from = `${month}-01`;
  const to = lastDayOf(from);
  return { from, to, asOf: today >= from && today <= to ? today : to };
}

/** Occupied over total as a rounded percent (0 with no units). */
export const occupancyPercent = (occupied: number, total: number): number =>
  total > 0 ? Math.round((occupied * 100) / total) : 0;

/** Net income over revenue as a percent with one decimal; null without revenue. */
export const profitMarginPercent = (netIncome: number, revenue: number): number | null =>
  revenue === 0 ? null : Math.round((netIncome * 1000) / revenue) / 10;

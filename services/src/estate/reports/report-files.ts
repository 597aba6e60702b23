import type { EstateReport, Language, ReportMonth, ReportPeriod } from '@estate/contracts';
import type { DocumentFactory } from '../../common/documents/document-factory.js';
import { reportProgress } from '../../common/workers/task-progress.js';
import { excel, XLSX_TYPE } from '../transfer/spreadsheet.js';
import { DOCUMENT_BAND_COLOR, documentFormat } from '../shared/document-format.js';

interface ReportWords {
  direction: 'rtl' | 'ltr';
  title: string;
  periods: Record<ReportPeriod, string>;
  quarter: (quarter: string, year: string) => string;
  allProperties: string;
  keyFigures: string;
  /** A label of a figure read on a day still to come (a month or period not yet started). */
  projected: (label: string) => string;
  monthlyTitle: string;
  propertiesTitle: string;
  figures: {
    occupancyRate: string;
    totalRevenue: string;
    totalExpenses: string;
    netIncome: string;
    profitMargin: string;
    overduePayments: string;
    overdueAmount: string;
    averageRent: string;
    totalProperties: string;
    totalUnits: string;
    occupiedUnits: string;
    vacantUnits: string;
    maintenanceTickets: string;
  };
  columns: {
    figure: string;
    value: string;
    month: string;
    revenue: string;
    expenses: string;
    netIncome: string;
    occupancyRate: string;
    property: string;
    totalUnits: string;
    occupiedUnits: string;
    monthlyRevenue: string;
    maintenanceCount: string;
  };
  sheets: { summary: string; monthly: string; properties: string };
  generated: string;
}

/** Every word of the report's files, in both languages (the same keys: the type checks it). */
const WORDS: Record<Language, ReportWords> = {
  ar: {
    direction: 'rtl',
    title: 'تقرير العقارات',
    periods: { monthly: 'شهري', quarterly: 'ربع سنوي', yearly: 'سنوي' },
    quarter: (quarter, year) => `الربع ${quarter} ${year}`,
    allProperties: 'جميع العقارات',
    keyFigures: 'المؤشرات الرئيسية',
    projected: (label) => `${label} (متوقع)`,
    monthlyTitle: 'الاتجاه الشهري',
    propertiesTitle: 'أداء العقارات',
    figures: {
      occupancyRate: 'معدل الإشغال',
      totalRevenue: 'إجمالي الإيرادات',
      totalExpenses: 'إجمالي المصروفات',
      netIncome: 'صافي الدخل',
      profitMargin: 'هامش الربح',
      overduePayments: 'المدفوعات المتأخرة',
      overdueAmount: 'المبلغ المتأخر مع غرامات التأخير',
      averageRent: 'متوسط الإيجار الشهري',
      totalProperties: 'عدد العقارات',
      totalUnits: 'إجمالي الوحدات',
      occupiedUnits: 'الوحدات المؤجرة',
      vacantUnits: 'الوحدات الشاغرة',
      maintenanceTickets: 'طلبات الصيانة',
    },
    columns: {
      figure: 'المؤشر',
      value: 'القيمة',
      month: 'الشهر',
      revenue: 'الإيرادات',
      expenses: 'المصروفات',
      netIncome: 'صافي الدخل',
      occupancyRate: 'معدل الإشغال',
      property: 'العقار',
      totalUnits: 'الوحدات',
      occupiedUnits: 'المؤجرة',
      monthlyRevenue: 'الإيراد الشهري',
      maintenanceCount: 'طلبات الصيانة',
    },
    sheets: { summary: 'الملخص', monthly: 'شهري', properties: 'العقارات' },
    generated: 'أُعد في',
  },
  en: {
    direction: 'ltr',
    title: 'Estate report',
    periods: { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' },
    quarter: (quarter, year) => `Q${quarter} ${year}`,
    allProperties: 'All properties',
    keyFigures: 'Key figures',
    projected: (label) => `${label} (projected)`,
    monthlyTitle: 'Monthly trend',
    propertiesTitle: 'Property performance',
    figures: {
      occupancyRate: 'Occupancy rate',
      totalRevenue: 'Total revenue',
      totalExpenses: 'Total expenses',
      netIncome: 'Net income',
      profitMargin: 'Profit margin',
      overduePayments: 'Overdue payments',
      overdueAmount: 'Overdue amount with late fees',
      averageRent: 'Average monthly rent',
      totalProperties: 'Properties',
      totalUnits: 'Total units',
      occupiedUnits: 'Occupied units',
      vacantUnits: 'Vacant units',
      maintenanceTickets: 'Maintenance tickets',
    },
    columns: {
      figure: 'Figure',
      value: 'Value',
      month: 'Month',
      revenue: 'Revenue',
      expenses: 'Expenses',
      netIncome: 'Net income',
      occupancyRate: 'Occupancy rate',
      property: 'Property',
      totalUnits: 'Units',
      occupiedUnits: 'Occupied',
      monthlyRevenue: 'Monthly revenue',
      maintenanceCount: 'Maintenance tickets',
    },
    sheets: { summary: 'Summary', monthly: 'Monthly', properties: 'Properties' },
    generated: 'Generated on',
  },
};

/** The period in words: March 2025, Q1 2025 (الربع ١ ٢٠٢٥), 2025. */
function periodLabel(report: EstateReport, lang: Language): string {
  const words = WORDS[lang];
  const format = documentFormat(lang);
  const year = report.range.from.slice(0, 4);
  const yearText = new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', { useGrouping: false }).format(
    Number(year),
  );
  if (report.period === 'monthly') return format.month(report.range.from.slice(0, 7));
  if (report.period === 'quarterly') {
    const quarter = Math.floor((Number(report.range.from.slice(5, 7)) - 1) / 3) + 1;
    return words.quarter(format.number(quarter), yearText);
  }
  return yearText;
}

/** The report's scope: the property's name in the language (English falls back to Arabic), or all properties. */
function scopeLabel(report: EstateReport, lang: Language): string {
  if (!report.propertyId) return WORDS[lang].allProperties;
  const row = report.properties[0];
  if (!row) return WORDS[lang].allProperties;
  return lang === 'en' && row.propertyNameEn ? row.propertyNameEn : row.propertyName;
}

/** The occupancy's label: marked projected when the period has not started. */
const occupancyLabel = (report: EstateReport, lang: Language): string =>
  report.range.projected ? WORDS[lang].projected(WORDS[lang].figures.occupancyRate) : WORDS[lang].figures.occupancyRate;

/** A trend month's label: marked projected when the month has not started. */
const monthLabel = (month: ReportMonth, label: string, lang: Language): string =>
  month.projected ? WORDS[lang].projected(label) : label;

/** The key figures as label and value, in the order the screen's cards and summary show them. */
function keyFigures(report: EstateReport, lang: Language): [string, string][] {
  const words = WORDS[lang].figures;
  const f = documentFormat(lang);
  return [
    [occupancyLabel(report, lang), f.percent(report.occupancyRate)],
    [words.totalRevenue, f.money(report.totalRevenue)],
    [words.totalExpenses, f.money(report.totalExpenses)],
    [words.netIncome, f.money(report.netIncome)],
    [words.profitMargin, f.percent(report.profitMargin, 1)],
    [words.overduePayments, f.number(report.overduePayments)],
    [words.overdueAmount, f.money(report.overdueAmount)],
    [words.averageRent, f.money(report.averageRent)],
    [words.totalProperties, f.number(report.totalProperties)],
    [words.totalUnits, f.number(report.totalUnits)],
    [words.occupiedUnits, f.number(report.occupiedUnits)],
    [words.vacantUnits, f.number(report.vacantUnits)],
    [words.maintenanceTickets, f.number(report.maintenanceTickets)],
  ];
}

/**
 * The report as a PDF in the language asked (Arabic right to left, shaped; English left to right): the key figures,
 * then a line per month and per property (label and figures, as the document service lays out key-value rows).
 */
export function reportPdf(
  documents: DocumentFactory,
  report: EstateReport,
  lang: Language,
  today: string,
): Promise<Buffer> {
  const words = WORDS[lang];
  const f = documentFormat(lang);
  const c = words.columns;
  const sep = '   ·   ';
  const figures = keyFigures(report, lang);
  const doc = documents.create({
    direction: words.direction,
    lang,
    title: `${words.title} - ${periodLabel(report, lang)}`,
    createdAt: new Date(`${today}T00:00:00Z`),
    rows: figures.length + report.monthly.length + report.properties.length,
  });
  doc.band(
    [
      { text: words.title, style: { size: 11, bold: true } },
      { text: `${words.periods[report.period]}: ${periodLabel(report, lang)}`, style: { size: 16 } },
      { text: scopeLabel(report, lang), style: { size: 12 } },
    ],
    { color: DOCUMENT_BAND_COLOR },
  );
  doc.heading(words.keyFigures, { level: 2 });
  doc.keyValueTable(figures, { labelWidth: 220 });
  doc.heading(words.monthlyTitle, { level: 2 });
  doc.keyValueTable(
    report.monthly.map((row) => [
      monthLabel(row, f.month(row.month), lang),
      [
        `${c.revenue} ${f.money(row.revenue)}`,
        `${c.expenses} ${f.money(row.expenses)}`,
        `${c.netIncome} ${f.money(row.netIncome)}`,
        `${c.occupancyRate} ${f.percent(row.occupancyRate)}`,
      ].join(sep),
    ]),
    { labelWidth: 120 },
  );
  if (report.properties.length) {
    doc.heading(words.propertiesTitle, { level: 2 });
    doc.keyValueTable(
      report.properties.map((row) => [
        lang === 'en' && row.propertyNameEn ? row.propertyNameEn : row.propertyName,
        [
          `${c.occupiedUnits} ${f.number(row.occupiedUnits)} / ${f.number(row.totalUnits)} (${f.percent(row.occupancyRate)})`,
          `${c.monthlyRevenue} ${f.money(row.monthlyRevenue)}`,
          `${c.revenue} ${f.money(row.revenue)}`,
          `${c.maintenanceCount} ${f.number(row.maintenanceCount)}`,
        ].join(sep),
      ]),
      { labelWidth: 150 },
    );
  }
  doc.footer(`${words.generated} ${f.date(today)}`);
  return doc.end();
}

/** The rows of the workbook's summary sheet. */
const SUMMARY_ROWS = 13;

/** The report as a workbook: sheets summary, monthly and properties, headers in the language, numbers as numbers. */
export async function reportXlsx(report: EstateReport, lang: Language): Promise<Buffer> {
  const words = WORDS[lang];
  const c = words.columns;
  const w = words.figures;
  const workbook = new (await excel()).Workbook();
  // The rows of the three sheets, added as the first half of the progress reported; writing the workbook, the rest.
  const rowsInAll = SUMMARY_ROWS + report.monthly.length + report.properties.length;
  let rowsAdded = 0;
  const sheet = (name: string, headers: string[], rows: (string | number | null)[][]) => {
    const ws = workbook.addWorksheet(name, {
      views: [{ state: 'frozen', ySplit: 1, rightToLeft: lang === 'ar' }],
    });
    ws.addRow(headers);
    ws.getRow(1).font = { bold: true };
    for (const row of rows) {
      ws.addRow(row);
      reportProgress((rowsAdded += 1), rowsInAll * 2);
    }
    ws.columns.forEach((column, index) => {
      const widest = Math.max(...[headers, ...rows].map((row) => String(row[index] ?? '').length));
      column.width = Math.min(60, Math.max(12, widest + 2));
    });
  };
  sheet(
    words.sheets.summary,
    [c.figure, c.value],
    [
      [occupancyLabel(report, lang), report.occupancyRate],
      [w.totalRevenue, report.totalRevenue],
      [w.totalExpenses, report.totalExpenses],
      [w.netIncome, report.netIncome],
      [w.profitMargin, report.profitMargin],
      [w.overduePayments, report.overduePayments],
      [w.overdueAmount, report.overdueAmount],
      [w.averageRent, report.averageRent],
      [w.totalProperties, report.totalProperties],
      [w.totalUnits, report.totalUnits],
      [w.occupiedUnits, report.occupiedUnits],
      [w.vacantUnits, report.vacantUnits],
      [w.maintenanceTickets, report.maintenanceTickets],
    ],
  );
  sheet(
    words.sheets.monthly,
    [c.month, c.revenue, c.expenses, c.netIncome, c.occupancyRate],
    report.monthly.map((row) => [
      monthLabel(row, row.month, lang),
      row.revenue,
      row.expenses,
      row.netIncome,
      row.occupancyRate,
    ]),
  );
  sheet(
    words.sheets.properties,
    [
      c.property,
      c.totalUnits,
      c.occupiedUnits,
      c.occupancyRate,
      c.monthlyRevenue,
      c.revenue,
      c.expenses,
      c.maintenanceCount,
    ],
    report.properties.map((row) => [
      lang === 'en' && row.propertyNameEn ? row.propertyNameEn : row.propertyName,
      row.totalUnits,
      row.occupiedUnits,
      row.occupancyRate,
      row.monthlyRevenue,
      row.revenue,
      row.expenses,
      row.maintenanceCount,
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export { XLSX_TYPE };

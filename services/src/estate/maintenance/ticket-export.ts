import {
  type EstateExportFormat,
  type Language,
  localizedText,
  type MaintenanceTicket,
  MAINTENANCE_EXPORT_FILE,
} from '@estate/contracts';
import type { DocumentsService } from '../../common/documents/documents.service.js';
import { type Cell, CSV_TYPE, writeCsv, XLSX_TYPE } from '../transfer/spreadsheet.js';
import type { ExportFile } from '../transfer/estate-export.service.js';
import { CHOICE_WORDS } from '../transfer/transfer-columns.js';

type Words = Readonly<Record<string, readonly [string, string]>>;

const COLUMNS: Words = {
  ticketNumber: ['رقم التذكرة', 'Ticket number'],
  title: ['العنوان', 'Title'],
  category: ['الفئة', 'Category'],
  priority: ['الأولوية', 'Priority'],
  status: ['الحالة', 'Status'],
  sla: ['مستوى الخدمة', 'Service level'],
  property: ['العقار', 'Property'],
  unit: ['الوحدة', 'Unit'],
  tenant: ['المستأجر', 'Tenant'],
  assignee: ['المسند إليه', 'Assigned to'],
  estimatedCost: ['التكلفة التقديرية', 'Estimated cost'],
  actualCost: ['التكلفة الفعلية', 'Actual cost'],
  createdAt: ['تاريخ الفتح', 'Opened'],
  completedAt: ['تاريخ الإنجاز', 'Completed'],
  daysOpen: ['أيام الفتح', 'Days open'],
};

const WORDS: Record<string, Words> = {
  category: CHOICE_WORDS.ticketCategory,
  priority: CHOICE_WORDS.ticketPriority,
  status: {
    open: ['مفتوحة', 'Open'],
    assigned: ['مسندة', 'Assigned'],
    inProgress: ['قيد التنفيذ', 'In progress'],
    completed: ['مكتملة', 'Completed'],
    cancelled: ['ملغاة', 'Cancelled'],
  },
  sla: { onTime: ['في الموعد', 'On time'], delayed: ['متأخرة قليلًا', 'Delayed'], overdue: ['متجاوزة', 'Overdue'] },
};

const pick = (words: readonly [string, string], lang: Language) => (lang === 'ar' ? words[0] : words[1]);
const word = (kind: string, value: string, lang: Language) => pick(WORDS[kind]![value]!, lang);
/** The day in Riyadh of a timestamp. */
const riyadhDay = (at: string | null) =>
  at ? new Date(new Date(at).getTime() + 3 * 3_600_000).toISOString().slice(0, 10) : null;

function row(ticket: MaintenanceTicket, lang: Language): Cell[] {
  const name = (text: string | null, en: string | null) => (text ? localizedText(text, en, lang).text : null);
  return [
    ticket.ticketNumber,
    lang === 'ar' ? ticket.titleAr : ticket.title,
    word('category', ticket.category, lang),
    word('priority', ticket.priority, lang),
    word('status', ticket.status, lang),
    word('sla', ticket.slaStatus, lang),
    name(ticket.propertyTitle, ticket.propertyTitleEn) ?? ticket.propertyAddress,
    ticket.unitNumber,
    name(ticket.tenantName, ticket.tenantNameEn),
    ticket.assignedToName,
    ticket.estimatedCost,
    ticket.actualCost,
    riyadhDay(ticket.createdAt),
    riyadhDay(ticket.completedAt),
    ticket.daysOpen,
  ];
}

/** The tickets of the list as filtered, as maintenance-export.csv (UTF-8 with a BOM) or .xlsx, words in `lang`. */
export async function ticketExport(
  tickets: readonly MaintenanceTicket[],
  format: EstateExportFormat,
  lang: Language,
  sheets: Pick<DocumentsService, 'sheet'>,
): Promise<ExportFile> {
  const headers = Object.values(COLUMNS).map((words) => pick(words, lang));
  const rows = tickets.map((ticket) => row(ticket, lang));
  if (format === 'xlsx') {
    const bytes = await sheets.sheet(headers, rows, { sheetName: 'maintenance', rightToLeft: lang === 'ar' });
    return { fileName: MAINTENANCE_EXPORT_FILE.replace(/\.csv$/, '.xlsx'), contentType: XLSX_TYPE, bytes };
  }
  return { fileName: MAINTENANCE_EXPORT_FILE, contentType: CSV_TYPE, bytes: writeCsv(headers, rows) };
}

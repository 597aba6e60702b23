import type { EstateExportFormat, Language, PaymentInvoice } from '@estate/contracts';
import type { DocumentsService } from '../../common/documents/documents.service.js';
import { type Cell, CSV_TYPE, writeCsv, XLSX_TYPE } from '../transfer/spreadsheet.js';
import { INVOICE_STATUS_WORDS, INVOICE_TYPE_WORDS, PAYMENT_METHOD_WORDS } from './payment-words.js';

/** The columns of payments-export, in the list's order. */
const COLUMNS: readonly { ar: string; en: string; cell: (row: PaymentInvoice, lang: Language) => Cell }[] = [
  { ar: 'رقم الفاتورة', en: 'Invoice number', cell: (row) => row.invoiceNumber },
  { ar: 'النوع', en: 'Type', cell: (row, lang) => INVOICE_TYPE_WORDS[row.type][lang] },
  { ar: 'رقم العقد', en: 'Contract number', cell: (row) => row.contractNumber },
  {
    ar: 'العقار',
    en: 'Property',
    cell: (row, lang) => (lang === 'en' ? (row.propertyTitleEn ?? row.propertyTitle) : row.propertyTitle),
  },
  { ar: 'الوحدة', en: 'Unit', cell: (row) => row.unitNumber },
  {
    ar: 'المستأجر',
    en: 'Tenant',
    cell: (row, lang) => (lang === 'en' ? (row.tenantNameEn ?? row.tenantName) : row.tenantName),
  },
  {
    ar: 'المالك',
    en: 'Owner',
    cell: (row, lang) => (lang === 'en' ? (row.ownerNameEn ?? row.ownerName) : row.ownerName),
  },
  { ar: 'المبلغ', en: 'Amount', cell: (row) => row.totalAmount },
  { ar: 'المدفوع', en: 'Paid', cell: (row) => row.paidAmount },
  { ar: 'المتبقي', en: 'Outstanding', cell: (row) => row.outstandingAmount },
  { ar: 'غرامة التأخير', en: 'Late fee', cell: (row) => row.lateFee },
  { ar: 'أيام التأخير', en: 'Days overdue', cell: (row) => row.daysOverdue },
  { ar: 'تاريخ الاستحقاق', en: 'Due date', cell: (row) => row.dueDate },
  { ar: 'تاريخ الدفع', en: 'Paid date', cell: (row) => row.paidDate },
  {
    ar: 'طريقة الدفع',
    en: 'Payment method',
    cell: (row, lang) => (row.paymentMethod ? PAYMENT_METHOD_WORDS[row.paymentMethod][lang] : null),
  },
  { ar: 'الحالة', en: 'Status', cell: (row, lang) => INVOICE_STATUS_WORDS[row.status][lang] },
];

/** payments-export.csv (UTF-8 with a byte-order mark) or .xlsx: headers and words in the language asked. */
export async function paymentsExport(
  items: readonly PaymentInvoice[],
  format: EstateExportFormat,
  lang: Language,
  sheets: Pick<DocumentsService, 'sheet'>,
): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
  const headers = COLUMNS.map((column) => column[lang]);
  const rows = items.map((item) => COLUMNS.map((column) => column.cell(item, lang)));
  if (format === 'xlsx') {
    const bytes = await sheets.sheet(headers, rows, {
      sheetName: lang === 'ar' ? 'المدفوعات' : 'Payments',
      rightToLeft: lang === 'ar',
    });
    return { fileName: 'payments-export.xlsx', contentType: XLSX_TYPE, bytes };
  }
  return { fileName: 'payments-export.csv', contentType: CSV_TYPE, bytes: writeCsv(headers, rows) };
}

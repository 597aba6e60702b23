/**
 * The worker threads' module (common/workers/worker-pool.ts): each generated document's renderer, by name, run on
 * the plain data the API's thread read for it; it answers the file's bytes. Nothing here reads the database or
 * needs Nest, so a worker loads only pdfkit, exceljs, the fonts and the renderers.
 */
import type {
  ContractInvoices,
  EstateContract,
  EstatePayment,
  EstateReport,
  Language,
  OwnerStatement,
  PaymentInvoiceDetail,
} from '@estate/contracts';
import { move } from 'piscina';
import { documentFactory } from './common/documents/document-factory.js';
import { runInBackgroundPriority } from './common/workers/background-priority.js';
import { beginTask, endTask } from './common/workers/task-progress.js';
import type { WorkerTask } from './common/workers/worker-pool.js';
import { type EInvoicePrint, einvoicePdf } from './estate/einvoicing/einvoice-pdf.js';
import { type PayoutAdvice, payoutAdvicePdf } from './estate/ledger/payout-advice-pdf.js';
import { receiptPdf } from './estate/payments/payment-receipt-document.js';
import { ownerStatementPdf } from './estate/portal/owner/owner-statement-pdf.js';
import { type ContractParties, contractPdf } from './estate/reports/contract-pdf.js';
import { reportPdf, reportXlsx } from './estate/reports/report-files.js';
import { type Cell, writeXlsx } from './estate/transfer/spreadsheet.js';
import { type BrochureProperty, brochurePdf } from './properties/brochure-document.js';

runInBackgroundPriority();
const documents = documentFactory();

/** Every document the workers make: its name, the data it is made from, and its renderer. */
export const DOCUMENT_RENDERERS = {
  brochure: ({ property, lang }: { property: BrochureProperty; lang: Language }) =>
    brochurePdf(documents, property, lang),
  receipt: (input: { payment: EstatePayment; invoice: PaymentInvoiceDetail; lang: Language }) =>
    receiptPdf(documents, input.payment, input.invoice, input.lang),
  contract: (input: {
    contract: EstateContract;
    parties: ContractParties;
    invoices: ContractInvoices;
    lang: Language;
    today: string;
  }) => contractPdf(documents, input.contract, input.parties, input.invoices, input.lang, input.today),
  ownerStatement: (input: { statement: OwnerStatement; lang: Language; today: string }) =>
    ownerStatementPdf(documents, input.statement, input.lang, input.today),
  payoutAdvice: ({ advice, lang }: { advice: PayoutAdvice; lang: Language }) =>
    payoutAdvicePdf(documents, advice, lang),
  einvoice: ({ print, lang }: { print: EInvoicePrint; lang: Language }) => einvoicePdf(documents, print, lang),
  reportPdf: (input: { report: EstateReport; lang: Language; today: string }) =>
    reportPdf(documents, input.report, input.lang, input.today),
  reportXlsx: ({ report, lang }: { report: EstateReport; lang: Language }) => reportXlsx(report, lang),
  /** One sheet of rows (the exports' XLSX files). */
  sheet: (input: {
    headers: readonly string[];
    rows: readonly (readonly Cell[])[];
    options: { sheetName: string; rightToLeft: boolean };
  }) => writeXlsx(input.headers, input.rows, input.options),
} satisfies Record<string, (input: never) => Promise<Buffer>>;

export type DocumentName = keyof typeof DOCUMENT_RENDERERS;
export type DocumentInput<N extends DocumentName> = Parameters<(typeof DOCUMENT_RENDERERS)[N]>[0];

/**
 * Runs one renderer, telling the API's thread when it begins and how far it is (the renderers report the rows they
 * draw); the bytes are moved to the API's thread, not copied.
 */
export default async function renderDocument({ task, input, progress }: WorkerTask) {
  if (!Object.hasOwn(DOCUMENT_RENDERERS, task)) throw new Error(`No document renderer named ${task}`);
  const render = DOCUMENT_RENDERERS[task as DocumentName] as (input: unknown) => Promise<Buffer>;
  beginTask(progress);
  let bytes: Buffer;
  try {
    bytes = await render(input);
  } finally {
    endTask();
  }
  // A small Buffer may be a slice of a shared pool: only a buffer of its own can be handed over.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return move(own);
}

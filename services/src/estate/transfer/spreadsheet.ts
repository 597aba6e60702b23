import type { BilingualText } from '@estate/contracts';
import type ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Papa from 'papaparse';
import { reportProgress } from '../../common/workers/task-progress.js';
import { UnreadableParts, workbookInReadingOrder } from './xlsx-parts.js';

/**
 * exceljs (with its zip and stream libraries, some 400 modules), loaded the first time a workbook is read or written
 * rather than with the server, whose start it would slow by as much.
 */
export async function excel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** A cell as the export writes it: text, a number, or nothing. */
export type Cell = string | number | null;

/** A sheet as an import reads it: its header cells, and each following row with its number (1 = under the header). */
export interface Sheet {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

export type SheetFormat = 'csv' | 'xlsx';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What makes the text "UTF-8" to Excel, which otherwise reads a CSV in the machine's code page (Arabic garbled). */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Where a spreadsheet may start a cell inside a text: after any list separator it may split on (comma, semicolon,
 * tab, pipe, by the machine's settings) or a line break.
 */
const SEPARATORS = ',;\t|\r\n';
/**
 * A formula starts with `=`, `+`, `-` or `@` (or a tab, carriage return or spaces before one): at the text's start, or at
 * the start of any piece a spreadsheet splitting on another separator would make of it (`Leak;=cmd|' /C calc'!A0`
 * opened with `;` as the list separator). Each such start gets an apostrophe, so opening an export never runs what
 * someone typed into a record (CSV injection). An import takes them off again (see `unguard`).
 */
const FORMULA_START = new RegExp(`(^|[${SEPARATORS}])(?= *[=+\\-@\\t\\r])`, 'g');
const GUARDED_START = new RegExp(`(^|[${SEPARATORS}])'(?= *[=+\\-@\\t\\r])`, 'g');
export const guard = (value: string) => value.replace(FORMULA_START, "$1'");
export const unguard = (value: string) => value.replace(GUARDED_START, '$1');

/**
 * A UTF-8 CSV with a byte-order mark, CRLF line ends (as Excel writes them), every text cell guarded and quoted (so
 * a separator inside a text never splits it, whatever separator the spreadsheet reads with); numbers bare.
 */
export function writeCsv(headers: readonly string[], rows: readonly (readonly Cell[])[]): Buffer {
  const text = Papa.unparse(
    {
      fields: headers.map(guard),
      data: rows.map((row) => row.map((cell) => (typeof cell === 'string' ? guard(cell) : cell))),
    },
    { newline: '\r\n', quotes: (value: unknown) => typeof value === 'string' },
  );
  return Buffer.from(BYTE_ORDER_MARK + text, 'utf8');
}

/**
 * One sheet with a bold, frozen header; right to left for Arabic. Numbers stay numbers and texts stay texts: a text
 * cell is written as a string (never `{ formula }`), which no spreadsheet runs, so it needs no guard.
 */
export async function writeXlsx(
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
  options: { sheetName: string; rightToLeft: boolean },
): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: options.rightToLeft }],
  });
  sheet.addRow([...headers]);
  sheet.getRow(1).font = { bold: true };
  // The rows added are the first half of the progress reported (task-progress.ts); writing the workbook, the rest.
  rows.forEach((row, index) => {
    sheet.addRow([...row]);
    reportProgress(index + 1, rows.length * 2);
  });
  sheet.columns.forEach((column, index) => {
    const widest = Math.max(
      headers[index]?.length ?? 0,
      ...rows.slice(0, 200).map((row) => String(row[index] ?? '').length),
    );
    column.width = Math.min(60, Math.max(10, widest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Why a file cannot be read as a sheet, in both languages (the caller answers IMPORT_FILE_INVALID with it). */
export class UnreadableSheet extends Error {
  constructor(readonly text: BilingualText) {
    super(text.en);
  }
}

/** One row of a sheet under its header: its number (1 = under the header) and its cells, trimmed and unguarded. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/**
 * What reading a sheet calls, in the order of the file: `header` once with the first row's cells (trimmed; none when
 * the first row is empty), then `row` for each row that is not blank (blank rows are left out, their numbers kept by
 * the others). Either may throw to stop the read there: the rest of the file is not read.
 */
export interface SheetVisitor {
  header(cells: string[]): void;
  row(row: SheetRow): void;
}

/** Rows read between two turns of the event loop, so that other requests are served while a big file is read. */
const ROWS_PER_TURN = 2000;
/** The CSV's text is decoded and parsed this many bytes at a time. */
const CSV_CHUNK_BYTES = 64 * 1024;

/** Turns lines of a sheet (the first its header) into the visitor's calls. */
class SheetLines {
  private seen = 0;
  private headed = false;

  constructor(private readonly visitor: SheetVisitor) {}

  /** The line numbered `number` (1 = the header), in the file's order; a number skipped is a blank line. */
  line(number: number, cells: string[]): void {
    this.seen = number;
    if (number === 1) {
      this.headed = true;
      this.visitor.header(cells.map((cell) => cell.trim()));
      return;
    }
    this.head();
    const trimmed = cells.map((cell) => unguard(cell.trim()));
    if (trimmed.some((cell) => cell !== '')) this.visitor.row({ row: number - 1, cells: trimmed });
  }

  /** Lines given so far (the header included). */
  get count(): number {
    return this.seen;
  }

  /** Gives an empty header when the sheet has no first line. */
  head(): void {
    if (this.headed) return;
    this.headed = true;
    this.visitor.header([]);
  }
}

const notUtf8 = () =>
  new UnreadableSheet({
    ar: 'الملف ليس CSV بترميز UTF-8: احفظه بصيغة "CSV UTF-8" أو xlsx',
    en: 'The file is not a CSV in UTF-8: save it as "CSV UTF-8" or .xlsx',
  });

/**
 * The text of a CSV, CSV_CHUNK_BYTES at a time, decoded strictly as UTF-8 (a byte-order mark dropped); a piece with
 * a control character no text file holds means the bytes are not a CSV. One turn of the event loop after each piece.
 */
async function* csvText(bytes: Buffer): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  for (let start = 0; start < bytes.length; start += CSV_CHUNK_BYTES) {
    const last = start + CSV_CHUNK_BYTES >= bytes.length;
    let text: string;
    try {
      text = decoder.decode(bytes.subarray(start, start + CSV_CHUNK_BYTES), { stream: !last });
    } catch {
      throw notUtf8();
    }
    // eslint-disable-next-line no-control-regex -- controls that no text file holds: the bytes are not a CSV
    if (/[\u0000-\u0008\u000E-\u001F\u007F]/.test(text)) {
      throw new UnreadableSheet({
        ar: 'الملف ليس CSV: احفظه بصيغة "CSV UTF-8" أو xlsx',
        en: 'The file is not a CSV: save it as "CSV UTF-8" or .xlsx',
      });
    }
    if (text !== '') yield text;
    await nextTurn();
  }
}

/**
 * Reads a CSV in UTF-8 (with a byte-order mark or not), comma, semicolon or tab separated, as it is parsed: each
 * piece of text is parsed and its lines given to `visitor` before the next is decoded, so a file is never held
 * parsed as a whole and a visitor that throws stops the read.
 */
export function readCsvRows(bytes: Buffer, visitor: SheetVisitor): Promise<void> {
  const lines = new SheetLines(visitor);
  const input = Readable.from(csvText(bytes));
  return new Promise<void>((resolve, reject) => {
    let stopped: unknown = null;
    const stop = (error: unknown, parser: Papa.Parser) => {
      stopped = error;
      parser.abort();
      input.destroy();
    };
    Papa.parse<string[]>(input, {
      skipEmptyLines: false,
      delimitersToGuess: [',', ';', '\t'],
      chunk: (results, parser) => {
        if (stopped !== null) return;
        const before = lines.count;
        try {
          const broken = results.errors.find((error) => error.type === 'Quotes');
          if (broken) {
            const row = broken.row === undefined ? '?' : before + broken.row;
            throw new UnreadableSheet({
              ar: `علامة اقتباس غير مغلقة في الصف ${row}`,
              en: `Unclosed quotes in row ${row}`,
            });
          }
          results.data.forEach((cells, index) => lines.line(before + index + 1, cells));
        } catch (error) {
          stop(error, parser);
        }
      },
      complete: () => {
        if (stopped !== null) {
          reject(stopped);
          return;
        }
        try {
          lines.head();
          resolve();
        } catch (error) {
          reject(error);
        }
      },
      error: (error: unknown) => {
        input.destroy();
        reject(stopped ?? error);
      },
    });
  });
}

/** Collects a sheet's header and rows (for a sheet known to be small). */
async function collect(read: (visitor: SheetVisitor) => Promise<void>): Promise<Sheet> {
  const sheet: Sheet = { headers: [], rows: [] };
  await read({ header: (cells) => (sheet.headers = cells), row: (row) => sheet.rows.push(row) });
  return sheet;
}

/** A CSV read whole (see readCsvRows). */
export const readCsv = (bytes: Buffer): Promise<Sheet> => collect((visitor) => readCsvRows(bytes, visitor));

/** The text of an XLSX cell value: dates as YYYY-MM-DD, formulas by their result, rich text as its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  return '';
}

/**
 * Reads the first worksheet of an XLSX workbook row by row (exceljs's streaming reader over the workbook's parts in
 * reading order, see workbookInReadingOrder: the workbook is never loaded as a whole nor unzipped to disk), giving
 * each row to `visitor` as it is parsed; a visitor that throws stops the read there.
 */
export async function readXlsxRows(bytes: Buffer, visitor: SheetVisitor): Promise<void> {
  const lines = new SheetLines(visitor);
  let parts: Buffer[];
  try {
    parts = workbookInReadingOrder(bytes);
  } catch (error) {
    if (!(error instanceof UnreadableParts)) throw error;
    throw error.reason === 'unzipped_too_large'
      ? new UnreadableSheet({
          ar: 'ملف xlsx كبير جداً بعد فك ضغطه: قسّمه إلى ملفات أصغر',
          en: 'The XLSX workbook is too large once unzipped: split it into smaller files',
        })
      : new UnreadableSheet({ ar: 'تعذرت قراءة ملف xlsx', en: 'The XLSX workbook cannot be read' });
  }
  const input = Readable.from(parts);
  const workbook = new (await excel()).stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // what tells a date from a number
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  let read = 0;
  // What the visitor threw goes out as it is; anything else thrown while reading means the bytes are no workbook.
  let refused = null as { error: unknown } | null;
  try {
    for await (const worksheet of workbook) {
      sheets += 1;
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        try {
          lines.line(
            row.number,
            Array.from(values, (value) => cellText(value ?? null)),
          );
        } catch (error) {
          refused = { error };
          throw error;
        }
        if (++read % ROWS_PER_TURN === 0) await nextTurn();
      }
      break;
    }
  } catch {
    if (refused) throw refused.error;
    throw new UnreadableSheet({ ar: 'تعذرت قراءة ملف xlsx', en: 'The XLSX workbook cannot be read' });
  } finally {
    input.destroy();
  }
  if (sheets === 0) throw new UnreadableSheet({ ar: 'ملف xlsx لا يحتوي على ورقة', en: 'The workbook has no sheet' });
  lines.head();
}

/** An XLSX workbook's first worksheet read whole (see readXlsxRows). */
export const readXlsx = (bytes: Buffer): Promise<Sheet> => collect((visitor) => readXlsxRows(bytes, visitor));

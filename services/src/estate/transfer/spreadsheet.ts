import type { BilingualText } from '@estate/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

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
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: options.rightToLeft }],
  });
  sheet.addRow([...headers]);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
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

/** Rows of a sheet, the first being its header; blank rows are left out (their numbers are kept by the others). */
function toSheet(lines: string[][]): Sheet {
  const [first = [], ...rest] = lines;
  const rows = rest
    .map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => unguard(cell.trim())) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  return { headers: first.map((cell) => cell.trim()), rows };
}

/** A CSV in UTF-8 (with a byte-order mark or not), comma or semicolon separated. */
export function readCsv(bytes: Buffer): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UnreadableSheet({
      ar: 'الملف ليس CSV بترميز UTF-8: احفظه بصيغة "CSV UTF-8" أو xlsx',
      en: 'The file is not a CSV in UTF-8: save it as "CSV UTF-8" or .xlsx',
    });
  }
  // eslint-disable-next-line no-control-regex -- controls that no text file holds: the bytes are not a CSV
  if (/[\u0000-\u0008\u000E-\u001F\u007F]/.test(text)) {
    throw new UnreadableSheet({
      ar: 'الملف ليس CSV: احفظه بصيغة "CSV UTF-8" أو xlsx',
      en: 'The file is not a CSV: save it as "CSV UTF-8" or .xlsx',
    });
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken)
    throw new UnreadableSheet({
      ar: `علامة اقتباس غير مغلقة في الصف ${broken.row ?? '?'}`,
      en: `Unclosed quotes in row ${broken.row ?? '?'}`,
    });
  return toSheet(parsed.data);
}

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

/** The first worksheet of an XLSX workbook. */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw new UnreadableSheet({ ar: 'تعذرت قراءة ملف xlsx', en: 'The XLSX workbook cannot be read' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableSheet({ ar: 'ملف xlsx لا يحتوي على ورقة', en: 'The workbook has no sheet' });
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    lines[number - 1] = Array.from(values, (value) => cellText(value ?? null));
  });
  return toSheet(Array.from(lines, (line) => line ?? []));
}

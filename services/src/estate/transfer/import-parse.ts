import { type BilingualText, ESTATE_IMPORT_MAX_ROWS, type EstateImportEntity } from '@estate/contracts';
import type { ImportRow } from './import-rows.js';
import { readCsvRows, readXlsxRows, type SheetFormat, type SheetVisitor, UnreadableSheet } from './spreadsheet.js';
import { IMPORT_COLUMNS, matchHeaders } from './transfer-columns.js';

/** What reading an import's file found: its rows by column key, or why it is refused. */
export type ParsedImport =
  | { kind: 'rows'; rows: ImportRow[] }
  | { kind: 'missingColumns'; missing: string[] }
  | { kind: 'tooManyRows' }
  | { kind: 'unreadable'; text: BilingualText }
  | { kind: 'noRows' };

/** Thrown by the visitor to stop the read; answered as a ParsedImport. */
class Refused extends Error {
  constructor(readonly verdict: ParsedImport) {
    super(verdict.kind);
  }
}

/**
 * The rows of an import's file by column key, as the file is read (in the imports' background process, off the API's thread): a
 * file without a column the records need is refused at its header, one with more than ESTATE_IMPORT_MAX_ROWS rows at
 * the row past the limit, the rest unread. Plain data in and out, so it crosses to and from a child process.
 */
export async function parseImportRows(
  entity: EstateImportEntity,
  format: SheetFormat,
  bytes: Buffer,
): Promise<ParsedImport> {
  const columns = IMPORT_COLUMNS[entity];
  let matched: ReturnType<typeof matchHeaders> = [];
  const rows: ImportRow[] = [];
  const visitor: SheetVisitor = {
    header: (cells) => {
      matched = matchHeaders(cells, columns);
      const missing = columns.filter(
        (column) => column.required && !matched.some((found) => found?.key === column.key),
      );
      if (missing.length > 0)
        throw new Refused({ kind: 'missingColumns', missing: missing.map((column) => column.key) });
    },
    row: ({ row, cells }) => {
      if (rows.length === ESTATE_IMPORT_MAX_ROWS) throw new Refused({ kind: 'tooManyRows' });
      const byKey: Record<string, string> = {};
      matched.forEach((column, index) => {
        if (column) byKey[column.key] = cells[index] ?? '';
      });
      rows.push({ row, cells: byKey });
    },
  };
  try {
    if (format === 'csv') await readCsvRows(bytes, visitor);
    else await readXlsxRows(bytes, visitor);
  } catch (error) {
    if (error instanceof Refused) return error.verdict;
    if (error instanceof UnreadableSheet) return { kind: 'unreadable', text: error.text };
    throw error;
  }
  return rows.length === 0 ? { kind: 'noRows' } : { kind: 'rows', rows };
}

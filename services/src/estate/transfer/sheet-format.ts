import { detectContentType } from '../../common/objects/content/content-detection.js';
import type { SheetFormat } from './spreadsheet.js';

/** What an import's file is read as, or why it is not read: an old .xls, an empty file, or another type (named). */
export type SheetFormatAnswer = { kind: 'format'; format: SheetFormat } | WrongFormat;

/** A file that is read as neither: why (an old .xls, an empty file, or another type, named). */
export interface WrongFormat {
  kind: 'wrongFormat';
  reason: 'xls' | 'empty' | 'type';
  found?: string;
}

/**
 * What the file is, by its content: a CSV (text) or an XLSX workbook; anything else is refused. Run in the imports'
 * background process with the parse: telling a workbook from a plain ZIP walks every entry of the archive (file-type reads
 * a streamed workbook's data descriptors one by one), about a tenth of a second for a 4 MB file.
 */
export async function detectSheetFormat(bytes: Buffer): Promise<SheetFormatAnswer> {
  const type = await detectContentType({ buffer: bytes });
  if (type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return format('xlsx');
  // A workbook whose parts are stored in another order (a streaming writer puts [Content_Types].xml last) is seen as a
  // plain ZIP: it is read as a workbook, and a ZIP that is no workbook is refused by the reader.
  if (type === 'application/zip') return format('xlsx');
  // Text, or bytes nothing recognises: read as a CSV, which decodes them strictly (UTF-8, no binary controls).
  if (type === 'text/plain' || type === 'application/octet-stream') return format('csv');
  if (type === 'application/vnd.ms-excel' || type === 'application/x-cfb')
    return { kind: 'wrongFormat', reason: 'xls' };
  if (type === 'application/x-empty') return { kind: 'wrongFormat', reason: 'empty' };
  return { kind: 'wrongFormat', reason: 'type', found: type };
}

const format = (sheet: SheetFormat): SheetFormatAnswer => ({ kind: 'format', format: sheet });

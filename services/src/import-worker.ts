/**
 * The import worker thread's module (EstateImportService): tells what an import's file is (CSV or XLSX, else why it
 * is refused) and reads it into its rows by column key, so
 * parsing a workbook of many thousand rows never holds up the requests the API answers meanwhile. Nothing here reads
 * the database or needs Nest.
 */
import type { EstateImportEntity } from '@estate/contracts';
import { runInBackgroundPriority } from './common/workers/background-priority.js';
import { type ParsedImport, parseImportRows } from './estate/transfer/import-parse.js';
import { detectSheetFormat, type WrongFormat } from './estate/transfer/sheet-format.js';

runInBackgroundPriority();

export default async function parseImport(input: {
  entity: EstateImportEntity;
  bytes: Uint8Array;
}): Promise<ParsedImport | WrongFormat> {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const detected = await detectSheetFormat(bytes);
  if (detected.kind === 'wrongFormat') return detected;
  return parseImportRows(input.entity, detected.format, bytes);
}

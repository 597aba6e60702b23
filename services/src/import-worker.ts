/**
 * The import worker thread's module (EstateImportService): reads an import's file into its rows by column key, so
 * parsing a workbook of many thousand rows never holds up the requests the API answers meanwhile. Nothing here reads
 * the database or needs Nest.
 */
import type { EstateImportEntity } from '@estate/contracts';
import { parseImportRows } from './estate/transfer/import-parse.js';
import type { SheetFormat } from './estate/transfer/spreadsheet.js';

export default function parseImport(input: { entity: EstateImportEntity; format: SheetFormat; bytes: Uint8Array }) {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  return parseImportRows(input.entity, input.format, bytes);
}

/**
 * The module of the imports' background process (EstateImportService, BackgroundProcess): reads the received body from
 * its file, takes the file out of the upload's form (fileOfUpload),
 * tells what it is (CSV or XLSX, else why it is refused) and reads it into its rows by column key, so
 * parsing a workbook of many thousand rows never holds up the requests the API answers meanwhile. Nothing here reads
 * the database or needs Nest.
 */
import type { EstateImportEntity } from '@estate/contracts';
import { readFile } from 'node:fs/promises';
import { type ParsedImport, parseImportRows } from './estate/transfer/import-parse.js';
import { fileOfUpload, type UploadRefusal } from './estate/transfer/import-upload.js';
import { detectSheetFormat, type WrongFormat } from './estate/transfer/sheet-format.js';

/** What the worker answers: why the upload holds no file, or the file's name and what was read of it. */
export type ImportWorkerAnswer =
  UploadRefusal | { kind: 'read'; fileName: string | null; read: ParsedImport | WrongFormat };

export default async function parseImport(input: {
  entity: EstateImportEntity;
  /** The received body's file (receiveImportUpload), which the API removes once this answers. */
  path: string;
  contentType: string | null;
}): Promise<ImportWorkerAnswer> {
  const received = await readFile(input.path);
  const file = await fileOfUpload({ bytes: received, contentType: input.contentType });
  if ('kind' in file) return file;
  const detected = await detectSheetFormat(file.bytes);
  const read =
    detected.kind === 'wrongFormat' ? detected : await parseImportRows(input.entity, detected.format, file.bytes);
  return { kind: 'read', fileName: file.fileName, read };
}

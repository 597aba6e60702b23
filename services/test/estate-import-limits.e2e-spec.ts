import { ESTATE_IMPORT_MAX_ROWS, type EstateImportResult } from '@estate/contracts';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { type ApiClient, type ApiResponse, refusalOf, signInAs } from './support/auth.js';
import { importFile, XLSX } from './support/imports.js';
import { startTestApp, type TestApp } from './support/server.js';

/**
 * What the server's process may grow beyond its peak before an import: reading a whole 200,000-row workbook grew it
 * by 600 MB to 1.2 GB; read row by row and stopped at the limit, an import keeps the file and the rows under the limit
 * (about 100 MB here).
 */
const MAX_GROWTH_MB = 300;

/** The peak resident memory of a process so far (VmHWM), in MB. */
async function peakMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]);
  expect(kilobytes).toBeGreaterThan(0);
  return kilobytes / 1024;
}

/** A workbook of owners with `rows` rows under its header, written row by row (exceljs's streaming writer). */
async function ownersWorkbook(rows: number): Promise<Uint8Array> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('owners');
  sheet.addRow(['name', 'phone', 'nationalId']).commit();
  for (let index = 0; index < rows; index += 1) {
    sheet.addRow([`مالك ${index}`, '0501234567', String(1_000_000_000 + index)]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * Sends the import and, until it answers, one cheap request after another (the public listing): answers the import's
 * answer and how many listings answered 200 while it was being read.
 */
async function importWhileListing(
  client: ApiClient,
  send: () => Promise<ApiResponse<EstateImportResult>>,
): Promise<{ answer: ApiResponse<EstateImportResult>; listedMeanwhile: number }> {
  let answered = false;
  const importing = send().finally(() => (answered = true));
  let listedMeanwhile = 0;
  while (!answered) {
    const listing = await client.get('/api/properties?limit=1');
    expect(listing.status).toBe(200);
    if (!answered) listedMeanwhile += 1;
  }
  return { answer: await importing, listedMeanwhile };
}

describe('an import far over the row limit', () => {
  let app: TestApp;
  let manager: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signInAs(app.baseUrl, 'property_manager');
  });
  afterAll(() => app?.stop());

  it('is refused at the row past the limit, read row by row: the server stays small and answers others meanwhile', async () => {
    const lines = ['name,phone,nationalId'];
    for (let index = 0; index < 300_000; index += 1) lines.push(`مالك ${index},0501234567,${1_000_000_000 + index}`);
    const csvFile = lines.join('\r\n');
    const workbook = await ownersWorkbook(200_000);
    expect(300_000).toBeGreaterThan(ESTATE_IMPORT_MAX_ROWS);

    const before = await peakMemoryMb(app.server.pid);
    for (const [file, type] of [
      [csvFile, 'text/csv'],
      [workbook, XLSX],
    ] as const) {
      const { answer, listedMeanwhile } = await importWhileListing(manager, () =>
        importFile(manager, 'owners', 'dry-run', file, { type }),
      );
      expect(refusalOf(answer)).toEqual({ status: 400, code: 'IMPORT_TOO_MANY_ROWS' });
      expect(answer.body).toMatchObject({
        details: {
          maxRows: ESTATE_IMPORT_MAX_ROWS,
          message: {
            ar: expect.stringContaining(String(ESTATE_IMPORT_MAX_ROWS)),
            en: expect.stringContaining(String(ESTATE_IMPORT_MAX_ROWS)),
          },
        },
      });
      expect(listedMeanwhile).toBeGreaterThan(0);
    }
    const after = await peakMemoryMb(app.server.pid);
    expect(after - before).toBeLessThan(MAX_GROWTH_MB);

    // A file under the limit is still read to its end.
    const small = await importFile(manager, 'owners', 'dry-run', lines.slice(0, 101).join('\r\n'));
    expect(small.status).toBe(200);
    expect(small.body.totalRows).toBe(100);
  });
});

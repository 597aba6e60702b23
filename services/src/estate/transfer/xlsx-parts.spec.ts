import ExcelJS from 'exceljs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import { readXlsxRows, type SheetRow, UnreadableSheet } from './spreadsheet.js';
import { workbookInReadingOrder } from './xlsx-parts.js';

/** A workbook written by exceljs's streaming writer: no shared strings table, its parts in the writer's order. */
async function streamedWorkbook(rows: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('rows');
  sheet.addRow(['name', 'day']).commit();
  for (let index = 0; index < rows; index += 1) sheet.addRow([`row ${index}`, new Date(Date.UTC(2026, 0, 2))]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A workbook written whole: shared strings after the sheet, as Excel writes them. */
async function wholeWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('rows');
  sheet.addRow(['name', 'day']);
  for (let index = 0; index < rows; index += 1) sheet.addRow([`row ${index}`, new Date(Date.UTC(2026, 0, 2))]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const spooled = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(`tmp-${process.pid}-`));

describe('reading a workbook row by row', () => {
  it.each([
    ['streamed', streamedWorkbook],
    ['written whole', wholeWorkbook],
  ])(
    'reads a workbook %s in order, and stops where the reader stops, with nothing unzipped to disk',
    async (_, make) => {
      const bytes = await make(5000);
      const headers: string[][] = [];
      const rows: SheetRow[] = [];
      const stop = new Error('enough');
      await expect(
        readXlsxRows(bytes, {
          header: (cells) => headers.push(cells),
          row: (row) => {
            if (rows.length === 100) throw stop;
            rows.push(row);
          },
        }),
      ).rejects.toBe(stop);
      expect(headers).toEqual([['name', 'day']]);
      expect(rows).toHaveLength(100);
      expect(rows[99]).toEqual({ row: 100, cells: ['row 99', '2026-01-02'] });
      expect(await spooled()).toEqual([]);
    },
  );

  it('refuses a ZIP that is no workbook, and one whose parts would unzip too large', async () => {
    const notWorkbook = Buffer.concat(workbookInReadingOrder(await wholeWorkbook(1)).slice(0, 1));
    await expect(readXlsxRows(notWorkbook, { header: () => {}, row: () => {} })).rejects.toBeInstanceOf(
      UnreadableSheet,
    );

    // The directory says the shared strings unzip to 4 GB.
    const bytes = await wholeWorkbook(1);
    const directory = bytes.readUInt32LE(bytes.length - 22 + 16);
    let at = directory;
    while (bytes.readUInt32LE(at) === 0x02014b50) {
      const nameLength = bytes.readUInt16LE(at + 28);
      if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === 'xl/sharedStrings.xml') {
        bytes.writeUInt32LE(0xfffffff0, at + 24);
      }
      at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    }
    await expect(readXlsxRows(bytes, { header: () => {}, row: () => {} })).rejects.toMatchObject({
      text: { en: expect.stringContaining('too large once unzipped') },
    });
  });
});

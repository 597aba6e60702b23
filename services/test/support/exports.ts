import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ApiClient } from './auth.js';

/** The UTF-8 byte-order mark a CSV export starts with. */
export const BOM = [0xef, 0xbb, 0xbf];

/** An export's bytes and headers. */
export async function download(client: ApiClient, path: string) {
  const response = await fetch(`${client.baseUrl}${path}`, { headers: { cookie: client.cookieHeader() } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A CSV export's rows (header first), read as Excel would: UTF-8 after the byte-order mark. */
export function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3));
  return Papa.parse<string[]>(text.trim()).data;
}

/** An XLSX export's first sheet as text rows, through exceljs. */
export async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => String(values[index + 1] ?? '')));
  });
  return rows;
}

import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { guard, readCsv, readXlsx, unguard, writeCsv, writeXlsx } from './spreadsheet.js';

const HOSTILE = "Leak;=cmd|' /C calc'!A0;";
const TEXTS = [HOSTILE, '=1+1', '+966501234567', 'a,-2', 'a\t@SUM(A1)', 'x| =HYPERLINK("http://evil")', 'تسرب مياه'];

/** What a spreadsheet starts each cell with when it splits the file on `separator`. */
const cellsSplitOn = (csv: string, separator: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: separator, quoteChar: '\u0000' }).data.flat();

describe('spreadsheet exports', () => {
  it('guards every place a spreadsheet could start a formula, and an import takes the guards off', () => {
    expect(guard(HOSTILE)).toBe("Leak;'=cmd|' /C calc'!A0;");
    expect(guard('a, =x')).toBe("a,' =x");
    expect(guard('Leak in unit 5 - floor 2')).toBe('Leak in unit 5 - floor 2');
    for (const text of TEXTS) expect(unguard(guard(text))).toBe(text);
  });

  it('quotes every text cell of a CSV, and no separator makes a formula cell of it', async () => {
    const csv = writeCsv(['title', 'amount'], [...TEXTS.map((text) => [text, -1250.5]), [null, 0]]).toString('utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"title","amount"');
    expect(lines[1]).toBe(`"Leak;'=cmd|' /C calc'!A0;",-1250.5`);
    expect(lines.at(-1)).toBe(',0');
    // Read naively (quotes ignored) with each list separator a spreadsheet may use: no cell opens a formula.
    for (const separator of [',', ';', '\t', '|']) {
      const starts = cellsSplitOn(csv, separator).map((cell) => cell.replace(/^"/, '').trimStart());
      expect(starts.filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
      expect(starts.filter((cell) => /^-[^\d]/.test(cell))).toEqual([]);
    }
    // Read as a CSV, the texts come back as they were written.
    expect((await readCsv(Buffer.from(csv, 'utf8'))).rows.map((row) => row.cells[0])).toEqual([...TEXTS, '']);
  });

  it('writes texts as text cells of an XLSX, never as formulas', async () => {
    const bytes = await writeXlsx(
      ['title'],
      TEXTS.map((text) => [text]),
      { sheetName: 'x', rightToLeft: false },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    for (let row = 2; row <= TEXTS.length + 1; row++) {
      expect(sheet.getCell(row, 1).type).toBe(ExcelJS.ValueType.String);
    }
    expect((await readXlsx(bytes)).rows.map((row) => row.cells[0])).toEqual(TEXTS);
  });
});

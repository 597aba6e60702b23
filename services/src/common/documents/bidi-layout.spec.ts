import { layoutParagraph, leftToRight, type TextLine, visualText } from './bidi-layout.js';

/** One point per character: positions follow the order of the runs. */
const measure = (text: string) => [...text].length;
const runsOf = (line: TextLine) => line.runs.map(({ text, font, rtl }) => ({ text, font, rtl }));
const oneLine = (text: string, direction: 'rtl' | 'ltr') => {
  const lines = layoutParagraph(text, direction, 1000, measure);
  expect(lines).toHaveLength(1);
  return lines[0]!;
};

describe('layoutParagraph', () => {
  it('keeps an Arabic-Indic price in an Arabic line in reading order, left to right', () => {
    const line = oneLine('السعر ٥٬٠٠٠ ر.س', 'rtl');
    // Left to right on the page: the currency (read last), the number, then the label (read first) at the right.
    expect(runsOf(line)).toEqual([
      { text: 'س', font: 'arabic', rtl: true },
      { text: '.', font: 'latin', rtl: true },
      { text: ' ر', font: 'arabic', rtl: true },
      { text: '٥٬٠٠٠', font: 'arabic', rtl: false },
      { text: 'السعر ', font: 'arabic', rtl: true },
    ]);
    expect(line.runs.map(visualText).join('')).toBe('س.ر ٥٬٠٠٠ رعسلا');
    expect(line.runs.map((run) => run.x)).toEqual([0, 1, 2, 4, 9]);
    expect(line.width).toBe(15);
  });

  it('keeps a Latin price and its thousands separator whole before the Arabic currency', () => {
    expect(runsOf(oneLine('5,000 ر.س', 'rtl'))).toEqual([
      { text: 'س', font: 'arabic', rtl: true },
      { text: '.', font: 'latin', rtl: true },
      { text: 'ر', font: 'arabic', rtl: true },
      { text: ' ', font: 'latin', rtl: true },
      { text: '5,000', font: 'latin', rtl: false },
    ]);
  });

  it('puts an area after its number, the ² in the Latin font', () => {
    expect(runsOf(oneLine('٣٢٠ م²', 'rtl'))).toEqual([
      { text: '²', font: 'latin', rtl: false },
      { text: ' م', font: 'arabic', rtl: true },
      { text: '٣٢٠', font: 'arabic', rtl: false },
    ]);
    expect(runsOf(oneLine('320 m²', 'ltr'))).toEqual([{ text: '320 m²', font: 'latin', rtl: false }]);
  });

  it('mirrors brackets in right-to-left text', () => {
    const line = oneLine('(دوبلكس)', 'rtl');
    expect(runsOf(line)).toEqual([
      { text: '(', font: 'latin', rtl: true },
      { text: 'دوبلكس', font: 'arabic', rtl: true },
      { text: ')', font: 'latin', rtl: true },
    ]);
  });

  it('reads an Arabic name inside an English line right to left', () => {
    expect(runsOf(oneLine('Call فيلا الملقا now', 'ltr'))).toEqual([
      { text: 'Call ', font: 'latin', rtl: false },
      { text: 'فيلا الملقا', font: 'arabic', rtl: true },
      { text: ' ', font: 'arabic', rtl: false },
      { text: 'now', font: 'latin', rtl: false },
    ]);
  });

  it('keeps an isolated phone number left to right in an Arabic line, and draws no bidi mark', () => {
    const line = oneLine(`الهاتف ${leftToRight('+966 50 123 4567')}`, 'rtl');
    expect(runsOf(line)).toEqual([
      { text: '+966 50 123 4567', font: 'latin', rtl: false },
      { text: 'الهاتف ', font: 'arabic', rtl: true },
    ]);
    // Without the isolate the groups of digits would be laid out in reverse: 4567 first on the page.
    expect(runsOf(oneLine('الهاتف +966 50 123 4567', 'rtl'))[0]).toEqual({ text: '4567', font: 'latin', rtl: false });
  });

  it('keeps the digit groups of an Arabic-Indic phone left to right in an Arabic line', () => {
    // Arabic-Indic digits are Arabic numbers to the bidi algorithm: spaces between them resolve right to left, so an
    // isolate alone would lay the groups out in reverse (٠٤١١ ٢١٠ ٠٥٥). The fragment is drawn left to right as written.
    const line = oneLine(`الهاتف ${leftToRight('٠٥٥ ٢١٠ ٠٤١١')} للتواصل`, 'rtl');
    expect(runsOf(line)).toEqual([
      { text: ' للتواصل', font: 'arabic', rtl: true },
      { text: '٠٥٥ ٢١٠ ٠٤١١', font: 'arabic', rtl: false },
      { text: 'الهاتف ', font: 'arabic', rtl: true },
    ]);
    expect(line.runs.map(visualText).join('')).toBe('لصاوتلل ٠٥٥ ٢١٠ ٠٤١١ فتاهلا');
    // A masked ID, a contract number and an IBAN read the same way, left to right as written.
    for (const code of ['******٤٣٢١', 'CNT-2025-0001', 'SA03 8000 0000 6080 1016 7519', '٢٠٢٥-٠٣-٠٥']) {
      const runs = oneLine(`الرقم ${leftToRight(code)}`, 'rtl').runs;
      expect(runs.map(visualText).join('')).toBe(`${code} مقرلا`);
    }
  });

  it('never forces Arabic letters inside an isolated fragment left to right', () => {
    const runs = runsOf(oneLine(`الوحدة ${leftToRight('A-12 فيلا')}`, 'rtl'));
    expect(runs).toContainEqual({ text: 'فيلا', font: 'arabic', rtl: true });
    expect(runs[0]).toEqual({ text: 'A-12 ', font: 'latin', rtl: false });
  });

  it('breaks at spaces into lines that fit, each laid out on its own', () => {
    const text = 'فيلا حديثة بمساحة 320 م² وتضم 5 غرف نوم قريبة من طريق الملك فهد';
    const lines = layoutParagraph(text, 'rtl', 20, measure);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(20);
    // Nothing lost: every character but the spaces the lines broke at.
    const drawn = lines.flatMap((line) => line.runs.map((run) => run.text)).join('');
    expect(drawn.length).toBe(text.length - (lines.length - 1));
    const numberLine = lines.find((line) => line.runs.some((run) => run.text === '320'))!;
    expect(numberLine.runs.find((run) => run.text === '320')).toMatchObject({ rtl: false });
  });

  it('keeps a word longer than the line whole, and lays out nothing for blank text', () => {
    expect(layoutParagraph('supercalifragilistic', 'ltr', 5, measure).map((l) => l.width)).toEqual([20]);
    expect(layoutParagraph('  \n ', 'rtl', 100, measure)).toEqual([]);
  });
});

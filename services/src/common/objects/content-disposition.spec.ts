import { contentDisposition, fileNameFromTitle, sanitizeFileName } from './content-disposition.js';

describe('sanitizeFileName', () => {
  it.each([
    ['a"b\r\n/../x.pdf', 'x.pdf'],
    ['C:\\Users\\me\\plan.pdf', 'plan.pdf'],
    ['report "final"\t.pdf', 'report final.pdf'],
    ['..', 'file'],
    ['.htaccess', 'htaccess'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['', 'file'],
    [undefined, 'file'],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('shortens long names and keeps their extension', () => {
    const name = sanitizeFileName(`${'ب'.repeat(300)}.docx`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('quotes a plain ASCII name', () => {
    expect(contentDisposition('attachment', 'plan.pdf')).toBe('attachment; filename="plan.pdf"');
    expect(contentDisposition('inline', 'a"b\r\n/../x.png')).toBe('inline; filename="x.png"');
  });

  it('adds the exact name, percent-encoded as UTF-8, for other names', () => {
    expect(contentDisposition('attachment', 'مخطط.pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%D9%85%D8%AE%D8%B7%D8%B7.pdf`,
    );
    expect(contentDisposition('attachment', "100% it's (done).pdf")).toBe(
      `attachment; filename="100_ it's (done).pdf"; filename*=UTF-8''100%25%20it%27s%20%28done%29.pdf`,
    );
  });
});

describe('fileNameFromTitle', () => {
  it('makes a lower-case ASCII slug', () => {
    expect(fileNameFromTitle('Modern villa for sale in Al Malqa, Riyadh', 'pdf')).toBe(
      'modern-villa-for-sale-in-al-malqa-riyadh.pdf',
    );
    expect(fileNameFromTitle('Café  Déjà vu!', 'pdf')).toBe('cafe-deja-vu.pdf');
    expect(fileNameFromTitle('فيلا', 'pdf', 'brochure')).toBe('brochure.pdf');
  });
});

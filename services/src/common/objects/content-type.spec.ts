import { isStoredContentType, sniffBuffer, withMatchingExtension } from './content-type.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A ZIP with stored (uncompressed) entries: local headers, central directory, end record. */
function zip(names: string[], comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(`content of ${name}`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, directory, end, Buffer.from(comment)]);
}

/**
 * An OLE2 compound file with 512-byte sectors: sector 0 is the FAT, the directory starts at sector 1 and, with
 * more than 4 entries, continues in sector 2 (chained through the FAT).
 */
function compoundFile(streamNames: string[]): Buffer {
  const entries = ['Root Entry', ...streamNames];
  const directorySectors = Math.ceil(entries.length / 4);
  const file = Buffer.alloc(512 * (2 + directorySectors));
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c);
  file.writeUInt32LE(1, 0x30);
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  file.writeUInt32LE(0, 0x4c);
  for (let i = 1; i < 109; i++) file.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  const fat = 512;
  for (let i = 0; i < 128; i++) file.writeUInt32LE(0xffffffff, fat + i * 4);
  file.writeUInt32LE(0xfffffffd, fat);
  for (let s = 1; s <= directorySectors; s++)
    file.writeUInt32LE(s === directorySectors ? 0xfffffffe : s + 1, fat + s * 4);
  entries.forEach((name, i) => {
    const entry = 512 * 2 + i * 128;
    const nameBytes = Buffer.from(`${name}\0`, 'utf16le');
    nameBytes.copy(file, entry);
    file.writeUInt16LE(nameBytes.length, entry + 0x40);
    file.writeUInt8(i === 0 ? 5 : 2, entry + 0x42);
  });
  return file;
}

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value);

describe('sniffContentType', () => {
  it.each([
    ['a PDF', text('%PDF-1.7\n%\xe2\xe3\n1 0 obj'), 'application/pdf'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    ['a GIF87a', text('GIF87a\x01\x00\x01\x00'), 'image/gif'],
    ['a GIF89a', text('GIF89a\x01\x00\x01\x00'), 'image/gif'],
    ['a WebP', Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 ')]), 'image/webp'],
  ])('recognises %s', async (_, content, type) => {
    expect(await sniffBuffer(content)).toBe(type);
  });

  it('recognises a Word 97-2003 document by its WordDocument stream, not by the OLE2 signature alone', async () => {
    expect(await sniffBuffer(compoundFile(['WordDocument', '\u0001CompObj']))).toBe('application/msword');
    expect(await sniffBuffer(compoundFile(['Workbook']))).toBe('application/vnd.ms-excel');
    expect(await sniffBuffer(compoundFile(['Contents']))).toBe('application/x-ole-storage');
  });

  it('follows the directory across sectors', async () => {
    const names = ['\u0005SummaryInformation', 'Data', '1Table', 'ObjectPool', 'WordDocument'];
    expect(await sniffBuffer(compoundFile(names))).toBe('application/msword');
  });

  it('recognises a DOCX by the entries of its central directory', async () => {
    const docx = zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']);
    expect(await sniffBuffer(docx)).toBe(DOCX);
    expect(await sniffBuffer(zip(['[Content_Types].xml', 'word/document.xml'], 'a comment'))).toBe(DOCX);
  });

  it('does not take a plain ZIP, a spreadsheet or a ZIP with a word/ folder only for a DOCX', async () => {
    expect(await sniffBuffer(zip(['readme.txt', 'photo.jpg']))).toBe('application/zip');
    expect(await sniffBuffer(zip(['word/document.xml']))).toBe('application/zip');
    expect(await sniffBuffer(zip(['[Content_Types].xml', 'xl/workbook.xml']))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await sniffBuffer(bytes(0x50, 0x4b, 0x03, 0x04, 1, 2, 3))).toBe('application/zip');
  });

  it.each([
    ['empty content', Buffer.alloc(0), 'application/x-empty'],
    ['plain text', text('Hello, this is a note.\n'), 'text/plain'],
    ['Arabic text', text('مرحبا بكم في دار العقارات\n'), 'text/plain'],
    ['HTML', text('<!DOCTYPE html><html><body>x</body></html>'), 'text/html'],
    ['SVG', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    ['gzip', bytes(0x1f, 0x8b, 8, 0), 'application/gzip'],
    ['an executable', Buffer.concat([text('MZ'), Buffer.alloc(62)]), 'application/vnd.microsoft.portable-executable'],
    ['random binary', bytes(0x00, 0x01, 0x02, 0xfe, 0x13), 'application/octet-stream'],
    ['invalid UTF-8', bytes(0x41, 0xc3, 0x28, 0x42), 'application/octet-stream'],
  ])('names %s as a type that is not stored', async (_, content, type) => {
    const sniffed = await sniffBuffer(content);
    expect(sniffed).toBe(type);
    expect(isStoredContentType(sniffed)).toBe(false);
  });

  it('does not mistake a PDF signature later in the file for a PDF', async () => {
    expect(await sniffBuffer(text('<html>%PDF-1.4</html>'))).toBe('text/html');
  });
});

describe('withMatchingExtension', () => {
  it('keeps a name whose extension matches the content', () => {
    expect(withMatchingExtension('Plan.PDF', 'application/pdf')).toBe('Plan.PDF');
    expect(withMatchingExtension('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
  });

  it('replaces the extension of another stored type and adds one otherwise', () => {
    expect(withMatchingExtension('x.pdf', 'image/png')).toBe('x.png');
    expect(withMatchingExtension('report.final', 'application/pdf')).toBe('report.final.pdf');
    expect(withMatchingExtension('scan', 'image/jpeg')).toBe('scan.jpg');
  });
});
